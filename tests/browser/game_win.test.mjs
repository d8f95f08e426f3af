// A whole game won through the UI: the CLI's solver solves the deal, and every move of its
// solution is played with the mouse at the rectangles the page reports. The win must show
// and count in the statistics. Also: screenshots of a fresh deal at desktop sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshotPath, withBrowserAndServer } from './harness.mjs';
import { centre, cli, drag, grip, haveCli, idle, pile, sharedPage, state, top } from './game_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
// One page for the file, reset between tests through the URL and storage.
const shared = sharedPage(() => ({ browser, url: server.url }));

// The solution's tokens (see engine/klondike/move_text.h): S, R, W>F, W>3, 3>F, FH>3, 3>5x4.
function solution(preset, seed) {
  const out = cli('solve', preset.replace('/', '-'), String(seed));
  assert.match(out, /status: solved/);
  const text = out.split('\n').filter((l) => !/^(status|moves|time|nodes)\b/.test(l)).join(' ');
  return text.split(/\s+/).filter(Boolean);
}

// Plays one token with the mouse.
async function play(page, s, token) {
  const stock = centre(pile(s, 'stock').rect);
  if (token === 'S' || token === 'R') return page.mouse.click(stock.x, stock.y);
  const [src, dst] = token.split('>');
  let from, index;
  if (src === 'W') from = pile(s, 'waste');
  else if (src[0] === 'F') from = pile(s, `foundation-${src[1]}`);
  else from = pile(s, `tableau-${src}`);
  const count = dst.includes('x') ? Number(dst.split('x')[1]) : 1;
  index = from.cards.length - count;
  const card = from.cards[index];
  let to;
  if (dst[0] === 'F') to = pile(s, `foundation-${top(from).card[1]}`);
  else to = pile(s, `tableau-${dst.split('x')[0]}`);
  const at = index === from.cards.length - 1 ? centre(card.rect) : grip(card.rect);
  return drag(page, at, centre((top(to) ?? to).rect), 2);
}

test('a solved deal replayed by mouse wins and counts in the statistics',
  { skip: !haveCli() && 'no native CLI', timeout: 600000 }, async () => {
    // Draw 3, deal 167: the shortest line the solver finds among deals 1-300 of either draw
    // (109 moves with the draws, 86 of them by hand before auto-complete; draw 1 deal 1 took
    // 213), so the one whole Klondike game played by mouse costs half the time.
    const preset = 'klondike/draw3', seed = 167;
    const tokens = solution(preset, seed);
    const { page } = await shared.open(`#/${preset}/${seed}`);
    let s = await state(page);
    let byHand = 0;
    for (const [n, token] of tokens.entries()) {
      if (s.won) break;  // auto-complete finished the game
      byHand++;
      const before = s.moves;
      await play(page, s, token);
      s = await idle(page);
      assert.ok(s.moves > before || s.won, `move ${n + 1} (${token}) was played`);
    }
    await page.waitForFunction(() => window.solitaire.state().won, null, { timeout: 30000 });
    s = await idle(page);
    assert.equal(s.won, true);
    // The solution ends with every card face up: auto-complete plays the rest by itself.
    assert.ok(byHand < tokens.length, `auto-complete took over (${byHand} of ${tokens.length} moves by hand)`);
    assert.ok(s.piles.filter((p) => p.kind === 'foundation').every((p) => p.cards.length === 13));
    await page.waitForTimeout(900);  // the celebration opens once the last card lands
    await page.screenshot({ path: screenshotPath('game-won-1280x800.png') });
    const stats = await page.evaluate((p) => window.solitaire.stats(p), preset);
    assert.equal(stats.played, 1);
    assert.equal(stats.won, 1);
    assert.equal(stats.streak, 1);
    assert.equal(stats.fewestMoves, s.moves);
    assert.ok(stats.bestTimeMs >= 0);
  });

test('screenshots of a fresh deal at 1280x800, 1920x1080 and 2560x1440', async () => {
  // The file's page, the window resized.
  const { page } = await shared.open('#/klondike/draw3/2026');
  for (const [w, h] of [[1280, 800], [1920, 1080], [2560, 1440]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForFunction((w) => document.getElementById('canvas').clientWidth === w, w);
    const s = await idle(page);
    for (const p of s.piles) {
      assert.ok(p.rect[0] >= 0 && p.rect[0] + p.rect[2] <= w, `${w}x${h}: ${p.name} fits across`);
      for (const c of p.cards) assert.ok(c.rect[1] + c.rect[3] <= h, `${w}x${h}: ${p.name} fits down`);
    }
    await page.screenshot({ path: screenshotPath(`game-desktop-${w}x${h}.png`) });
  }
});
