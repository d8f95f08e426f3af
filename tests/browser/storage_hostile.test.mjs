// Hostile saved data (issue 16): each damaged record is set aside or repaired with a
// notice, the page keeps a deal on the table, and nothing reaches Object.prototype.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserAndServer } from './harness.mjs';
import { centre, idle, openGame, pile, state } from './game_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});

const notices = (page) => page.evaluate(() => window.solitaire.notices.slice());
const GOOD_SETTINGS = JSON.stringify({ v: 1, autoMove: false, tapToMove: true });

// Opens the page at `hash` with `records` (key -> raw text) stored before the first load.
async function openWith(records, hash = '') {
  // A cold load: the records are read as the page starts.
  const { page, context, problems } = await openGame(browser, server.url, hash,
    { records: { 'solitaire.settings': GOOD_SETTINGS, ...records } });
  return { page, context, problems };
}

// Draws from the stock: a move of the player's, which saves the game and the statistics.
async function drawOnce(page) {
  const s = await state(page);
  const at = centre(pile(s, 'stock').rect);
  await page.mouse.click(at.x, at.y);
  await idle(page);
  return state(page);
}

async function reload(page) {
  await page.reload();
  await page.waitForFunction(() => window.solitaire && window.solitaire.ready && window.solitaire.state(),
    null, { timeout: 30000 });
  await idle(page);
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
  const { page, context, problems } = await openWith({ 'solitaire.game': game({ elapsedMs: 1e130 }) });
  assert.ok((await notices(page)).some((n) => /clock starts from 0/.test(n)), (await notices(page)).join(' / '));
  let s = await healthy(page, problems);
  assert.equal(s.seed, '3', 'the saved deal is kept');
  s = await drawOnce(page);
  await healthy(page, problems);
  await reload(page);
  s = await healthy(page, problems);
  assert.equal(s.seed, '3');
  assert.equal(s.moves, 1, 'the move made after the repair is kept');
  await context.close();
});

test('a move stored as 1e21 leaves the saved deal on the table, afresh, with a notice', async () => {
  const { page, context, problems } = await openWith({ 'solitaire.game': game({ moves: [1e21] }) });
  const s = await healthy(page, problems);
  assert.equal(s.seed, '3');
  assert.equal(s.moves, 0);
  assert.ok((await notices(page)).some((n) => /moves could not be read/.test(n)));
  await page.keyboard.press('n');  // the game answers keys: a new deal opens
  await idle(page);
  assert.notEqual((await state(page)).seed, '3');
  await context.close();
});

test('a seed beyond 2^64 - 1 is set aside, not opened as another deal', async () => {
  const raw = game({ seed: '99999999999999999999', moves: [1] });
  const { page, context, problems } = await openWith({ 'solitaire.game': raw });
  const s = await healthy(page, problems);
  assert.notEqual(s.seed, '18446744073709551615');
  assert.ok((await notices(page)).some((n) => /saved game could not be read/.test(n)));
  assert.equal(await page.evaluate(() => localStorage.getItem('solitaire.setaside.game')), raw,
    'the record is kept aside, not destroyed');
  assert.match(await page.evaluate(() => location.hash), /^#\/klondike\/[a-z0-9-]+\/[0-9]+$/);
  await context.close();
});

test('statistics naming "__proto__" cannot pollute Object.prototype', async () => {
  const stats = '{"v":1,"variants":{"klondike/draw1":{"played":4,"won":2},"__proto__":{"played":1,"won":0,"bank":5}},' +
    '"current":{"key":"__proto__/1","preset":"__proto__","won":false,"score":5}}';
  const { page, context, problems } = await openWith({ 'solitaire.stats': stats }, '#/klondike/draw1/3');
  await drawOnce(page);
  await healthy(page, problems);
  assert.equal(await page.evaluate(() => ({}).bank), undefined);
  assert.equal(await page.evaluate(() => Object.prototype.hasOwnProperty.call(Object.prototype, 'played')), false);
  const st = await page.evaluate(() => window.solitaire.stats('klondike/draw1'));
  assert.equal(st.played, 5, 'the good variant is kept and counts the new deal');
  assert.equal(st.won, 2);
  assert.ok((await notices(page)).some((n) => /statistics could not be read and were set aside; the rest is kept/.test(n)));
  await context.close();
});

test('damaged records of every kind: never an error panel or a blank table', async () => {
  const cases = [
    { 'solitaire.game': '{"v":1,"preset":"klondike/draw1","seed":"3","moves":"1,2","elapsedMs":0}' },
    { 'solitaire.game': '{"v":1,"preset":"klondike/draw1","seed":"3","moves":[1.5],"elapsedMs":-1}' },
    { 'solitaire.game': '{"v":1,"preset":"klondike/draw1","seed":"3","moves":[],"elapsedMs":"NaN","assist":"all"}' },
    { 'solitaire.game': '{"v":1,"preset":"<img src=x onerror=alert(1)>","seed":"3","moves":[],"elapsedMs":0}' },
    { 'solitaire.game': '{"v":1,"preset":"klondike/draw1","seed":"-3","moves":[],"elapsedMs":0}' },
    { 'solitaire.game': '{"v":1,"preset":"spider/nothing","seed":"3","moves":[],"elapsedMs":0}' },
    { 'solitaire.game': 'null' },
    { 'solitaire.game': '[1,2,3]' },
    { 'solitaire.stats': '{"v":1,"variants":[],"current":null}' },
    { 'solitaire.stats': '{"v":1,"variants":{"klondike/draw1":{"played":-1,"won":"a"}},"current":7}' },
    { 'solitaire.stats': '{"v":1,"variants":{"constructor":{"played":1,"won":0}},"current":null}' },
    { 'solitaire.settings': '{"v":1,"autoMove":"yes"}' },
    { 'solitaire.settings': '{"v":1,"autoMove":true,"__proto__":{"polluted":1}}' },
    { 'solitaire.solver': '{"v":1,"liveVerdict":"on","stepMs":1e300}' },
    { 'solitaire.solver': '{"v":1,"winnableOnly":true,"extra":1}' },
  ];
  for (const records of cases) {
    const { page, context, problems } = await openWith(records);
    await healthy(page, problems).catch((e) => assert.fail(`${JSON.stringify(records)}: ${e.message}`));
    assert.ok((await notices(page)).some((n) => /saved|statistics|options|solver/.test(n)),
      `${JSON.stringify(records)}: a notice (${(await notices(page)).join(' / ')})`);
    assert.equal(await page.evaluate(() => ({}).polluted), undefined);
    await drawOnce(page);
    await healthy(page, problems);
    await context.close();
  }
});
