// How the table fits the window (issue 17, items 1 and 2), for each game: at 1280x800 a
// fanned card's visible strip shows its suit as well as its rank; on a phone held upright
// (390x844, touch) the table fills the height. Deals and mid-game positions come from the
// solver module's winning lines (several deals each). Touch targets: touch_targets.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodePng } from './png.mjs';
import { idle } from './game_helpers.mjs';
import { DESKTOP, PHONE, gotoPosition, line, longestPileBottom, longestPoint, lowestCard, openPosition,
  withBrowserServerAndEngine } from './fit_helpers.mjs';

const ctx = withBrowserServerAndEngine();

// One page per window (the desktop's, the phone's), each position opened on it in turn
// without a reload: { page, problems, state } for `preset` deal `seed` with `moves` played.
const pages = new Map();
async function position(options, preset, seed, moves) {
  const g = pages.get(options);
  if (!g) {
    const opened = await openPosition(ctx.browser, ctx.server.url, preset, seed, moves, options);
    pages.set(options, opened);
    return opened;
  }
  g.problems.splice(0);
  return { ...g, state: await gotoPosition(g.page, preset, seed, moves) };
}

// The part of a card's visible strip where its suit is drawn level with the rank (the top
// right), as a mask of ink pixels: pixels far from the face colour at its top-left corner.
// `until`: where the next card covers it (CSS pixels; device scale 1).
function suitMask(png, [x, y, w], until) {
  // Cards lie on whole pixels (shell/view/card_sprites.cpp): so do the masks.
  const x0 = Math.round(x) + Math.round(0.62 * w), cols = Math.floor(0.35 * w);
  const y0 = Math.round(y) + 2, rows = Math.floor(Math.min(until, y + 0.33 * w)) - 1 - y0;
  const face = png.pixel(x0, y0);
  const bits = [];
  let ink = 0;
  for (let r = 0; r < rows; r++) {
    const row = [];
    for (let c = 0; c < cols; c++) {
      const on = png.pixel(x0 + c, y0 + r).some((v, i) => face[i] - v > 80);
      row.push(on);
      if (on) ink++;
    }
    bits.push(row);
  }
  return { bits, ink, rows, cols };
}
// How unlike two masks are (over the rows both have): pixels inked in one only, over
// pixels inked in either, at the best of small shifts (a card may lie a pixel off).
function unlike(a, b) {
  let best = 1;
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) {
      let one = 0, either = 0;
      for (let r = 2; r < Math.min(a.rows, b.rows) - 2; r++)
        for (let c = 2; c < Math.min(a.cols, b.cols) - 2; c++) {
          const p = a.bits[r][c], q = b.bits[r + dy][c + dx];
          if (p !== q) one++;
          if (p || q) either++;
        }
      if (either) best = Math.min(best, one / either);
    }
  return best;
}

// Every face-up card partly covered by the next card of its pile (or, in Pyramid, by the
// row below), with where that cover starts.
function coveredCards(s) {
  const out = [];
  for (const p of s.piles) {
    if (p.kind === 'tableau')
      for (let i = 0; i + 1 < p.cards.length; i++) {
        const c = p.cards[i];
        if (c.up) out.push({ card: c.card, rect: c.rect, until: p.cards[i + 1].rect[1] });
      }
    if (p.kind === 'place' && p.cards.length) {
      const [r, k] = p.name.slice('pyramid-'.length).split('.').map(Number);
      const below = s.piles.find((q) => q.name === `pyramid-${r + 1}.${k}`);
      if (below && below.cards.length) out.push({ card: p.cards[0].card, rect: p.cards[0].rect, until: below.rect[1] });
    }
  }
  return out;
}

// Each game with the deals it is tried on; Spider with two suits so that suits differ.
// `cap`: the longest pile tried. At 1280x800 a Spider pile thins its strips to the layout's
// minimum step as it grows. Since the index's ink starts at its top margin (card_draw.cpp)
// the suits show in piles of 22 cards (seed 2) with large indices too, where 20 was the most
// before; at 25 (seed 4) the strips are 13 px, and from about 26 cards every step shrinks to
// keep the pile on the table (tests/shell/table_layout_test.cpp), suits or not.
const SUIT_GAMES = [
  { preset: 'klondike/draw1', seeds: [3, 11] },
  { preset: 'spider/2suits', seeds: [1, 2], cap: 24 },
  { preset: 'pyramid/3passes', seeds: [5, 12], deal: true },
];

// The default look, then large indices with four colours (the appearance options that
// change the index), on the same positions.
const LOOKS = [{ name: 'default', settings: {} }, { name: 'large indices, four colours',
  settings: { largeIndices: true, fourColour: true } }];

// Checks masks of one look: every covered card shows ink where its suit is, and any two
// cards of one suit are more alike there than any two cards of two suits (the 10 of
// spades and the 10 of clubs are told apart by this mark alone).
function assertSuitsShown(t, look, masks) {
  const suits = new Set(masks.map((m) => m.suit));
  assert.ok(masks.length >= 6 && suits.size >= 2, `covered cards of several suits: ${masks.map((m) => m.card)}`);
  const rows = Math.min(...masks.map((m) => m.rows));
  assert.ok(rows >= 14, `${look}: the strips are tall enough to hold the suit (${rows} px)`);
  for (const m of masks) assert.ok(m.ink >= 20, `${look}: ${m.card} shows ink where its suit is (${m.ink} px)`);
  let same = { d: 0 }, other = { d: 1 };
  for (let i = 0; i < masks.length; i++)
    for (let j = i + 1; j < masks.length; j++) {
      const a = masks[i], b = masks[j], d = unlike(a, b);
      if (a.suit === b.suit && d > same.d) same = { d, a, b };
      if (a.suit !== b.suit && d < other.d) other = { d, a, b };
    }
  t.diagnostic(`${look}: one suit unlike at most ${same.d.toFixed(2)}, two suits at least ${other.d.toFixed(2)}`);
  assert.ok(same.d < 0.12, `${look}: ${same.a?.card} and ${same.b?.card}: one suit, one mark (${same.d.toFixed(2)})`);
  assert.ok(other.d > same.d + 0.08,
    `${look}: ${other.a.card} and ${other.b.card} (${other.d.toFixed(2)}) differ more than one suit's cards (${same.d.toFixed(2)})`);
}

for (const { preset, seeds, deal, cap } of SUIT_GAMES) {
  test(`${preset} at 1280x800: each partly covered card shows its suit`, async (t) => {
    const masks = LOOKS.map(() => []);
    for (const seed of seeds) {
      // Pyramid's deal already covers 21 cards; the others are played to mid-game.
      const moves = deal ? [] : longestPoint(ctx.call, preset, seed, cap).moves;
      const { page, problems } = await position(DESKTOP, preset, seed, moves);
      for (const [k, look] of LOOKS.entries()) {
        await page.evaluate((s) => window.solitaire.setSettings(s), { largeIndices: false, fourColour: false, ...look.settings });
        const state = await idle(page);
        const png = decodePng(await page.screenshot());
        for (const c of coveredCards(state))
          masks[k].push({ ...suitMask(png, c.rect, c.until), card: c.card, suit: c.card[1] });
      }
      assert.deepEqual(problems, []);
    }
    LOOKS.forEach((look, k) => assertSuitsShown(t, look.name, masks[k]));
  });
}

// Each game's deals for the phone: the point of a winning line with the longest pile.
const PHONE_GAMES = [
  { preset: 'klondike/draw1', seeds: [3, 5] },
  { preset: 'spider/1suit', seeds: [1, 2] },
  { preset: 'pyramid/3passes', seeds: [5, 12] },
];

for (const { preset, seeds } of PHONE_GAMES) {
  test(`${preset} on a phone held upright: the table fills the height`, async (t) => {
    for (const seed of seeds) {
      let moves = [], what;
      if (preset.startsWith('pyramid')) {
        // Pyramid's piles are its places: a few moves in, its bottom row still stands.
        moves = line(ctx.call, preset, seed).slice(0, 4);
      } else {
        moves = longestPoint(ctx.call, preset, seed).moves;
      }
      const { problems, state } = await position(PHONE, preset, seed, moves);
      const height = PHONE.viewport.height;
      if (preset.startsWith('pyramid')) {
        what = { name: 'the pyramid', bottom: lowestCard(state, 'place') };
        assert.ok(lowestCard(state, 'stock') <= height, 'the stock is on screen');
      } else {
        what = longestPileBottom(state);
      }
      const part = what.bottom / height;
      t.diagnostic(`${preset} ${seed}: ${what.name} ends at ${(part * 100).toFixed(0)}% of the height, cards ${state.card.join('x')}`);
      assert.ok(part >= 0.7, `${preset} ${seed}: ${what.name} ends at ${(part * 100).toFixed(0)}% of the height`);
      for (const p of state.piles)
        for (const c of p.cards)
          assert.ok(c.rect[0] >= 0 && c.rect[0] + c.rect[2] <= 390 && c.rect[1] + c.rect[3] <= height,
            `${p.name} is on screen`);
      assert.deepEqual(problems, []);
    }
  });
}
