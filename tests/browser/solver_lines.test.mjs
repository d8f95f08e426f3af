// Auto-solve and hints finish what they start (issue 12). A line once found is played to the
// end: from a game in progress, after manual moves, and after an undo in the middle, each
// game is won in at most the line's length (the table plays no automatic moves of its own
// meanwhile). Hints followed one after another win without a position coming back. Games
// the computer solved, and games won with hints, are told apart in the win dialog and the
// statistics. All through real clicks on the solver bar's buttons and real mouse moves on
// the table.
//
// Whole games are not played here: the plans, their undo, redo and mending, and auto-solve
// stopping on a player's move are the shell core's (tests/shell, a fake solver), and one
// whole game per game is played in the page elsewhere (game_win, spider, pyramid,
// solver_game). Here each game starts as a saved game some moves before the end of the
// solver's line, so that the page's own solver finds the rest and the page plays it.
//
// The deals: ones that looped before in the page (draw 3: 12345, 255 and 87) and the
// slowest of draw 1's seeds 1-200 (137).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserAndServer } from './harness.mjs';
import { centre, findTableauMove, drag, grip, idle, pile, sharedPage, snapshot, state } from './game_helpers.mjs';
import { loadEngine, playedMoves, press, saveLineGame, solver, waitSolver } from './solver_helpers.mjs';

const STEP_MS = 20; // the speed slider's fastest: 50 moves a second
const BUDGET_MS = 3000; // the search time the tests of budgets set (the page's default is 15 s)

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
let call;
before(async () => {
  call = await loadEngine();
});
// One page for the file, reset between tests through the URL and storage.
const shared = sharedPage(() => ({ browser, url: server.url }));

// The page with fresh storage, the given automatic-moves option, the live verdict on and
// auto-solve at full speed, at a neutral deal.
const openPage = (autoMove) => shared.open('#/klondike/draw1/0', { autoMove, live: true, solver: { stepMs: STEP_MS } });

// Opens deal `seed` of `preset` as a saved game `short` moves before the end of the
// solver's winning line, and waits for the winnable verdict. Returns the line's length.
async function openNearEnd(page, preset, seed, short) {
  const line = await saveLineGame(page, call, preset, seed, { short, hash: `#/${preset}/${seed}` });
  await page.waitForFunction(([p, s, n]) => {
    const st = window.solitaire.state();
    return st && st.preset === p && st.seed === s && st.moves === n;
  }, [preset, String(seed), line.length - short], { timeout: 30000 });
  await idle(page);
  await waitSolver(page, (s) => s.verdict === 'winnable' || s.verdict === 'not-winnable' || s.verdict === 'unknown');
  const s = await solver(page);
  assert.equal(s.verdict, 'winnable', `${preset}/${seed}: ${s.verdict} (${s.message})`);
  return line.length;
}

// Presses Auto-solve and waits for the win: the moves it played, against the line's length.
async function autoSolve(page, label) {
  const s0 = await solver(page);
  const m0 = (await state(page)).moves;
  assert.ok(s0.lineLength > 0, `${label}: a line is known (${JSON.stringify(s0)})`);
  await press(page, 'solve');
  await page.waitForFunction(() => window.solitaire.state().won, null, { timeout: 120000, polling: 100 });
  const played = (await state(page)).moves - m0;
  assert.ok(played <= s0.lineLength, `${label}: ${played} moves for a line of ${s0.lineLength}`);
  return { played, line: s0.lineLength };
}

// Checks the page's game in the engine itself: the saved moves replay to a win.
async function replayWins(page, preset, seed) {
  const r = call({ preset, seed: String(seed), moves: await playedMoves(page) });
  assert.equal(r.status, 'replayed', JSON.stringify(r));
  assert.equal(r.won, true, `${preset}/${seed}: the page's moves do not win in the engine`);
}

for (const [preset, seed, autoMove] of [
  ['klondike/draw3', 12345, false],
  ['klondike/draw3', 255, true],
  ['klondike/draw1', 137, true],
]) {
  test(`auto-solve wins ${preset} deal ${seed} from 30 moves before the end, within its line (automatic moves ${autoMove ? 'on' : 'off'})`, async () => {
    const { page, problems } = await openPage(autoMove);
    await openNearEnd(page, preset, seed, 30);
    const { played, line } = await autoSolve(page, `${preset}/${seed}`);
    console.log(`moves played / line length: ${seed}: ${played}/${line}`);
    await replayWins(page, preset, seed);
    // The computer's win: said so, not counted as the player's.
    await waitSolver(page, (s) => s.verdict === 'won' && s.play === 'off');
    const st = await state(page);
    assert.equal(st.assist, 'computer');
    const s = await solver(page);
    assert.ok(s.buttons.hintDisabled && s.buttons.solveDisabled, 'Hint and Auto-solve are off after a win');
    const stats = await page.evaluate((p) => window.solitaire.stats(p), preset);
    assert.equal(stats.solvedByComputer, 1);
    assert.equal(stats.won, 0, 'no win of the player\'s');
    assert.equal(stats.bestTimeMs, null);
    assert.equal(stats.fewestMoves, null);
    assert.equal(stats.streak, 0);
    assert.deepEqual(problems, []);
  });
}

test('after 10 manual moves auto-solve finds a line from there and plays it to the win', async () => {
  // Draw 3 deal 12345, 45 moves before the end of the line; the manual moves leave it.
  const preset = 'klondike/draw3', seed = 12345;
  const { page, problems } = await openPage(false);
  await openNearEnd(page, preset, seed, 45);
  const m0 = (await state(page)).moves;
  for (let i = 0; i < 10; i++) {
    const s = await state(page);
    const found = i % 2 ? findTableauMove(s) : null;
    if (found) {
      const [from, k, to] = found;
      await drag(page, grip(from.cards[k].rect), centre((to.cards.at(-1) ?? to).rect), 4);
    } else {
      const stock = centre(pile(s, 'stock').rect);
      await page.mouse.click(stock.x, stock.y);
    }
    await idle(page);
  }
  assert.equal((await state(page)).moves, m0 + 10);
  await waitSolver(page, (s) => s.verdict === 'winnable' || s.verdict === 'not-winnable');
  assert.equal((await solver(page)).verdict, 'winnable', `${seed}: still winnable after 10 moves`);
  const { played, line } = await autoSolve(page, `${preset}/${seed} after 10 moves`);
  console.log(`after 10 manual moves, moves played / line length: ${seed}: ${played}/${line}`);
  await replayWins(page, preset, seed);
  assert.deepEqual(problems, []);
});

test('an undo in the middle of auto-solve stops it; Auto-solve again finishes the same line', async () => {
  const preset = 'klondike/draw3', seed = 87;
  const { page, problems } = await openPage(true);
  await openNearEnd(page, preset, seed, 40);
  const whole = (await solver(page)).lineLength;
  const m0 = (await state(page)).moves;
  await press(page, 'solve');
  await page.waitForFunction((n) => window.solitaire.state().moves >= n, m0 + 15, { timeout: 60000, polling: 20 });
  await page.keyboard.press('z');
  await waitSolver(page, (s) => s.play === 'off');
  await idle(page);
  const s = await solver(page);
  assert.equal(s.message, 'Auto-solve stopped: your move.');
  assert.equal(s.verdict, 'winnable', 'the undo went back along the line');
  const at = (await state(page)).moves;
  assert.equal(s.lineLength, whole - (at - m0), 'the rest of the same line');
  const { played, line } = await autoSolve(page, `${preset}/${seed} after an undo at move ${at}`);
  console.log(`undo in the middle, moves: ${seed}: ${at} + ${played}/${line} (line ${whole})`);
  await replayWins(page, preset, seed);
  assert.deepEqual(problems, []);
});

// Plays the hinted move with the mouse: the stock is clicked, cards are dragged.
async function playHint(page, hint) {
  const s = await state(page);
  if (hint.text === 'S' || hint.text === 'R') {
    const stock = centre(pile(s, 'stock').rect);
    await page.mouse.click(stock.x, stock.y);
    return;
  }
  const [from, to] = hint.rects;
  await drag(page, grip(from), centre(to ?? from), 3);
}

for (const [seeds, autoMove] of (process.env.HINT_SEEDS ? [[process.env.HINT_SEEDS.split(',').map(Number), false]] : [[[12345], false], [[255], true]])) {
  test(`hints followed one by one win draw 3 deals ${seeds.join(' ')} from 25 moves before the end and never come back to a position (automatic moves ${autoMove ? 'on' : 'off'})`, async () => {
    const preset = 'klondike/draw3';
    const { page, problems } = await openPage(autoMove);
    const report = [];
    for (const seed of seeds) {
      await openNearEnd(page, preset, seed, 25);
      const line = (await solver(page)).lineLength;
      const seen = new Set([snapshot(await state(page))]);
      let hints = 0;
      while (!(await state(page)).won) {
        assert.ok(hints < 400, `${seed}: no win after ${hints} hints`);
        await press(page, 'hint');
        await waitSolver(page, (s) => s.hint !== null && s.hint.rects.length > 0, null, 30000);
        const { hint } = await solver(page);
        if (!hint.winning) console.log(JSON.stringify({ solver: await solver(page), moves: (await state(page)).moves, played: await playedMoves(page) }));
        assert.equal(hint.winning, true, `${seed}: hint ${hints + 1} is from a winning line`);
        const moves = (await state(page)).moves;
        await playHint(page, hint);
        await page.waitForFunction((n) => window.solitaire.state().moves > n, moves, { timeout: 10000 });
        const s = await idle(page);
        const played = await playedMoves(page);
        assert.equal(played[moves], hint.bits, `${seed}: the mouse played the hinted ${hint.text}`);
        const key = snapshot(s);
        assert.ok(!seen.has(key), `${seed}: hint ${hints + 1} (${hint.text}) came back to a position`);
        seen.add(key);
        hints++;
      }
      report.push(`${seed}: ${hints} hints, ${(await state(page)).moves} moves, line ${line}`);
      await replayWins(page, preset, seed);
      assert.equal((await state(page)).assist, 'hints');
      assert.equal((await state(page)).ui.dialogs.win, true);
    }
    const stats = await page.evaluate((p) => window.solitaire.stats(p), preset);
    assert.equal(stats.won, seeds.length);
    assert.equal(stats.wonWithHints, seeds.length);
    assert.equal(stats.solvedByComputer, 0);
    assert.equal(stats.fewestMoves, null, 'a win with hints sets no record');
    console.log(`hints followed: ${report.join(', ')}`);
    assert.deepEqual(problems, []);
  });
}

test('a hint on a position that cannot be won is a legal move, said not to win', async () => {
  // Draw 3 deal 8: `solitaire solve klondike-draw3 8` proves it unwinnable at once.
  const { page, problems } = await shared.open('#/klondike/draw3/8', { live: true, solver: { stepMs: STEP_MS } });
  await waitSolver(page, (s) => s.verdict === 'not-winnable');
  await press(page, 'hint');
  await waitSolver(page, (s) => s.hint !== null && s.hint.rects.length > 0);
  const { hint, message } = await solver(page);
  assert.equal(hint.winning, false);
  assert.match(message, /not a winning line|guess/);
  const r = call({ preset: 'klondike/draw3', seed: '8', moves: [hint.bits] });
  assert.equal(r.status, 'replayed', `the hinted move ${hint.text} is legal: ${JSON.stringify(r)}`);
  await playHint(page, hint);
  await page.waitForFunction(() => window.solitaire.state().moves === 1, null, { timeout: 10000 });
  assert.deepEqual(problems, []);
});

test('near a position whose search ran out of time, a move gets a short search, not a full one', async () => {
  // Draw 3 deal 506 stays undecided for far longer than the page's 15 s (README); the test
  // sets the budget (3 s) so as not to wait out the player's default.
  // Each request is read from lastAsk (the last one asked, kept after its answer), not caught
  // while it runs: a 0.3 s search can end between two looks on a loaded machine.
  const { page, problems } = await shared.open('#/klondike/draw3/506',
    { live: true, solver: { stepMs: STEP_MS, budgetMs: BUDGET_MS } });
  await waitSolver(page, (s) => s.verdict === 'unknown', null, 40000);
  let ask = (await solver(page)).lastAsk;
  assert.equal(ask.budgetMs, BUDGET_MS, 'the deal itself gets the full budget');
  const stock = centre(pile(await state(page), 'stock').rect);
  await page.mouse.click(stock.x, stock.y);
  await waitSolver(page, (s, n) => s.lastAsk.count > n, ask.count);
  ask = (await solver(page)).lastAsk;
  assert.equal(ask.budgetMs, BUDGET_MS / 10, 'one move on: a short look');
  // A move while it runs cancels it and asks about the new position.
  await page.mouse.click(stock.x, stock.y);
  await page.waitForFunction(() => window.solitaire.state().moves === 2);
  await waitSolver(page, (s, n) => s.lastAsk.count > n && s.verdict === 'unknown', ask.count);
  ask = (await solver(page)).lastAsk;
  // Asked for by the player, the position gets the full time again.
  await press(page, 'hint');
  await waitSolver(page, (s, n) => s.lastAsk.count > n, ask.count);
  assert.equal((await solver(page)).lastAsk.budgetMs, BUDGET_MS, 'asked for: the full budget');
  assert.deepEqual(problems, []);
});
