// Shared set-up for the browser tests: the page's URL, a headless Chromium, and the quiet
// browser contexts the tests open pages in.
//
// The page is served by tools/serve.mjs. ./test.sh starts it and passes its URL in
// SOLITAIRE_URL; without that, the harness starts its own server on a free port.
// Chromium: ./test.sh starts one for the whole run (browser-server.mjs) and passes its
// endpoint in SOLITAIRE_BROWSER_WS; without that, each test file launches its own, so
// that a single file still runs alone.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { after, before } from 'node:test';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOTS = join(ROOT, 'build', 'screenshots');

// Flags of docs/toolchain.md (Chromium for the browser tests): without the last three a
// WebGL canvas may read back black.
export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
  '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];

// The run's Chromium (SOLITAIRE_BROWSER_WS), or a new one. Either way close() lets it go:
// a shared browser is only disconnected from (the contexts this file made close with it).
export async function launch() {
  const ws = process.env.SOLITAIRE_BROWSER_WS;
  if (ws) return chromium.connect(ws, { timeout: 30000 });
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 120000 });
}

// The tests' quiet defaults: reduced motion (cards go straight to their places: no test
// waits for a glide), unless `motion` is true (the tests of animation); a 1280x800 window
// drawn at half a device pixel per CSS pixel (QUIET_SCALE), as a browser zoomed out to 50%
// draws it. Chromium's WebGL here is SwiftShader, which fills every pixel on the CPU: the
// half-size picture cost its GPU process 40% less CPU (23 s against 14 s for
// solver_lines.test.mjs) on a stage that is CPU-bound. The page's layout and every
// rectangle the tests read are in CSS pixels and stay the same. Tests that read the
// picture's pixels, or keep a screenshot for people to look at, ask for
// `deviceScaleFactor: 1` (FULL_SCALE).
const QUIET_SCALE = 0.5;
export const FULL_SCALE = { deviceScaleFactor: 1 };
export async function newContext(browser, { motion = false, ...options } = {}) {
  return browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: QUIET_SCALE,
    reducedMotion: motion ? 'no-preference' : 'reduce', ...options });
}

// Stored records for a context's first page load (later loads, reloads included, keep what
// the page stored): storage cleared, then `records` (key -> value; objects are stored as
// JSON). QUIET_RECORDS are the defaults: automatic moves off (each move is the test's) and
// no live verdict (its searches take the CPU the page's frames need; the tests of the
// verdict turn it on).
export const QUIET_SETTINGS = { v: 1, autoMove: false, tapToMove: true };
export const QUIET_SOLVER = { v: 1, liveVerdict: false };
// `records` over the quiet defaults, as the text each key stores (null or undefined: not stored).
export function storedRecords(records = {}) {
  const all = { 'solitaire.settings': QUIET_SETTINGS, 'solitaire.solver': QUIET_SOLVER, ...records };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}
export async function seedStorage(context, records = {}) {
  const text = storedRecords(records);
  await context.addInitScript((recs) => {
    if (sessionStorage.getItem('test.init')) return;
    localStorage.clear();
    for (const [k, v] of Object.entries(recs)) localStorage.setItem(k, v);
    sessionStorage.setItem('test.init', '1');
  }, text);
}

// Resolves to { url, stop() }.
export async function startServer() {
  if (process.env.SOLITAIRE_URL) return { url: process.env.SOLITAIRE_URL, stop() {} };
  const child = spawn(process.execPath, [join(ROOT, 'tools', 'serve.mjs'), '--port', '0'],
                      { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/ at (http:\S+)/);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return { url, stop: () => child.kill() };
}

// Starts the page's server and Chromium before a test file's tests and stops both after
// them; `use(browser, server)` receives the two once they are up.
export function withBrowserAndServer(use) {
  let browser, server;
  before(async () => {
    server = await startServer();
    browser = await launch();
    use(browser, server);
  });
  after(async () => {
    await browser?.close();
    server?.stop();
  });
}

export function screenshotPath(name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return join(SCREENSHOTS, name);
}

// Waits until the game has drawn at least `count` frames more than it had.
export async function waitForFrames(page, count = 3, timeout = 30000) {
  await page.waitForFunction(() => window.solitaire && window.solitaire.ready, null, { timeout });
  const start = await page.evaluate(() => window.solitaire.frames());
  await page.waitForFunction((n) => window.solitaire.frames() >= n, start + count, { timeout });
}

// Collects the page's console errors and uncaught exceptions, for failure messages. Not the
// 404 of /favicon.ico: Chromium asks for it on a page that names no icon (the plain page a
// cold load passes through, game_helpers.mjs), at a moment of its own; the game's page names
// its icon and never asks.
export function recordProblems(page) {
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/\/favicon\.ico$/.test(m.location().url)) problems.push(`console: ${m.text()}`);
  });
  return problems;
}
