// Playing with the mouse: drags, clicks, double-clicks, the stock, undo and redo, all
// through real pointer events at the rectangles the page reports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserAndServer } from './harness.mjs';
import {
  centre, drag, findTableauMove, fitsHome, fitsOn, grip, idle, pile, sharedPage, snapshot, state, top,
} from './game_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});

// One page for the file, reset to the deal between tests (URL and storage).
const shared = sharedPage(() => ({ browser, url: server.url }));

// Deal 1 of draw 1 (pinned by the engine's tests): tops 7D 3H KD 3S 2S 4C AH.
const DEAL = '#/klondike/draw1/1';

test('a drag makes a legal tableau move and flips the card below', async () => {
  const { page } = await shared.open(DEAL);
  const s = await state(page);
  const [from, i, to] = findTableauMove(s);
  const moved = from.cards[i].card;
  await drag(page, grip(from.cards[i].rect), centre((top(to) ?? to).rect));
  const s2 = await idle(page);
  assert.equal(top(pile(s2, to.name)).card, moved);
  assert.equal(pile(s2, from.name).cards.length, from.cards.length - 1);
  assert.ok(top(pile(s2, from.name)).up, 'the uncovered card turned face up');
  assert.equal(s2.moves, 1);
});

test('a drag sends a tableau card to its foundation', async () => {
  const { page } = await shared.open(DEAL);
  const s = await state(page);
  const ace = s.piles.find((p) => p.kind === 'tableau' && top(p) && top(p).card[0] === 'A');
  const home = pile(s, `foundation-${top(ace).card[1]}`);
  await drag(page, centre(top(ace).rect), centre(home.rect));
  const s2 = await idle(page);
  assert.equal(top(pile(s2, home.name)).card, top(ace).card);
});

test('an illegal drop slides back and changes nothing', async () => {
  const { page } = await shared.open(DEAL);
  const s = await state(page);
  const seven = pile(s, 'tableau-1');  // 7D cannot go on 4C
  const four = pile(s, 'tableau-6');
  assert.ok(!fitsOn(top(seven).card, top(four).card));
  await drag(page, centre(top(seven).rect), centre(top(four).rect));
  const s2 = await idle(page);
  assert.equal(snapshot(s2), snapshot(s));
  assert.equal(s2.moves, 0);
  assert.deepEqual(top(pile(s2, 'tableau-1')).rect, top(seven).rect);
});

test('clicking the stock draws, and clicking it empty redeals', async () => {
  const { page } = await shared.open(DEAL);
  let s = await state(page);
  const stockRect = pile(s, 'stock').rect;
  const total = pile(s, 'stock').cards.length;
  for (let n = 1; n <= total; n++) {
    await page.mouse.click(...Object.values(centre(stockRect)));
    s = await idle(page);
    assert.equal(pile(s, 'waste').cards.length, n);
  }
  assert.equal(pile(s, 'stock').cards.length, 0);
  await page.mouse.click(...Object.values(centre(stockRect)));
  s = await idle(page);
  assert.equal(pile(s, 'stock').cards.length, total, 'redeal turned the waste over');
  assert.equal(pile(s, 'waste').cards.length, 0);
});

test('a waste card moves by drag; click-to-move and double-click send cards home', async () => {
  const { page } = await shared.open(DEAL);
  let s = await state(page);
  // Click-to-move: the ace of hearts on pile 7 goes to its foundation.
  const ace = top(pile(s, 'tableau-7'));
  assert.equal(ace.card, 'AH');
  await page.mouse.click(...Object.values(centre(ace.rect)));
  s = await idle(page);
  assert.equal(top(pile(s, 'foundation-H')).card, 'AH');

  // Draw until the waste top fits a tableau pile, then drag it there.
  const stock = centre(pile(s, 'stock').rect);
  let target = null;
  for (let n = 0; n < 24 && !target; n++) {
    await page.mouse.click(stock.x, stock.y);
    s = await idle(page);
    const w = top(pile(s, 'waste'));
    target = s.piles.find((p) => p.kind === 'tableau' && top(p) && top(p).up && fitsOn(w.card, top(p).card));
  }
  assert.ok(target, 'some waste card fits the tableau');
  const card = top(pile(s, 'waste')).card;
  await drag(page, centre(top(pile(s, 'waste')).rect), centre(top(target).rect));
  s = await idle(page);
  assert.equal(top(pile(s, target.name)).card, card);

  // Double-click: the next card that can go home, wherever it is.
  let homeMove = null;
  for (let n = 0; n < 30 && !homeMove; n++) {
    for (const p of s.piles.filter((q) => q.kind === 'tableau' || q.kind === 'waste')) {
      const t = top(p);
      const f = t && t.up && s.piles.find((q) => q.kind === 'foundation' && fitsHome(t.card, q));
      if (f) { homeMove = [t, f]; break; }
    }
    if (!homeMove) {
      await page.mouse.click(stock.x, stock.y);
      s = await idle(page);
    }
  }
  assert.ok(homeMove, 'some card can go home');
  const [t, f] = homeMove;
  await page.mouse.dblclick(...Object.values(centre(t.rect)));
  s = await idle(page);
  assert.equal(top(pile(s, f.name)).card, t.card);
});

test('undo and redo restore every position', async () => {
  const { page } = await shared.open(DEAL);
  let s = await state(page);
  const seen = [snapshot(s)];
  const stock = centre(pile(s, 'stock').rect);
  // A mix of moves: clicks on cards that can move, and draws.
  for (let n = 0; n < 8; n++) {
    const m = findTableauMove(s);
    const acePile = s.piles.find((p) => p.kind !== 'foundation' && top(p) && top(p).up &&
      s.piles.some((q) => q.kind === 'foundation' && fitsHome(top(p).card, q)));
    if (acePile) await page.mouse.click(...Object.values(centre(top(acePile).rect)));
    else if (m) await drag(page, grip(m[0].cards[m[1]].rect), centre((top(m[2]) ?? m[2]).rect));
    else await page.mouse.click(stock.x, stock.y);
    s = await idle(page);
    assert.equal(s.moves, seen.length, `move ${n + 1} was played`);
    seen.push(snapshot(s));
  }
  for (let n = seen.length - 2; n >= 0; n--) {
    await page.keyboard.press('Control+z');
    s = await idle(page);
    assert.equal(snapshot(s), seen[n], `undo back to position ${n}`);
  }
  assert.equal(s.canUndo, false);
  for (let n = 1; n < seen.length; n++) {
    await page.keyboard.press('y');
    s = await idle(page);
    assert.equal(snapshot(s), seen[n], `redo to position ${n}`);
  }
  assert.equal(s.canRedo, false);
});

test('auto-move sends safe cards home after a move, and one undo takes both back', async () => {
  const { page } = await shared.open(DEAL, { autoMove: true });
  let s = await state(page);
  assert.equal(top(pile(s, 'tableau-7')).card, 'AH', 'the deal leaves the ace alone until a move');
  const stock = centre(pile(s, 'stock').rect);
  await page.mouse.click(stock.x, stock.y);  // draw one: the ace follows by itself
  s = await idle(page);
  assert.equal(top(pile(s, 'foundation-H'))?.card, 'AH');
  assert.equal(pile(s, 'waste').cards.length, 1);
  assert.equal(s.moves, 2);
  await page.keyboard.press('z');
  s = await idle(page);
  assert.equal(s.moves, 0, 'the draw and the automatic move are one undo');
  assert.equal(top(pile(s, 'tableau-7')).card, 'AH');
  await page.keyboard.press('y');
  s = await idle(page);
  assert.equal(s.moves, 2, 'and one redo');
});
