// The page deals exactly what the engine's CLI deals for the same URL, and the keyboard
// alone can play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserAndServer } from './harness.mjs';
import { centre, cliDeal, haveCli, idle, pile, sharedPage, state, top } from './game_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
// One page for the file, reset to each deal through the URL and storage.
const shared = sharedPage(() => ({ browser, url: server.url }));

for (const [preset, seed] of [['klondike/draw1', 1], ['klondike/draw1', 987654321], ['klondike/draw3', 42]]) {
  test(`#/${preset}/${seed} shows the CLI's deal, stock included`, { skip: !haveCli() && 'no native CLI' }, async () => {
    const want = cliDeal(preset, seed);
    const { page } = await shared.open(`#/${preset}/${seed}`);
    let s = await state(page);
    assert.equal(s.preset, preset);
    assert.equal(s.seed, String(seed));
    want.tableau.forEach((t, i) => {
      const p = pile(s, `tableau-${i + 1}`);
      assert.equal(p.cards.length, t.face_down.length + t.face_up.length, `pile ${i + 1} size`);
      assert.deepEqual(p.cards.filter((c) => c.up).map((c) => c.card), t.face_up, `pile ${i + 1} face-up cards`);
      assert.ok(p.cards.slice(0, t.face_down.length).every((c) => !c.up && c.card === null),
        'face-down cards are not revealed by the page');
    });
    assert.equal(pile(s, 'stock').cards.length, want.stock.length);
    // Turn the whole stock: the cards come up in the CLI's order.
    const draw = Number(preset.match(/draw(\d)/)[1]);
    const stock = centre(pile(s, 'stock').rect);
    const seen = [];
    while (pile(s, 'stock').cards.length > 0) {
      await page.mouse.click(stock.x, stock.y);
      s = await idle(page);
      const waste = pile(s, 'waste').cards;
      seen.push(...waste.slice(seen.length).map((c) => c.card));
    }
    assert.deepEqual(seen, want.stock);
    assert.equal(seen.length, 24);
    assert.ok(draw === 1 || s.moves === 8);
  });
}

test('the keyboard alone plays a move', async () => {
  const { page } = await shared.open('#/klondike/draw1/1');
  let s = await state(page);
  const names = s.piles.map((p) => p.name);
  // Walks the cursor to `name` with the arrow keys only.
  const goTo = async (name) => {
    for (let n = 0; n < 30 && names[s.cursor] !== name; n++) {
      const here = s.piles[s.cursor].rect, there = pile(s, name).rect;
      const key = Math.abs(here[1] - there[1]) > 5 ? (there[1] > here[1] ? 'ArrowDown' : 'ArrowUp')
        : there[0] > here[0] ? 'ArrowRight' : 'ArrowLeft';
      await page.keyboard.press(key);
      s = await idle(page);
    }
    assert.equal(names[s.cursor], name);
  };
  await page.keyboard.press('ArrowRight');  // the first key shows the cursor
  s = await idle(page);
  await goTo('tableau-7');
  assert.equal(top(pile(s, 'tableau-7')).card, 'AH');
  await page.keyboard.press('Space');
  s = await idle(page);
  assert.equal(s.held, names.indexOf('tableau-7'));
  await goTo('foundation-H');
  await page.keyboard.press('Enter');
  s = await idle(page);
  assert.equal(top(pile(s, 'foundation-H')).card, 'AH');
  // And a tableau move: 2S (pile 5) onto 3H (pile 2).
  await goTo('tableau-5');
  await page.keyboard.press('Space');
  await goTo('tableau-2');
  await page.keyboard.press('Space');
  s = await idle(page);
  assert.equal(top(pile(s, 'tableau-2')).card, '2S');
  await page.keyboard.press('z');
  s = await idle(page);
  assert.equal(top(pile(s, 'tableau-2')).card, '3H', 'Z undoes');
  // A game in progress (AH home): N asks first, and the keys answer too (issue 26): Enter
  // (and Escape) keep the game; Left goes to "New deal" and Enter chooses it.
  for (const key of ['Enter', 'Escape']) {
    await page.keyboard.press('n');
    await page.waitForFunction(() => window.solitaire.state().ui.dialogs.confirm);
    await idle(page);
    await page.keyboard.press(key);
    s = await idle(page);
    assert.equal(s.seed, '1', `${key} keeps the game`);
    assert.equal(s.ui.dialogs.confirm, false);
  }
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.solitaire.state().ui.dialogs.confirm);
  await idle(page);
  await page.keyboard.press('ArrowLeft');
  await idle(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.solitaire.state().seed !== '1');
  s = await idle(page);
  assert.notEqual(s.seed, '1', 'N deals a new game');
  assert.equal(await page.evaluate(() => location.hash), `#/klondike/draw1/${s.seed}`, 'the URL follows');
});
