// The solver's features in the game (issue 5): auto-solve from the deal and from a game in
// progress, the live verdict and its flip, hints and the undo offer, a smooth table during a
// long solve, winnable-only deals, and a game that stays playable without its solver.
// Played through the solver bar's real buttons (rectangles from window.solitaire.solver()).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { ROOT, newContext, withBrowserAndServer } from './harness.mjs';
import { execFileSync } from 'node:child_process';
import {
  CLI, centre, clickSettled, drag, findTableauMove, grip, haveCli, idle, openGame, pile, sharedPage,
  state, top,
} from './game_helpers.mjs';
import { HARD_DEAL, saveLineGame } from './solver_helpers.mjs';

let browser, server, engine;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
before(async () => {
  // The engine itself (the solver module under node) checks what the page played.
  delete globalThis.fetch;  // docs/toolchain.md, Node: emcc 3.1.6 glue under node
  const create = createRequire(import.meta.url)(
    resolve(process.env.SOLVER_JS ?? join(ROOT, 'build', 'wasm', 'site', 'solver.js')));
  engine = await create();
});
// `solitaire solve --json` on a deal of klondike-draw1 (exit code 1 means not solved).
function cliSolve(seed) {
  try {
    return JSON.parse(execFileSync(CLI, ['solve', 'klondike-draw1', String(seed), '--json', '--time-limit', '60'],
      { encoding: 'utf8' }));
  } catch (e) {
    if (e.status === 1) return JSON.parse(e.stdout);
    throw e;
  }
}

const call = (request) =>
  JSON.parse(engine.ccall('solver_solve', 'string', ['string'], [JSON.stringify(request)]));

// Opens `hash` with the live verdict on and the solver settings given (fast auto-solve by
// default), on the file's page (reset through the URL and storage), or with `options.route`
// on a page of its own (loaded with the route in place).
const shared = sharedPage(() => ({ browser, url: server.url }));
async function open(t, hash, solver = {}, options = {}) {
  const settings = { liveVerdict: true, winnableOnly: false, stepMs: 50, ...solver };
  let game;
  if (options.route) {
    const context = await newContext(browser);
    await options.route(context);
    game = await openGame(browser, server.url, hash, { context, live: true, solver: settings });
  } else {
    game = await shared.open(hash, { live: true, solver: settings });
  }
  const applied = await game.page.evaluate(() => window.solitaire.solver && window.solitaire.solver());
  if (applied) assert.equal(applied.winnableOnly, settings.winnableOnly, 'the solver settings took effect');
  return game;
}

const solver = (page) => page.evaluate(() => window.solitaire.solver());
const waitSolver = (page, predicate, arg, timeout = 60000) =>
  page.waitForFunction(([p, a]) => new Function('s', 'a', `return (${p})(s, a)`)(window.solitaire.solver(), a),
    [predicate.toString(), arg], { timeout, polling: 50 });
async function press(page, name) {
  const r = await clickSettled(page, (n) => window.solitaire.solver().buttons[n], name);
  assert.ok(r, `no "${name}" button in the solver bar: ${JSON.stringify((await solver(page)).buttons)}`);
}
// The moves played so far, as the page saved them (klondike::Move numbers).
const playedMoves = (page) => page.evaluate(() => {
  const g = JSON.parse(localStorage.getItem('solitaire.game'));
  return g ? (g.data || g).moves : [];
});

test('auto-solve plays a winnable deal opened by URL to the win, and its moves win in the engine', async (t) => {
  const g = await open(t, '#/klondike/draw1/3');
  const { page, problems } = g;
  await waitSolver(page, (s) => s.verdict === 'winnable');
  await press(page, 'solve');
  await page.waitForFunction(() => window.solitaire.state().won, null, { timeout: 180000, polling: 200 });
  const moves = await playedMoves(page);
  const replay = call({ preset: 'klondike/draw1', seed: '3', moves });
  assert.equal(replay.status, 'replayed', JSON.stringify(replay));
  assert.equal(replay.won, true);
  await waitSolver(page, (s) => s.play === 'off');
  assert.deepEqual(problems, []);
});

test('auto-solve after a manual move solves from there; undo walks back', async (t) => {
  // Deal 3 saved 110 moves before the end of the solver's line (the whole game is played by
  // auto-solve in the test above; there cards are still face down, so that auto-complete
  // does not finish the game once auto-solve stops), then a draw of the player's, off the
  // line.
  const g = await open(t, '#/klondike/draw1/0', { stepMs: 20 });
  const { page, problems } = g;
  await saveLineGame(page, call, 'klondike/draw1', 3, { short: 110, hash: '#/klondike/draw1/3' });
  await page.waitForFunction(() => window.solitaire.state().seed === '3' && window.solitaire.state().moves > 0);
  const s1 = await idle(page);
  await page.mouse.click(...Object.values(centre(pile(s1, 'stock').rect)));
  const s2 = await idle(page);
  assert.ok(s2.moves > s1.moves, 'the click on the stock played');
  await page.waitForFunction((n) => JSON.parse(localStorage.getItem('solitaire.game')).moves.length === n, s2.moves);
  const manual = await playedMoves(page);
  await waitSolver(page, (s) => s.verdict === 'winnable' || s.verdict === 'not-winnable');
  assert.equal((await solver(page)).verdict, 'winnable');
  await press(page, 'solve');
  await waitSolver(page, (s) => s.play === 'running');
  await page.waitForFunction((n) => window.solitaire.state().moves >= n + 5, manual.length);
  await press(page, 'stop');
  await waitSolver(page, (s) => s.play === 'off');
  await idle(page);
  const played = await playedMoves(page);
  assert.deepEqual(played.slice(0, manual.length), manual, 'the manual moves stay');
  // Each auto-solve move is its own undo step.
  const before = (await state(page)).moves;
  await page.keyboard.press('z');
  await idle(page);
  assert.equal((await state(page)).moves, before - 1);
  // Resume to the end: still a win.
  await press(page, 'solve');
  await page.waitForFunction(() => window.solitaire.state().won, null, { timeout: 180000, polling: 200 });
  assert.equal(call({ preset: 'klondike/draw1', seed: '3', moves: await playedMoves(page) }).won, true);
  assert.deepEqual(problems, []);
});

test('a deal the CLI proves unwinnable shows "Not winnable"', { skip: !haveCli() && 'no native CLI' }, async (t) => {
  assert.equal(cliSolve(8).status, 'unsolvable');
  const g = await open(t, '#/klondike/draw1/8');
  const { page } = g;
  await waitSolver(page, (s) => s.verdict === 'not-winnable');
  // Auto-solve says so too, and plays nothing.
  await press(page, 'solve');
  await waitSolver(page, (s) => s.play === 'off' && /Not winnable/.test(s.message));
  assert.equal((await state(page)).moves, 0);
});

// Vegas draw 1 has one pass: on deal 9 two draws keep a win, the third loses it (see
// tests/worker/solver_module.test.mjs).
test('a move that makes the position unwinnable flips the verdict; hint offers the undo', async (t) => {
  const g = await open(t, '#/klondike/draw1-vegas/9');
  const { page, problems } = g;
  await waitSolver(page, (s) => s.verdict === 'winnable');
  const stock = centre(pile(await state(page), 'stock').rect);
  for (let i = 1; i <= 2; i++) {
    await page.mouse.click(stock.x, stock.y);
    await idle(page);
    await waitSolver(page, (s) => s.verdict === 'winnable');
  }
  await page.mouse.click(stock.x, stock.y);
  await idle(page);
  await waitSolver(page, (s) => s.verdict === 'not-winnable');
  await press(page, 'hint');
  await waitSolver(page, (s) => s.undoOffer >= 0);
  const s = await solver(page);
  // No winning line: the hint is a legal move said to be a guess, beside the undo offer.
  assert.ok(s.hint === null || s.hint.winning === false, 'no move of a winning line is hinted');
  assert.equal(s.undoOffer, 2);
  await press(page, 'undoToWinnable');
  await idle(page);
  assert.equal((await state(page)).moves, 2);
  await waitSolver(page, (s) => s.verdict === 'winnable');
});

test('hint highlights a legal move of a winning line', async (t) => {
  const g = await open(t, '#/klondike/draw1/5');
  const { page, problems } = g;
  await waitSolver(page, (s) => s.verdict === 'winnable');
  await press(page, 'hint');
  // The outlines are made when the next frame draws the hint.
  await waitSolver(page, (s) => s.hint !== null && s.hint.rects.length > 0);
  const { hint } = await solver(page);
  assert.ok(hint.rects.length >= 1, 'the move is outlined on the table');
  const s = await state(page);
  for (const r of hint.rects) {
    const inside = s.piles.some((p) => [p.rect, ...p.cards.map((c) => c.rect)].some((q) =>
      Math.abs(q[0] - r[0]) < 1 && q[2] <= r[2] + 1));
    assert.ok(inside, `outline ${r} is on a pile`);
  }
  // Legal, and still winnable after it: a move of a winning line.
  const moves = [...(await playedMoves(page)), hint.bits];
  const after = call({ preset: 'klondike/draw1', seed: '5', moves });
  assert.equal(after.status, 'replayed', `${hint.text} is not legal: ${after.error}`);
  const r = call({ preset: 'klondike/draw1', position: after.position, limits: { timeMs: 20000 } });
  assert.equal(r.status, 'solved');
});

test('during a long solve the table keeps drawing and a card can be dragged', async (t) => {
  // A deal the solver cannot decide quickly (solver_helpers.mjs: HARD_DEAL): the live
  // verdict then searches for seconds.
  const g = await open(t, `#/${HARD_DEAL.preset}/${HARD_DEAL.seed}`);
  const { page } = g;
  await waitSolver(page, (s) => s.verdict === 'checking');
  // The bar says how far the search has got (a few reports a second), and the page draws
  // frames between two reports: the search runs beside the page, not in its thread (a
  // search on the main thread draws no frame until it ends). Counted in frames and
  // reports, not in milliseconds: a loaded machine draws fewer of each, never none.
  await waitSolver(page, (s) => s.progress.nodes > 0);
  const first = await solver(page);
  const f0 = await page.evaluate(() => window.solitaire.frames());
  await waitSolver(page, (s, n) => s.progress.nodes > n, first.progress.nodes);
  await page.waitForFunction((f) => window.solitaire.frames() >= f + 5, f0);
  const later = await solver(page);
  assert.equal(later.verdict, 'checking', 'five frames drawn while the search ran');
  assert.ok(later.progress.nodes > first.progress.nodes,
    `the progress moves on: ${first.progress.nodes} then ${later.progress.nodes} positions`);
  const s = await state(page);
  const [from, i, to] = findTableauMove(s) ?? [];
  assert.ok(from, 'a tableau move to drag');
  await drag(page, grip(from.cards[i].rect), centre((top(to) ?? to).rect));
  const s2 = await idle(page);
  assert.equal(top(pile(s2, to.name)).card, from.cards[i].card, 'the drag moved the card');
  t.diagnostic(`frames drawn between two progress reports: ${(await page.evaluate(() => window.solitaire.frames())) - f0}`);
  // Live verdict off: the search stops.
  await press(page, 'options');
  await waitSolver(page, (s) => s.buttons.liveVerdict);
  await press(page, 'liveVerdict');
  await waitSolver(page, (s) => !s.liveVerdict);
  await page.keyboard.press('Escape');
});

test('winnable deals only: 3 new deals in a row are all proven winnable by the CLI', { skip: !haveCli() && 'no native CLI' }, async (t) => {
  const g = await open(t, '#/klondike/draw1/8', { winnableOnly: true });
  const { page } = g;
  const seeds = [];
  for (let n = 0; n < 3; n++) {
    const before = (await state(page)).seed;
    await page.keyboard.press('n');
    await page.waitForFunction((b) => window.solitaire.state().seed !== b && !window.solitaire.solver().finding,
      before, { timeout: 120000, polling: 50 });
    const s = await state(page);
    assert.equal(location_hash(await page.url()), `#/klondike/draw1/${s.seed}`, 'the URL names the deal');
    seeds.push(s.seed);
  }
  t.diagnostic(`deals: ${seeds.join(' ')}`);
  assert.equal(new Set(seeds).size, 3);
  for (const seed of seeds) {
    const out = cliSolve(seed);
    assert.equal(out.status, 'solved', `deal ${seed}: ${out.status}`);
  }
  // Off again for the tests after.
  await press(page, 'options');
  await waitSolver(page, (s) => s.buttons.winnableOnly);
  await press(page, 'winnableOnly');
  await waitSolver(page, (s) => !s.winnableOnly);
  await page.keyboard.press('Escape');
});
const location_hash = (url) => url.slice(url.indexOf('#'));

test('without its solver the game says so and stays playable', async (t) => {
  const g = await open(t, '#/klondike/draw1/1', {}, {
    route: (ctx) => ctx.route('**/solver.wasm', (r) => r.abort()),
  });
  const { page, problems } = g;
  await waitSolver(page, (s) => s.verdict === 'unavailable');
  const s = await solver(page);
  assert.match(s.error, /solver/i);
  const [from, i, to] = findTableauMove(await state(page));
  await drag(page, grip(from.cards[i].rect), centre((top(to) ?? to).rect));
  const s2 = await idle(page);
  assert.equal(s2.moves, 1, 'the move was played');
  assert.equal(await page.evaluate(() => window.solitaire.error), null, 'no error panel');
  assert.deepEqual(problems.filter((p) => !/solver|wasm|Failed to load/i.test(p)), []);
  await g.context.close();
});
