// Options > Appearance in all three games: card backs, felts, the four-colour deck, large
// corner indices and the left-handed layout each change the pixels where they should, play
// on by mouse, survive a reload, and bad stored values fall back to the defaults.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { decodePng } from './png.mjs';
import { FULL_SCALE, screenshotPath, withBrowserAndServer } from './harness.mjs';
import { centre, clickSettled, coldLoad, drag, grip, idle, openGame, pile, sharedPage, state, top } from './game_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
// One page for the file, reset between tests through the URL and storage (every option
// back to its default); cold loads where stored options are read at the start.
const shared = sharedPage(() => ({ browser, url: server.url }), FULL_SCALE); // pixels are read

// The choices' ids (shell/core/settings.h, web/records.js).
const BACKS = ['blue', 'red', 'green', 'black'];
const FELTS = ['green', 'blue', 'red', 'grey'];

// The page at CSS pixel scale `dpr`: pixel(x, y) in CSS pixels.
async function shoot(page, name, dpr = 1) {
  const buf = await page.screenshot();
  if (name) writeFileSync(screenshotPath(name), buf);
  const png = decodePng(buf);
  return { pixel: (x, y) => png.pixel(x * dpr, y * dpr), dpr, png };
}

// Merges `s` into the stored settings (as the menu does) and waits until it is drawn.
async function apply(page, s) {
  await page.evaluate((x) => window.solitaire.setSettings(x), s);
  return idle(page);
}

// The mean colour of the middle `part` of rectangle r ([x, y, w, h], CSS pixels).
function mean(shot, [x, y, w, h], part = 0.4) {
  const sum = [0, 0, 0];
  let n = 0;
  for (let py = y + h * (0.5 - part / 2); py < y + h * (0.5 + part / 2); py += 1 / shot.dpr)
    for (let px = x + w * (0.5 - part / 2); px < x + w * (0.5 + part / 2); px += 1 / shot.dpr) {
      shot.pixel(px, py).forEach((v, i) => { sum[i] += v; });
      n++;
    }
  return sum.map((v) => v / n);
}
const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

// What each felt looks like half-way down its gradient.
const FELT_LOOKS = {
  green: ([r, g, b]) => g > r + 30 && g > b + 15,
  blue: ([r, g, b]) => b > r + 40 && b > g + 10,
  red: ([r, g, b]) => r > g + 40 && r > b + 30,
  grey: ([r, g, b]) => r > 30 && Math.max(r, g, b) - Math.min(r, g, b) < 16,
};
// A spot of bare felt in every game's layout: the left margin, half-way down the table.
const FELT_SPOT = [4, 400];

// Ink colours in a card's corner (device pixels, anti-aliased edges left out).
const INKS = {
  red: ([r, g, b]) => r > 150 && g < 100 && b < 100,
  blue: ([r, g, b]) => b > 150 && r < 100 && b > g + 50,
  green: ([r, g, b]) => g > 90 && g > r + 50 && g > b + 30,
  black: ([r, g, b]) => r < 80 && g < 80 && b < 80,
};
// Counts the pixels of each ink in the corner index of card rectangle r: its top-left,
// above the centre pip.
function cornerInks(shot, [x, y, w, h]) {
  const counts = { red: 0, blue: 0, green: 0, black: 0 };
  const step = 1 / shot.dpr;
  for (let py = y + 2; py < y + h * 0.3; py += step)
    for (let px = x + 2; px < x + w * 0.4; px += step) {
      const c = shot.pixel(px, py);
      for (const [ink, test] of Object.entries(INKS)) if (test(c)) counts[ink]++;
    }
  return counts;
}

// The face-up, fully visible card of suit `suit` ("D") to look at: a tableau's top card,
// or one of the pyramid's bottom row; numbers only, so that no court panel is in the way.
function visibleCard(s, suit) {
  for (const p of s.piles) {
    if (p.kind !== 'tableau' && !/^pyramid-7\./.test(p.name)) continue;
    const c = top(p);
    if (c && c.up && c.card[1] === suit && !'JQK'.includes(c.card[0])) return c;
  }
  return null;
}
// Opens deals from `seed` on until one shows a card of each suit in `suits`.
async function dealShowing(page, game, seed, suits) {
  for (let k = seed; k < seed + 40; k++) {
    await page.evaluate((h) => { location.hash = h; }, `#/${game}/${k}`);
    const s = await page.waitForFunction((want) => {
      const st = window.solitaire.state();
      return st && st.seed === want && st;
    }, String(k)).then((h) => h.jsonValue());
    if (suits.every((x) => visibleCard(s, x))) return idle(page);
  }
  throw new Error(`no deal of ${game} from ${seed} shows ${suits}`);
}

// Each game: a deal, the kinds of piles that change sides, and the felts and backs to try
// (all of them in Klondike; the same drawing code in the others, so fewer there). Pyramid's
// stock shows its top card face up: no back to see.
const GAMES = [
  { game: 'klondike/draw3', seed: 5, sides: ['waste', 'foundation'], felts: FELTS, backs: BACKS },
  { game: 'spider/4suits', seed: 3, sides: ['foundation'], felts: ['green', 'red'], backs: ['blue', 'black'] },
  { game: 'pyramid/3passes', seed: 5, sides: ['waste', 'foundation'], felts: ['green', 'grey'], backs: [] },
];

for (const { game, seed, sides, felts, backs } of GAMES) {
  const name = game.split('/')[0];
  test(`${name}: felts, backs and the four-colour deck change the pixels where expected`, async () => {
    const { page, problems } = await shared.open(`#/${game}/${seed}`);
    // Felt: the bare table's colour.
    for (const felt of felts) {
      await apply(page, { felt });
      const shot = await shoot(page, felt === 'blue' && name === 'klondike' ? 'appearance-felt.png' : null);
      const c = shot.pixel(...FELT_SPOT);
      assert.ok(FELT_LOOKS[felt](c), `${felt} felt: ${c}`);
    }
    await apply(page, { felt: 'green' });

    // Card backs: the stock's top card, face down, painted four different ways.
    if (backs.length) {
      const looks = [];
      for (const cardBack of backs) {
        const s = await apply(page, { cardBack });
        const stock = top(pile(s, 'stock'));
        assert.equal(stock.up, false);
        const shot = await shoot(page, cardBack === 'red' && name === 'klondike' ? 'appearance-card-back.png' : null);
        looks.push(mean(shot, stock.rect));
      }
      for (let i = 0; i < looks.length; i++)
        for (let j = i + 1; j < looks.length; j++)
          assert.ok(distance(looks[i], looks[j]) > 25,
            `backs ${backs[i]} ${looks[i].map(Math.round)} and ${backs[j]} ${looks[j].map(Math.round)} differ`);
      const look = (id) => looks[backs.indexOf(id)];
      if (backs.includes('red')) assert.ok(look('red')[0] > look('red')[2] + 40, `the red back is red: ${look('red').map(Math.round)}`);
      assert.ok(look('blue')[2] > look('blue')[0] + 40, `the blue back is blue: ${look('blue').map(Math.round)}`);
      await apply(page, { cardBack: 'blue' });
    }

    // Four colours: a diamond's index turns from red to blue, a club's from black to green.
    const s = await dealShowing(page, game, seed, ['D', 'C']);
    const diamond = visibleCard(s, 'D'), club = visibleCard(s, 'C');
    const two = await shoot(page, null);
    const four = await apply(page, { fourColour: true }).then(() =>
      shoot(page, name === 'klondike' ? 'appearance-four-colour.png' : null));
    const [d2, d4] = [cornerInks(two, diamond.rect), cornerInks(four, diamond.rect)];
    assert.ok(d2.red > 15 && d2.blue === 0, `${diamond.card} two colours: ${JSON.stringify(d2)}`);
    assert.ok(d4.blue > 15 && d4.red === 0, `${diamond.card} four colours: ${JSON.stringify(d4)}`);
    const [c2, c4] = [cornerInks(two, club.rect), cornerInks(four, club.rect)];
    assert.ok(c2.black > 15 && c2.green === 0, `${club.card} two colours: ${JSON.stringify(c2)}`);
    assert.ok(c4.green > 15 && c4.black === 0, `${club.card} four colours: ${JSON.stringify(c4)}`);
    assert.deepEqual(problems, []);
  });

  test(`${name}: left-handed puts the stock on the right, and a click on it still plays`, async () => {
    const { page, problems } = await shared.open(`#/${game}/${seed}`);
    const right = await state(page);
    const left = await apply(page, { leftHanded: true });
    const x = (s, n) => pile(s, n).rect[0];
    const moved = left.piles.filter((p) => sides.includes(p.kind));
    assert.ok(moved.length > 0);
    // The stock was left of everything it now is right of.
    for (const p of moved) {
      assert.ok(x(right, 'stock') < x(right, p.name), `${p.name} was right of the stock`);
      assert.ok(x(left, 'stock') > p.rect[0], `${p.name} is left of the stock now`);
    }
    // The tableau and the pyramid stay where they were.
    for (const p of left.piles.filter((q) => q.kind === 'tableau' || q.kind === 'place'))
      assert.deepEqual(p.rect, pile(right, p.name).rect, `${p.name} did not move`);
    // Mirrored about the table's middle: the stock's right edge is where its left one was.
    const tableLeft = Math.min(...right.piles.map((p) => p.rect[0]));
    const tableRight = Math.max(...right.piles.map((p) => p.rect[0] + p.rect[2]));
    const stock = pile(left, 'stock').rect;
    assert.ok(Math.abs(tableRight - (stock[0] + stock[2]) - (x(right, 'stock') - tableLeft)) < 1,
      `the stock at ${stock} mirrors ${pile(right, 'stock').rect}`);

    // One move by mouse: a click on the stock, where it is now.
    const before = pile(left, 'stock').cards.length;
    await page.mouse.click(centre(stock).x, centre(stock).y);
    const after = await idle(page);
    assert.equal(after.moves, 1, 'the click on the stock was a move');
    assert.ok(pile(after, 'stock').cards.length < before, 'cards left the stock');
    await page.screenshot({ path: screenshotPath(`left-handed-${name}.png`) });

    if (name === 'klondike') {
      // Draw 3: the waste fans left, towards the middle, its top card leftmost and whole.
      const waste = pile(after, 'waste').cards;
      assert.equal(waste.length, 3);
      for (let i = 1; i < waste.length; i++) assert.ok(waste[i].rect[0] < waste[i - 1].rect[0], 'fanned left');
      assert.ok(waste[2].rect[0] > Math.max(...after.piles.filter((p) => p.kind === 'foundation').map((p) => p.rect[0] + p.rect[2])),
        'the fan stays clear of the foundations');
      // A drag plays too: deal 5's 3H onto 4S.
      const three = top(pile(after, 'tableau-1')), four = top(pile(after, 'tableau-7'));
      assert.deepEqual([three.card, four.card], ['3H', '4S']);
      await drag(page, grip(three.rect), centre(four.rect));
      const dragged = await idle(page);
      assert.equal(top(pile(dragged, 'tableau-7')).card, '3H');
      // The keyboard's neighbours follow the mirror: left of the stock is the waste.
      const press = async (key) => {
        await page.keyboard.press(key);
        const k = await idle(page);
        return k.piles[k.cursor].name;
      };
      let at = await press('ArrowUp');  // the first key shows the cursor
      for (let i = 0; i < 12 && at !== 'stock'; i++) at = await press('ArrowRight');
      assert.equal(at, 'stock');
      assert.equal(await press('ArrowLeft'), 'waste');
    }
    assert.deepEqual(problems, []);
  });
}

// The top-left index's ink: its height in CSS pixels, in a strip beside the card's edge
// that the centre pip does not reach.
function indexHeight(shot, [x, y, w, h]) {
  let y0 = Infinity, y1 = -Infinity;
  const step = 1 / shot.dpr;
  for (let py = y + 2; py < y + h * 0.5; py += step)
    for (let px = x + 2; px < x + w * 0.2; px += step) {
      const [r, g, b] = shot.pixel(px, py);
      if (Math.min(r, g, b) < 150) {
        y0 = Math.min(y0, py);
        y1 = Math.max(y1, py);
      }
    }
  return y1 - y0;
}

test('large corner indices make the index larger on a phone', async () => {
  const dpr = 2;
  const { page, context, problems } = await openGame(browser, server.url, '#/klondike/draw1/1',
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr });
  const s = await state(page);
  const card = top(pile(s, 'tableau-1'));  // 7D, alone on its pile
  assert.equal(card.card, '7D');
  const normal = indexHeight(await shoot(page, null, dpr), card.rect);
  await apply(page, { largeIndices: true });
  const large = indexHeight(await shoot(page, 'appearance-large-indices.png', dpr), card.rect);
  assert.ok(normal > 5, `an index is drawn (${normal} px)`);
  assert.ok(large > normal * 1.15, `large ${large} px against ${normal} px`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('bad stored appearance values fall back to the defaults without breaking the page', async () => {
  // Cold loads (stored values are read as the page starts) in the file's page.
  await shared.open('#/klondike/draw1/1');
  for (const bad of [{ cardBack: 'plaid' }, { felt: 2, leftHanded: 'yes', fourColour: null }]) {
    const { page, problems } = await coldLoad(shared.current, server.url, '#/klondike/draw1/1',
      { 'solitaire.settings': { v: 1, autoMove: false, tapToMove: true, ...bad } });
    const s = await state(page);
    assert.equal(await page.evaluate(() => window.solitaire.error), null, problems.join('\n'));
    assert.ok((await page.evaluate(() => window.solitaire.notices.slice())).some((n) => /options/.test(n)),
      `${JSON.stringify(bad)}: the player is told`);
    assert.ok(pile(s, 'stock').rect[0] < pile(s, 'waste').rect[0], 'right-handed');
    const shot = await shoot(page, null);
    assert.ok(FELT_LOOKS.green(shot.pixel(...FELT_SPOT)), 'the green felt');
    const back = mean(shot, top(pile(s, 'stock')).rect);
    assert.ok(back[2] > back[0] + 40, `the blue back: ${back.map(Math.round)}`);
  }
  // The file's page back to the quiet defaults.
  await coldLoad(shared.current, server.url, '#/klondike/draw1/1');

  // The module does not trust its input either: unknown values are ignored one by one.
  const { page, problems } = await shared.open('#/klondike/draw1/1');
  const before = await state(page);
  await page.evaluate(() => {
    const set = (json) => window.Module.ccall('sol_set_settings', null, ['string'], [json]);
    set('{"felt":');
    set('[1,2]');
    set('{"cardBack":"plaid","felt":"blue","leftHanded":1,"fourColour":"yes"}');
  });
  const s = await idle(page);
  assert.deepEqual(pile(s, 'stock').rect, pile(before, 'stock').rect, 'not left-handed');
  const shot = await shoot(page, null);
  assert.ok(FELT_LOOKS.blue(shot.pixel(...FELT_SPOT)), 'the good value was taken');
  const back = mean(shot, top(pile(s, 'stock')).rect);
  assert.ok(back[2] > back[0] + 40, `the blue back: ${back.map(Math.round)}`);
  assert.deepEqual(problems, []);
});

test('Options > Appearance: a felt chosen by mouse is drawn and saved, and every choice survives a reload', async () => {
  const { page, problems } = await shared.open('#/klondike/draw1/1');
  const item = (n) => {
    const s = window.solitaire.state();
    return s && s.ui.items[n];
  };
  assert.ok(await clickSettled(page, item, 'options'), 'the Options menu');
  assert.ok(await clickSettled(page, item, 'appearance'), 'its Appearance submenu');
  await page.waitForFunction(item, 'felt:blue');
  await page.screenshot({ path: screenshotPath('appearance-menu.png') });
  assert.ok(await clickSettled(page, item, 'felt:blue'), 'the Blue felt item');
  await idle(page);
  let shot = await shoot(page, null);
  assert.ok(FELT_LOOKS.blue(shot.pixel(...FELT_SPOT)), `blue felt: ${shot.pixel(...FELT_SPOT)}`);
  let stored = await page.evaluate(() => JSON.parse(localStorage.getItem('solitaire.settings')));
  assert.equal(stored.felt, 'blue');
  assert.equal(stored.cardBack, 'blue', 'the other choices are saved at their defaults');

  // Every choice at once, then a reload.
  const all = { cardBack: 'black', felt: 'red', fourColour: true, largeIndices: true, leftHanded: true };
  const s = await apply(page, all);
  const look = mean(await shoot(page, null), top(pile(s, 'stock')).rect);
  stored = await page.evaluate(() => JSON.parse(localStorage.getItem('solitaire.settings')));
  for (const [k, v] of Object.entries(all)) assert.equal(stored[k], v, `${k} stored`);
  await page.reload();
  await page.waitForFunction(() => window.solitaire.ready && window.solitaire.state(), null, { timeout: 30000 });
  const again = await idle(page);
  assert.deepEqual(pile(again, 'stock').rect, pile(s, 'stock').rect, 'still left-handed');
  shot = await shoot(page, null);
  assert.ok(FELT_LOOKS.red(shot.pixel(...FELT_SPOT)), `still the red felt: ${shot.pixel(...FELT_SPOT)}`);
  assert.ok(distance(mean(shot, top(pile(again, 'stock')).rect), look) < 10, 'still the same back');
  const seven = cornerInks(shot, top(pile(again, 'tableau-1')).rect);
  assert.ok(seven.blue > 15 && seven.red === 0, `7D still blue: ${JSON.stringify(seven)}`);
  assert.deepEqual(problems, []);
});
