// What ends a game asks first (issue 17, items 3 and 5; issue 26, item 2), in each game: a
// change of variant, "Winnable deals only", Restart and New deal during a game show a
// question; Cancel keeps the game exactly and "From the next deal" keeps it too (the next
// deal takes the change). A game without a move changes at once. Restart, once answered, starts the clock, the moves and
// the score again, as a new game of the deal would. Vegas money reads -$52.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserAndServer } from './harness.mjs';
import { idle, sharedPage, state } from './game_helpers.mjs';
import { solver, waitSolver } from './solver_helpers.mjs';
import { GAMES, dialogs, fingerprint, menu, pressSettled, stockMove, waitDialog } from './game_session.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
// One page for the file, reset between tests through the URL and storage.
const shared = sharedPage(() => ({ browser, url: server.url }));

const notices = (page) => page.evaluate(() => window.solitaire.notices.slice());

// Asks for the change `ask()` makes, answers `answer` (an item of the question) and
// returns the table once the question is gone.
async function answered(page, ask, answer) {
  await ask();
  await waitDialog(page, 'confirm');
  await menu(page, answer);
  await waitDialog(page, 'confirm', false);
  return idle(page);
}

for (const g of GAMES) {
  test(`${g.name}: the variant, "Winnable deals only" and Restart ask before they end a game`, async () => {
    const { page, problems } = await shared.open(`#/${g.preset}/777`);
    const toOther = () => menu(page, 'variant', `variant-${g.game}`, `variant:${g.other}`);
    // No move yet: the variant changes at once.
    await toOther();
    let s = await page.waitForFunction((p) => window.solitaire.state().preset === p, g.other).then(() => idle(page));
    assert.equal((await dialogs(page)).confirm, false, 'a game not started changes at once');
    await page.evaluate((p) => { location.hash = `#/${p}/777`; }, g.preset);
    await page.waitForFunction((p) => window.solitaire.state().preset === p, g.preset);
    await stockMove(page);
    await page.waitForTimeout(1100); // the clock passes 0:01
    s = await stockMove(page);
    const before = fingerprint(s);
    assert.equal(before.moves, 2);
    assert.notEqual(s.clock, '0:00');

    // The variant: Cancel, then "From the next deal".
    s = await answered(page, toOther, 'confirmCancel');
    assert.deepEqual(fingerprint(s), before, 'Cancel keeps the game exactly');
    assert.equal(s.nextVariant, null);
    s = await answered(page, toOther, 'confirmNext');
    assert.deepEqual(fingerprint(s), before, '"From the next deal" keeps the game');
    assert.equal(s.nextVariant, g.other);
    assert.ok((await notices(page)).some((n) => /starts with your next deal/.test(n)));

    // Winnable deals only: Cancel turns it off again, "From the next deal" keeps it on.
    for (const answer of ['confirmCancel', 'confirmNext']) {
      s = await answered(page, async () => {
        await pressSettled(page, 'options');
        await waitSolver(page, (b) => b.buttons.winnableOnly);
        await pressSettled(page, 'winnableOnly');
      }, answer);
      assert.deepEqual(fingerprint(s), before, `winnable deals only, ${answer}: the game is kept`);
      const on = (await solver(page)).winnableOnly;
      assert.equal(on, answer === 'confirmNext', `${answer}: winnable deals only is ${on}`);
      assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('solitaire.solver'))).winnableOnly, on);
      if (on) break;
    }
    await page.keyboard.press('Escape'); // the Solver... popup, if it is still open
    await idle(page);
    // Off again for the rest (no question: it only asks when it turns on).
    await pressSettled(page, 'options');
    await waitSolver(page, (b) => b.buttons.winnableOnly);
    await pressSettled(page, 'winnableOnly');
    await waitSolver(page, (b) => !b.winnableOnly);
    await page.keyboard.press('Escape');
    await idle(page);
    assert.equal((await dialogs(page)).confirm, false);

    // Restart: Cancel keeps the game; Restart takes everything back, clock and score too.
    s = await answered(page, () => menu(page, 'game', 'restart'), 'confirmCancel');
    assert.deepEqual(fingerprint(s), before, 'Cancel keeps the game');
    s = await answered(page, () => menu(page, 'game', 'restart'), 'confirmNow');
    assert.equal(s.moves, 0);
    assert.equal(s.clock, '0:00');
    assert.ok(s.timeMs < 100, `time ${s.timeMs} ms`);
    assert.equal(s.score, g.fresh);
    assert.equal(s.canRedo, false, 'a new game of the deal has nothing to redo');
    assert.match(s.ui.status, / 0:00 /);
    s = await stockMove(page);
    assert.ok(s.timeMs < 1000, `the clock starts again from 0: ${s.timeMs} ms`);

    // New deal (N) asks too while a game is in progress (issue 26): Cancel keeps the game;
    // "New deal" deals, of the variant chosen for the next deal; no "From the next deal".
    const during = fingerprint(s);
    s = await answered(page, () => page.keyboard.press('n'), 'confirmCancel');
    assert.deepEqual(fingerprint(s), during, 'Cancel keeps the game');
    await page.keyboard.press('n');
    await waitDialog(page, 'confirm');
    assert.equal((await state(page)).ui.items.confirmNext, undefined, 'a new deal cannot wait');
    await menu(page, 'confirmNow');
    s = await page.waitForFunction((p) => window.solitaire.state().preset === p, g.other).then(() => idle(page));
    assert.equal(s.moves, 0);
    assert.equal(s.nextVariant, null);
    assert.equal(page.url().split('#')[1], `/${g.other}/${s.seed}`, 'the URL names the new deal');
    await stockMove(page);
    s = await answered(page, () => menu(page, 'variant', `variant-${g.game}`, `variant:${g.preset}`), 'confirmNow');
    await page.waitForFunction((p) => window.solitaire.state().preset === p, g.preset);
    assert.equal((await idle(page)).moves, 0);
    assert.deepEqual(problems.filter((p) => !/solver|worker/i.test(p)), []);
  });
}

test('Vegas money reads -$52 in the status bar and in the statistics', async () => {
  const { page, problems } = await shared.open('#/klondike/draw1-vegas/5');
  let s = await state(page);
  assert.equal(s.score, -52);
  assert.match(s.ui.status, /Score -\$52 +Total -\$52/);
  assert.doesNotMatch(s.ui.status, /\$-/);
  await stockMove(page);
  await menu(page, 'game', 'stats');
  await page.waitForFunction(() => window.solitaire.pageDialog() === 'stats-dialog');
  const row = await page.locator('#stats-variants tr', { hasText: 'draw 1, Vegas' }).textContent();
  assert.match(row, /\(total -\$52\)/);
  assert.doesNotMatch(await page.locator('#stats-dialog').textContent(), /\$-/);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.solitaire.pageDialog() === null);
  // A narrow screen's status bar too.
  await page.setViewportSize({ width: 390, height: 844 });
  s = await idle(page);
  assert.match(s.ui.status, /-\$52 \(total -\$52\)/);
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.deepEqual(problems, []);
});
