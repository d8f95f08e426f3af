#!/usr/bin/env node
// What an idle table costs: the page open on a deal, nothing happening, CPU time measured
// over a stretch of wall time in headless Chromium (issue 26, item 14).
//
//   node tests/browser/bench-idle.mjs [--seconds S] [--runs N] [SITE_DIR]   SITE_DIR: build/wasm/site
//
// Two tables: a fresh deal (its clock waits for the first move) and a game in progress (one
// move played: its clock shows each second). For each, the median of N runs of:
// - main thread: the page's main-thread task time (CDP Performance.getMetrics TaskDuration),
//   as a share of one core;
// - processes: the CPU time of Chromium's renderer and GPU processes together
//   (CDP SystemInfo.getProcessInfo), as a share of one core;
// - frames: how many frames the game drew (its frame counter).
// It measures and prints; it passes or fails nothing (docs/conventions.md, 14).
import { join, resolve } from 'node:path';
import { serve } from './bench-page.mjs';
import { launch, ROOT, seedStorage } from './harness.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// CPU seconds of the renderer and GPU processes so far.
async function processCpu(cdp) {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  return processInfo.filter((p) => p.type === 'renderer' || p.type === 'GPU')
    .reduce((s, p) => s + p.cpuTime, 0);
}

async function measure(browser, url, { moved, seconds }) {
  // The page as a player has it: motion on, automatic moves off, no live verdict (which
  // would search), a 1280x800 window.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await seedStorage(context);
  const page = await context.newPage();
  await page.goto(`${url}#/klondike/draw1/7`);
  await page.waitForFunction(() => window.solitaire && window.solitaire.ready && window.solitaire.state(), null,
    { timeout: 60000 });
  if (moved) {
    const s = await page.evaluate(() => window.solitaire.state());
    const [x, y, w, h] = s.piles.find((p) => p.kind === 'stock').rect;
    await page.mouse.click(x + w / 2, y + h / 2);
  }
  await page.mouse.move(2, 400); // the pointer rests over the felt, not over a menu
  await sleep(2000); // the draw's glide and everything it set off are over
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const browserCdp = await browser.newBrowserCDPSession();
  const task = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  // The frame counter through Module directly: the test hook's calls wake the loop.
  const frames = () => page.evaluate(() => Number(window.Module._game_frame_count()));
  const [t0, p0, f0] = [await task(), await processCpu(browserCdp), await frames()];
  const start = Date.now();
  await sleep(seconds * 1000);
  const wall = (Date.now() - start) / 1000;
  const [t1, p1, f1] = [await task(), await processCpu(browserCdp), await frames()];
  await browserCdp.detach();
  await context.close();
  return { main: (t1 - t0) / wall, processes: (p1 - p0) / wall, frames: f1 - f0 };
}

async function main() {
  const args = process.argv.slice(2);
  let seconds = 10, runs = 3, site = join(ROOT, 'build', 'wasm', 'site');
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--seconds') seconds = Number(args[++i]);
    else if (args[i] === '--runs') runs = Number(args[++i]);
    else site = args[i];
  }
  const server = await serve(resolve(site));
  const browser = await launch();
  try {
    for (const [name, moved] of [['fresh deal', false], ['game in progress', true]]) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await measure(browser, server.url, { moved, seconds }));
      const pct = (k) => `${(100 * median(results.map((r) => r[k]))).toFixed(1)}%`;
      console.log(`idle ${name}, ${seconds} s, median of ${runs}: main thread ${pct('main')} of a core, ` +
        `renderer+GPU processes ${pct('processes')}, ${median(results.map((r) => r.frames))} frames`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
