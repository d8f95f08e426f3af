// Shared set-up for the browser tests: the page's URL and a headless Chromium.
//
// The page is served by tools/serve.mjs. ./test.sh starts it and passes its URL in
// SOLITAIRE_URL; without that, the harness starts its own server on a free port.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { after, before } from 'node:test';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOTS = join(ROOT, 'build', 'screenshots');

// Flags checked in TOOLCHAIN.md: without the last three a WebGL canvas may read back black.
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
  '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
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

// Collects the page's console errors and uncaught exceptions, for failure messages.
export function recordProblems(page) {
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  return problems;
}
