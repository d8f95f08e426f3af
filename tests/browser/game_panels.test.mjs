// The menus and dialogs, played with the mouse: Share copies the deal's link, Statistics
// shows the stored counts, Help opens and closes. state().ui names every clickable item.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserAndServer } from './harness.mjs';
import { centre, clickSettled, idle, pile, resetTo, sharedPage, state } from './game_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
// One page for the file (allowed to use the clipboard), reset between tests.
const shared = sharedPage(() => ({ browser, url: server.url }),
  { permissions: ['clipboard-read', 'clipboard-write'] });

// Clicks the menu or dialog item `name` once it is on screen and has stayed put.
async function click(page, name) {
  const r = await clickSettled(page, (n) => window.solitaire.state().ui.items[n], name, 40);
  assert.ok(r, `no "${name}" item on screen: ${JSON.stringify((await state(page)).ui.items)}`);
}
const dialogs = async (page) => (await state(page)).ui.dialogs;
const waitDialog = (page, name, open) => page.waitForFunction(([n, o]) =>
  window.solitaire.state().ui.dialogs[n] === o, [name, open], { timeout: 10000 });

test('Share copies the link of this very deal and says so', async () => {
  const { page } = await shared.open('#/klondike/draw3/4242');
  await click(page, 'game');
  await click(page, 'share');
  await page.waitForFunction(() => window.solitaire.notices.some((n) => n.includes('copied')),
    null, { timeout: 10000 });
  const notice = (await page.evaluate(() => window.solitaire.notices)).find((n) => n.includes('copied'));
  assert.match(notice, /#\/klondike\/draw3\/4242$/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(new URL(copied).hash, '#/klondike/draw3/4242');
  // The link opens the same deal, card for card (from another deal, with storage cleared).
  const before = (await state(page)).piles;
  const after = await resetTo(page, new URL(copied).hash);
  assert.deepEqual(after.piles.map((p) => p.cards.map((c) => c.card)),
    before.map((p) => p.cards.map((c) => c.card)));
});

test('a played deal is counted, and Statistics opens and closes', async () => {
  const { page } = await shared.open('#/klondike/draw1/3');
  const stock = centre(pile(await state(page), 'stock').rect);
  await page.mouse.click(stock.x, stock.y); // a move: the deal counts as played
  await idle(page);
  const stored = await page.evaluate(() => window.solitaire.stats('klondike/draw1'));
  assert.equal(stored.played, 1);
  await click(page, 'game');
  await click(page, 'stats');
  // The statistics screen is the page's dialog (web/stats-ui.js; tests/browser/stats_screen.test.mjs).
  await page.waitForFunction(() => window.solitaire.pageDialog() === 'stats-dialog', null, { timeout: 10000 });
  assert.equal((await dialogs(page)).help, false);
  await page.click('#stats-close');
  assert.equal(await page.evaluate(() => window.solitaire.pageDialog()), null);
});

test('Help opens How to play and About, and each closes', async () => {
  const { page, problems } = await shared.open('#/klondike/draw1/3');
  await click(page, 'help');
  await click(page, 'howToPlay');
  await waitDialog(page, 'help', true);
  await click(page, 'helpClose');
  await waitDialog(page, 'help', false);
  await click(page, 'help');
  await click(page, 'about');
  await waitDialog(page, 'about', true);
  await click(page, 'aboutClose');
  await waitDialog(page, 'about', false);
  // The table underneath is untouched by all this.
  assert.equal((await state(page)).moves, 0);
  assert.deepEqual(problems, []);
});
