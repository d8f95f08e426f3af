// What the browser keeps between visits: the game in progress (deal and moves), the
// statistics per variant, and the options. Every record is versioned; one that is corrupt
// or from another version is set aside with a message, never trusted. Plain script: it
// sets window.SolStorage.
'use strict';

(function () {
  const VERSION = 1;
  const KEYS = { game: 'solitaire.game', stats: 'solitaire.stats', settings: 'solitaire.settings' };
  const messages = [];  // what was set aside this visit, for the page to show

  function store() {
    try {
      return window.localStorage;
    } catch {
      return null;  // storage disabled: play on, keep nothing
    }
  }

  // Reads one record; `valid` checks its shape. A bad record is removed and reported.
  function read(key, what, valid) {
    const s = store();
    const raw = s && s.getItem(key);
    if (raw == null) return null;
    let value;
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
    if (!value || value.v !== VERSION || !valid(value)) {
      s.removeItem(key);
      const old = value && typeof value.v === 'number' && value.v !== VERSION;
      messages.push(old ? `Your saved ${what} came from another version of the game and was set aside.`
                        : `Your saved ${what} could not be read (the stored data was damaged) and was set aside.`);
      return null;
    }
    return value;
  }

  function write(key, value) {
    const s = store();
    if (!s) return;
    try {
      s.setItem(key, JSON.stringify({ v: VERSION, ...value }));
    } catch {
      // Quota exceeded or storage disabled: losing a save must not stop the game.
    }
  }

  const isCount = (n) => Number.isInteger(n) && n >= 0;
  // How much the computer helped with a game (a record without it predates hints: none).
  const ASSISTS = ['none', 'hints', 'computer'];
  const validGame = (g) => typeof g.preset === 'string' && /^[0-9]{1,20}$/.test(g.seed) &&
    Array.isArray(g.moves) && g.moves.every(isCount) && typeof g.elapsedMs === 'number' &&
    (g.assist === undefined || ASSISTS.includes(g.assist));
  const validStats = (s) => s.variants && typeof s.variants === 'object' &&
    Object.values(s.variants).every((v) => v && isCount(v.played) && isCount(v.won) &&
      (v.bank === undefined || Number.isInteger(v.bank)) &&
      (v.wonWithHints === undefined || isCount(v.wonWithHints)) &&
      (v.solvedByComputer === undefined || isCount(v.solvedByComputer)));

  function loadGame() {
    return read(KEYS.game, 'game', validGame);
  }
  function saveGame(g) {
    const assist = ASSISTS.includes(g.assist) ? g.assist : 'none';
    write(KEYS.game, { preset: g.preset, seed: g.seed, moves: g.moves, elapsedMs: g.elapsedMs, won: !!g.won, assist });
  }

  function loadSettings() {
    return read(KEYS.settings, 'options', (s) => typeof s.autoMove === 'boolean');
  }
  function saveSettings(s) {
    write(KEYS.settings, { autoMove: !!s.autoMove, tapToMove: !!s.tapToMove });
  }

  function loadStats() {
    return read(KEYS.stats, 'statistics', validStats) || { variants: {}, current: null };
  }
  function variantStats(all, preset) {
    return all.variants[preset] ||
      (all.variants[preset] = { played: 0, won: 0, streak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null });
  }

  // The first move of a deal counts it as played; starting another deal without winning
  // this one breaks the streak, and banks its Vegas score (see recordScore).
  function recordPlayed(preset, seed) {
    const all = loadStats();
    const key = `${preset}/${seed}`;
    if (all.current && all.current.key === key) return;
    if (all.current) {
      const prev = variantStats(all, all.current.preset);
      if (!all.current.won) prev.streak = 0;
      if (Number.isInteger(all.current.score)) prev.bank = (prev.bank || 0) + all.current.score;
    }
    variantStats(all, preset).played++;
    all.current = { key, preset, won: false };
    write(KEYS.stats, all);
  }

  // A game the computer solved (auto-solve played some of it) is counted apart and is no
  // win of the player's: it extends no streak and sets no record, and the next deal ends
  // the streak as a lost game does. A win with hints is a win, counted as such too, but
  // sets no best time or fewest moves.
  function recordWin(preset, seed, timeMs, moves, assist) {
    recordPlayed(preset, seed);
    const all = loadStats();
    if (all.current.won || all.current.solved) return;  // an undone and replayed win counts once
    const v = variantStats(all, preset);
    if (assist === 'computer') {
      v.solvedByComputer = (v.solvedByComputer || 0) + 1;
      all.current.solved = true;
      write(KEYS.stats, all);
      return;
    }
    v.won++;
    v.streak++;
    v.bestStreak = Math.max(v.bestStreak, v.streak);
    if (assist === 'hints') {
      v.wonWithHints = (v.wonWithHints || 0) + 1;
    } else {
      v.bestTimeMs = v.bestTimeMs == null ? timeMs : Math.min(v.bestTimeMs, timeMs);
      v.fewestMoves = v.fewestMoves == null ? moves : Math.min(v.fewestMoves, moves);
    }
    all.current.won = true;
    write(KEYS.stats, all);
  }

  // Vegas scoring runs on from deal to deal, as in Windows' cumulative Vegas: the score of
  // the deal in play is kept here, and banked into its variant once another deal is played.
  function recordScore(preset, seed, score) {
    const all = loadStats();
    if (!all.current || all.current.key !== `${preset}/${seed}` || !Number.isInteger(score)) return;
    if (all.current.score === score) return;
    all.current.score = score;
    write(KEYS.stats, all);
  }
  // The total of the variant's earlier Vegas deals, deal `seed` not included.
  function vegasBank(preset, seed) {
    const all = loadStats();
    const v = all.variants[preset];
    const c = all.current;
    const pending = c && c.preset === preset && c.key !== `${preset}/${seed}` &&
      Number.isInteger(c.score) ? c.score : 0;
    return ((v && v.bank) || 0) + pending;
  }

  function stats(preset) {
    const v = loadStats().variants[preset];
    const base = { played: 0, won: 0, wonWithHints: 0, solvedByComputer: 0, streak: 0, bestStreak: 0,
      bestTimeMs: null, fewestMoves: null, winRate: 0 };
    return v ? { ...base, ...v, winRate: v.played ? v.won / v.played : 0 } : base;
  }

  // Reads every record once, so that a damaged one is reported when the page opens rather
  // than when it is first needed.
  function check() {
    loadGame();
    loadSettings();
    loadStats();
  }

  window.SolStorage = {
    check, loadGame, saveGame, loadSettings, saveSettings, recordPlayed, recordWin, recordScore,
    vegasBank, stats,
    takeMessages: () => messages.splice(0),
  };
})();
