// Screen readers and reduced motion (issue 17, item 8): the canvas is a labelled
// application; a polite live region says every move in words in each game (the card, where
// it went, what it turned up), undo, redo, a hint, the keyboard cursor's pile and the end
// of the game; prefers-reduced-motion puts cards straight in their places.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserAndServer } from './harness.mjs';
import { centre, drag, findTableauMove, fitsHome, grip, idle, pauseClock, pile, rank, reload, sharedPage, state, top } from './game_helpers.mjs';
import { loadEngine, press, saveLineGame } from './solver_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
// One page for the file, reset between tests through the URL and storage; the test of
// reduced motion has a page of its own, whose clock it moves (Playwright's clock).
const shared = sharedPage(() => ({ browser, url: server.url }));
const clocked = sharedPage(() => ({ browser, url: server.url }), { clock: true, motion: true });

const RANKS = { A: 'ace', T: '10', J: 'jack', Q: 'queen', K: 'king' };
const SUITS = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
// "7H" -> "7 of hearts", as the live region says it.
const words = (c) => `${RANKS[c[0]] ?? c[0]} of ${SUITS[c[1]]}`;
// Pinned deals (see the tests that use them).
const TURN_UP_SEED = 1;
const PAIR_SEED = 1;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Waits until the live region has said something matching `re` (after `from` earlier
// announcements), and returns it. Words said together are one announcement, so `^` in
// `re` also matches after an earlier sentence; case does not count.
async function heard(page, pattern, from = 0) {
  const re = new RegExp(pattern.source.replace(/^\^/, '(?:^|\\. )'), 'i');
  await page.waitForFunction(([src, flags, from]) => window.solitaire.announcedSince(from)
    .some((t) => new RegExp(src, flags).test(t)), [re.source, re.flags, from], { timeout: 30000, polling: 50 });
  const all = await page.evaluate((from) => window.solitaire.announcedSince(from), from);
  return all.find((t) => re.test(t));
}
const said = (page) => page.evaluate(() => window.solitaire.announcedCount());

test('the canvas is a labelled application and the live region is polite and hidden', async () => {
  const { page, problems } = await shared.open('#/klondike/draw1/1');
  const canvas = page.locator('#canvas');
  assert.equal(await canvas.getAttribute('role'), 'application');
  assert.match(await canvas.getAttribute('aria-label'), /^Solitaire table: .*arrow keys/i);
  const keys = await page.locator(`#${await canvas.getAttribute('aria-describedby')}`).textContent();
  assert.match(keys, /Arrow keys .* Space or Enter .* Z undoes/s);
  const region = page.locator('#announce');
  assert.equal(await region.getAttribute('aria-live'), 'polite');
  const box = await region.boundingBox();
  assert.ok(box && box.width <= 1 && box.height <= 1, 'the live region is not seen');
  // The deal itself is said when it opens, with what is on top of each pile.
  const s = await state(page);
  const opening = await heard(page, /^Klondike, draw 1, deal 1\./);
  assert.ok(opening.includes(`pile 7: ${words(top(pile(s, 'tableau-7')).card)}`), opening);
  assert.deepEqual(problems, []);
});

test('Klondike: a move, the card it turned up, undo, redo, a hint and the cursor are said in words', async () => {
  // Deal TURN_UP_SEED of draw 1: its first tableau move (findTableauMove) uncovers a
  // face-down card (found once among seeds 1-30 with the CLI's deals, and pinned).
  const { page, problems } = await shared.open(`#/klondike/draw1/${TURN_UP_SEED}`);
  const s = await state(page);
  const move = findTableauMove(s);
  assert.ok(move && move[1] > 0 && !move[0].cards[move[1] - 1].up, 'a move that turns a card up');
  const [from, i, to] = move;
  const lead = from.cards[i].card;
  const before = await said(page);
  await drag(page, grip(from.cards[i].rect), centre((top(to) ?? to).rect));
  const after = await idle(page);
  assert.equal(after.moves, 1);
  const turned = top(pile(after, from.name)).card;
  const n = to.name.split('-')[1];
  const text = await heard(page, new RegExp(`^${escape(words(lead))}`), before);
  assert.ok(text.toLowerCase().includes(`${words(lead)} to pile ${n}; a card turned up: ${words(turned)}.`), text);

  await page.keyboard.press('z');
  await idle(page);
  await heard(page, new RegExp(`^Undo: ${escape(words(lead))} to pile ${n}`), before);
  await page.keyboard.press('y');
  await idle(page);
  await heard(page, new RegExp(`^Redo: ${escape(words(lead))} to pile ${n}; a card turned up`), before);
  // A hint is said as the move it shows.
  await press(page, 'hint');
  await heard(page, /^Hint: (draw from the stock|.+ of \w+ to (the \w+ foundation|(empty )?pile \d))\./, before);

  // The keyboard cursor says what the pile it reaches holds.
  const mark = await said(page);
  await page.keyboard.press('ArrowRight');
  await idle(page);
  await page.keyboard.press('ArrowRight');
  const cursor = (await idle(page)).cursor;
  const reached = s.piles[cursor];
  const expect = reached.name === 'waste' ? /^The waste: (empty|.* of )/ : /^(The stock: \d+ cards|Pile \d: |The \w+ foundation: )/;
  await heard(page, expect, mark);
  assert.deepEqual(problems, []);
});

test('Spider: a row dealt and a run moved are said in words', async () => {
  const { page, problems } = await shared.open('#/spider/1suit/2');
  let s = await state(page);
  const tabs = () => s.piles.filter((p) => p.kind === 'tableau');
  // A move onto a card one higher (1 suit: any top card one higher takes it).
  let move = null;
  for (const a of tabs()) for (const b of tabs())
    if (a !== b && top(a) && top(b) && !move && rank(top(a).card) + 1 === rank(top(b).card)) move = [a, b];
  let mark = await said(page);
  if (move) {
    const [a, b] = move;
    await drag(page, centre(top(a).rect), centre(top(b).rect));
    s = await idle(page);
    assert.equal(s.moves, 1);
    await heard(page, new RegExp(`^${escape(words(top(a).card))} to pile ${b.name.split('-')[1]}[.;]`), mark);
  }
  mark = await said(page);
  const stock = centre(pile(s, 'stock').rect);
  await page.mouse.click(stock.x, stock.y);
  s = await idle(page);
  const dealt = tabs().map((p) => words(top(p).card)).join(', ').replace(/, ([^,]*)$/, ' and $1');
  await heard(page, new RegExp(`^Dealt a row: ${escape(dealt)}\\.`), mark);
  assert.deepEqual(problems, []);
});

test('Pyramid: a pair removed is said in words, and what it freed', async () => {
  // Pyramid 3 passes deal PAIR_SEED: two free cards of its bottom row make 13 (found once
  // among seeds 1-20 with the CLI's deals, and pinned).
  const { page, problems } = await shared.open(`#/pyramid/3passes/${PAIR_SEED}`);
  const s = await state(page);
  const free = s.piles.filter((p) => p.kind === 'place' && p.cards.length && !p.cards[0].dimmed);
  let pair = null;
  for (const a of free) for (const b of free)
    if (!pair && a !== b && rank(a.cards[0].card) + rank(b.cards[0].card) === 13) pair = [a, b];
  assert.ok(pair, 'a free pair');
  const mark = await said(page);
  for (const p of pair) {
    const c = centre(p.cards[0].rect);
    await page.mouse.click(c.x, c.y);
    await idle(page);
  }
  assert.equal((await state(page)).moves, 1);
  const [x, y] = pair.map((p) => words(p.cards[0].card));
  await heard(page, new RegExp(`^Selected ${escape(x)}\\.`), mark);
  const text = await heard(page, new RegExp(`^Removed ${escape(x)} and ${escape(y)}`), mark);
  // Two bottom-row neighbours free the card above them.
  if (/now free: /.test(text)) assert.match(text, /now free: (\w+ of \w+)( and \w+ of \w+)?\.$/);
  assert.deepEqual(problems, []);
});

test('the end of the game is said: "You won in m:ss and N moves"', async () => {
  const { page, problems } = await shared.open('#/klondike/draw1/1');
  // The game one move from its end, as a saved game 2:31 long.
  const line = await saveLineGame(page, await loadEngine(), 'klondike/draw1', 1, { short: 1, elapsedMs: 151000 });
  let s = await reload(page);
  await heard(page, /resumed after \d+ moves/);
  const found = s.piles.filter((p) => p.kind === 'foundation');
  const last = s.piles.find((p) => top(p) && top(p).up && p.kind !== 'foundation' &&
    found.some((f) => fitsHome(top(p).card, f)));
  assert.ok(last, 'the last card to go home');
  const c = centre(top(last).rect);
  await page.mouse.click(c.x, c.y);
  s = await idle(page);
  assert.equal(s.won, true);
  const text = await heard(page, /you won in/i);
  assert.match(text, new RegExp(`(^|\\. )${escape(words(top(pile(s, `foundation-${top(last).card[1]}`)).card))} to the \\w+ foundation; ` +
    `you won in 2:(3\\d|[4-5]\\d) and ${line.length} moves\\.$`, 'i'));
  assert.deepEqual(problems, []);
});

// Whether any card moved after `act`: the page's clock is stopped, `act` is done, then the
// clock moves on 16 ms at a time (a frame each) until the table is still, and each frame's
// state says whether cards were moving. Frames in the game's own time, however slowly the
// machine draws them.
async function movedDuring(page, act) {
  await pauseClock(page);
  await act();
  let seen = false;
  for (let i = 0; i < 200; i++) {
    await page.clock.runFor(16);
    const s = await state(page);
    seen = seen || s.moving;
    if (i >= 3 && !s.moving && !s.busy) break;
  }
  await page.clock.resume();
  return seen;
}

test('prefers-reduced-motion: cards go straight to their places', async () => {
  const { page, problems } = await clocked.open('#/klondike/draw3/9');
  assert.equal((await state(page)).reducedMotion, false);
  assert.equal(await movedDuring(page, () => page.keyboard.press('n')), true, 'a new deal glides out');
  await idle(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() => window.solitaire.state().reducedMotion);
  assert.equal(await movedDuring(page, () => page.keyboard.press('n')), false, 'no glide with reduced motion');
  const s = await idle(page);
  const stock = centre(pile(s, 'stock').rect);
  assert.equal(await movedDuring(page, () => page.mouse.click(stock.x, stock.y)), false, 'no turn');
  assert.equal((await idle(page)).moves, 1);

  // A page opened with reduced motion asked for starts that way (the quiet pages do).
  const g = await shared.open('#/spider/1suit/4');
  assert.equal((await reload(g.page)).reducedMotion, true);
  assert.deepEqual([...problems, ...g.problems], []);
});
