#!/usr/bin/env node
// The page's benchmark: the size of the game module (game.wasm, game.js) and the time from
// navigation to the first drawn frame of a deal, on a local server in headless Chromium.
//
//   node tests/browser/bench-page.mjs [--runs N] [SITE_DIR]   SITE_DIR: build/wasm/site
//
// Prints one line per measure; the first-frame time is the median of N cold loads (a new
// browser context each, so nothing is cached), for a deal of each game. Targets (issue 4): module < 1.5 MB
// uncompressed, first frame < 1.5 s on localhost.
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, ROOT } from './harness.mjs';

// Serves `site` with tools/serve.mjs on a free port: { url, stop() }.
export async function serve(site) {
  const child = spawn(process.execPath, [join(ROOT, 'tools', 'serve.mjs'), site, '--port', '0'],
                      { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((done, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/ at (http:\S+)/);
      if (m) done(m[1]);
    });
    child.on('exit', (code) => fail(new Error(`serve.mjs exited with ${code}`)));
  });
  return { url, stop: () => child.kill() };
}

export async function benchPage({ runs = 5, site = process.env.SOLITAIRE_SITE ?? join(ROOT, 'build', 'wasm', 'site'),
  preset = 'klondike/draw1' } = {}) {
  const size = (f) => statSync(join(site, f)).size;
  const wasm = size('game.wasm'), js = size('game.js');
  const server = await serve(resolve(site));
  const browser = await launch();
  const times = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${server.url}#/${preset}/${i + 1}`);
      await page.waitForFunction(() => window.solitaire && window.solitaire.ready, null, { timeout: 30000 });
      times.push(await page.evaluate(() => window.solitaire.firstFrameMs));
      await context.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }
  times.sort((a, b) => a - b);
  return { wasm, js, firstFrameMs: times[Math.floor(times.length / 2)], times };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;
  const site = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs');
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  for (const [i, preset] of ['klondike/draw1', 'spider/2suits', 'pyramid/3passes'].entries()) {
    const r = await benchPage({ runs, site, preset });
    if (i === 0) {
      console.log(`game.wasm: ${r.wasm} bytes (${kb(r.wasm)})`);
      console.log(`game.js:   ${r.js} bytes (${kb(r.js)})`);
      console.log(`module:    ${r.wasm + r.js} bytes (${((r.wasm + r.js) / 1e6).toFixed(2)} MB; target < 1.5 MB)`);
    }
    console.log(`first frame, ${preset}: ${r.firstFrameMs.toFixed(0)} ms median of ${runs} cold loads ` +
                `(${r.times.map((t) => t.toFixed(0)).join(', ')}; target < 1500 ms)`);
  }
}
