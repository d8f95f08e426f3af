// A phone: 390x844 CSS pixels at 3 device pixels each, touch only. A tap and a finger
// drag each play a move; the screenshot shows how the table fits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshotPath, withBrowserAndServer } from './harness.mjs';
import { centre, grip, idle, pile, sharedPage, state, top } from './game_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
// One phone page for the file, reset between tests through the URL and storage.
const shared = sharedPage(() => ({ browser, url: server.url }), PHONE);

// A finger drag through the DevTools protocol: touchStart, moves, touchEnd.
async function touchDrag(page, from, to, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type, p) => cdp.send('Input.dispatchTouchEvent',
    { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
  await send('touchStart', from);
  for (let i = 1; i <= steps; i++) {
    await send('touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
    await page.waitForTimeout(15);
  }
  await send('touchEnd');
  await cdp.detach();
}

test('on a phone a tap and a finger drag each play a move', async () => {
  const { page, problems } = await shared.open('#/klondike/draw1/1');
  let s = await state(page);
  await page.screenshot({ path: screenshotPath('game-phone-390x844.png') });
  // Everything fits the narrow screen.
  for (const p of s.piles) assert.ok(p.rect[0] >= 0 && p.rect[0] + p.rect[2] <= 390, `${p.name} fits across`);

  // Tap: the ace of hearts goes home.
  const ace = top(pile(s, 'tableau-7'));
  await page.touchscreen.tap(centre(ace.rect).x, centre(ace.rect).y);
  s = await idle(page);
  assert.equal(top(pile(s, 'foundation-H')).card, 'AH');

  // Drag: the two of spades (pile 5) onto the three of hearts (pile 2).
  const two = top(pile(s, 'tableau-5'));
  assert.equal(two.card, '2S');
  await touchDrag(page, grip(two.rect), centre(top(pile(s, 'tableau-2')).rect));
  s = await idle(page);
  assert.equal(top(pile(s, 'tableau-2')).card, '2S');
  assert.equal(s.moves, 2);

  // Tap the stock: it draws.
  const stock = centre(pile(s, 'stock').rect);
  await page.touchscreen.tap(stock.x, stock.y);
  s = await idle(page);
  assert.equal(pile(s, 'waste').cards.length, 1);
  assert.deepEqual(problems, []);
});

// Issue 26: a double tap on AS (pile 4 of draw 3 deal 31337) sent it home, and its second tap
// then played the 6 of hearts it uncovered onto pile 1. The rule is the core's (a double acts
// once, on the card first tapped: tests/shell/core_input_test.cpp); this is the phone's real
// touch events and their times reaching it.
test('on a phone a double tap acts once, on the card first tapped', async () => {
  const { page, problems } = await shared.open('#/klondike/draw3/31337');
  let s = await state(page);
  const ace = top(pile(s, 'tableau-4'));
  assert.equal(ace.card, 'AS');
  // A finger's second tap lands lower than its first, here by more than SDL's double-click
  // radius (32 px), on the 6 of hearts once AS is gone.
  const x = centre(ace.rect).x, y = ace.rect[1] + 5;
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y + 36);
  s = await idle(page);
  assert.equal(top(pile(s, 'foundation-S')).card, 'AS');
  assert.equal(top(pile(s, 'tableau-4')).card, '6H', 'the card the first tap uncovered stays');
  assert.equal(s.moves, 1);
  assert.deepEqual(problems, []);
});

// How to play on a phone (issue 26, item 4): a finger swiped up its text scrolls it, as
// every scrolling region must, and lifting the finger clicks nothing (the dialog stays).
test('on a phone a finger swipe scrolls How to play', async () => {
  const { page, problems } = await shared.open('#/klondike/draw3/1');
  await page.keyboard.press('F1');
  // The dialog sizes itself in its first frames: its text's scroll range is known after.
  await page.waitForFunction(() => window.solitaire.state().ui.helpScroll[1] > 0);
  let ui = (await idle(page)).ui;
  assert.ok(ui.helpScroll[1] > 100, `the rules run past the screen: ${ui.helpScroll}`);
  assert.equal(ui.helpScroll[0], 0);
  const [x, y, w, h] = ui.items.helpText;
  await touchDrag(page, { x: x + w / 2, y: y + h * 0.8 }, { x: x + w / 2, y: y + h * 0.3 });
  await idle(page);
  ui = (await state(page)).ui;
  assert.ok(ui.helpScroll[0] > h * 0.3, `the text moved up with the finger: ${ui.helpScroll}`);
  assert.equal(ui.dialogs.help, true, 'still open');
  // And back down.
  const scrolled = ui.helpScroll[0];
  await touchDrag(page, { x: x + w / 2, y: y + h * 0.3 }, { x: x + w / 2, y: y + h * 0.6 });
  await idle(page);
  assert.ok((await state(page)).ui.helpScroll[0] < scrolled, 'a swipe down scrolls back');
  assert.deepEqual(problems, []);
});
