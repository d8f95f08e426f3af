// The statistics' records at their edges (issue 28 items 3, 4, 5), under node: an import is
// written all or nothing even when storage runs out part way; every counter is bounded on
// import and on update; fields that contradict each other are refused on import and set
// aside when stored; a record that fails a check later is set aside (a copy kept), never
// dropped, and its notice reaches the page whenever it is raised.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadScripts, memoryStorage, plain } from './scripts.mjs';

const D1 = 'klondike/draw1';
const V1 = 'klondike/draw1-vegas';
const FILES = ['text.js', 'records.js', 'stats.js'];
const visit = (storage = memoryStorage()) => {
  const window = loadScripts(FILES, { storage });
  return { storage, s: window.SolStorage, records: window.SolRecords, rules: window.SolStats };
};
const snapshot = (storage) => JSON.stringify(storage.keys().map((k) => [k, storage.getItem(k)]));
const DAY0 = Date.UTC(2025, 0, 1);
const date = (i) => new Date(DAY0 + i * 86400000).toISOString().slice(0, 10);

// A valid statistics file of about `kb` KB: many variants, a full history, daily days.
function bigFile(kb, tag = 1) {
  const variants = {};
  for (let i = 0; i < 60; i++) {
    variants[`klondike/v${i}-${tag}`] = { played: 50 + i, won: 20, streak: 2, bestStreak: 5, bestTimeMs: 60000 + i,
      fewestMoves: 90, wonWithHints: 3, solvedByComputer: 4 };
  }
  const history = [];
  for (let i = 0; i < 100; i++) {
    history.push({ preset: D1, seed: String(1000 + i + tag), result: 'won', assist: 'none', timeMs: 1000 * i,
      moves: 80 + i, at: DAY0 + i * 1000 });
  }
  const daily = {};
  let size = JSON.stringify({ variants, history }).length;
  for (let g = 0; size < kb * 1024 && g < 64; g++) {
    const days = {};
    for (let i = 0; i < 400; i++) days[date(i + tag)] = i % 3 ? 'won' : 'played';
    daily[`game${g}`] = { played: 400, won: 266, bestStreak: 2, days };
    size += JSON.stringify(daily[`game${g}`]).length + 12;
  }
  return JSON.stringify({ format: 'solitaire-statistics', v: 1, exported: '2026-12-01T00:00:00.000Z',
    variants, history, daily });
}

test('import: all three parts or none, at every amount of free space (issue 28 item 3)', () => {
  // The page's own records first (statistics, history, daily deals, a saved game), then a
  // 177 KB file imported with the storage's quota a little above what is stored, up to
  // room for everything: each import either writes every part of the file, or says the
  // storage is full and leaves every record as it was.
  const text = bigFile(177);
  assert.ok(text.length > 170 * 1024 && text.length < 185 * 1024, `${text.length} characters`);
  const base = visit();
  base.s.recordPlayed(D1, '1', '2026-12-01');
  base.s.recordWin(D1, '1', 5000, 60, 'none');
  base.s.recordPlayed(D1, '2');
  base.s.saveDailySeed('klondike/2026-12-01/1', '77');
  base.s.saveGame({ preset: D1, seed: '2', moves: [1, 2], elapsedMs: 10, won: false, assist: 'none' });
  const stored = base.storage.keys().reduce((n, k) => n + base.storage.getItem(k).length, 0);
  const expected = visit();
  assert.equal(plain(expected.s.importStats(text)).ok, true);
  let ok = 0;
  let refused = 0;
  for (let free = 0; free <= 200 * 1024; free += 2 * 1024) {
    const items = Object.fromEntries(base.storage.keys().map((k) => [k, base.storage.getItem(k)]));
    const storage = memoryStorage(items, { quota: stored + free });
    const v = visit(storage);
    const before = snapshot(storage);
    const r = plain(v.s.importStats(text));
    if (r.ok) {
      ok++;
      const all = plain(v.s.allStats());
      assert.deepEqual(all.variants, plain(expected.s.allStats().variants), `${free}: the variants`);
      assert.deepEqual(all.history, plain(expected.s.allStats().history), `${free}: the history`);
      assert.deepEqual(all.daily, plain(expected.s.allStats().daily), `${free}: the daily deals`);
      assert.equal(v.s.dailySeed('klondike/2026-12-01/1'), '77', 'the day numbers stay');
      assert.equal(all.current.key, `${D1}/2`, 'the deal in play stays');
    } else {
      refused++;
      assert.match(r.message, /^This file cannot be imported: there is not enough room left in this browser's storage for it .*Nothing was changed\.$/);
      assert.equal(snapshot(storage), before, `${free} KB free: every record as it was`);
    }
    assert.deepEqual(plain(v.s.takeMessages()), []);
  }
  assert.ok(ok > 5 && refused > 50, `${ok} imported, ${refused} refused`);
});

test('the rules write their parts all or nothing too: a win never lands half', () => {
  // A daily win changes the statistics, the history and the daily deals at once.
  for (let quota = 200; quota <= 1400; quota += 10) {
    const storage = memoryStorage({}, { quota });
    const v = visit(storage);
    v.s.recordPlayed(D1, '1', '2026-12-01');
    const before = snapshot(storage);
    v.s.recordWin(D1, '1', 5000, 60, 'none', undefined, '2026-12-01');
    const after = snapshot(storage);
    const won = v.s.stats(D1).won === 1;
    const day = v.s.dailyStats('klondike', '2026-12-01').won === 1;
    const line = v.s.history().length === 1;
    assert.ok((won && day && line) || after === before, `quota ${quota}: ${after}`);
  }
});

// --- bounds -----------------------------------------------------------------------------

const file = (parts = {}) => JSON.stringify({ format: 'solitaire-statistics', v: 1,
  variants: { [D1]: { played: 3, won: 1 } },
  history: [{ preset: D1, seed: '1', result: 'won', assist: 'none', timeMs: 1, moves: 1, at: DAY0 }],
  daily: { klondike: { played: 1, won: 1, bestStreak: 1, days: { '2026-12-01': 'won' } } }, ...parts });
const variant = (fields) => file({ variants: { [D1]: { played: 3, won: 1, ...fields } } });
const day = (fields) => file({ daily: { klondike: { played: 1, won: 1, bestStreak: 1, days: {}, ...fields } } });
const entry = (fields) => file({ history: [{ preset: D1, seed: '1', result: 'won', assist: 'none', timeMs: 1,
  moves: 1, at: DAY0, ...fields }] });

test('import refuses counts past the bound and fields that contradict each other (items 4, 5)', () => {
  const { s, records } = visit();
  const MAX = records.MAX_COUNT;
  const bad = [
    [variant({ played: 9007199254740991 }), /statistics of "klondike\/draw1"/],
    [variant({ played: MAX + 1, won: 0 }), /statistics of "klondike\/draw1"/],
    [variant({ played: 1, won: 1000000 }), /statistics of "klondike\/draw1"/],
    [variant({ played: 3, won: 2, solvedByComputer: 2 }), /statistics of/],
    [variant({ played: 3, won: 1, wonWithHints: 2 }), /statistics of/],
    [variant({ played: 3, won: 1, streak: 2, bestStreak: 2 }), /statistics of/],
    [variant({ played: 3, won: 1, streak: 1, bestStreak: 0 }), /statistics of/],
    [variant({ played: 3, won: 0, bestTimeMs: 1000 }), /statistics of/],
    [variant({ played: 3, won: 1, wonWithHints: 1, fewestMoves: 5 }), /statistics of/],
    [variant({ played: 3, won: 1, bank: 9007199254740991 }), /statistics of/],
    [variant({ played: 3, won: 1, bestScore: -9007199254740991 }), /statistics of/],
    [entry({ at: 9007199254740991 }), /game 1 of the history/],
    [entry({ at: -1 }), /game 1 of the history/],
    [entry({ moves: 2 ** 40 }), /game 1 of the history/],
    [entry({ score: 2 ** 52 }), /game 1 of the history/],
    [day({ played: 0, won: 5 }), /daily deals of "klondike"/],
    [day({ played: 5, won: 2, bestStreak: 3 }), /daily deals of "klondike"/],
    [day({ played: 1, won: 0, bestStreak: 0, days: { '2026-12-01': 'played', '2026-12-02': 'played' } }), /daily/],
    [day({ played: 2, won: 1, bestStreak: 1, days: { '2026-12-01': 'won', '2026-12-02': 'won' } }), /daily/],
    [day({ played: MAX + 1, won: 0, bestStreak: 0 }), /daily/],
  ];
  for (const [text, why] of bad) {
    const r = plain(s.importStats(text));
    assert.equal(r.ok, false, text);
    assert.match(r.message, why, text);
    assert.match(r.message, /Nothing was changed\.$/);
  }
  const good = [variant({ played: MAX, won: MAX - 5, solvedByComputer: 5, wonWithHints: MAX - 5, streak: 7,
    bestStreak: 9 }), variant({ played: 3, won: 0 }), variant({ played: 3, won: 2, wonWithHints: 1, bestTimeMs: 5 }),
  entry({ at: 0 }), day({ played: 5, won: 2, bestStreak: 2, days: { '2026-12-01': 'won', '2026-12-02': 'solved' } })];
  for (const text of good) assert.equal(plain(s.importStats(text)).ok, true, text);
});

test('a stored record past a bound or contradicting itself is set aside with a copy, never dropped (item 4)', () => {
  const stats = JSON.stringify({ v: 1, variants: {
    [D1]: { played: 9007199254740991, won: 3 }, 'klondike/draw3': { played: 4, won: 2 },
    'spider/1suit': { played: 1, won: 1000000 } }, current: null });
  const daily = JSON.stringify({ v: 1, games: { klondike: { played: 0, won: 5, bestStreak: 0, days: {} } } });
  const history = JSON.stringify({ v: 1, games: [{ preset: D1, seed: '1', result: 'won', assist: 'none',
    timeMs: 1, moves: 1, at: 9007199254740991 }] });
  const v = visit(memoryStorage({ 'solitaire.stats': stats, 'solitaire.daily': daily, 'solitaire.history': history }));
  v.s.check();
  assert.deepEqual(plain(v.s.takeMessages()), [
    '2 damaged parts of your saved statistics could not be read and were set aside; the rest is kept.',
    '1 damaged part of your saved history of games could not be read and was set aside; the rest is kept.',
    '1 damaged part of your saved daily deals could not be read and was set aside; the rest is kept.']);
  assert.equal(v.storage.getItem('solitaire.setaside.stats'), stats, 'the whole record is kept aside');
  assert.equal(v.storage.getItem('solitaire.setaside.daily'), daily);
  assert.equal(v.storage.getItem('solitaire.setaside.history'), history);
  assert.deepEqual(Object.keys(plain(v.s.allStats().variants)), ['klondike/draw3'], 'the good one is kept');
  v.s.recordPlayed(D1, '5');
  const next = visit(v.storage);
  next.s.check();
  assert.deepEqual(plain(next.s.takeMessages()), [], 'set aside once');
  assert.equal(next.s.stats(D1).played, 1);
  assert.equal(next.storage.getItem('solitaire.setaside.stats'), stats, 'the copy stays');
});

test('a copy that does not fit beside the record still is kept: the record goes out of use first', () => {
  const stats = JSON.stringify({ v: 1, variants: { [D1]: { played: 1, won: 7 }, 'klondike/draw3': { played: 4, won: 2 } } });
  const storage = memoryStorage({ 'solitaire.stats': stats }, { quota: stats.length + 40 });
  const v = visit(storage);
  v.s.check();
  assert.equal(storage.getItem('solitaire.setaside.stats'), stats);
  assert.equal(plain(v.s.takeMessages()).length, 1);
});

test('a notice raised after the page listens reaches it at once (item 4)', () => {
  const v = visit();
  const shown = [];
  v.s.recordPlayed(D1, '1');
  v.s.onMessage((m) => shown.push(m));
  assert.deepEqual(shown, []);
  // Another tab (or an older version of the page) writes a count past the bound.
  v.storage.setItem('solitaire.stats', JSON.stringify({ v: 1, variants: { [D1]: { played: 2 ** 53 - 1, won: 0 } } }));
  v.s.recordPlayed(D1, '2');
  assert.deepEqual(shown, ['1 damaged part of your saved statistics could not be read and was set aside; the rest is kept.']);
  assert.deepEqual(plain(v.s.takeMessages()), [], 'shown, not kept for later');
  // Messages raised before the page listened come at once when it does.
  const w = visit(memoryStorage({ 'solitaire.settings': '{"v":1,"autoMove":"x"}' }));
  w.s.check();
  const early = [];
  w.s.onMessage((m) => early.push(m));
  assert.equal(early.length, 1);
});

// --- updates stay within the bounds ---------------------------------------------------------

test('updates stop at the bounds and never write what the next visit would set aside (items 4, 5)', () => {
  // Books with counts at and near the bounds, then 3000 random reports of the page; after
  // each, every record must pass the checks a stored record passes.
  const { records, rules } = visit();
  const MAX = records.MAX_COUNT;
  const P = records.MAX_POINTS;
  let seed = 99;
  const rand = (n) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
  const pick = (list) => list[rand(list.length)];
  const near = (m) => pick([m, m - 1, m - 2, 0, 1, Math.floor(m / 2)]);
  for (let round = 0; round < 30; round++) {
    const played = near(MAX);
    const won = Math.min(played, near(MAX));
    const solved = Math.min(played - won, pick([0, 1, played - won]));
    const hints = Math.min(won, near(MAX));
    const best = Math.min(won, near(MAX));
    const b = { stats: { variants: { [V1]: { played, won, solvedByComputer: solved, wonWithHints: hints,
      streak: Math.min(best, pick([0, 1, best])), bestStreak: best, bank: pick([P, -P, P - 1, 0]),
      bestTimeMs: won > hints ? 1000 : null, fewestMoves: won > hints ? 10 : null,
      bestScore: won > hints ? pick([P, -P, 0]) : null } }, current: null }, history: [],
    daily: { games: { klondike: { played: MAX, won: pick([MAX, MAX - 1]), bestStreak: 1, days: {} } }, seeds: {} } };
    assert.ok(records.variantFits(b.stats.variants[V1]), JSON.stringify(b.stats.variants[V1]));
    assert.ok(records.dailyGameFits(b.daily.games.klondike));
    for (let i = 0; i < 100; i++) {
      const deal = String(rand(6));
      const preset = pick([V1, D1]);
      const d = pick([undefined, '2026-12-01', '2026-12-02', date(rand(500))]);
      switch (rand(4)) {
        case 0: rules.played(b, preset, deal, d, DAY0 + i); break;
        case 1: rules.score(b, preset, deal, pick([P, -P, 208, -52])); break;
        case 2: rules.win(b, preset, deal, 1000, 10, pick(['none', 'hints', 'computer']), pick([P, 5, -P]), d, DAY0 + i);
          break;
        default: rules.dailyDay(b, preset, d, pick(['played', 'won', 'solved']));
      }
      for (const [k, v] of Object.entries(b.stats.variants)) {
        assert.ok(records.variantFits(v), `round ${round}, step ${i}, ${k}: ${JSON.stringify(v)}`);
      }
      for (const [k, g] of Object.entries(b.daily.games)) {
        assert.ok(records.dailyGameFits(g), `round ${round}, step ${i}, ${k}: ${JSON.stringify(g).slice(0, 200)}`);
      }
      assert.ok(b.history.every((h) => records.historyEntryFits(h)));
    }
    assert.ok(b.stats.variants[V1].played <= MAX);
  }
});

test('a file\'s names quoted in the refusal carry no bidirectional control (item 12)', () => {
  const { s } = visit();
  for (const name of ['klondike/draw1\u202E evil', '\u2067spider/1suit', 'x\u200Fy']) {
    const r = plain(s.importStats(file({ variants: { [name]: { played: 1, won: 0 } } })));
    assert.equal(r.ok, false);
    assert.ok(!/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/.test(r.message), JSON.stringify(r.message));
    const daily = plain(s.importStats(file({ daily: { [name]: { played: 1, won: 0, bestStreak: 0, days: {} } } })));
    assert.ok(!/[\u202A-\u202E\u2066-\u2069\u200F]/.test(daily.message), JSON.stringify(daily.message));
  }
});
