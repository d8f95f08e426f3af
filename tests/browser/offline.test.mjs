// Offline and installable (issue 18): the page links a web app manifest served as such,
// with icons; after a first visit the service worker has a copy of the page and both wasm
// modules, so that with the server stopped a reload still plays (and a deal's link still
// opens); a new version served is what the next load shows, and what the copy then holds.
//
// This file serves its own copy of the site (from a temporary folder), so that it can
// change a file and stop the server without touching the other tests.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, launch } from './harness.mjs';
import { centre, idle, pile, state } from './game_helpers.mjs';

const SITE = process.env.SOLITAIRE_SITE ?? join(ROOT, 'build', 'wasm', 'site');
const dir = mkdtempSync(join(tmpdir(), 'solitaire-offline-'));
cpSync(SITE, dir, { recursive: true });
let browser = null, server = null;
after(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

// serve.mjs on `dir`: { url, stop() }, the URL fixed by `port` once known.
function serve(port = 0) {
  const child = spawn(process.execPath, [join(ROOT, 'tools', 'serve.mjs'), dir, '--port', String(port)],
                      { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/ at (http:\S+)/);
      if (m) resolve({ url: m[1], stop: () => new Promise((r) => { child.once('exit', r); child.kill(); }) });
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
}

const ready = (page) => page.waitForFunction(() => window.solitaire && window.solitaire.ready && window.solitaire.state(),
  null, { timeout: 30000 });
// Waits until the worker of version `version` is active and its copy is the only one.
// (A loop of evaluate: waitForFunction takes a promise for a true answer.)
async function cacheOf(page, version, timeout = 60000) {
  const end = Date.now() + timeout;
  for (;;) {
    const ok = await page.evaluate(async (v) => {
      const keys = await caches.keys();
      const reg = await navigator.serviceWorker.getRegistration();
      return !!(reg && reg.active && reg.active.state === 'activated' && keys.length === 1 &&
                keys[0] === `solitaire-${v}`);
    }, version);
    if (ok) return;
    if (Date.now() > end) throw new Error(`the worker of version ${version} never took over`);
    await page.waitForTimeout(250);
  }
}
// The marker the test adds to the new version of index.html (the game sets the title).
const testVersion = (page) => page.evaluate(() => {
  const m = document.querySelector('meta[name="test-version"]');
  return m ? m.content : null;
});
const versionOf = () => readFileSync(join(dir, 'sw.js'), 'utf8').match(/const VERSION = '([0-9a-f]+)'/)[1];

test('the manifest is served as one, with its icons', async () => {
  server = await serve();
  try {
    const res = await fetch(server.url + 'manifest.webmanifest');
    assert.match(res.headers.get('content-type'), /^application\/manifest\+json/);
    const m = await res.json();
    assert.equal(m.display, 'standalone');
    assert.equal(m.start_url, './');
    assert.ok(m.name && m.short_name && m.theme_color);
    for (const icon of m.icons) {
      const r = await fetch(server.url + icon.src);
      assert.equal(r.status, 200, icon.src);
      assert.equal(r.headers.get('content-type').split(';')[0], icon.type, icon.src);
    }
    assert.ok(m.icons.some((i) => i.sizes === '512x512') && m.icons.some((i) => i.sizes === '192x192'));
    const sw = await fetch(server.url + 'sw.js');
    assert.match(sw.headers.get('content-type'), /^text\/javascript/);
    assert.match(await sw.text(), /const FILES = \[.*'game\.wasm'.*'solver\.wasm'/);
  } finally {
    await server.stop();
    server = null;
  }
});

test('after a first visit the game loads and plays with the server stopped, and a new version is picked up',
  { timeout: 300000 }, async () => {
    browser = await launch();
    server = await serve();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));

    // First visit: the worker installs and copies the site.
    await page.goto(server.url + '#/klondike/draw1/5');
    await ready(page);
    const v1 = versionOf();
    await cacheOf(page, v1);
    await page.reload();
    await ready(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // A new version is served: the next load shows it, and the worker's copy follows.
    const html = readFileSync(join(dir, 'index.html'), 'utf8').replace('</head>', '<meta name="test-version" content="2">\n</head>');
    writeFileSync(join(dir, 'index.html'), html);
    const v2 = 'a' + v1.slice(1) === v1 ? 'b' + v1.slice(1) : 'a' + v1.slice(1);
    writeFileSync(join(dir, 'sw.js'), readFileSync(join(dir, 'sw.js'), 'utf8').replace(v1, v2));
    await page.reload();
    await ready(page);
    assert.equal(await testVersion(page), '2');
    await cacheOf(page, v2);

    // The server stops: a reload still loads and plays, from the copy of the new version.
    const port = new URL(server.url).port;
    await server.stop();
    server = null;
    await page.reload();
    await ready(page);
    assert.equal(await testVersion(page), '2');
    let s = await idle(page);
    assert.equal(s.preset, 'klondike/draw1');
    const stock = centre(pile(s, 'stock').rect);
    await page.mouse.click(stock.x, stock.y);
    s = await idle(page);
    assert.equal(s.moves, 1, 'a move is played offline');
    // A deal's link opens offline too, and a hash change still routes.
    await page.goto(`http://127.0.0.1:${port}/#/spider/1suit/8`);
    await ready(page);
    assert.equal((await idle(page)).game, 'spider');
    await page.evaluate(() => { location.hash = '#/pyramid/3passes/8'; });
    await page.waitForFunction(() => window.solitaire.state().game === 'pyramid');
    // The solver's module came from the copy as well.
    await page.waitForFunction(() => ['winnable', 'not-winnable'].includes(window.solitaire.solver().verdict),
      null, { timeout: 60000 });
    assert.deepEqual(problems, []);
    await context.close();
  });
