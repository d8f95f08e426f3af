#!/usr/bin/env node
// Benchmarks the solver as players get it: the Web Worker module in headless Chromium, beside
// the native CLI on the same deals.
//
//   node tools/bench-solver-page.mjs [--preset klondike/draw1] [--seeds 1-20] [--time-limit S]
//                                    [--site DIR] [--url URL] [--cli PATH] [--page game|blank]
//
// Prints the module's size (raw and gzipped), the worker's load time, then per seed the time
// from request to result in the page (worker messages included) and the solver's own time,
// beside the native CLI's solver time and process wall time. With --page game (the default)
// the game runs beside the worker, as players have it; --page blank measures the worker
// alone (a same-origin page without the game, so the main thread answers messages at once). Needs the wasm site built
// (build/wasm/site, ./play.sh or ./test.sh) and the native CLI (build/native).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { chromium } = createRequire(join(ROOT, 'tests/browser/package.json'))('playwright-core');

const opts = { preset: 'klondike/draw1', seeds: '1-20', 'time-limit': '30',
  site: join(ROOT, 'build/wasm/site'), url: '', cli: join(ROOT, 'build/native/shell/cli/solitaire'),
  page: 'game' };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const name = argv[i].replace(/^--/, '');
  if (!(name in opts) || i + 1 >= argv.length) {
    console.error(`usage: see the top of ${process.argv[1]}`);
    process.exit(2);
  }
  opts[name] = argv[++i];
}
const seeds = opts.seeds.split(',').flatMap((part) => {
  const [a, b] = part.split('-').map(Number);
  return b === undefined ? [a] : Array.from({ length: b - a + 1 }, (_, k) => a + k);
});
const timeMs = Number(opts['time-limit']) * 1000;

function sizes(dir) {
  for (const f of ['solver.wasm', 'solver.js']) {
    const data = readFileSync(join(dir, f));
    console.log(`${f.padEnd(12)} ${String(statSync(join(dir, f)).size).padStart(8)} bytes, ` +
      `${String(gzipSync(data, { level: 9 }).length).padStart(7)} gzipped`);
  }
}

async function serve(dir) {
  if (opts.url) return { url: opts.url, stop() {} };
  const child = spawn(process.execPath, [join(ROOT, 'tools/serve.mjs'), resolve(dir), '--port', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => { out += d; const m = out.match(/ at (http:\S+)/); if (m) ok(m[1]); });
    child.on('exit', (code) => fail(new Error(`serve.mjs exited with ${code}`)));
  });
  return { url, stop: () => child.kill() };
}

function native(seed) {
  const t0 = process.hrtime.bigint();
  let out;
  try {
    out = execFileSync(opts.cli, ['solve', opts.preset.replace('/', '-'), String(seed), '--json',
      '--time-limit', String(timeMs / 1000)], { encoding: 'utf8' });
  } catch (e) {
    out = e.stdout;  // exit code 1: unsolvable or unknown
  }
  const wallMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const r = JSON.parse(out);
  return { status: r.status, ms: r.time_seconds * 1000, wallMs, nodes: r.nodes };
}

sizes(opts.site);
const server = await serve(opts.site);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--use-gl=angle', '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader'],
});
try {
  const page = await browser.newPage();
  await page.goto(opts.page === 'blank' ? `${server.url}web/page.css` : `${server.url}#/${opts.preset}/1`);
  const loadMs = await page.evaluate(async () => {
    if (!window.SolSolver) {
      await new Promise((ok, fail) => {
        const s = document.createElement('script');
        s.src = '/web/solver-client.js';
        s.onload = ok;
        s.onerror = fail;
        document.head.appendChild(s);
      });
    }
    const t0 = performance.now();
    let ready;
    const loaded = new Promise((ok) => { ready = ok; });
    window.benchSolver = window.SolSolver.create({
      url: '/web/solver-worker.js', onState: (s) => s === 'ready' && ready(),
    });
    await loaded;
    return performance.now() - t0;
  });
  console.log(`page: ${opts.page}; worker load (new Worker -> module ready): ${loadMs.toFixed(0)} ms\n`);
  console.log('seed  verdict      page ms  (solver ms)   native ms  (wall ms)  ratio  nodes wasm/native');
  let pageTotal = 0, nativeTotal = 0;
  for (const seed of seeds) {
    const p = await page.evaluate(([preset, seed, timeMs]) => window.benchSolver.solve(
      { preset, seed: String(seed), limits: { timeMs } }), [opts.preset, seed, timeMs]);
    const n = native(seed);
    const verdict = p.status === n.status ? p.status : `${p.status}/${n.status}!`;
    pageTotal += p.ms;
    nativeTotal += n.ms;
    console.log(`${String(seed).padStart(4)}  ${verdict.padEnd(11)} ${p.ms.toFixed(1).padStart(8)}  ` +
      `(${(p.seconds * 1000).toFixed(1).padStart(8)})  ${n.ms.toFixed(1).padStart(9)}  ` +
      `(${n.wallMs.toFixed(0).padStart(6)})  ${(p.ms / Math.max(n.ms, 0.05)).toFixed(1).padStart(5)}  ` +
      `${p.nodes}/${n.nodes}`);
  }
  console.log(`\ntotal: page ${pageTotal.toFixed(0)} ms, native ${nativeTotal.toFixed(0)} ms ` +
    `(page/native ${(pageTotal / Math.max(nativeTotal, 0.05)).toFixed(2)})`);
} finally {
  await browser.close();
  server.stop();
}
