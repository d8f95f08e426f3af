// The keyboard and small feedback (issue 17, items 4 and 7), in each game: F1 opens How to
// play, which explains Hint, Auto-solve, the verdict, the stock's badge and the keys;
// N does nothing behind a dialog and Escape closes it (the module's and the page's); F10
// and Alt open the menu bar, whose menus the arrows and Enter work; H shows a hint and A
// starts and stops auto-solve; the cards picked up are outlined in another colour than the
// keyboard cursor, and thicker; a click on a card that cannot move shakes it (an outline
// with reduced motion); the Solver... popup covers neither its button nor the verdict.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FULL_SCALE, screenshotPath, withBrowserAndServer } from './harness.mjs';
import { centre, coldLoad, idle, pauseClock, sharedPage, state, top } from './game_helpers.mjs';
import { decodePng } from './png.mjs';
import { solver, waitSolver } from './solver_helpers.mjs';
import { GAMES, menu, pressSettled, stockMove, waitDialog } from './game_session.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
// One page for the file's tests, reset between them through the URL and storage; the
// shakes have a second, on Playwright's clock (the test stops it and moves it on), loaded
// cold for each game (its keyboard cursor starts where a new page puts it).
// Full scale: the cards picked up are told from the cursor by their pixels.
const shared = sharedPage(() => ({ browser, url: server.url }), FULL_SCALE);
const clocked = sharedPage(() => ({ browser, url: server.url }), { clock: true, ...FULL_SCALE });

const keysState = async (page) => (await state(page)).keys;
// Presses `key` and waits a few frames for it to be taken.
async function key(page, name) {
  await page.keyboard.press(name);
  await idle(page);
}

for (const g of GAMES) {
  test(`${g.name}: F1, Escape, N behind a dialog, F10 and Alt into the menus, H and A`, async () => {
    const { page, problems } = await shared.open(`#/${g.preset}/17`);
    const seed = (await state(page)).seed;
    // F1: How to play, which explains the solver bar and the keys.
    await key(page, 'F1');
    let s = await state(page);
    assert.equal(s.ui.dialogs.help, true, 'F1 opens How to play');
    for (const words of [/Hint \(H\)/, /Auto-solve \(A\)/, /Winnable, Not winnable from here, Checking/, /Unknown/,
      /F10 or Alt/, /Escape/, /F1/]) assert.match(s.ui.helpText, words);
    assert.match(s.ui.helpText, /The number on the stock is the (cards|deals) left/, 'the stock badge is explained');
    if (g.game === 'pyramid') assert.match(s.ui.helpText, /\u21BB2 beside it/, 'its redeals too');
    await key(page, 'n');
    s = await state(page);
    assert.equal(s.seed, seed, 'N behind How to play deals nothing');
    assert.equal(s.ui.dialogs.help, true);
    await key(page, 'Escape');
    assert.equal((await state(page)).ui.dialogs.help, false, 'Escape closes How to play');

    // F10: the menu bar; Down opens the Game menu, Enter chooses its first item: New deal.
    await key(page, 'F10');
    assert.equal((await keysState(page)).menuBar, true, 'F10 puts the menu bar under the keyboard');
    await key(page, 'ArrowDown');
    assert.ok((await state(page)).ui.items.newDeal, 'Down opens the Game menu');
    await key(page, 'Enter');
    s = await page.waitForFunction((sd) => window.solitaire.state().seed !== sd, seed).then(() => idle(page));
    assert.equal((await keysState(page)).popups, 0, 'the menu closes on its choice');

    // Alt, then Right to the Help menu, Enter, then Down to About and Enter.
    await key(page, 'Alt');
    assert.equal((await keysState(page)).menuBar, true, 'Alt puts the menu bar under the keyboard');
    for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter']) await key(page, k);
    assert.ok((await state(page)).ui.items.about, 'the Help menu is open');
    await key(page, 'ArrowDown');
    await key(page, 'Enter');
    await waitDialog(page, 'about');
    const dealt = (await state(page)).seed;
    await key(page, 'n');
    assert.equal((await state(page)).seed, dealt, 'N behind About deals nothing');
    await key(page, 'Escape');
    await waitDialog(page, 'about', false);
    // Escape leaves an open menu, and the table has the keys again.
    await key(page, 'F10');
    await key(page, 'ArrowDown');
    await key(page, 'Escape');
    await key(page, 'Escape');
    assert.deepEqual(await keysState(page), { popups: 0, menuBar: false, nav: false });
    await key(page, 'n');
    await page.waitForFunction((sd) => window.solitaire.state().seed !== sd, dealt);

    // H: a hint; A: auto-solve on, A again: off.
    await key(page, 'h');
    await waitSolver(page, (b) => b.hint !== null, undefined, 45000);
    await key(page, 'a');
    await waitSolver(page, (b) => b.play !== 'off' || b.message !== '', undefined, 45000);
    if ((await solver(page)).play !== 'off') {
      await key(page, 'a');
      await waitSolver(page, (b) => b.play === 'off');
    }
    assert.deepEqual(problems.filter((p) => !/solver|worker/i.test(p)), []);
  });

  test(`${g.name}: the cards picked up look unlike the cursor; a refused card shakes`, async () => {
    // A cold load per game (the keyboard cursor starts where a new page puts it), in one
    // context on Playwright's clock for the three.
    const { page, problems } = clocked.current ? await coldLoad(clocked.current, server.url, `#/${g.preset}/781`)
      : await clocked.open(`#/${g.preset}/781`);
    for (const reduced of [false, true]) {
      await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
      await page.waitForFunction((r) => window.solitaire.state().reducedMotion === r, reduced);
      if (!reduced) {
        // Pick up cards with the keyboard, then move the cursor off them.
        await key(page, 'ArrowDown'); // the cursor shows
        // Tab and Shift+Tab walk the piles in the table's order.
        const at = (await state(page)).cursor;
        await key(page, 'Tab');
        assert.equal((await state(page)).cursor, at + 1, 'Tab: the next pile');
        await key(page, 'Shift+Tab');
        assert.equal((await state(page)).cursor, at, 'Shift+Tab: the pile before');
        if (g.game !== 'pyramid') await key(page, 'ArrowDown'); // the tableau's row
        let s = await state(page);
        for (let i = 0; i < 12 && s.held < 0; i++) {
          await key(page, 'ArrowRight');
          await key(page, 'Space');
          s = await state(page);
        }
        assert.ok(s.held >= 0, 'cards picked up');
        await key(page, 'ArrowRight');
        s = await state(page);
        assert.notEqual(s.cursor, s.held);
        const shot = decodePng(await page.screenshot({ path: screenshotPath(`held-${g.game}.png`) }));
        // Left of each outlined card, from its edge outwards: the outline's pixels.
        const band = (r) => [1, 2, 3, 4, 5].map((d) => shot.pixel(Math.round(r[0] - d), Math.round(r[1] + r[3] / 2)));
        const held = s.piles[s.held], cursor = s.piles[s.cursor];
        const heldBand = band((top(held) ?? held).rect), cursorBand = band((top(cursor) ?? cursor).rect);
        const blue = (p) => p[2] > p[0] + 80, amber = (p) => p[0] > p[2] + 80;
        assert.ok(heldBand.slice(1, 3).every(blue), `the cards picked up: blue ${JSON.stringify(heldBand)}`);
        assert.ok(cursorBand.slice(1, 3).every(amber), `the cursor: amber ${JSON.stringify(cursorBand)}`);
        assert.ok(heldBand.filter(blue).length > cursorBand.filter(amber).length,
          `the picked-up outline is thicker: ${heldBand.filter(blue).length} px against ${cursorBand.filter(amber).length}`);
        await key(page, 'Escape');
      }
      // A face-up card with no move: a click on it tries, and fails.
      const s = await state(page);
      let shook = null;
      for (const [index, p] of s.piles.entries()) {
        if (p.kind !== 'tableau' && p.kind !== 'place') continue;
        const c = top(p);
        if (!c || !c.up) continue;
        const before = await state(page);
        const at = centre(c.rect);
        const seen = await clickOnClock(page, at);
        const after = await idle(page);
        if (after.moves !== before.moves || after.selected >= 0) {
          // It moved (or, in Pyramid, was chosen for a pair): take it back, try another.
          if (after.moves !== before.moves) await key(page, 'z');
          else await page.mouse.click(at.x, at.y);
          await idle(page);
          continue;
        }
        shook = { index, seen, count: after.shake.count - before.shake.count };
        break;
      }
      assert.ok(shook, 'a card with no move to click');
      assert.equal(shook.count, 1, 'the click was refused with a shake');
      const on = shook.seen.filter((x) => x.on);
      assert.ok(on.length >= 10, `the shake lasted its 320 ms: ${on.length} frames of 16 ms`);
      assert.ok(on.every((x) => x.pile === shook.index), 'the card clicked is the one that shook');
      assert.equal(shook.seen.at(-1).on, false, 'and then it stopped');
      const dx = on.map((x) => x.dx);
      if (reduced) assert.ok(dx.every((x) => x === 0), `no motion: ${dx}`);
      else assert.ok(dx.filter((x) => Math.abs(x) > 0.5).length >= 5, `the card moved to and fro: ${dx}`);
    }
    assert.deepEqual(problems.filter((p) => !/solver|worker/i.test(p)), []);
  });
}

// Clicks `at` with the page's clock stopped, then moves the clock on by 16 ms at a time (one
// frame each) and reads the refused card's shake after each frame, until it is over: the
// shake frame by frame in the game's own time, however slowly the machine draws them.
async function clickOnClock(page, at) {
  const before = (await state(page)).shake.count;
  await pauseClock(page);
  await page.mouse.click(at.x, at.y);
  const seen = [];
  for (let i = 0; i < 60; i++) {
    await page.clock.runFor(16);
    const { shake } = await state(page);
    if (shake.count === before) continue;
    seen.push(shake);
    if (!shake.on) break;
  }
  await page.clock.resume();
  return seen;
}

test('the page\'s dialogs: N does nothing behind them, typed in them or not, and Escape closes them', async () => {
  const { page, problems } = await shared.open('#/klondike/draw1/5');
  const seed = (await state(page)).seed;
  for (const [item, id] of [['stats', 'stats-dialog'], ['selectDeal', 'deal-dialog']]) {
    await menu(page, 'game', item);
    await page.waitForFunction(() => window.solitaire.pageDialog() !== null);
    const open = await page.evaluate(() => window.solitaire.pageDialog());
    if (item === 'stats') assert.equal(open, id);
    await page.keyboard.press('n');
    await page.mouse.click(5, 400); // the backdrop: the focus leaves the dialog
    await page.keyboard.press('n');
    await idle(page);
    assert.equal((await state(page)).seed, seed, `N behind ${open} deals nothing`);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.solitaire.pageDialog() === null, null, { timeout: 5000 });
  }
  assert.deepEqual(problems, []);
});

test('the Solver... popup covers neither its button nor the verdict', async () => {
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    const { page } = await shared.open('#/klondike/draw1/7', { live: true });
    await page.setViewportSize({ width: w, height: h });
    await waitSolver(page, (s) => s.verdict !== 'checking' && s.verdict !== 'off' && s.buttons.verdict);
    await pressSettled(page, 'options');
    await waitSolver(page, (s) => s.buttons.popup && s.buttons.winnableOnly);
    await page.waitForTimeout(100); // the popup is placed in its second frame
    const b = (await solver(page)).buttons;
    const overlaps = (a, c) => a[0] < c[0] + c[2] && c[0] < a[0] + a[2] && a[1] < c[1] + c[3] && c[1] < a[1] + a[3];
    assert.ok(!overlaps(b.popup, b.options), `${w}x${h}: popup ${b.popup} over its button ${b.options}`);
    assert.ok(!overlaps(b.popup, b.verdict), `${w}x${h}: popup ${b.popup} over the verdict ${b.verdict}`);
    assert.ok(b.popup[0] >= 0 && b.popup[1] >= 0 && b.popup[0] + b.popup[2] <= w, `${w}x${h}: on screen ${b.popup}`);
    await page.keyboard.press('Escape');
    await waitSolver(page, (s) => !s.buttons.popup);
  }
  await shared.current.page.setViewportSize({ width: 1280, height: 800 });
});

// A click on an item of the menu bar leaves ImGui's navigation on the bar, as the keyboard
// does; only the keyboard's may hold the table's clicks back (a tap on Undo, then on a
// card, must play the card at once).
test('after a click on Undo or the sound toggle in the menu bar, the next click on the table plays', async () => {
  const { page, problems } = await shared.open('#/klondike/draw1/3');
  const clickBar = async (pattern) => {
    const w = (await state(page)).widgets.find((x) => x.window === '##MainMenuBar' && pattern.test(x.label));
    assert.ok(w, `a ${pattern} item in the menu bar`);
    await page.mouse.click(w.rect[0] + w.rect[2] / 2, w.rect[1] + w.rect[3] / 2);
    return idle(page);
  };
  assert.equal((await stockMove(page)).moves, 1);
  assert.equal((await clickBar(/undo/i)).moves, 0, 'Undo in the bar undid the draw');
  assert.equal((await stockMove(page)).moves, 1, 'the click after Undo played');
  await clickBar(/sound/i);
  assert.equal((await stockMove(page)).moves, 2, 'the click after the sound note played');
  assert.equal((await keysState(page)).menuBar, false);
  assert.deepEqual(problems, []);
});
