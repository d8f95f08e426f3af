// A game is kept as it was left (issue 17, item 7), in each game: a reload keeps the redo
// steps, and browser Back after New deal reopens the deal left, with its moves and redo,
// and a won deal won (the saved games of the last few deals are kept per deal).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserAndServer } from './harness.mjs';
import { idle, sharedPage, snapshot } from './game_helpers.mjs';
import { loadEngine, saveLineGame, solver } from './solver_helpers.mjs';
import { GAMES, fingerprint, newDealNow, reload, stockMove } from './game_session.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
// One page for the file, reset between tests through the URL and storage.
const shared = sharedPage(() => ({ browser, url: server.url }));

const seedIs = (page, seed, not = false) => page.waitForFunction(([s, n]) =>
  (window.solitaire.state().seed === s) !== n, [seed, not], { timeout: 30000 }).then(() => idle(page));

for (const g of GAMES) {
  test(`${g.name}: a reload keeps redo, and Back after New deal reopens the deal as it was`, async () => {
    const { page, problems } = await shared.open(`#/${g.preset}/780`);
    await stockMove(page);
    await stockMove(page);
    const two = await stockMove(page);
    await page.keyboard.press('z');
    let s = await idle(page);
    assert.equal(s.moves, 2);
    assert.equal(s.canRedo, true);
    const left = fingerprint(s);
    s = await reload(page);
    assert.deepEqual(fingerprint(s), left, 'the reload keeps the game and its redo');
    await page.keyboard.press('y');
    s = await idle(page);
    assert.equal(snapshot(s), snapshot(two), 'redo after the reload replays the move undone');
    await page.keyboard.press('z');
    await idle(page);

    await newDealNow(page); // the game in progress: N asks first
    await seedIs(page, left.seed, true);
    const other = (await stockMove(page)).seed; // a move on the new deal: the game in progress
    await page.goBack();
    s = await seedIs(page, left.seed);
    assert.deepEqual(fingerprint(s), left, 'Back reopens the deal as it was left, redo too');
    assert.equal(page.url().split('#')[1], `/${g.preset}/780`);
    // Played on again, the deal reopened is the same game in the statistics: counted once,
    // and the deal left for it is the one in the history as lost.
    await stockMove(page);
    const st = await page.evaluate((p) => {
      const a = window.SolStorage.allStats();
      return { played: a.variants[p].played, current: a.current.key,
               lost: a.history.filter((h) => h.result === 'lost').map((h) => h.seed) };
    }, g.preset);
    assert.deepEqual(st, { played: 2, current: `${g.preset}/780`, lost: [other] });
    assert.notEqual(other, '780');
    assert.deepEqual(problems, []);
  });
}

test('a won deal left for a new one reopens won when Back is pressed', async () => {
  const { page, problems } = await shared.open('#/klondike/draw1/2');
  const line = await saveLineGame(page, await loadEngine(), 'klondike/draw1', 1, { hash: '#/klondike/draw1/1' });
  let s = await seedIs(page, '1');
  assert.equal(s.won, true);
  await page.keyboard.press('n');
  await seedIs(page, '1', true);
  await stockMove(page);
  await page.goBack();
  s = await seedIs(page, '1');
  assert.equal(s.won, true, 'the won deal is won still');
  assert.equal(s.moves, line.length);
  assert.equal((await solver(page)).verdict, 'won');
  assert.equal(s.ui.dialogs.win, false, 'no new celebration: it was won before');
  assert.deepEqual(problems.filter((p) => !/solver|worker/i.test(p)), []);
});

test('old saved games (no redo) still open, and a damaged redo tail is dropped, not the game', async () => {
  const { page, problems } = await shared.open('#/klondike/draw1/3');
  await stockMove(page);
  const s1 = await stockMove(page);
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('solitaire.game')));
  assert.equal(saved.redo, undefined, 'nothing to redo: no redo field');
  for (const redo of [[99999999], 'x']) {
    await page.evaluate(([g, redo]) => localStorage.setItem('solitaire.game', JSON.stringify({ ...g, redo })), [saved, redo]);
    const s = await reload(page);
    assert.equal(s.moves, 2, `redo ${JSON.stringify(redo)}: the game is kept`);
    assert.equal(snapshot(s), snapshot(s1));
    assert.equal(s.canRedo, false);
  }
  assert.deepEqual(problems, []);
});
