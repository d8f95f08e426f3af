// What the browser keeps between visits, and the checks of every stored record: the game
// in progress (deal, moves and redo tail) and the last few games left for another deal
// (browser Back reopens them), the statistics per variant, the history of the last games,
// the daily deals' days, the options and the solver's settings. Every record is versioned
// and checked field by field against its schema below (types, ranges, lengths, known keys
// only, every number within its bound, and the relations between fields: no more games
// won than played) before anything uses it. A bad record is set aside (kept under
// solitaire.setaside.<name> for inspection, removed from use) with a message; a bad entry
// of the statistics takes only that entry out of use (the whole record is kept aside, the
// good entries go on), so nothing stored is ever just dropped. The message reaches the page
// whenever it is raised (onMessage), not only when the page opens. Records that change
// together (the statistics, the history and the daily deals) are written all or none.
// Parsed records are rebuilt on objects without a prototype, so no stored name (such as
// "__proto__") can reach Object.prototype. How the statistics change as games are played
// is web/stats.js's. Plain script (after web/text.js): sets window.SolStorage (the page's
// interface to what is kept, completed by web/stats.js) and window.SolRecords (the checks
// and the statistics' records, for web/stats.js).
'use strict';

(function () {
  const VERSION = 1;
  const KEYS = { game: 'solitaire.game', stats: 'solitaire.stats', settings: 'solitaire.settings',
                 solver: 'solitaire.solver', history: 'solitaire.history', daily: 'solitaire.daily',
                 recent: 'solitaire.recent' };
  const messages = [];  // what was set aside this visit, until the page listens
  let listener = null;  // the page's notice, once it listens (onMessage)
  const hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

  // A record was repaired or set aside: the page says so at once, or when it listens.
  function report(text) {
    if (listener) listener(text);
    else messages.push(text);
  }

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
  // Every counter stops at a billion (a game a second for 31 years): far beyond any
  // player's, and far enough below 2^53 that no sum of counters, no rate and no
  // increment ever leaves the integers a number holds exactly. Points (a Vegas bank, a
  // score) stay within a thousand billion dollars, above a billion games' worth.
  const MAX_COUNT = 1e9;
  const MAX_POINTS = 1e12;
  // When a game ended: ms since 1970, up to the end of year 9999 (a date shown with four
  // digits; 2^53 - 1 would show as "NaN-NaN-NaN").
  const MAX_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
  const opt = (test) => Object.assign((x) => test(x), { optional: true });
  const isBool = (x) => typeof x === 'boolean';
  const isCount = (x) => Number.isInteger(x) && x >= 0 && x <= MAX_COUNT;
  const isInt = (x) => Number.isInteger(x) && Math.abs(x) <= MAX_POINTS;
  const isTime = (x) => Number.isInteger(x) && x >= 0 && x <= MAX_TIME;
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

  // `redo`: the moves undone after `moves` (a record without it predates keeping redo).
  const GAME = { v: isInt, preset: isPreset, seed: isSeed, moves: isMoves, elapsedMs: isElapsed,
                 won: opt(isBool), assist: opt(isAssist), redo: opt(isMoves) };
  // The games left for another deal, newest first, each a GAME record: the browser's Back
  // button (or a link) reopens such a deal as it was left, won or not.
  const MAX_RECENT = 8;
  const RECENT = { v: isInt, games: (x) => Array.isArray(x) && x.length <= MAX_RECENT };
  // Appearance choices by id (shell/core/settings.h CARD_BACKS and FELTS: keep in step).
  const CARD_BACKS = ['blue', 'red', 'green', 'black'];
  const FELTS = ['green', 'blue', 'red', 'grey'];
  const oneOf = (list) => (x) => list.includes(x);
  const SETTINGS = { v: isInt, autoMove: isBool, tapToMove: opt(isBool), cardBack: opt(oneOf(CARD_BACKS)),
                     felt: opt(oneOf(FELTS)), fourColour: opt(isBool), largeIndices: opt(isBool),
                     leftHanded: opt(isBool), sound: opt(isBool) };
  const SOLVER = { v: isInt, liveVerdict: opt(isBool), winnableOnly: opt(isBool),
                   stepMs: opt((x) => typeof x === 'number' && x >= 0 && x <= 60000),
                   budgetMs: opt((x) => typeof x === 'number' && x >= 100 && x <= 60000) };
  // A day of the calendar, yyyy-mm-dd (not "2026-02-30" or "2026-13-45": the statistics'
  // rules count days from it, web/stats.js).
  const isDate = (x) => typeof x === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(x) &&
    new Date(Date.UTC(+x.slice(0, 4), +x.slice(5, 7) - 1, +x.slice(8))).toISOString().slice(0, 10) === x;
  const VARIANT = { played: isCount, won: isCount, streak: opt(isCount), bestStreak: opt(isCount),
                    bestTimeMs: opt(isTimeOrNull), fewestMoves: opt(isCountOrNull), bank: opt(isInt),
                    wonWithHints: opt(isCount), solvedByComputer: opt(isCount),
                    bestScore: opt((x) => x === null || isInt(x)) };
  // What web/stats.js's rules keep true of a variant (a field absent is 0 or null): a
  // deal played is won by the player, solved by the computer or neither; wins with hints
  // are wins; a streak is a run of wins; and the records (best time, fewest moves, best
  // score) are set by wins without help only.
  const n = (x) => x || 0;
  const variantRelations = (v) => v.won + n(v.solvedByComputer) <= v.played && n(v.wonWithHints) <= v.won &&
    n(v.streak) <= n(v.bestStreak) && n(v.bestStreak) <= v.won &&
    (v.won > n(v.wonWithHints) || (v.bestTimeMs == null && v.fewestMoves == null && v.bestScore == null));
  // The deal in play once a move was made: its clock and moves so far (for the history
  // when it is left unfinished), and the day when it is a daily deal.
  const CURRENT = { key: (x) => typeof x === 'string' && x.length <= 60, preset: isPreset,
                    won: isBool, solved: opt(isBool), score: opt(isInt),
                    timeMs: opt(isElapsed), moves: opt(isCount), daily: opt(isDate), at: opt(isTime) };
  const isPlain = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);
  const isVariants = (x) => isPlain(x) && Object.keys(x).length <= MAX_VARIANTS;
  // `left`: the deals left for another (newest first, as many as the recent games kept), so
  // that one reopened by Back goes on as the same game; `at` is when its 'lost' was written.
  const STATS = { v: isInt, variants: isVariants, current: opt((x) => x === null || isPlain(x)),
                  left: opt((x) => Array.isArray(x) && x.length <= MAX_RECENT) };
  // The history: the last MAX_HISTORY games finished or left, newest first. `at`: when
  // (ms since 1970); result 'lost' is a deal left unfinished, 'solved' one the computer won.
  const MAX_HISTORY = 100;
  const RESULTS = ['won', 'lost', 'solved'];
  const HISTORY_ENTRY = { preset: isPreset, seed: isSeed, daily: opt(isDate), result: (x) => RESULTS.includes(x),
                          assist: isAssist, timeMs: isElapsed, moves: isCount, score: opt(isInt), at: isTime };
  const HISTORY = { v: isInt, games: (x) => Array.isArray(x) && x.length <= MAX_HISTORY };
  // The daily deals, per game: days played (and how each ended), the best streak of days
  // won in a row; and a cache of the days' deal numbers found by the solver (web/daily.js).
  const MAX_DAYS = 400;        // per game: more than a year of days
  const MAX_DAILY_SEEDS = 12;  // cached deal numbers
  const DAY_RESULTS = ['played', 'won', 'solved'];
  const isGameName = (x) => typeof x === 'string' && /^[a-z0-9-]{1,32}$/.test(x);
  const isDays = (x) => isPlain(x) && Object.keys(x).length <= MAX_DAYS &&
    Object.entries(x).every(([d, r]) => isDate(d) && DAY_RESULTS.includes(r));
  const DAILY_GAME = { played: isCount, won: isCount, bestStreak: isCount, days: isDays };
  // Days played and won are counted once each (the days kept are the last MAX_DAYS of them);
  // the best streak is a run of days won.
  const dailyRelations = (g) => {
    const days = Object.values(g.days);
    return g.won <= g.played && g.bestStreak <= g.won && days.length <= g.played &&
      days.filter((r) => r === 'won').length <= g.won;
  };
  const isDailySeedKey = (k) => /^[a-z0-9-]{1,32}\/[0-9]{4}-[0-9]{2}-[0-9]{2}\/[0-9]{1,4}$/.test(k);
  const DAILY = { v: isInt, games: (x) => isPlain(x) && Object.keys(x).length <= MAX_VARIANTS,
                  seeds: opt((x) => isPlain(x) && Object.keys(x).length <= MAX_DAILY_SEEDS) };

  // The entries of the map `value` whose names pass `nameTest` and which fit `schema` and
  // `relations` (copies, on a prototype-less object), and the names of the others.
  function conformEach(value, nameTest, schema, relations = () => true) {
    const kept = Object.create(null);
    const bad = [];
    for (const [name, entry] of Object.entries(value)) {
      const v = nameTest(name) ? conform(entry, schema) : null;
      if (v && relations(v)) kept[name] = v;
      else bad.push(name);
    }
    return { kept, bad };
  }

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

  // Keeps `raw` under solitaire.setaside.<name>, the record `key` taken out of use when
  // `remove` (else the caller writes what is kept of it). A copy that does not fit beside
  // the record takes its place: the record goes first, which leaves room for its copy.
  function keepAside(key, raw, remove) {
    const s = store();
    const aside = `solitaire.setaside.${key.replace(/^solitaire\./, '')}`;
    try {
      if (remove) s.removeItem(key);
      s.setItem(aside, raw);
    } catch {
      try {
        s.removeItem(key);
        s.setItem(aside, raw);
      } catch { /* storage failing for another reason: the record is out of use at least */ }
    }
  }
  function setAside(key, raw, what, old) {
    keepAside(key, raw, true);
    report(old ? `Your saved ${what} came from another version of the game and was set aside.`
               : `Your saved ${what} could not be read (the stored data was damaged) and was set aside.`);
  }

  // Reads one record and checks it against `schema` (null: `refine` checks it all);
  // `refine(value, partsAside)` may check more and rebuild it (returns null to reject);
  // it calls partsAside(n) when it kept the record but took n bad parts of it out of use:
  // the record as stored is then kept aside, the rest written back, and the player told.
  // A bad record is set aside and reported.
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
    let aside = 0;
    const result = checked && refine(checked, (count) => { aside = count; });
    if (!result) {
      setAside(key, raw, what, isPlain(value) && typeof value.v === 'number' && value.v !== VERSION);
      return null;
    }
    if (aside) {
      keepAside(key, raw, false);
      write(key, result);
      report(`${aside} damaged part${aside > 1 ? 's' : ''} of your saved ${what} ` +
             `could not be read and ${aside > 1 ? 'were' : 'was'} set aside; the rest is kept.`);
    }
    return result;
  }

  function write(key, value) {
    writeAll([[key, value]]);
  }

  // Writes every record of `parts` ([[key, value], ...]) or none: when one does not fit,
  // those written are taken back (removed first, so that the old texts fit again as they
  // did). True when all were written, or when there is no storage to write to.
  function writeAll(parts) {
    const s = store();
    if (!s) return true;
    const old = [];
    try {
      for (const [key, value] of parts) {
        old.push([key, s.getItem(key)]);
        s.setItem(key, JSON.stringify({ v: VERSION, ...value }));
      }
      return true;
    } catch {
      // Quota exceeded or storage disabled: losing a save must not stop the game.
      try {
        for (const [key] of old) s.removeItem(key);
        for (const [key, text] of old) if (text !== null) s.setItem(key, text);
      } catch { /* storage gone meanwhile: nothing more can be done */ }
      return false;
    }
  }

  // Whether two saved games (or { preset, seed }) are of the same deal.
  const sameDeal = (a, b) => a.preset === b.preset && a.seed === b.seed;

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
      delete out.redo;
      fixed.push('its moves could not be read, so the deal starts afresh');
    }
    if (trusted && hasOwn(g, 'redo') && !hasOwn(out, 'redo')) fixed.push('its redo steps could not be read');
    if (fixed.length === 0 && Object.keys(out).length !== Object.keys(g).length) fixed.push('unknown parts were dropped');
    if (fixed.length) {
      report(`Your saved game was damaged: ${fixed.join('; ')}.`);
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
    if (Array.isArray(g.redo) && g.redo.length > 0) record.redo = g.redo;
    // Never store what the next visit would reject (it would lose the game then).
    if (!conform({ v: VERSION, ...record }, GAME)) return;
    const before = loadGame();
    if (!before || !sameDeal(before, record)) keepRecent(before, record);
    write(KEYS.game, record);
  }

  // The saved game `g` (the game in progress or a recent one) had a move the module could
  // not play: a copy goes under solitaire.setaside.game, before the page saves what was
  // kept of it. When storage is too full for the copy beside it, the game in progress (if
  // it is `g`) makes room, as a record set aside does.
  function setAsideGame(g) {
    const s = store();
    if (!s || !isPlain(g)) return;
    const raw = JSON.stringify({ v: VERSION, ...g });
    const inUse = loadGame();
    if (inUse && sameDeal(inUse, g)) {
      keepAside(KEYS.game, raw, false);
      return;
    }
    try {
      s.setItem('solitaire.setaside.game', raw);
    } catch { /* full, and the game in progress is another: it is not given up for the copy */ }
  }

  // --- the games left for another deal ---------------------------------------------------------
  function loadRecent() {
    const clean = (r) => ({ games: r.games.map((g) => conform(g, GAME)).filter(Boolean) });
    return (read(KEYS.recent, 'recent games', RECENT, clean) || { games: [] }).games;
  }
  // Another deal (`next`) replaces the saved game `left`: `left` joins the recent games if
  // anything was played on it, and `next` leaves them (it is the game in progress now).
  function keepRecent(left, next) {
    const before = loadRecent();
    const kept = before.filter((g) => !sameDeal(g, next) && !(left && sameDeal(g, left)));
    const played = left && (left.moves.length > 0 || (left.redo && left.redo.length > 0));
    const games = (played ? [{ ...left, v: VERSION }, ...kept] : kept).slice(0, MAX_RECENT);
    if (played || kept.length !== before.length) write(KEYS.recent, { games });
  }
  // The saved game of deal `seed` of `preset`: the game in progress, or a recent one.
  function loadGameFor(preset, seed) {
    const deal = { preset, seed };
    const current = loadGame();
    if (current && sameDeal(current, deal)) return current;
    return loadRecent().find((g) => sameDeal(g, deal)) || null;
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

  // --- the statistics' records (the rules that change them: web/stats.js) --------------------
  // The statistics: each variant's entry and the deal in play are checked on their own; a
  // bad one is set aside (with a message) and the rest kept.
  const currentFits = (c) => c.key.startsWith(`${c.preset}/`) && isSeed(c.key.slice(c.preset.length + 1));
  const conformCurrent = (c) => { const out = conform(c, CURRENT); return out && currentFits(out) ? out : null; };
  function cleanStats(all, partsAside) {
    const { kept: variants, bad } = conformEach(all.variants, isPreset, VARIANT, variantRelations);
    let dropped = bad.length;
    const current = all.current ? conformCurrent(all.current) : null;
    if (all.current && !current) dropped++;
    const left = (all.left || []).map(conformCurrent).filter(Boolean);
    dropped += (all.left || []).length - left.length;
    const out = Object.create(null);
    out.variants = variants;
    out.current = current;
    out.left = left;
    if (dropped) partsAside(dropped);
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

  // The history of the last games.
  function cleanHistory(h, partsAside) {
    const games = h.games.map((g) => conform(g, HISTORY_ENTRY)).filter(Boolean);
    if (games.length < h.games.length) partsAside(h.games.length - games.length);
    return { games };
  }
  function loadHistory() {
    return (read(KEYS.history, 'history of games', HISTORY, cleanHistory) || { games: [] }).games;
  }

  // The daily deals.
  function cleanDaily(d, partsAside) {
    const { kept: games, bad } = conformEach(d.games, isGameName, DAILY_GAME, dailyRelations);
    // The cache of deal numbers: a bad pair is dropped without a word (it is found again).
    const seeds = Object.create(null);
    for (const [k, seed] of Object.entries(d.seeds || {})) if (isDailySeedKey(k) && isSeed(seed)) seeds[k] = seed;
    if (bad.length) partsAside(bad.length);
    return { games, seeds };
  }
  function loadDaily() {
    return read(KEYS.daily, 'daily deals', DAILY, cleanDaily) ||
      { games: Object.create(null), seeds: Object.create(null) };
  }
  // The deal number the solver chose for a day (web/daily.js), cached under `key`
  // ("klondike/2026-12-01/1": game, day, version of the choice).
  function dailySeed(key) {
    const seeds = loadDaily().seeds;
    return hasOwn(seeds, key) ? seeds[key] : null;
  }
  function saveDailySeed(key, seed) {
    const all = loadDaily();
    const seeds = Object.entries(all.seeds).filter(([k]) => k !== key).slice(-(MAX_DAILY_SEEDS - 1));
    all.seeds = Object.fromEntries([...seeds, [key, seed]]);
    if (isDailySeedKey(key) && isSeed(seed)) write(KEYS.daily, all);
  }

  // The three records the statistics' rules work on, as one plain object (a "book"):
  // { stats: { variants, current, left }, history: [entries, newest first], daily: { games,
  // seeds } }; and the parts of it a rule changed written back (`changed`: { stats,
  // history, daily }, each true or false), all or none, the others left as they are stored.
  function loadBook() {
    return { stats: loadStats(), history: loadHistory(), daily: loadDaily() };
  }
  function saveBook(book, changed) {
    const parts = [];
    if (changed.history) parts.push([KEYS.history, { games: book.history }]);
    if (changed.daily) parts.push([KEYS.daily, book.daily]);
    if (changed.stats) parts.push([KEYS.stats, book.stats]);
    if (parts.length) writeAll(parts);
  }

  // Reads every record once, so that a damaged one is reported when the page opens rather
  // than when it is first needed.
  function check() {
    loadGame();
    loadSettings();
    loadStats();
    loadSolverSettings();
    loadHistory();
    loadDaily();
    loadRecent();
  }

  // --- the statistics screen: everything at once, reset, export and import -------------------
  const EXPORT_FORMAT = 'solitaire-statistics';
  const MAX_IMPORT_BYTES = 1 << 20;
  function allStats() {
    const stats = loadStats();
    return { variants: stats.variants, current: stats.current, history: loadHistory(), daily: loadDaily().games };
  }
  // Forgets every statistic, the history and the daily deals' days (the cached deal
  // numbers of the days stay: they are not statistics). The deal in play counts afresh.
  function resetStats() {
    const s = store();
    if (!s) return;
    try {
      s.removeItem(KEYS.stats);
      s.removeItem(KEYS.history);
    } catch { /* storage off: nothing was kept */ }
    const daily = loadDaily();
    write(KEYS.daily, { games: {}, seeds: daily.seeds });
  }
  // The statistics as one JSON object for a file. The deal in play is left out: it belongs
  // to this browser's table, not to the record.
  function exportStats() {
    const all = allStats();
    return { format: EXPORT_FORMAT, v: VERSION, exported: new Date().toISOString(),
             variants: all.variants, history: all.history, daily: all.daily };
  }
  // Replaces the statistics with those of an exported file's text, all or nothing: every
  // part is checked against the storage's schemas and relations first, and the three
  // records are written all or none (storage may run out part way). Returns { ok, message }.
  function importStats(text) {
    const fail = (why) => ({ ok: false, message: `This file cannot be imported: ${why}. Nothing was changed.` });
    if (typeof text !== 'string' || text.length > MAX_IMPORT_BYTES) return fail('it is larger than 1 MB');
    let f;
    try {
      f = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      return fail('it is not JSON');
    }
    if (!isPlain(f) || f.format !== EXPORT_FORMAT) return fail('it is not a statistics file of this game');
    if (f.v !== VERSION) return fail(`it comes from another version of the game (version ${clip(f.v)})`);
    const FILE = { format: () => true, v: () => true, exported: opt((x) => typeof x === 'string' && x.length <= 40),
                   variants: isVariants, history: (x) => Array.isArray(x) && x.length <= MAX_HISTORY,
                   daily: (x) => isPlain(x) && Object.keys(x).length <= MAX_VARIANTS };
    if (!conform(f, FILE)) return fail('its parts are not those of a statistics file');
    const { kept: variants, bad: badVariants } = conformEach(f.variants, isPreset, VARIANT, variantRelations);
    if (badVariants.length) return fail(`the statistics of "${clip(badVariants[0])}" are damaged`);
    const games = [];
    for (const [i, entry] of f.history.entries()) {
      const g = conform(entry, HISTORY_ENTRY);
      if (!g) return fail(`game ${i + 1} of the history is damaged`);
      games.push(g);
    }
    const { kept: daily, bad: badDaily } = conformEach(f.daily, isGameName, DAILY_GAME, dailyRelations);
    if (badDaily.length) return fail(`the daily deals of "${clip(badDaily[0])}" are damaged`);
    const parts = [[KEYS.stats, { variants, current: loadStats().current }], [KEYS.history, { games }],
      [KEYS.daily, { games: daily, seeds: loadDaily().seeds }]];
    if (!writeAll(parts)) {
      const kb = Math.ceil(parts.reduce((sum, [, v]) => sum + JSON.stringify(v).length, 0) / 1024);
      return fail(`there is not enough room left in this browser's storage for it (about ${kb} KB)`);
    }
    const n = Object.keys(variants).length;
    return { ok: true, message: `Statistics imported: ${n} variant${n === 1 ? '' : 's'}, ` +
                                `${games.length} game${games.length === 1 ? '' : 's'} in the history.` };
  }
  // The file's text as a message quotes it (web/text.js): clipped, no bidirectional controls.
  const clip = (x) => window.SolText.quote(x, 30);

  // What web/stats.js needs: the value checks its rules apply to what the module sends, the
  // limits of the records it changes, and the records themselves.
  window.SolRecords = {
    is: { preset: isPreset, date: isDate, count: isCount, int: isInt, elapsed: isElapsed },
    historyEntryFits: (entry) => conform(entry, HISTORY_ENTRY) !== null,
    variantFits: (v) => { const c = conform(v, VARIANT); return c !== null && variantRelations(c); },
    dailyGameFits: (g) => { const c = conform(g, DAILY_GAME); return c !== null && dailyRelations(c); },
    MAX_RECENT, MAX_HISTORY, MAX_DAYS, MAX_COUNT, MAX_POINTS,
    loadStats, loadDaily, loadBook, saveBook,
  };
  // The page's interface to what is kept; web/stats.js adds the statistics to it.
  window.SolStorage = {
    check, loadGame, loadGameFor, saveGame, setAsideGame, loadSettings, saveSettings, loadSolverSettings,
    history: loadHistory, dailySeed, saveDailySeed, allStats, resetStats, exportStats, importStats, MAX_IMPORT_BYTES,
    takeMessages: () => messages.splice(0),
    // The page's notice: every message raised from now on, and those raised before.
    onMessage: (fn) => {
      listener = fn;
      messages.splice(0).forEach(fn);
    },
  };
})();
