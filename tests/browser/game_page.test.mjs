// What the page keeps and what it says: the game survives a reload, links name deals, and
// bad links or damaged storage are explained, never a blank page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserAndServer } from './harness.mjs';
import { centre, coldLoad, drag, findTableauMove, grip, idle, pile, sharedPage, snapshot, state, top } from './game_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});

// One page for the file, reset between tests through the URL and storage; cold loads only
// where the load is what is tested (a bad link, damaged storage read at start).
const shared = sharedPage(() => ({ browser, url: server.url }));

const notices = (page) => page.evaluate(() => window.solitaire.notices.slice());

test('a reload restores the game in progress', async () => {
  const { page } = await shared.open('#/klondike/draw3/777');
  let s = await state(page);
  const stock = centre(pile(s, 'stock').rect);
  await page.mouse.click(stock.x, stock.y);
  s = await idle(page);
  const m = findTableauMove(s);
  if (m) {
    await drag(page, grip(m[0].cards[m[1]].rect), centre((top(m[2]) ?? m[2]).rect));
    s = await idle(page);
  }
  const before = snapshot(s);
  const moves = s.moves;
  assert.ok(moves >= 1);
  await page.reload();
  await page.waitForFunction(() => window.solitaire.ready && window.solitaire.state());
  s = await idle(page);
  assert.equal(s.seed, '777');
  assert.equal(s.moves, moves);
  assert.equal(snapshot(s), before);
  assert.equal(s.canUndo, true, 'the restored moves can be undone');
});

test('the URL opens exactly its deal, and editing it opens another', async () => {
  const { page } = await shared.open('#/klondike/draw1/5');
  let s = await state(page);
  assert.equal(s.seed, '5');
  await page.evaluate(() => { location.hash = '#/klondike/draw3/6'; });
  await page.waitForFunction(() => window.solitaire.state().seed === '6');
  s = await idle(page);
  assert.equal(s.preset, 'klondike/draw3');
});

for (const [i, [hash, words]] of [
  ['#/tetris/draw1/5', /Unknown game "tetris"/],
  ['#/klondike/draw7/5', /Unknown variant "draw7"/],
  ['#/klondike/draw1/abc', /deal number "abc" .*not a number/],
  ['#/klondike/draw1/99999999999999999999999', /not a number/],
  ['#/klondike/draw1/5/extra/%%%', /not/],
].entries()) {
  // The first is loaded cold (in the file's page); the others are typed into the address
  // bar of the page open (the same route, on hashchange).
  test(`a bad link (${hash}) shows a message and opens a default deal`, async () => {
    let g;
    if (i === 0) {
      await shared.open('#/klondike/draw1/5');
      g = await coldLoad(shared.current, server.url, hash);
    } else {
      g = await shared.open('#/klondike/draw1/5');
      await g.page.evaluate((h) => { location.hash = h; }, hash);
      await g.page.waitForFunction((w) => window.solitaire.notices.some((n) => new RegExp(w).test(n)), words.source);
      await idle(g.page);
    }
    const { page, problems } = g;
    const s = await state(page);
    assert.equal(s.preset, 'klondike/draw1');
    assert.match(s.seed, /^[0-9]+$/);
    const shown = await notices(page);
    assert.ok(shown.some((n) => words.test(n)), `message shown: ${shown.join(' / ')}`);
    assert.ok(await page.locator('#notices .notice').first().isVisible(), 'the message is on screen');
    assert.equal(await page.evaluate(() => location.hash), `#/klondike/draw1/${s.seed}`);
    assert.deepEqual(problems, []);
  });
}

test('corrupt and old storage is set aside with a message', async () => {
  await shared.open('#/klondike/draw1/5');
  const { page, problems } = await coldLoad(shared.current, server.url, '#/klondike/draw1/3', {
    'solitaire.game': '{"v":1,"preset":"klondike/draw1","seed":"3","moves":[1,2,',
    'solitaire.stats': { v: 0, variants: {} } });
  const s = await state(page);
  assert.equal(s.seed, '3');
  assert.equal(s.moves, 0, 'the damaged game was not replayed');
  const shown = await notices(page);
  assert.ok(shown.some((n) => /saved game could not be read/.test(n)), shown.join(' / '));
  assert.ok(shown.some((n) => /statistics came from another version/.test(n)), shown.join(' / '));
  assert.equal(await page.evaluate(() => localStorage.getItem('solitaire.game')), null);
  assert.deepEqual(problems, []);
});

test('saved moves that do not replay on the deal are set aside with a message', async () => {
  // Stored while another deal is on the table, then the deal is opened by its link.
  const { page } = await shared.open('#/klondike/draw1/5');
  const bad = JSON.stringify({ v: 1, preset: 'klondike/draw1', seed: '3', moves: [123456], elapsedMs: 0, won: false });
  await page.evaluate((text) => {
    localStorage.setItem('solitaire.game', text);
    location.hash = '#/klondike/draw1/3';
  }, bad);
  await page.waitForFunction(() => window.solitaire.state().seed === '3');
  const s = await idle(page);
  assert.equal(s.moves, 0);
  assert.ok((await notices(page)).some((n) => /cannot be played on it: no move before it is kept/.test(n)));
  assert.equal(await page.evaluate(() => localStorage.getItem('solitaire.setaside.game')), bad);
});

test('the game clock leaves out the time the page was hidden', async () => {
  const { page } = await shared.open('#/klondike/draw1/3');
  let s = await state(page);
  const stock = centre(pile(s, 'stock').rect);
  await page.mouse.click(stock.x, stock.y);  // the first move starts the clock
  s = await idle(page);
  assert.equal(s.moves, 1);
  const before = s.timeMs;
  // A hidden tab gets no animation frames, though its timers still run. Headless Chromium
  // never hides a tab, so the frames are stopped the way a hidden tab stops them: for 4 s
  // requestAnimationFrame holds its callbacks. (Pausing the main loop is not the same: the
  // resting table's own timer for the clock's next second resumes it, as it should.)
  await page.evaluate(() => new Promise((resolve) => {
    const raf = window.requestAnimationFrame, held = [];
    window.requestAnimationFrame = (f) => held.push(f);
    setTimeout(() => {
      window.requestAnimationFrame = raf;
      for (const f of held.splice(0)) raf(f);
      resolve();
    }, 4000);
  }));
  s = await idle(page);
  const counted = s.timeMs - before;
  assert.ok(counted < 2000, `the clock counted ${counted} ms of the 4 s away`);
  // And it still runs once the player is back. The hook reads the clock as of the last
  // frame, and a resting table draws one a second (frame_pacer.h): wait for a second more
  // to show rather than sampling after a fixed wait, which a loaded machine can outrun.
  await page.waitForFunction((t) => window.solitaire.state().timeMs - t >= 1000, s.timeMs, { timeout: 15000 });
});

test('Vegas scoring runs on from deal to deal, and survives a reload', async () => {
  const { page } = await shared.open('#/klondike/draw1-vegas/3');
  let s = await state(page);
  assert.equal(s.score, -52, 'a Vegas deal costs 52');
  assert.equal(s.vegasTotal, -52);
  const draw = async () => {
    const st = centre(pile(await state(page), 'stock').rect);
    await page.mouse.click(st.x, st.y);
    return idle(page);
  };
  s = await draw(); // played: its score now counts
  assert.equal(s.moves, 1);
  await page.evaluate(() => { location.hash = '#/klondike/draw1-vegas/4'; });
  await page.waitForFunction(() => window.solitaire.state().seed === '4');
  s = await state(page);
  assert.equal(s.vegasTotal, -104, 'the first deal\'s -52 carries over');
  s = await draw();
  assert.equal(s.vegasTotal, -104);
  await page.reload();
  await page.waitForFunction(() => window.solitaire.ready && window.solitaire.state());
  s = await idle(page);
  assert.equal(s.seed, '4');
  assert.equal(s.vegasTotal, -104, 'the total is kept across a reload');
  assert.equal((await page.evaluate(() => window.solitaire.stats('klondike/draw1-vegas'))).bank, -52);
  // Standard scoring has no running total.
  await page.evaluate(() => { location.hash = '#/klondike/draw1/4'; });
  await page.waitForFunction(() => window.solitaire.state().preset === 'klondike/draw1');
  assert.equal((await state(page)).vegasTotal, null);
});
