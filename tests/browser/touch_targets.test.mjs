// Touch targets (issue 17, item 2): on a touch screen every button and menu item of the
// game is at least 44 px tall, held upright or sideways; with a mouse the bars stay thin;
// at 320 px wide every item of the bars is on screen, in each game. Items are read from the
// test hook's list of ImGui items (state().widgets).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { idle, resetTo } from './game_helpers.mjs';
import { DESKTOP, PHONE, PHONE_SIDEWAYS, openPosition, settledWidgets, withBrowserServerAndEngine } from './fit_helpers.mjs';

const ctx = withBrowserServerAndEngine();

// One phone page for the touch tests (held upright, sideways, and 320 px wide: the window
// resized, the page not reloaded), reset to `hash` through the URL and storage.
let phone = null;
async function phoneAt(viewport, hash) {
  if (!phone) phone = await openPosition(ctx.browser, ctx.server.url, 'klondike/draw1', 3, [], PHONE);
  phone.problems.splice(0);
  await phone.page.setViewportSize(viewport);
  await resetTo(phone.page, hash);
  return phone;
}

// Opens each menu and submenu of the menu bar, and the solver's options, by clicking their
// headers, and returns every widget seen on the way (as state().widgets lists them).
async function everyWidget(page) {
  const seen = new Map();
  const note = (ws) => ws.forEach((w) => seen.set(`${w.window}/${w.label}`, w));
  const click = (r) => page.mouse.click(r[0] + r[2] / 2, r[1] + r[3] / 2);
  const base = await settledWidgets(page);
  note(base);
  const headers = base.filter((w) => w.window === '##MainMenuBar' && w.menu);
  assert.ok(headers.length >= 4, `the menu bar's menus: ${headers.map((w) => w.label)}`);
  for (const h of headers) {
    await click(h.rect);
    const open = await settledWidgets(page);
    note(open);
    // Submenus (Variant's games, Options' appearance): each opened in turn.
    for (const sub of open.filter((w) => w.menu && w.window !== '##MainMenuBar')) {
      await page.mouse.move(sub.rect[0] + sub.rect[2] / 2, sub.rect[1] + sub.rect[3] / 2);
      await click(sub.rect);
      note(await settledWidgets(page));
    }
    await click(h.rect); // closes it
    await settledWidgets(page);
  }
  const options = base.find((w) => w.label.startsWith('Solver'));
  if (options) {
    await click(options.rect);
    note(await settledWidgets(page));
    await click(options.rect);
  }
  return [...seen.values()];
}

for (const [name, options] of [['390x844', PHONE], ['844x390', PHONE_SIDEWAYS]]) {
  test(`on a touch screen at ${name} every button and menu item is at least 44 px tall`, async (t) => {
    const { page, problems } = await phoneAt(options.viewport, '#/klondike/draw1/3');
    assert.equal((await page.evaluate(() => window.solitaire.state())).touch, true, 'the module knows it is touched');
    const widgets = await everyWidget(page);
    t.diagnostic(`${widgets.length} widgets`);
    assert.ok(widgets.length >= 25, `the menus' items were seen: ${widgets.map((w) => w.label)}`);
    for (const w of widgets)
      assert.ok(w.rect[3] >= 43.5, `${w.window} "${w.label}" is ${w.rect[3]} px tall`);
    // The menu bar's items are a finger wide too, the one-glyph ones (arrows, sound) included.
    const bar = widgets.filter((w) => w.window === '##MainMenuBar');
    assert.ok(bar.length >= 7, `the menu bar's items: ${bar.map((w) => w.label)}`);
    const width = page.viewportSize().width;
    for (const w of bar) {
      assert.ok(w.rect[2] >= 43.5, `menu bar "${w.label}" is ${w.rect[2]} px wide`);
      assert.ok(w.rect[0] >= 0 && w.rect[0] + w.rect[2] <= width + 0.5, `menu bar "${w.label}" at [${w.rect}] is on screen`);
    }
    assert.deepEqual(problems, []);
  });
}

test('with a mouse the items keep their desktop size', async () => {
  const { page, context } = await openPosition(ctx.browser, ctx.server.url, 'klondike/draw1', 3, [], DESKTOP);
  const s = await page.evaluate(() => window.solitaire.state());
  assert.equal(s.touch, false);
  const game = s.widgets.find((w) => w.label === 'Game');
  assert.ok(game.rect[3] < 30, `the menu bar stays thin (${game.rect[3]} px)`);
  await context.close();
});

test('at 320x640 every item of the bars is on screen, in each game', async () => {
  const { page, problems } = await phoneAt({ width: 320, height: 640 }, '#/klondike/draw1/4');
  for (const preset of ['klondike/draw1', 'spider/1suit', 'pyramid/3passes']) {
    await page.evaluate((h) => { location.hash = h; }, `#/${preset}/4`);
    await page.waitForFunction((p) => window.solitaire.state().preset === p, preset);
    await idle(page);
    const widgets = await settledWidgets(page);
    const bars = widgets.filter((w) => w.window === '##MainMenuBar' || w.window.startsWith('##solver') || w.window === '##status');
    assert.ok(bars.length >= 8, `${preset}: the bars' items: ${bars.map((w) => w.label)}`);
    for (const w of bars)
      assert.ok(w.rect[0] >= 0 && w.rect[0] + w.rect[2] <= 320 + 0.5 && w.rect[1] + w.rect[3] <= 640 + 0.5,
        `${preset}: "${w.label}" at [${w.rect}] is on screen`);
    for (const label of ['Game', 'Variant', 'Options', 'Help'])
      assert.ok(bars.some((w) => w.label === label), `${label} is there`);
    assert.ok(bars.some((w) => /undo/i.test(w.label)) && bars.some((w) => /redo/i.test(w.label)), 'undo and redo are there');
    const s = await page.evaluate(() => window.solitaire.state());
    for (const p of s.piles) assert.ok(p.rect[0] >= 0 && p.rect[0] + p.rect[2] <= 320, `${preset}: ${p.name} fits across`);
  }
  assert.deepEqual(problems, []);
});
