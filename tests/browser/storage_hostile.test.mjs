// Hostile saved data (issue 16): each damaged record is set aside or repaired with a
// notice, the page keeps a deal on the table, and nothing reaches Object.prototype.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserAndServer } from './harness.mjs';
import { centre, idle, pile, reload, sharedPage, state } from './game_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});

const notices = (page) => page.evaluate(() => window.solitaire.notices.slice());
const GOOD_SETTINGS = JSON.stringify({ v: 1, autoMove: false, tapToMove: true });

// Opens the page at `hash` with `records` (key -> raw text) stored before the load: a cold
// load (the records are read as the page starts), in the file's one page.
const shared = sharedPage(() => ({ browser, url: server.url }));
const openWith = (records, hash = '') => shared.cold(hash, { 'solitaire.settings': GOOD_SETTINGS, ...records });

// Draws from the stock: a move of the player's, which saves the game and the statistics.
async function drawOnce(page) {
  const s = await state(page);
  const at = centre(pile(s, 'stock').rect);
  await page.mouse.click(at.x, at.y);
  await idle(page);
  return state(page);
}

async function healthy(page, problems) {
  assert.equal(await page.evaluate(() => window.solitaire.error), null, 'no error panel');
  assert.ok(await page.locator('#error').isHidden());
  const s = await state(page);
  assert.ok(s && s.piles.length > 0, 'a deal on the table');
  assert.deepEqual(problems.filter((p) => !/solver|worker/i.test(p)), []);
  return s;
}

const game = (fields) => JSON.stringify({ v: 1, preset: 'klondike/draw1', seed: '3', moves: [], elapsedMs: 0,
  won: false, ...fields });

test('a clock of 1e130 is reset with a notice, and moves and reloads keep working', async () => {
  const { page, problems } = await openWith({ 'solitaire.game': game({ elapsedMs: 1e130 }) });
  assert.ok((await notices(page)).some((n) => /clock starts from 0/.test(n)), (await notices(page)).join(' / '));
  let s = await healthy(page, problems);
  assert.equal(s.seed, '3', 'the saved deal is kept');
  s = await drawOnce(page);
  await healthy(page, problems);
  await reload(page);
  s = await healthy(page, problems);
  assert.equal(s.seed, '3');
  assert.equal(s.moves, 1, 'the move made after the repair is kept');
});

// The record checks themselves (a move stored as 1e21, a seed beyond 2^64 - 1, statistics
// naming "__proto__", and every damaged record's outcome and notice) are tested without a
// browser in tests/web/records.test.mjs and tests/web/stats.test.mjs. What stays here needs
// the page: a record the checks pass that the module refuses, and the page's own objects.
test('damaged records of every kind: never an error panel or a blank table', async () => {
  const cases = [
    // Passes the record checks (a preset is checked for its form only): the page and the
    // module refuse the unknown variant and open another deal.
    { 'solitaire.game': '{"v":1,"preset":"spider/nothing","seed":"3","moves":[],"elapsedMs":0}' },
    // Markup where a preset belongs never reaches the page as markup.
    { 'solitaire.game': '{"v":1,"preset":"<img src=x onerror=alert(1)>","seed":"3","moves":[],"elapsedMs":0}' },
    // The page's real objects: nothing reaches Object.prototype.
    { 'solitaire.settings': '{"v":1,"autoMove":true,"__proto__":{"polluted":1}}' },
    { 'solitaire.stats': '{"v":1,"variants":{"constructor":{"played":1,"won":0}},"current":null}' },
  ];
  for (const records of cases) {
    const { page, problems } = await openWith(records);
    await healthy(page, problems).catch((e) => assert.fail(`${JSON.stringify(records)}: ${e.message}`));
    assert.ok((await notices(page)).some((n) => /saved|statistics|options|solver/.test(n)),
      `${JSON.stringify(records)}: a notice (${(await notices(page)).join(' / ')})`);
    assert.equal(await page.evaluate(() => ({}).polluted), undefined);
    await drawOnce(page);
    await healthy(page, problems);
  }
});
