// Screenshots of each game in mid-game at the window sizes issue 17 names (a desktop, a
// phone held upright and one held sideways, both with touch), for people to look at:
// build/screenshots/{klondike,spider,pyramid}-{1280x800,390x844,844x390}.png. Each is
// checked to show the whole table on screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshotPath } from './harness.mjs';
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

// One page per window size (a phone's context differs from a desktop's), each game's
// position opened on it in turn without a reload.
for (const [size, options] of [['1280x800', DESKTOP], ['390x844', PHONE], ['844x390', PHONE_SIDEWAYS]]) {
  test(`screenshots of each game at ${size}`, async () => {
    let g = null;
    for (const { name, preset, seed, moves } of GAMES) {
      const played = moves();
      let state;
      if (!g) {
        g = await openPosition(ctx.browser, ctx.server.url, preset, seed, played, options);
        state = g.state;
      } else {
        state = await gotoPosition(g.page, preset, seed, played);
      }
      await g.page.screenshot({ path: screenshotPath(`${name}-${size}.png`) });
      assertFits(assert, state, options.viewport.width, options.viewport.height);
    }
    assert.deepEqual(g.problems, []);
    await g.context.close();
  });
}
