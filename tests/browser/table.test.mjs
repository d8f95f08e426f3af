// The first frames: the page loads the module and draws the menu bar over a green table
// with the pile outlines, crisply at the device pixel ratio, and lays out again on resize.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { decodePng } from './png.mjs';
import { newContext, screenshotPath, seedStorage, waitForFrames, recordProblems, withBrowserAndServer } from './harness.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});

let first = null;  // the page the first frames were drawn on
const DPR = 2;  // a "retina" screen: the canvas must render at twice the CSS size

// Colour tests, loose enough for anti-aliasing and the felt's gradient.
const isFelt = ([r, g, b]) => g > 60 && g > r + 30 && g > b + 15;
const isOutline = ([r, g, b]) => r > 120 && g > 170 && b > 120;
const isMenuBar = ([r, g, b]) => r < 90 && Math.abs(r - g) < 12 && Math.abs(g - b) < 12;
const isText = ([r, g, b]) => r > 200 && g > 200 && b > 200;

// True if any device pixel on the segment (CSS coordinates) satisfies `want`.
function anyOnSegment(png, x0, y0, x1, y1, want) {
  const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) * DPR) + 1;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    if (want(png.pixel((x0 + (x1 - x0) * t) * DPR, (y0 + (y1 - y0) * t) * DPR))) return true;
  }
  return false;
}

// Checks that every pile's outline is drawn: each of its four edges shows the outline
// colour, and the card-sized slot inside is not the outline colour. A pile with cards
// (the deal's stock and tableau) shows a card there instead: only its top edge is checked.
let dealt = new Set();  // rectangles of the piles that hold cards, as "x,y,w,h"
async function readDealt(page) {
  const s = await page.evaluate(() => window.solitaire.state());
  dealt = new Set(s.piles.filter((p) => p.cards.length > 0).map((p) => p.rect.join()));
}
function assertOutlined(png, name, [x, y, w, h]) {
  const cx = x + w / 2, cy = y + h / 2;
  assert.ok(anyOnSegment(png, cx, y - 1, cx, y + 4, isOutline), `${name}: no top edge`);
  if (dealt.has([x, y, w, h].join())) return;  // the rest of the slot lies under cards
  assert.ok(anyOnSegment(png, cx, y + h - 4, cx, y + h + 1, isOutline), `${name}: no bottom edge`);
  assert.ok(anyOnSegment(png, x - 1, cy, x + 4, cy, isOutline), `${name}: no left edge`);
  assert.ok(anyOnSegment(png, x + w - 4, cy, x + w + 1, cy, isOutline), `${name}: no right edge`);
  assert.ok(!isOutline(png.pixel((x + w * 0.2) * DPR, (y + h * 0.2) * DPR)), `${name}: filled in`);
}

async function shoot(page, name) {
  const buf = await page.screenshot();
  writeFileSync(screenshotPath(name), buf);
  return decodePng(buf);
}

test('the first frames show the menu bar, the green table and the pile outlines', async () => {
  const context = await newContext(browser, { viewport: { width: 1024, height: 700 }, deviceScaleFactor: DPR });
  await seedStorage(context);
  const page = await context.newPage();
  first = page;
  const problems = recordProblems(page);
  await page.goto(server.url);
  await waitForFrames(page, 3);
  assert.equal(await page.evaluate(() => window.solitaire.error), null, problems.join('\n'));
  assert.ok(await page.locator('#loading').isHidden(), 'the loading panel is gone');

  // Crisp: the backing store is CSS size x devicePixelRatio.
  const canvas = await page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { w: c.width, h: c.height, cssW: c.clientWidth, cssH: c.clientHeight };
  });
  assert.deepEqual([canvas.cssW, canvas.cssH], [1024, 700]);
  assert.deepEqual([canvas.w, canvas.h], [1024 * DPR, 700 * DPR]);

  const layout = await page.evaluate(() => window.solitaire.layout());
  assert.equal(layout.tableau.length, 7);
  assert.equal(layout.foundations.length, 4);

  const png = await shoot(page, 'first-frame.png');
  await readDealt(page);
  assert.deepEqual([png.width, png.height], [1024 * DPR, 700 * DPR]);

  // Menu bar across the top, with its titles written on it.
  assert.ok(isMenuBar(png.pixel(1000 * DPR, 6 * DPR)), `menu bar colour ${png.pixel(1000 * DPR, 6 * DPR)}`);
  let textPixels = 0;
  for (let y = 2; y < 16 * DPR; y++) for (let x = 0; x < 150 * DPR; x++) if (isText(png.pixel(x, y))) textPixels++;
  assert.ok(textPixels > 40, `menu titles drawn (${textPixels} text pixels)`);

  // Felt between and below the piles, and around the table.
  const [t0, t1] = layout.tableau;
  const between = [(t0[0] + t0[2] + t1[0]) / 2, t0[1] + t0[3] / 2];
  assert.ok(isFelt(png.pixel(between[0] * DPR, between[1] * DPR)), `felt between piles ${png.pixel(between[0] * DPR, between[1] * DPR)}`);
  // (Above the status bar and the solver bar, which take the bottom ~56 pixels.)
  assert.ok(isFelt(png.pixel(10 * DPR, 620 * DPR)), 'felt at the bottom left');
  assert.ok(isFelt(png.pixel(512 * DPR, 620 * DPR)), 'felt below the piles (under the fanned cards)');

  // All thirteen piles outlined: stock, waste, 4 foundations, 7 tableau piles.
  assertOutlined(png, 'stock', layout.stock);
  assertOutlined(png, 'waste', layout.waste);
  layout.foundations.forEach((r, i) => assertOutlined(png, `foundation ${i + 1}`, r));
  layout.tableau.forEach((r, i) => assertOutlined(png, `tableau ${i + 1}`, r));
});

test('a resized window is laid out again and stays crisp', async () => {
  // The first test's page, as it was loaded (1024x700 at twice the pixels).
  const page = first;
  await waitForFrames(page, 2);
  const wide = await page.evaluate(() => window.solitaire.layout());

  await page.setViewportSize({ width: 600, height: 800 });
  await page.waitForFunction(() => document.getElementById('canvas').width === 1200);
  await waitForFrames(page, 3);
  const narrow = await page.evaluate(() => window.solitaire.layout());
  assert.ok(narrow.card[0] < wide.card[0], `cards shrink: ${narrow.card[0]} < ${wide.card[0]}`);
  const last = narrow.tableau[6];
  assert.ok(last[0] + last[2] <= 600, 'the seventh pile fits in the narrower window');
  assert.equal(await page.evaluate(() => document.getElementById('canvas').height), 1600);

  const png = await shoot(page, 'resized.png');
  await readDealt(page);
  narrow.tableau.forEach((r, i) => assertOutlined(png, `tableau ${i + 1}`, r));
  await page.context().close();
});
