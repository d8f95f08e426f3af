// The statistics' rules (web/stats.js) under node, without a browser: streaks, wins with
// help, the Vegas bank, the history, the daily deals' days, and what bad data comes to.
// The rules are run on plain data ("books"); the last tests run them on the stored records
// (web/records.js) through window.SolStorage, as the page does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadScripts, memoryStorage, plain } from './scripts.mjs';

const { SolStats: rules } = loadScripts(['text.js', 'records.js', 'stats.js']);
const D1 = 'klondike/draw1';
const V1 = 'klondike/draw1-vegas';
const HOUR = 3600 * 1000;
const T0 = Date.UTC(2026, 11, 1, 12);  // the time of the first game of each test

// An empty book: the three records as a page with nothing stored reads them.
const book = () => ({ stats: { variants: {}, current: null }, history: [], daily: { games: {}, seeds: {} } });
// A player's session on a book: each call is one thing the page reports, a minute apart.
function player(b = book()) {
  let now = T0;
  const tick = () => (now += 60000);
  return {
    b,
    play: (preset, seed, daily) => rules.played(b, preset, String(seed), daily, tick()),
    win: (preset, seed, { time = 90000, moves = 100, assist = 'none', score, daily } = {}) =>
      rules.win(b, preset, String(seed), time, moves, assist, score, daily, tick()),
    progress: (preset, seed, time, moves) => rules.progress(b, preset, String(seed), time, moves),
    score: (preset, seed, points) => rules.score(b, preset, String(seed), points),
    line: (preset) => plain(rules.line(b.stats, preset)),
    results: () => plain(b.history.map((g) => `${g.seed}:${g.result}`)),
  };
}

test('streaks: wins in a row, a deal left unwon ends the streak, the best stays', () => {
  const p = player();
  for (const seed of [1, 2, 3]) {
    p.play(D1, seed);
    p.win(D1, seed);
  }
  assert.deepEqual([p.line(D1).streak, p.line(D1).bestStreak], [3, 3]);
  p.play(D1, 4);
  assert.equal(p.line(D1).streak, 3, 'a deal in play breaks nothing yet');
  p.play(D1, 5);
  assert.deepEqual([p.line(D1).streak, p.line(D1).bestStreak], [0, 3], 'deal 4 was left unwon');
  p.win(D1, 5);
  p.play(D1, 6);
  p.win(D1, 6);
  assert.deepEqual([p.line(D1).streak, p.line(D1).bestStreak], [2, 3]);
  assert.deepEqual(p.line(D1), { played: 6, won: 5, wonWithHints: 0, solvedByComputer: 0, streak: 2, bestStreak: 3,
    bestTimeMs: 90000, fewestMoves: 100, bestScore: null, winRate: 5 / 6 });
  assert.deepEqual(p.results(), ['6:won', '5:won', '4:lost', '3:won', '2:won', '1:won'], 'newest first');
});

test('streaks are per variant; a win without a first move counts the deal as played', () => {
  const p = player();
  p.win(D1, 1);
  p.win('klondike/draw3', 1);
  p.play(D1, 2);
  p.play('klondike/draw3', 2);
  assert.deepEqual([p.line(D1).played, p.line(D1).won, p.line(D1).streak], [2, 1, 0], 'deal 2 of draw 1 was left');
  assert.deepEqual([p.line('klondike/draw3').played, p.line('klondike/draw3').streak], [2, 1],
    'leaving draw 1 does not touch draw 3');
});

test('a win undone and won again counts once; playing on a won deal changes nothing', () => {
  const p = player();
  p.play(D1, 1);
  p.win(D1, 1, { time: 50000, moves: 80 });
  const changed = plain(p.win(D1, 1, { time: 10000, moves: 20 }));
  assert.deepEqual(changed, { stats: false, history: false, daily: false });
  assert.deepEqual(plain(p.play(D1, 1)), { stats: false, history: false, daily: false });
  assert.deepEqual([p.line(D1).won, p.line(D1).streak, p.line(D1).bestTimeMs, p.line(D1).fewestMoves], [1, 1, 50000, 80]);
  p.play(D1, 2);
  assert.equal(p.line(D1).streak, 1, 'a won deal left is no loss');
  assert.deepEqual(p.results(), ['1:won']);
});

test('records: the best time and the fewest moves may come from different wins; best score', () => {
  const p = player();
  p.win(V1, 1, { time: 5000, moves: 300, score: -20 });
  p.win(V1, 2, { time: 9000, moves: 90, score: 35 });
  p.win(V1, 3, { time: 7000, moves: 120, score: 10 });
  const s = p.line(V1);
  assert.deepEqual([s.bestTimeMs, s.fewestMoves, s.bestScore], [5000, 90, 35]);
});

test('a deal reopened by Back is the same game going on', () => {
  const p = player();
  p.play(D1, 1);
  p.win(D1, 1);
  p.play(D1, 7);
  p.progress(D1, 7, 30000, 12);
  p.play(D1, 8);  // deal 7 left: lost, streak over
  assert.deepEqual(p.results(), ['7:lost', '1:won']);
  assert.equal(p.line(D1).streak, 0);
  const lost = p.b.history[0];
  assert.deepEqual([lost.timeMs, lost.moves], [30000, 12], 'the history keeps where it was left');
  p.play(D1, 7);  // Back to deal 7
  assert.equal(p.line(D1).played, 3, 'not counted twice');
  assert.deepEqual(p.results(), ['8:lost', '1:won'], "7's 'lost' line is taken back; 8 is left now");
  assert.equal(p.b.stats.current.key, `${D1}/7`);
  assert.deepEqual([p.b.stats.current.timeMs, p.b.stats.current.moves], [30000, 12], 'its clock goes on');
  assert.equal(p.b.stats.current.at, undefined);
  p.win(D1, 7);
  assert.deepEqual([p.line(D1).won, p.line(D1).streak, p.line(D1).bestStreak], [2, 1, 1],
    'the streak broken when it was left stays broken');
  assert.deepEqual(p.results(), ['7:won', '8:lost', '1:won']);
  assert.deepEqual(plain(p.b.stats.left.map((c) => c.key)), [`${D1}/8`, `${D1}/1`]);
});

test('the deals left are kept as many as the recent games; an older one comes back as a new deal', () => {
  const p = player();
  for (let seed = 1; seed <= 10; seed++) p.play(D1, seed);
  assert.equal(p.b.stats.left.length, 8);
  assert.deepEqual(plain(p.b.stats.left.map((c) => c.key.split('/')[2])), ['9', '8', '7', '6', '5', '4', '3', '2']);
  p.play(D1, 1);
  assert.equal(p.line(D1).played, 11, 'deal 1 was forgotten: it counts again');
  assert.equal(p.b.history.filter((g) => g.seed === '1').length, 1, 'its old lost line stays');
});

test('hints: a win and a streak, no records; the computer: no win, no streak, no lost line', () => {
  const p = player();
  p.win(D1, 1, { assist: 'hints', time: 1000, moves: 10 });
  let s = p.line(D1);
  assert.deepEqual([s.won, s.wonWithHints, s.streak, s.bestTimeMs, s.fewestMoves], [1, 1, 1, null, null]);
  p.win(D1, 2, { assist: 'computer', time: 500, moves: 5 });
  s = p.line(D1);
  assert.deepEqual([s.played, s.won, s.solvedByComputer, s.streak, s.bestTimeMs], [2, 1, 1, 1, null],
    'solved by the computer: counted apart, the streak neither grows nor breaks yet');
  assert.equal(s.winRate, 0.5, 'the rate counts the player\'s wins only');
  p.win(D1, 2, { assist: 'none' });
  assert.equal(p.line(D1).won, 1, 'a solved deal cannot become a win');
  p.play(D1, 3);
  s = p.line(D1);
  assert.deepEqual([s.streak, s.bestStreak], [0, 1], 'the next deal ends the streak, as after a loss');
  assert.deepEqual(p.results(), ['2:solved', '1:won'], 'a solved deal left is not lost as well');
  assert.deepEqual(plain(p.b.history.map((g) => g.assist)), ['computer', 'hints']);
  p.win(D1, 3, { time: 2000, moves: 30 });
  s = p.line(D1);
  assert.deepEqual([s.bestTimeMs, s.fewestMoves], [2000, 30], 'the first plain win sets the records');
});

test('Vegas: the score of the deal in play is pending, banked when another deal is played', () => {
  const p = player();
  p.play(V1, 1);
  p.score(V1, 1, -52);
  assert.equal(rules.vegasBank(p.b.stats, V1, '1'), 0, 'deal 1 does not count into its own bank');
  assert.equal(rules.vegasBank(p.b.stats, V1, ''), -52, 'the statistics screen shows it pending');
  assert.equal(rules.vegasBank(p.b.stats, 'klondike/draw3-vegas', ''), 0, 'another variant has its own bank');
  p.play(V1, 2);
  assert.equal(p.b.stats.variants[V1].bank, -52);
  p.score(V1, 2, 30);
  assert.equal(rules.vegasBank(p.b.stats, V1, '2'), -52);
  assert.equal(rules.vegasBank(p.b.stats, V1, '3'), -22);
  assert.equal(p.b.history[0].score, -52, 'the lost line carries the score');
  p.play(V1, 1);  // Back to deal 1: its -52 leaves the bank, 2's +30 goes in
  assert.equal(p.b.stats.variants[V1].bank, 30);
  assert.equal(p.b.stats.current.score, -52, 'deal 1 goes on with its score');
  assert.deepEqual(plain(p.score(V1, 1, -52)), { stats: false, history: false, daily: false }, 'same score: no change');
  assert.deepEqual(plain(p.score(V1, 9, 5)), { stats: false, history: false, daily: false }, 'not the deal in play');
});

test('history: newest first, the last 100 kept, each line with its time, moves, score and day', () => {
  const p = player();
  for (let seed = 1; seed <= 105; seed++) {
    p.play(V1, seed, seed === 105 ? '2026-12-01' : undefined);
    p.progress(V1, seed, seed * 1000, seed);
    p.score(V1, seed, seed);
  }
  p.win(V1, 105, { time: 999, moves: 7, score: 60, daily: '2026-12-01' });
  assert.equal(p.b.history.length, 100);
  assert.deepEqual(plain(p.b.history.slice(0, 3).map((g) => g.seed)), ['105', '104', '103']);
  assert.equal(p.b.history[99].seed, '6', 'games 1-5 went first');
  const [won, lost] = p.b.history;
  assert.deepEqual(plain(won), { preset: V1, seed: '105', result: 'won', assist: 'none', timeMs: 999, moves: 7,
    at: won.at, daily: '2026-12-01', score: 60 });
  assert.deepEqual([lost.result, lost.timeMs, lost.moves, lost.score], ['lost', 104000, 104, 104]);
  assert.ok(won.at > lost.at, 'at: when the line was written');
});

test('progress: only the deal in play, only sound numbers, only when they change', () => {
  const p = player();
  p.play(D1, 1);
  assert.equal(p.progress(D1, 1, 5000, 3).stats, true);
  assert.equal(p.progress(D1, 1, 5000, 3).stats, false, 'unchanged');
  assert.equal(p.progress(D1, 2, 9000, 9).stats, false, 'another deal');
  for (const [time, moves] of [[NaN, 1], [-1, 1], [1e130, 1], ['5', 1], [1000, -1], [1000, 1.5], [1000, 1e21], [1000, null]]) {
    assert.equal(p.progress(D1, 1, time, moves).stats, false, `${time}, ${moves}`);
  }
  assert.deepEqual([p.b.stats.current.timeMs, p.b.stats.current.moves], [5000, 3]);
});

test('bad values from the page: nothing stored that the next visit would refuse', () => {
  const p = player();
  assert.deepEqual(plain(p.play('__proto__', 1)), { stats: false, history: false, daily: false });
  assert.deepEqual(plain(p.play('<b>/x', 1)), { stats: false, history: false, daily: false });
  assert.equal(Object.keys(p.b.stats.variants).length, 0);
  p.play(D1, 1);
  assert.deepEqual(plain(p.win('__proto__', 1)), { stats: false, history: false, daily: false },
    'a win of no known variant is no win of the deal in play');
  assert.deepEqual(plain(p.win(`${D1}/1`, '')), { stats: false, history: false, daily: false });
  assert.equal(p.b.stats.current.won, false);
  p.win(D1, 1, { time: NaN, moves: -3, score: 1e300 });
  let s = p.line(D1);
  assert.deepEqual([s.won, s.bestTimeMs, s.fewestMoves, s.bestScore], [1, 0, 0, null],
    'a time or count that is no number: the deal\'s own (0), never NaN; a score past 2^53 is no score');
  p.play(V1, 2);
  p.score(V1, 2, 2 ** 60);
  p.score(V1, 2, 0.5);
  assert.equal(p.b.stats.current.score, undefined);
  p.play(D1, 'not a number');  // counted as played, but its line cannot be stored
  p.play(D1, 4);
  s = p.line(D1);
  assert.equal(s.played, 3);
  assert.ok(!p.b.history.some((g) => g.seed === 'not a number'));
  assert.equal(p.b.stats.left[0].at, undefined, 'a deal without a history line has no line to take back');
  p.play(D1, 'not a number');
  assert.equal(p.line(D1).played, 3, 'reopened all the same');
});

test('counts at their bound stay there; the bank stays within its bound', () => {
  const { MAX_COUNT: MAX, MAX_POINTS: P } = loadScripts(['text.js', 'records.js']).SolRecords;
  const b = book();
  b.stats.variants[V1] = { played: MAX, won: MAX - 1, streak: MAX - 1, bestStreak: MAX - 1, bank: P - 1,
    wonWithHints: MAX - 1, bestTimeMs: null, fewestMoves: null, bestScore: null };
  const p = player(b);
  p.play(V1, 1);
  p.score(V1, 1, 500);
  p.win(V1, 1, { score: 500, assist: 'hints' });
  p.play(V1, 2);
  const v = b.stats.variants[V1];
  for (const k of ['played', 'won', 'streak', 'bestStreak', 'wonWithHints']) assert.equal(v[k], MAX, k);
  assert.equal(v.bank, P);
  p.win(V1, 2, { score: 500 });
  assert.equal(v.won, MAX, 'no more wins than deals played: this one cannot be counted');
  assert.equal(v.bestTimeMs, null);
  b.stats.variants[V1].bank = -P;
  p.score(V1, 2, -500);
  p.play(V1, 3);
  assert.equal(b.stats.variants[V1].bank, -P);
  assert.equal(rules.vegasBank(b.stats, V1, ''), -P);
});

test('daily: days won in a row, a gap, today not won yet, a day counted once', () => {
  const b = book();
  const day = (date, result) => rules.dailyDay(b, D1, date, result);
  const line = (today) => plain(rules.dailyLine(b.daily, 'klondike', today));
  for (const d of ['2026-11-28', '2026-11-29', '2026-11-30']) {
    day(d, 'played');
    day(d, 'won');
  }
  assert.deepEqual(line('2026-11-30'), { played: 3, won: 3, streak: 3, bestStreak: 3 });
  assert.deepEqual(line('2026-12-01'), { played: 3, won: 3, streak: 3, bestStreak: 3 }, 'today is not lost yet');
  assert.deepEqual(line('2026-12-02'), { played: 3, won: 3, streak: 0, bestStreak: 3 }, 'a day missed ends it');
  day('2026-12-01', 'played');
  assert.deepEqual(line('2026-12-02'), { played: 4, won: 3, streak: 0, bestStreak: 3 }, 'a day played, not won');
  day('2026-12-01', 'played');
  day('2026-12-01', 'won');
  day('2026-12-01', 'won');
  assert.deepEqual(line('2026-12-01'), { played: 4, won: 4, streak: 4, bestStreak: 4 }, 'played twice, won twice: once');
  assert.equal(day('2026-12-01', 'solved').daily, false, 'a day won stays won');
  assert.equal(day('2026-12-01', 'played').daily, false);
  assert.equal(line('2026-12-01').won, 4);
});

test('daily: the computer\'s days are no wins; runs join when the gap is won; months and years', () => {
  const b = book();
  const day = (date, result) => rules.dailyDay(b, 'spider/1suit', date, result);
  const line = (today) => plain(rules.dailyLine(b.daily, 'spider', today));
  day('2026-12-30', 'won');
  day('2026-12-31', 'solved');
  day('2027-01-01', 'won');
  assert.deepEqual(line('2027-01-01'), { played: 3, won: 2, streak: 1, bestStreak: 1 });
  day('2026-12-31', 'won');  // the same day won by the player after the computer's
  assert.deepEqual(line('2027-01-01'), { played: 3, won: 3, streak: 3, bestStreak: 3 }, 'across the new year');
  day('2028-02-28', 'won');
  day('2028-03-01', 'won');
  day('2028-02-29', 'won');
  assert.equal(line('2028-03-01').streak, 3, 'a leap day between');
  assert.deepEqual(plain(rules.dailyLine(b.daily, 'klondike', '2027-01-01')), { played: 0, won: 0, streak: 0, bestStreak: 0 });
});

test('daily: a future date counts once its day comes; bad dates and games change nothing', () => {
  const b = book();
  const day = (date, result, preset = D1) => rules.dailyDay(b, preset, date, result);
  const line = (today) => plain(rules.dailyLine(b.daily, 'klondike', today));
  day('2026-12-01', 'won');
  day('2026-12-03', 'won');  // ahead of today (the router lets only tomorrow's through)
  assert.deepEqual(line('2026-12-01'), { played: 2, won: 2, streak: 1, bestStreak: 1 });
  assert.deepEqual(line('2026-12-03'), { played: 2, won: 2, streak: 1, bestStreak: 1 }, 'the 2nd is missing');
  day('2026-12-02', 'won');
  assert.deepEqual(line('2026-12-02'), { played: 3, won: 3, streak: 2, bestStreak: 3 });
  assert.deepEqual(line('2026-12-03'), { played: 3, won: 3, streak: 3, bestStreak: 3 });
  for (const [date, preset] of [['2026-02-30', D1], ['2026-13-01', D1], ['2026-1-01', D1], [20261201, D1],
    [null, D1], ['2026-12-04', '__proto__/x'], ['2026-12-04', 'Klondike/draw1'], ['2026-12-04', 7]]) {
    assert.equal(day(date, 'won', preset).daily, false, `${date} ${preset}`);
  }
  assert.deepEqual(Object.keys(b.daily.games), ['klondike']);
  assert.equal(Object.keys(b.daily.games.klondike.days).length, 3);
  assert.equal(line('not a day').streak, 0, 'a bad today: no streak, no exception');
  assert.deepEqual(plain(rules.dailyLine(b.daily, '__proto__', '2026-12-03')), { played: 0, won: 0, streak: 0, bestStreak: 0 });
});

test('daily: the last 400 days kept, the counts keep the older ones', () => {
  const b = book();
  let t = Date.UTC(2025, 0, 1);
  for (let i = 0; i < 410; i++, t += 86400000) rules.dailyDay(b, D1, new Date(t).toISOString().slice(0, 10), 'won');
  const g = b.daily.games.klondike;
  assert.equal(Object.keys(g.days).length, 400);
  assert.deepEqual([g.played, g.won], [410, 410]);
  assert.equal(g.bestStreak, 401, 'a run is seen as far back as the days kept (400, and the day won)');
  assert.ok(!('2025-01-01' in g.days) && '2025-01-11' in g.days, 'the oldest went first');
});

test('a daily deal: played marks its day, the win wins it, the history names it', () => {
  const p = player();
  p.play(D1, 77, '2026-12-01');
  assert.equal(p.b.daily.games.klondike.days['2026-12-01'], 'played');
  p.win(D1, 77);  // the day comes with the deal in play
  assert.equal(p.b.daily.games.klondike.days['2026-12-01'], 'won');
  assert.equal(p.b.history[0].daily, '2026-12-01');
  p.play(D1, 78, '2026-12-02');
  p.win(D1, 78, { assist: 'computer' });
  assert.equal(p.b.daily.games.klondike.days['2026-12-02'], 'solved');
  p.play(D1, 79, 'yesterday');
  assert.equal(p.b.stats.current.daily, undefined, 'not a date: an ordinary deal');
});

// --- the rules on the stored records, as the page uses them ----------------------------------

function page(items = {}) {
  const storage = memoryStorage(items);
  const load = () => loadScripts(['text.js', 'records.js', 'stats.js'], { storage }).SolStorage;
  return { storage, load, s: load() };
}

test('the page: a game played and won is stored, read back on the next visit without a word', () => {
  const { storage, load, s } = page();
  s.recordPlayed(D1, '1');
  s.recordProgress(D1, '1', 4000, 5);
  assert.deepEqual(storage.keys(), ['solitaire.stats'], 'an ordinary deal writes no history or daily record');
  s.recordWin(D1, '1', 9000, 40, 'none', undefined, undefined);
  s.recordPlayed(V1, '2', '2026-12-01');
  s.recordScore(V1, '2', -40);
  assert.deepEqual(storage.keys(), ['solitaire.daily', 'solitaire.history', 'solitaire.stats']);
  const next = load();
  next.check();
  assert.deepEqual(plain(next.takeMessages()), []);
  assert.deepEqual(plain(next.stats(D1)), { played: 1, won: 1, wonWithHints: 0, solvedByComputer: 0, streak: 1,
    bestStreak: 1, bestTimeMs: 9000, fewestMoves: 40, bestScore: null, winRate: 1 });
  assert.equal(next.vegasBank(V1, ''), -40);
  assert.equal(next.vegasBank(V1, '2'), 0);
  assert.deepEqual(plain(next.dailyStats('klondike', '2026-12-01')), { played: 1, won: 0, streak: 0, bestStreak: 0 });
  assert.deepEqual(plain(next.history()).map((g) => g.result), ['won']);
  assert.equal(storage.json('solitaire.stats').v, 1);
});

test('the page: a damaged variant is dropped with a word, the others go on counting', () => {
  const stats = JSON.stringify({ v: 1, variants: {
    [D1]: { played: 4, won: 2, streak: 1, bestStreak: 2 },
    'klondike/draw3': { played: 1e300, won: 0 },
    [V1]: { played: 1, won: 0, bank: 'lots' },
    ['__proto__']: { played: 1, won: 0, bank: 5 },
  }, current: { key: '__proto__/1', preset: '__proto__', won: false, score: 5 } });
  const { s } = page({ 'solitaire.stats': stats });
  s.check();
  assert.deepEqual(plain(s.takeMessages()),
    ['4 damaged parts of your saved statistics could not be read and were set aside; the rest is kept.']);
  s.recordPlayed(D1, '3');
  s.recordWin(D1, '3', 1000, 10, 'none');
  assert.deepEqual([s.stats(D1).played, s.stats(D1).won, s.stats(D1).streak], [5, 3, 2]);
  assert.equal(s.stats('klondike/draw3').played, 0);
  assert.equal(s.vegasBank(V1, ''), 0);
  assert.equal(({}).bank, undefined);
  assert.deepEqual(plain(s.takeMessages()), []);
});

test('the page: storage off or full, the game goes on and nothing throws', () => {
  for (const storage of ['throws', null, memoryStorage({}, { quota: 10 })]) {
    const s = loadScripts(['text.js', 'records.js', 'stats.js'], { storage }).SolStorage;
    s.check();
    s.recordPlayed(D1, '1', '2026-12-01');
    s.recordScore(D1, '1', 5);
    s.recordWin(D1, '1', 1000, 10, 'hints', 5, '2026-12-01');
    assert.equal(s.stats(D1).played, 0, 'nothing kept');
    assert.equal(s.dailyStats('klondike', '2026-12-01').played, 0);
  }
});

test('the page: 2000 random reports, good and bad, never leave a record the next visit refuses', () => {
  let seed = 12345;
  const rand = (n) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
  const pick = (list) => list[rand(list.length)];
  const presets = [D1, V1, 'spider/1suit', 'pyramid/standard', '__proto__', 'bad'];
  const numbers = [0, 1, 59000, 1e130, -1, NaN, 1.5, '7', null, undefined, 2 ** 53, -52, 2 ** 60];
  const days = ['2026-12-01', '2026-12-02', '2026-12-04', '2026-02-30', undefined, 'x'];
  const { storage, load, s } = page();
  for (let i = 0; i < 2000; i++) {
    const preset = pick(presets);
    const deal = String(rand(40));
    switch (rand(5)) {
      case 0: s.recordPlayed(preset, deal, pick(days)); break;
      case 1: s.recordProgress(preset, deal, pick(numbers), pick(numbers)); break;
      case 2: s.recordScore(preset, deal, pick(numbers)); break;
      case 3: s.recordWin(preset, deal, pick(numbers), pick(numbers), pick(['none', 'hints', 'computer', 'all']),
        pick(numbers), pick(days)); break;
      default: s.vegasBank(preset, deal);
    }
  }
  assert.deepEqual(plain(s.takeMessages()), [], 'no record set aside or cleaned on the way');
  const next = load();
  next.check();
  assert.deepEqual(plain(next.takeMessages()), []);
  const all = plain(next.allStats());
  assert.ok(all.history.length > 50 && all.history.length <= 100, `${all.history.length} history lines`);
  for (const [k, v] of Object.entries(all.variants)) {
    assert.ok(v.won + (v.solvedByComputer || 0) <= v.played, `${k}: ${JSON.stringify(v)}`);
    assert.ok(v.streak <= v.bestStreak && v.bestStreak <= v.won, `${k}: ${JSON.stringify(v)}`);
  }
  assert.ok(storage.keys().every((k) => !k.startsWith('solitaire.setaside')));
});
