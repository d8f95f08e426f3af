// When the game cannot go on, the page says so and offers a Reload button instead of
// showing a blank or frozen canvas.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FULL_SCALE, newContext, screenshotPath, seedStorage, waitForFrames, withBrowserAndServer } from './harness.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});

// Each test's page, in a context of its own (harness.mjs's quiet defaults, without service
// workers: requests a worker answers would pass by the tests' routes). Each test loads the
// game anew, and its load or start is what it tests; a page left broken by one test (CI once
// saw a page whose compositor stopped: its screenshot failed, and the next two tests' pages,
// the same page navigated again, never drew a frame) cannot take the next tests with it.
// `options` go to the context (FULL_SCALE for a screenshot kept for people to look at).
let quiet = null;
async function quietPage(options = {}) {
  await quiet?.close();
  quiet = await newContext(browser, { serviceWorkers: 'block', ...options });
  await seedStorage(quiet);
  return quiet.newPage();
}

async function expectErrorPanel(page, message) {
  const panel = page.locator('#error');
  await panel.waitFor({ state: 'visible', timeout: 30000 });
  assert.match(await page.locator('#error-message').innerText(), message);
  const reload = page.getByRole('button', { name: 'Reload' });
  assert.ok(await reload.isVisible(), 'a Reload button');
  assert.ok(await page.locator('#loading').isHidden(), 'no loading panel behind the error');
}

test('a missing game.wasm shows the load error with a Reload button', async (t) => {
  const page = await quietPage(FULL_SCALE);
  await page.route('**/game.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(server.url);
  await expectErrorPanel(page, /could not be loaded/);
  // The picture is for people to look at, not a check (the panel is checked above). Two
  // animation frames first, so that the panel is composited; Chromium still at times answers
  // "Unable to capture screenshot" for this page (seen in CI and in a quiet local run).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  try {
    await page.screenshot({ path: screenshotPath('load-error.png') });
  } catch (e) {
    t.diagnostic(`load-error.png not taken: ${e.message.split('\n')[0]}`);
  }

  // Reload reloads: with the file back, the game starts.
  await page.unroute('**/game.wasm');
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  await waitForFrames(page, 2);
  assert.ok(await page.locator('#error').isHidden());
});

test('a missing game.js shows the load error', async () => {
  const page = await quietPage();
  await page.route('**/game.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(server.url);
  await expectErrorPanel(page, /could not be loaded/);
  await page.unroute('**/game.js');
});

test('a lost WebGL context shows an error with a Reload button', async () => {
  const page = await quietPage();
  await page.goto(server.url);
  await waitForFrames(page, 2);
  await page.evaluate(() => {
    const gl = document.getElementById('canvas').getContext('webgl2');
    gl.getExtension('WEBGL_lose_context').loseContext();
  });
  await expectErrorPanel(page, /graphics context was lost/);
});

test('an uncaught error after start shows the crash message', async () => {
  const page = await quietPage();
  await page.goto(server.url);
  await waitForFrames(page, 2);
  await page.evaluate(() => setTimeout(() => { throw new Error('injected by the test'); }));
  await expectErrorPanel(page, /crashed/);
  assert.match(await page.locator('#error-details').textContent(), /injected by the test/);
});
