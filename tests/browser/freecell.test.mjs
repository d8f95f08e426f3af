// FreeCell in the page (issue 27): a deal opened by URL matches the CLI card by card; a run
// dragged within the limit moves, one longer than the free cells and empty columns let
// through is refused with the reason; the verdicts, a hint of a winning line and auto-solve
// to the win. Positions inside a game come from the engine's own winning line of deal 1,
// opened as a saved game, so they follow the solver if it changes.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserAndServer } from './harness.mjs';
import { centre, cliDeal, drag, grip, haveCli, idle, pile, sharedPage, state, top } from './game_helpers.mjs';
import { hintThenAutoSolve, loadEngine, saveLineGame, solver, waitSolver } from './solver_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
const shared = sharedPage(() => ({ browser, url: server.url }));
let call;
before(async () => {
  call = await loadEngine();
});

const PRESET = 'freecell/ms';
const RANKS = { A: 1, T: 10, J: 11, Q: 12, K: 13 };
const rank = (c) => RANKS[c[0]] ?? Number(c[0]);
const red = (c) => c[1] === 'D' || c[1] === 'H';
const fits = (c, below) => rank(c) + 1 === rank(below) && red(c) !== red(below);

// The engine's position after `moves` of deal `seed`: its columns and free cells.
function position(seed, moves) {
  const r = call({ preset: PRESET, seed: String(seed), moves });
  assert.equal(r.status, 'replayed');
  const cols = [];
  let free = 0;
  for (const line of r.position.split('\n')) {
    if (line.startsWith('cells:')) free = line.slice(6).trim().split(/\s+/).filter((c) => c === '-').length;
    const m = /^column \d: ?(.*)$/.exec(line);
    if (m) cols.push(m[1].trim() === '-' || m[1].trim() === '' ? [] : m[1].trim().split(/\s+/));
  }
  return { cols, free, empty: cols.filter((c) => c.length === 0).length };
}

// Opens deal `seed` with the first `k` moves of `line` played (a saved game), from another
// deal so that the page opens it afresh.
async function openAt(seed, line, k) {
  const { page, problems } = await shared.open('#/freecell/ms/2');
  await saveLineGame(page, call, PRESET, seed, { short: line.length - k, hash: `#/freecell/ms/${seed}` });
  await page.waitForFunction(([s, n]) => window.solitaire.state().seed === s && window.solitaire.state().moves === n,
    [String(seed), k], { timeout: 30000 });
  return { page, problems, s: await idle(page) };
}

const columns = (s) => Array.from({ length: 8 }, (_, c) => pile(s, `tableau-${c + 1}`).cards.map((x) => x.card));

// Drags the top `count` cards of column `from` (0-based) onto column `to`.
async function dragRun(page, s, from, to, count) {
  const src = pile(s, `tableau-${from + 1}`), dst = pile(s, `tableau-${to + 1}`);
  const lead = src.cards[src.cards.length - count];
  await drag(page, grip(lead.rect), centre(top(dst)?.rect ?? dst.rect), 8);
  return idle(page);
}

test('FreeCell deals by URL match the CLI card by card', { skip: !haveCli() && 'no native CLI' }, async () => {
  // 617, a published layout; the last number of FreeCell Pro's extension.
  for (const seed of ['617', '8589934591']) {
    const { page, problems } = await shared.open(`#/freecell/ms/${seed}`);
    const s = await state(page);
    const deal = cliDeal('freecell', seed);
    assert.equal(s.game, 'freecell');
    assert.equal(s.seed, seed);
    assert.deepEqual(columns(s), deal.columns, `deal ${seed}`);
    assert.ok(s.piles.every((p) => p.cards.every((c) => c.up)), 'every card face up');
    const cells = s.piles.filter((p) => p.kind === 'cell');
    assert.equal(cells.length, 4);
    assert.ok(cells.every((p) => p.cards.length === 0));
    assert.ok(s.piles.filter((p) => p.kind === 'foundation').every((p) => p.cards.length === 0));
    assert.deepEqual(problems, []);
  }
});

test('FreeCell: a run dragged within the limit moves; a longer one is refused with the reason', async () => {
  const line = call({ preset: PRESET, seed: '1' });
  assert.equal(line.status, 'solved');
  // Beyond: the first position of the line where a run on top of a column fits onto another
  // column's card but is longer than (free cells + 1) x 2^(empty columns).
  let beyond = null;
  for (let k = 0; k < line.bits.length && !beyond; k++) {
    const p = position(1, line.bits.slice(0, k));
    const most = (p.free + 1) * 2 ** p.empty;
    p.cols.forEach((c, from) => {
      for (let n = most + 1; n <= c.length && !beyond; n++) {
        if (!c.slice(-n).every((x, i, run) => i === 0 || fits(x, run[i - 1]))) break;
        const to = p.cols.findIndex((d, t) => t !== from && d.length && fits(c[c.length - n], d[d.length - 1]));
        if (to >= 0) beyond = { k, from, to, n, most, p };
      }
    });
  }
  assert.ok(beyond, 'deal 1 has a run too long to move');
  let { page, problems, s } = await openAt(1, line.bits, beyond.k);
  assert.deepEqual(columns(s), beyond.p.cols, 'the page stands where the engine does');
  s = await dragRun(page, s, beyond.from, beyond.to, beyond.n);
  assert.equal(s.moves, beyond.k, 'the run does not move');
  assert.deepEqual(columns(s), beyond.p.cols);
  const reason = `Only ${beyond.most} ${beyond.most === 1 ? 'card' : 'cards'} can move together now`;
  await page.waitForFunction((r) => window.solitaire.notices.some((n) => n.startsWith(r)), reason);
  assert.deepEqual(problems, []);

  // Within: the line's first run move (e.g. 8>7x2), dragged by hand.
  const k = line.moves.findIndex((m) => /x\d+$/.test(m));
  assert.ok(k >= 0, 'the line moves a run');
  const [, from, to, n] = /^(\d)>(\d)x(\d+)$/.exec(line.moves[k]).map(Number);
  ({ page, problems, s } = await openAt(1, line.bits, k));
  s = await dragRun(page, s, from - 1, to - 1, n);
  assert.equal(s.moves, k + 1, `the run of ${n} moves`);
  assert.deepEqual(columns(s), position(1, line.bits.slice(0, k + 1)).cols, 'as the engine moves it');
  assert.deepEqual(problems, []);
});

test('FreeCell: the verdicts, a hint of a winning line, and auto-solve to the win', async () => {
  // 11982 is the one deal of the first 32,000 that cannot be won.
  let { page, problems } = await shared.open('#/freecell/ms/11982', { live: true, solver: { stepMs: 20 } });
  await waitSolver(page, (s) => s.verdict === 'winnable' || s.verdict === 'not-winnable');
  assert.equal((await solver(page)).verdict, 'not-winnable');
  ({ page, problems } = await shared.open('#/freecell/ms/617', { live: true, solver: { stepMs: 20 } }));
  await waitSolver(page, (s) => s.verdict === 'winnable' || s.verdict === 'not-winnable');
  assert.equal((await solver(page)).verdict, 'winnable');
  await hintThenAutoSolve(page, call, PRESET, 617);
  assert.deepEqual(problems, []);
});
