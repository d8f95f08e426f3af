// What the browser keeps between visits: the game in progress (deal and moves), the
// statistics per variant, the options and the solver's settings. Every record is
// versioned and checked field by field against its schema below (types, ranges, lengths,
// known keys only) before anything uses it. A bad record is set aside (kept under
// solitaire.setaside.<name> for inspection, removed from use) with a message; a bad entry
// of the statistics drops that entry only and keeps the rest. Parsed records are rebuilt
// on objects without a prototype, so no stored name (such as "__proto__") can reach
// Object.prototype. Plain script: it sets window.SolStorage.
'use strict';

(function () {
  const VERSION = 1;
  const KEYS = { game: 'solitaire.game', stats: 'solitaire.stats', settings: 'solitaire.settings',
                 solver: 'solitaire.solver' };
  const messages = [];  // what was set aside this visit, for the page to show
  const hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

  function store() {
    try {
      return window.localStorage;
    } catch {
      return null;  // storage disabled: play on, keep nothing
    }
  }

  // --- the schemas ------------------------------------------------------------------------
  // A field is a test of its value; `opt(test)` may also be absent. A record is a plain
  // object whose own keys are all in its schema and whose fields all pass.
  const MAX_SEED = (1n << 64n) - 1n;
  const MAX_MOVES = 10000;              // engine/core/saved_game.h MAX_SAVED_MOVES
  const MAX_ELAPSED_MS = 1000 * 3600 * 1000;  // 1000 hours, as MAX_SAVED_ELAPSED_MS
  const MAX_VARIANTS = 64;
  const opt = (test) => Object.assign((x) => test(x), { optional: true });
  const isBool = (x) => typeof x === 'boolean';
  const isCount = (x) => Number.isSafeInteger(x) && x >= 0;
  const isInt = (x) => Number.isSafeInteger(x);
  const isPreset = (x) => typeof x === 'string' && /^[a-z0-9-]{1,32}\/[a-z0-9-]{1,32}$/.test(x);
  const isSeed = (x) => typeof x === 'string' && /^[0-9]{1,20}$/.test(x) && BigInt(x) <= MAX_SEED;
  const isMoveCode = (x) => Number.isInteger(x) && x >= 0 && x <= 0xFFFFFFFF;
  const isMoves = (x) => Array.isArray(x) && x.length <= MAX_MOVES && x.every(isMoveCode);
  const isElapsed = (x) => typeof x === 'number' && x >= 0 && x <= MAX_ELAPSED_MS;
  const isTimeOrNull = (x) => x === null || isElapsed(x);
  const isCountOrNull = (x) => x === null || isCount(x);
  // How much the computer helped with a game (a record without it predates hints: none).
  const ASSISTS = ['none', 'hints', 'computer'];
  const isAssist = (x) => ASSISTS.includes(x);

  const GAME = { v: isInt, preset: isPreset, seed: isSeed, moves: isMoves, elapsedMs: isElapsed,
                 won: opt(isBool), assist: opt(isAssist) };
  const SETTINGS = { v: isInt, autoMove: isBool, tapToMove: opt(isBool), sound: opt(isBool) };
  const SOLVER = { v: isInt, liveVerdict: opt(isBool), winnableOnly: opt(isBool),
                   stepMs: opt((x) => typeof x === 'number' && x >= 0 && x <= 60000) };
  const VARIANT = { played: isCount, won: isCount, streak: opt(isCount), bestStreak: opt(isCount),
                    bestTimeMs: opt(isTimeOrNull), fewestMoves: opt(isCountOrNull), bank: opt(isInt),
                    wonWithHints: opt(isCount), solvedByComputer: opt(isCount) };
  const CURRENT = { key: (x) => typeof x === 'string' && x.length <= 60, preset: isPreset,
                    won: isBool, solved: opt(isBool), score: opt(isInt) };
  const isPlain = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);
  const isVariants = (x) => isPlain(x) && Object.keys(x).length <= MAX_VARIANTS;
  const STATS = { v: isInt, variants: isVariants, current: opt((x) => x === null || isPlain(x)) };

  // A copy of `value` on a prototype-less object when it fits `schema`, else null.
  function conform(value, schema) {
    if (!isPlain(value)) return null;
    const out = Object.create(null);
    for (const k of Object.keys(value)) {
      if (!hasOwn(schema, k) || !schema[k](value[k])) return null;
      out[k] = value[k];
    }
    for (const k of Object.keys(schema)) if (!schema[k].optional && !hasOwn(out, k)) return null;
    return out;
  }

  function setAside(key, raw, what, old) {
    const s = store();
    try {
      s.setItem(`solitaire.setaside.${key.replace(/^solitaire\./, '')}`, raw);
    } catch { /* full: the copy is a courtesy */ }
    s.removeItem(key);
    messages.push(old ? `Your saved ${what} came from another version of the game and was set aside.`
                      : `Your saved ${what} could not be read (the stored data was damaged) and was set aside.`);
  }

  // Reads one record and checks it against `schema` (null: `refine` checks it all);
  // `refine` may check more and rebuild it (returns null to reject). A bad record is set
  // aside and reported.
  function read(key, what, schema, refine = (x) => x) {
    const s = store();
    let raw = null;
    try {
      raw = s && s.getItem(key);
    } catch {
      return null;
    }
    if (raw == null) return null;
    let value;
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
    const versioned = isPlain(value) && value.v === VERSION;
    const checked = versioned ? (schema ? conform(value, schema) : value) : null;
    const result = checked && refine(checked);
    if (!result) {
      setAside(key, raw, what, isPlain(value) && typeof value.v === 'number' && value.v !== VERSION);
      return null;
    }
    return result;
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

  // The saved game. Its deal (preset and seed) decides whether it can be kept at all; a
  // damaged clock restarts from 0, and moves (or a help level) that cannot be trusted
  // leave the deal to start afresh: each with a message, never the loss of the deal.
  function repairGame(g) {
    if (!isPlain(g) || g.v !== VERSION || !isPreset(g.preset) || !isSeed(g.seed)) return null;
    const out = Object.create(null);
    for (const k of Object.keys(g)) if (hasOwn(GAME, k) && GAME[k](g[k])) out[k] = g[k];
    const fixed = [];
    if (!hasOwn(out, 'elapsedMs')) {
      out.elapsedMs = 0;
      fixed.push('its clock starts from 0');
    }
    const trusted = hasOwn(out, 'moves') && (!hasOwn(g, 'assist') || hasOwn(out, 'assist'));
    if (!trusted) {
      out.moves = [];
      out.won = false;
      delete out.assist;
      fixed.push('its moves could not be read, so the deal starts afresh');
    }
    if (fixed.length === 0 && Object.keys(out).length !== Object.keys(g).length) fixed.push('unknown parts were dropped');
    if (fixed.length) {
      messages.push(`Your saved game was damaged: ${fixed.join('; ')}.`);
      write(KEYS.game, out);
    }
    return out;
  }
  function loadGame() {
    return read(KEYS.game, 'game', null, repairGame);
  }
  function saveGame(g) {
    const assist = ASSISTS.includes(g.assist) ? g.assist : 'none';
    const record = { preset: g.preset, seed: g.seed, moves: g.moves, elapsedMs: g.elapsedMs, won: !!g.won, assist };
    // Never store what the next visit would reject (it would lose the game then).
    if (!conform({ v: VERSION, ...record }, GAME)) return;
    write(KEYS.game, record);
  }

  function loadSettings() {
    return read(KEYS.settings, 'options', SETTINGS);
  }
  // Keeps the fields of SETTINGS that pass their test (the module sends them all).
  function saveSettings(s) {
    const record = Object.create(null);
    for (const k of Object.keys(SETTINGS)) if (k !== 'v' && hasOwn(s, k) && SETTINGS[k](s[k])) record[k] = s[k];
    if (!isBool(record.autoMove)) record.autoMove = true;
    write(KEYS.settings, record);
  }
  // The solver bar's settings (written by web/solve-ui.js).
  function loadSolverSettings() {
    return read(KEYS.solver, 'solver settings', SOLVER);
  }

  // The statistics: each variant's entry and the deal in play are checked on their own; a
  // bad one is dropped (with a message) and the rest kept, and the cleaned record saved.
  function cleanStats(all) {
    const variants = Object.create(null);
    let dropped = 0;
    for (const [preset, entry] of Object.entries(all.variants)) {
      const v = isPreset(preset) ? conform(entry, VARIANT) : null;
      if (v) variants[preset] = v;
      else dropped++;
    }
    let current = all.current ? conform(all.current, CURRENT) : null;
    if (all.current && !current) dropped++;
    const out = Object.create(null);
    out.variants = variants;
    out.current = current;
    if (dropped) {
      messages.push(`${dropped} damaged part${dropped > 1 ? 's' : ''} of your saved statistics ` +
                    `could not be read and ${dropped > 1 ? 'were' : 'was'} set aside; the rest is kept.`);
      write(KEYS.stats, out);
    }
    return out;
  }
  function loadStats() {
    const all = read(KEYS.stats, 'statistics', STATS, cleanStats);
    if (all) return all;
    const fresh = Object.create(null);
    fresh.variants = Object.create(null);
    fresh.current = null;
    return fresh;
  }
  function variantStats(all, preset) {
    if (!hasOwn(all.variants, preset)) {
      all.variants[preset] = Object.assign(Object.create(null),
        { played: 0, won: 0, streak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null });
    }
    return all.variants[preset];
  }
  const count = (n) => (isCount(n) ? n : 0);

  // The first move of a deal counts it as played; starting another deal without winning
  // this one breaks the streak, and banks its Vegas score (see recordScore).
  function recordPlayed(preset, seed) {
    if (!isPreset(preset)) return;
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
    if (!all.current || all.current.won || all.current.solved) return;  // an undone and replayed win counts once
    const v = variantStats(all, preset);
    if (assist === 'computer') {
      v.solvedByComputer = (v.solvedByComputer || 0) + 1;
      all.current.solved = true;
      write(KEYS.stats, all);
      return;
    }
    v.won++;
    v.streak = count(v.streak) + 1;
    v.bestStreak = Math.max(count(v.bestStreak), count(v.streak));
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
    const v = hasOwn(all.variants, preset) ? all.variants[preset] : null;
    const c = all.current;
    const pending = c && c.preset === preset && c.key !== `${preset}/${seed}` &&
      Number.isInteger(c.score) ? c.score : 0;
    return ((v && v.bank) || 0) + pending;
  }

  function stats(preset) {
    const variants = loadStats().variants;
    const v = hasOwn(variants, preset) ? variants[preset] : null;
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
    loadSolverSettings();
  }

  window.SolStorage = {
    check, loadGame, saveGame, loadSettings, saveSettings, loadSolverSettings, recordPlayed, recordWin, recordScore,
    vegasBank, stats,
    takeMessages: () => messages.splice(0),
  };
})();
