// Screenshots of each game in mid-game at the window sizes issue 17 names (a desktop, a
// phone held upright and one held sideways, both with touch), for people to look at:
// build/screenshots/{klondike,spider,pyramid}-{1280x800,390x844,844x390}.png. Each is
// checked to show the whole table on screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshotPath } from './harness.mjs';
import { decodePng } from './png.mjs';
import { assertFits } from './game_helpers.mjs';
import { DESKTOP, PHONE, PHONE_SIDEWAYS, gotoPosition, line, longestPoint, openPosition, withBrowserServerAndEngine } from './fit_helpers.mjs';

const ctx = withBrowserServerAndEngine();

// Each game's deal and its mid-game point: the longest pile of a winning line's first two
// thirds (Klondike, Spider), a third of the way through the line (Pyramid).
const GAMES = [
  { name: 'klondike', preset: 'klondike/draw3', seed: 3, moves: () => longestPoint(ctx.call, 'klondike/draw3', 3).moves },
  { name: 'spider', preset: 'spider/2suits', seed: 1, moves: () => longestPoint(ctx.call, 'spider/2suits', 1).moves },
  { name: 'pyramid', preset: 'pyramid/3passes', seed: 1, moves: () => {
    const bits = line(ctx.call, 'pyramid/3passes', 1);
    return bits.slice(0, Math.floor(bits.length / 3));
  } },
];

// The court cards on top of their piles, in full view (issue 26, item 11: a Jack, Queen
// or King is a figure, not a letter in a box): each shows a face's skin and gold (a crown,
// a collar, a feather) where its picture is.
function courtFigures(png, state) {
  const near = (p, c, d) => p.every((v, i) => Math.abs(v - c[i]) <= d);
  const seen = [];
  for (const p of state.piles) {
    const c = p.cards[p.cards.length - 1];
    if (!c || !c.up || c.dimmed || !/^[JQK]/.test(c.card)) continue;
    const [x, y, w, h] = c.rect.map(Math.round);
    let skin = 0, gold = 0;
    for (let j = y; j < y + h; j++)
      for (let i = x; i < x + w; i++) {
        const px = png.pixel(i, j);
        if (near(px, [250, 220, 192], 24)) skin++;
        if (near(px, [222, 170, 40], 40)) gold++;
      }
    seen.push({ card: c.card, skin, gold });
  }
  return seen;
}

// One page per window size (a phone's context differs from a desktop's), each game's
// position opened on it in turn without a reload.
// The phone held sideways is the upright phone's page, its window turned.
let phone = null;
for (const [size, options] of [['1280x800', DESKTOP], ['390x844', PHONE], ['844x390', PHONE_SIDEWAYS]]) {
  test(`screenshots of each game at ${size}`, async () => {
    let g = options === PHONE_SIDEWAYS ? phone : null, courts = 0;
    if (g) await g.page.setViewportSize(options.viewport);
    for (const { name, preset, seed, moves } of GAMES) {
      const played = moves();
      let state;
      if (!g) {
        g = await openPosition(ctx.browser, ctx.server.url, preset, seed, played, options);
        state = g.state;
      } else {
        state = await gotoPosition(g.page, preset, seed, played);
      }
      const png = decodePng(await g.page.screenshot({ path: screenshotPath(`${name}-${size}.png`) }));
      assertFits(assert, state, options.viewport.width, options.viewport.height);
      for (const f of courtFigures(png, state)) {
        courts++;
        assert.ok(f.skin >= 6 && f.gold >= 6, `${name} at ${size}: ${f.card} shows a figure: ${JSON.stringify(f)}`);
      }
    }
    assert.ok(courts > 0, 'some court card in full view');
    assert.deepEqual(g.problems, []);
    if (options === PHONE) phone = g;
    else await g.context.close();
  });
}
