// When the game cannot go on, the page says so and offers a Reload button instead of
// showing a blank or frozen canvas.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newContext, screenshotPath, seedStorage, waitForFrames, withBrowserAndServer } from './harness.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});

// The file's page, in a quiet context (harness.mjs) without service workers (requests a
// worker answers would pass by the tests' routes), left for a plain page of the same
// origin: each test loads the game anew, and its load or start is what it tests.
let quiet = null;
async function quietPage() {
  if (!quiet) {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    await seedStorage(context);
    quiet = await context.newPage();
  }
  await quiet.goto(`${server.url}web/page.css`);
  return quiet;
}

async function expectErrorPanel(page, message) {
  const panel = page.locator('#error');
  await panel.waitFor({ state: 'visible', timeout: 30000 });
  assert.match(await page.locator('#error-message').innerText(), message);
  const reload = page.getByRole('button', { name: 'Reload' });
  assert.ok(await reload.isVisible(), 'a Reload button');
  assert.ok(await page.locator('#loading').isHidden(), 'no loading panel behind the error');
}

test('a missing game.wasm shows the load error with a Reload button', async () => {
  const page = await quietPage();
  await page.route('**/game.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(server.url);
  await expectErrorPanel(page, /could not be loaded/);
  await page.screenshot({ path: screenshotPath('load-error.png') });

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
