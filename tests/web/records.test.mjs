// The stored records and their checks (web/records.js) under node, without a browser: what
// each damaged or hostile record comes to (repaired, set aside, or an entry dropped, each
// with its message), the saved game and the recent games, the options, the statistics
// file's export and import, and storage that is off or full.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadScripts, memoryStorage, plain } from './scripts.mjs';

const D1 = 'klondike/draw1';
// A page's storage on a visit: `items` stored before it (key -> text).
function visit(items = {}, options) {
  const storage = items.getItem ? items : memoryStorage(items, options);
  const window = loadScripts(['text.js', 'records.js', 'stats.js'], { storage });
  const s = window.SolStorage;
  return { storage, s, window, messages: () => plain(s.takeMessages()), again: () => visit(storage) };
}
const game = (fields) => JSON.stringify({ v: 1, preset: D1, seed: '3', moves: [], elapsedMs: 0, won: false, ...fields });
const record = (g) => ({ preset: D1, seed: '3', moves: [], elapsedMs: 0, won: false, assist: 'none', ...g });

test('a clock of 1e130 restarts from 0 with a message; the deal, its moves and later saves are kept', () => {
  const v = visit({ 'solitaire.game': game({ elapsedMs: 1e130, moves: [7, 8] }) });
  assert.deepEqual(plain(v.s.loadGame()), { v: 1, preset: D1, seed: '3', moves: [7, 8], elapsedMs: 0, won: false });
  assert.deepEqual(v.messages(), ['Your saved game was damaged: its clock starts from 0.']);
  assert.equal(v.storage.json('solitaire.game').elapsedMs, 0, 'the repaired record is written back');
  v.s.saveGame(record({ moves: [7, 8, 9], elapsedMs: 1500 }));
  const next = v.again();
  next.s.check();
  assert.deepEqual(next.messages(), []);
  assert.deepEqual(plain(next.s.loadGame()).moves, [7, 8, 9]);
});

test('a move stored as 1e21 leaves the saved deal on the table, afresh, with a message', () => {
  const v = visit({ 'solitaire.game': game({ moves: [1, 1e21], redo: [4], won: true, assist: 'hints', elapsedMs: 900 }) });
  assert.deepEqual(plain(v.s.loadGame()), { v: 1, preset: D1, seed: '3', moves: [], elapsedMs: 900, won: false });
  assert.deepEqual(v.messages(), ['Your saved game was damaged: its moves could not be read, so the deal starts afresh.']);
});

test('a seed beyond 2^64 - 1 is set aside, kept for inspection, never opened as another deal', () => {
  const raw = game({ seed: '18446744073709551616', moves: [1] });
  const v = visit({ 'solitaire.game': raw });
  assert.equal(v.s.loadGame(), null);
  assert.deepEqual(v.messages(), ['Your saved game could not be read (the stored data was damaged) and was set aside.']);
  assert.equal(v.storage.getItem('solitaire.setaside.game'), raw);
  assert.equal(v.storage.getItem('solitaire.game'), null);
  assert.equal(visit({ 'solitaire.game': game({ seed: '18446744073709551615' }) }).s.loadGame().seed,
    '18446744073709551615', 'the largest seed is a seed');
});

test('statistics naming "__proto__" cannot pollute Object.prototype; the good variant counts on', () => {
  const stats = '{"v":1,"variants":{"klondike/draw1":{"played":4,"won":2},"__proto__":{"played":1,"won":0,"bank":5}},' +
    '"current":{"key":"__proto__/1","preset":"__proto__","won":false,"score":5}}';
  const v = visit({ 'solitaire.stats': stats });
  v.s.check();
  assert.deepEqual(v.messages(),
    ['2 damaged parts of your saved statistics could not be read and were set aside; the rest is kept.']);
  v.s.recordPlayed(D1, '3');
  assert.equal(({}).bank, undefined);
  assert.equal(Object.prototype.hasOwnProperty.call(Object.prototype, 'played'), false);
  assert.equal(v.window.SolStorage.stats(D1).played, 5);
  assert.equal(v.s.stats(D1).won, 2);
  assert.equal(v.s.stats('__proto__').played, 0);
});

// Each damaged record: what it comes to and the message (the browser test's cases, and more).
const SET_ASIDE = (what) => `Your saved ${what} could not be read (the stored data was damaged) and was set aside.`;
const REPAIRED = (why) => `Your saved game was damaged: ${why}.`;
const AFRESH = 'its moves could not be read, so the deal starts afresh';
const CASES = [
  ['solitaire.game', '{"v":1,"preset":"klondike/draw1","seed":"3","moves":"1,2","elapsedMs":0}', REPAIRED(AFRESH)],
  ['solitaire.game', '{"v":1,"preset":"klondike/draw1","seed":"3","moves":[1.5],"elapsedMs":-1}',
    REPAIRED(`its clock starts from 0; ${AFRESH}`)],
  ['solitaire.game', '{"v":1,"preset":"klondike/draw1","seed":"3","moves":[],"elapsedMs":"NaN","assist":"all"}',
    REPAIRED(`its clock starts from 0; ${AFRESH}`)],
  ['solitaire.game', '{"v":1,"preset":"klondike/draw1","seed":"3","moves":[2],"elapsedMs":5,"redo":[-1]}',
    REPAIRED('its redo steps could not be read')],
  ['solitaire.game', '{"v":1,"preset":"klondike/draw1","seed":"3","moves":[2],"elapsedMs":5,"evil":"<b>"}',
    REPAIRED('unknown parts were dropped')],
  ['solitaire.game', `{"v":1,"preset":"klondike/draw1","seed":"3","moves":[${Array(10001).fill(0)}],"elapsedMs":0}`,
    REPAIRED(AFRESH)],
  ['solitaire.game', '{"v":1,"preset":"<img src=x onerror=alert(1)>","seed":"3","moves":[],"elapsedMs":0}', SET_ASIDE('game')],
  ['solitaire.game', '{"v":1,"preset":"klondike/draw1","seed":"-3","moves":[],"elapsedMs":0}', SET_ASIDE('game')],
  ['solitaire.game', 'null', SET_ASIDE('game')],
  ['solitaire.game', '[1,2,3]', SET_ASIDE('game')],
  ['solitaire.game', '{"v":1,"preset":"klondike/dr', SET_ASIDE('game')],
  ['solitaire.game', '{"preset":"klondike/draw1","seed":"3","moves":[],"elapsedMs":0}', SET_ASIDE('game')],
  ['solitaire.game', '{"v":2,"preset":"klondike/draw1","seed":"3","moves":[],"elapsedMs":0}',
    'Your saved game came from another version of the game and was set aside.'],
  ['solitaire.stats', '{"v":1,"variants":[],"current":null}', SET_ASIDE('statistics')],
  ['solitaire.stats', '{"v":1,"variants":{"klondike/draw1":{"played":-1,"won":"a"}},"current":7}', SET_ASIDE('statistics')],
  ['solitaire.stats', '{"v":1,"variants":{"constructor":{"played":1,"won":0}},"current":null}',
    '1 damaged part of your saved statistics could not be read and was set aside; the rest is kept.'],
  ['solitaire.stats', '{"v":1,"variants":{"klondike/draw1":{"played":1,"won":0,"bestTimeMs":1e130}},' +
    '"left":[{"key":"x","preset":"klondike/draw1","won":"no"}]}',
    '2 damaged parts of your saved statistics could not be read and were set aside; the rest is kept.'],
  ['solitaire.settings', '{"v":1,"autoMove":"yes"}', SET_ASIDE('options')],
  ['solitaire.settings', '{"v":1,"autoMove":true,"__proto__":{"polluted":1}}', SET_ASIDE('options')],
  ['solitaire.settings', '{"v":1,"autoMove":true,"felt":"purple"}', SET_ASIDE('options')],
  ['solitaire.solver', '{"v":1,"liveVerdict":"on","stepMs":1e300}', SET_ASIDE('solver settings')],
  ['solitaire.solver', '{"v":1,"winnableOnly":true,"extra":1}', SET_ASIDE('solver settings')],
  ['solitaire.history', '{"v":1,"games":[{"preset":"klondike/draw1","seed":"1","result":"won","assist":"none",' +
    '"timeMs":1,"moves":1,"at":1},{"preset":"klondike/draw1","seed":"1","result":"drawn","assist":"none",' +
    '"timeMs":1,"moves":1,"at":1}]}',
    '1 damaged part of your saved history of games could not be read and was set aside; the rest is kept.'],
  ['solitaire.history', `{"v":1,"games":[${Array(101).fill('{}')}]}`, SET_ASIDE('history of games')],
  ['solitaire.daily', '{"v":1,"games":{"klondike":{"played":1,"won":1,"bestStreak":1,"days":{"2026-02-30":"won"}},' +
    '"spider":{"played":1,"won":0,"bestStreak":0,"days":{"2026-12-01":"played"}}}}',
    '1 damaged part of your saved daily deals could not be read and was set aside; the rest is kept.'],
  ['solitaire.daily', '{"v":1,"games":{},"seeds":{"klondike/2026-12-01/1":"7","x":"8","spider/2026-12-01/1":"-1"}}', null],
  ['solitaire.recent', '{"v":1,"games":[{"v":1,"preset":"klondike/draw1","seed":"1","moves":[1],"elapsedMs":0},{"seed":1}]}', null],
  ['solitaire.recent', `{"v":1,"games":[${Array(9).fill('{}')}]}`, SET_ASIDE('recent games')],
];

test('damaged records of every kind: repaired, set aside or an entry dropped, each with its message', () => {
  for (const [key, raw, message] of CASES) {
    const v = visit({ [key]: raw });
    const why = `${key} = ${raw.slice(0, 120)}`;
    v.s.check();
    assert.deepEqual(v.messages(), message ? [message] : [], why);
    assert.equal(({}).polluted, undefined, why);
    if (message === SET_ASIDE('game') || (message && /set aside\.$/.test(message))) {
      assert.equal(v.storage.getItem(key), null, `${why}: out of use`);
      assert.equal(v.storage.getItem(key.replace('solitaire.', 'solitaire.setaside.')), raw, `${why}: kept aside`);
    }
    // The page goes on: a game saved and statistics counted, and the next visit is quiet.
    v.s.saveGame(record({ seed: '9', moves: [1] }));
    v.s.recordPlayed(D1, '9', '2026-12-01');
    v.s.saveSettings({ autoMove: false });
    const next = v.again();
    next.s.check();
    assert.deepEqual(next.messages(), [], `${why}: the next visit`);
    assert.equal(next.s.loadGame().seed, '9', why);
    assert.equal(next.s.stats(D1).played >= 1, true, why);
  }
});

test('what a damaged record kept: the good entries, the cache without its bad pairs', () => {
  const [history, daily, seeds, recent] = [22, 24, 25, 26].map((i) => visit({ [CASES[i][0]]: CASES[i][1] }));
  assert.deepEqual(plain(history.s.history()).map((g) => g.result), ['won']);
  assert.deepEqual(Object.keys(plain(daily.s.allStats().daily)), ['spider']);
  assert.equal(seeds.s.dailySeed('klondike/2026-12-01/1'), '7');
  assert.equal(seeds.s.dailySeed('x'), null);
  assert.equal(seeds.s.dailySeed('spider/2026-12-01/1'), null);
  assert.deepEqual(plain(recent.s.loadGameFor(D1, '1')).moves, [1]);
});

test('a saved game: only what the next visit accepts is written; help and redo are kept', () => {
  const v = visit();
  v.s.saveGame(record({ seed: '1', moves: [3, 4], redo: [5], assist: 'hints', won: 1, extra: 'x' }));
  assert.deepEqual(v.storage.json('solitaire.game'),
    { v: 1, preset: D1, seed: '1', moves: [3, 4], elapsedMs: 0, won: true, assist: 'hints', redo: [5] });
  v.s.saveGame(record({ seed: '1', moves: [3], assist: 'everything' }));
  assert.equal(v.storage.json('solitaire.game').assist, 'none', 'an unknown help level is none');
  assert.equal(v.storage.json('solitaire.game').redo, undefined, 'no redo steps: no redo field');
  for (const bad of [{ seed: '99999999999999999999' }, { seed: 3 }, { preset: 'Klondike' }, { moves: [-1] },
    { moves: Array(10001).fill(0) }, { elapsedMs: NaN }, { elapsedMs: 1e130 }, { redo: [0.5] }]) {
    v.s.saveGame(record({ moves: [9], ...bad }));
    assert.deepEqual(v.storage.json('solitaire.game').moves, [3], JSON.stringify(bad).slice(0, 80));
  }
  assert.deepEqual(v.messages(), []);
});

test('recent games: a deal left with moves is kept for Back, newest first, eight at most', () => {
  const v = visit();
  v.s.saveGame(record({ seed: '1' }));
  v.s.saveGame(record({ seed: '2', moves: [1] }));  // deal 1 had no move: not kept
  assert.equal(v.s.loadGameFor(D1, '1'), null);
  for (let seed = 3; seed <= 12; seed++) v.s.saveGame(record({ seed: String(seed), moves: [seed] }));
  const recent = v.storage.json('solitaire.recent').games;
  assert.deepEqual(recent.map((g) => g.seed), ['11', '10', '9', '8', '7', '6', '5', '4']);
  assert.equal(v.s.loadGameFor(D1, '2'), null, 'the oldest went first');
  assert.deepEqual(plain(v.s.loadGameFor(D1, '5')).moves, [5]);
  assert.deepEqual(plain(v.s.loadGameFor(D1, '12')).moves, [12], 'the game in progress');
  v.s.saveGame(record({ seed: '5', moves: [5, 6] }));  // Back to deal 5: it leaves the recent games
  assert.deepEqual(v.storage.json('solitaire.recent').games.map((g) => g.seed), ['12', '11', '10', '9', '8', '7', '6', '4']);
  v.s.saveGame(record({ seed: '13', redo: [2] }));  // deal 5 left again; 13 has only redo steps
  v.s.saveGame(record({ seed: '14' }));
  assert.deepEqual(v.storage.json('solitaire.recent').games.slice(0, 2).map((g) => g.seed), ['13', '5'],
    'redo steps are something played');
});

test('options: only known fields that pass are kept; automatic moves are on unless turned off', () => {
  const v = visit();
  v.s.saveSettings({ autoMove: 'no', cardBack: 'red', felt: 'purple', sound: false, extra: 1, __proto__: { x: 1 } });
  assert.deepEqual(v.storage.json('solitaire.settings'), { v: 1, cardBack: 'red', sound: false, autoMove: true });
  assert.deepEqual(plain(v.s.loadSettings()), { v: 1, cardBack: 'red', sound: false, autoMove: true });
  assert.equal(v.s.loadSolverSettings(), null, 'none stored');
  const w = visit({ 'solitaire.solver': '{"v":1,"liveVerdict":false,"stepMs":60000}' });
  assert.deepEqual(plain(w.s.loadSolverSettings()), { v: 1, liveVerdict: false, stepMs: 60000 });
});

test('daily deal numbers: cached twelve at most, a bad key or seed never stored', () => {
  const v = visit();
  for (let d = 1; d <= 14; d++) v.s.saveDailySeed(`klondike/2026-12-${String(d).padStart(2, '0')}/1`, String(d));
  const seeds = v.storage.json('solitaire.daily').seeds;
  assert.equal(Object.keys(seeds).length, 12);
  assert.equal(v.s.dailySeed('klondike/2026-12-14/1'), '14');
  assert.equal(v.s.dailySeed('klondike/2026-12-02/1'), null, 'the oldest went first');
  v.s.saveDailySeed('__proto__', '5');
  v.s.saveDailySeed('klondike/2026-12-20/1', '18446744073709551616');
  assert.equal(v.s.dailySeed('__proto__'), null);
  assert.equal(v.s.dailySeed('klondike/2026-12-20/1'), null);
  assert.deepEqual(v.messages(), []);
});

// A statistics file as exportStats writes it, with `parts` over it.
function file(parts = {}) {
  return JSON.stringify({ format: 'solitaire-statistics', v: 1, exported: '2026-12-01T00:00:00.000Z',
    variants: { [D1]: { played: 3, won: 1 } },
    history: [{ preset: D1, seed: '1', result: 'won', assist: 'none', timeMs: 1, moves: 1, at: 1 }],
    daily: { klondike: { played: 1, won: 1, bestStreak: 1, days: { '2026-12-01': 'won' } } }, ...parts });
}

test('export and import: the statistics go round; the deal in play and the day numbers stay', () => {
  const v = visit();
  v.s.recordPlayed(D1, '1', '2026-12-01');
  v.s.recordWin(D1, '1', 5000, 60, 'none');
  v.s.recordPlayed(D1, '2');
  v.s.saveDailySeed('klondike/2026-12-01/1', '77');
  const exported = plain(v.s.exportStats());
  assert.equal(exported.format, 'solitaire-statistics');
  assert.equal(exported.current, undefined, 'the deal in play is not in the file');
  const w = visit();
  w.s.saveDailySeed('spider/2026-12-01/1', '5');
  w.s.recordPlayed('spider/1suit', '4');
  const r = plain(w.s.importStats('\uFEFF' + JSON.stringify(exported)));
  assert.deepEqual(r, { ok: true, message: 'Statistics imported: 1 variant, 1 game in the history.' });
  assert.deepEqual(plain(w.s.stats(D1)), plain(v.s.stats(D1)));
  assert.equal(w.s.allStats().current.key, 'spider/1suit/4', 'this browser\'s deal in play stays');
  assert.equal(w.s.dailySeed('spider/2026-12-01/1'), '5', 'the day numbers are no statistics');
  assert.equal(w.s.dailyStats('klondike', '2026-12-01').won, 1);
  w.s.resetStats();
  assert.equal(w.s.stats(D1).played, 0);
  assert.deepEqual(plain(w.s.history()), []);
  assert.equal(w.s.dailyStats('klondike', '2026-12-01').played, 0);
  assert.equal(w.s.dailySeed('spider/2026-12-01/1'), '5', 'reset keeps them too');
});

test('import refuses a bad file whole, with the reason, and changes nothing', () => {
  const v = visit();
  v.s.importStats(file());
  const before = v.storage.keys().map((k) => v.storage.getItem(k)).join('\n');
  const refused = {
    [file({ variants: { [D1]: { played: 1, won: 'x' } } })]: 'the statistics of "klondike/draw1" are damaged',
    [file({ variants: { ['__proto__']: { played: 1, won: 0 } } })]: null,
    [file({ history: [{}, {}] })]: 'game 1 of the history is damaged',
    [file({ daily: { klondike: { played: 1, won: 1, bestStreak: 1, days: { '2026-13-01': 'won' } } } })]:
      'the daily deals of "klondike" are damaged',
    [file({ v: 2 })]: 'it comes from another version of the game (version 2)',
    [file({ format: 'other' })]: 'it is not a statistics file of this game',
    [file({ extra: 1 })]: 'its parts are not those of a statistics file',
    [file({ history: Array(101).fill({}) })]: 'its parts are not those of a statistics file',
    'not json': 'it is not JSON',
    '[]': 'it is not a statistics file of this game',
    [' '.repeat((1 << 20) + 1)]: 'it is larger than 1 MB',
  };
  for (const [text, why] of Object.entries(refused)) {
    const r = plain(v.s.importStats(text));
    assert.equal(r.ok, false, text.slice(0, 80));
    if (why) assert.equal(r.message, `This file cannot be imported: ${why}. Nothing was changed.`);
  }
  assert.equal(plain(v.s.importStats(null)).ok, false);
  // "__proto__" as a key of the file: JSON.parse makes it an own name, which is no variant.
  const proto = plain(v.s.importStats('{"format":"solitaire-statistics","v":1,"variants":{"__proto__":{"played":1,"won":0}},' +
    '"history":[],"daily":{}}'));
  assert.equal(proto.message, 'This file cannot be imported: the statistics of "__proto__" are damaged. Nothing was changed.');
  assert.equal(({}).played, undefined);
  assert.equal(v.storage.keys().map((k) => v.storage.getItem(k)).join('\n'), before);
});

test('storage off or full: nothing is kept, nothing throws; a record set aside when full is still taken out', () => {
  for (const storage of ['throws', null]) {
    const s = loadScripts(['text.js', 'records.js', 'stats.js'], { storage }).SolStorage;
    s.check();
    s.saveGame(record({ moves: [1] }));
    s.saveSettings({ autoMove: false });
    s.saveDailySeed('klondike/2026-12-01/1', '7');
    s.resetStats();
    assert.equal(s.loadGame(), null);
    assert.equal(s.loadSettings(), null);
    assert.equal(plain(s.importStats(file())).ok, true, 'the file was good; there is nowhere to keep it');
    assert.deepEqual(plain(s.takeMessages()), []);
  }
  const raw = '{"v":1,"autoMove":"yes"}';
  const full = visit({ 'solitaire.settings': raw }, { quota: raw.length + 5 });
  assert.equal(full.s.loadSettings(), null);
  assert.equal(full.storage.getItem('solitaire.settings'), null, 'out of use even though no copy fits');
  assert.deepEqual(full.messages(), [SET_ASIDE('options')]);
  full.s.saveGame(record({ moves: [1] }));
  assert.equal(full.s.loadGame(), null, 'a save that does not fit is lost, quietly');
});
