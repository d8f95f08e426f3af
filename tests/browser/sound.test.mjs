// Card sounds (issue 18, "Sound"): off by default, with no audio made at all (no
// AudioContext) until the player turns them on; one click on the speaker in the menu bar
// turns them on, moves then play, the choice survives a reload, and Options > Sound turns
// them off again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FULL_SCALE, newContext, withBrowserAndServer } from './harness.mjs';
import { decodePng } from './png.mjs';
import { centre, clickSettled, idle, openGame, pile, reload, resetTo, state } from './game_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});

// Counts the AudioContexts the page makes.
const COUNT_AUDIO = () => {
  window.audioContexts = 0;
  const Real = window.AudioContext;
  if (Real) {
    window.AudioContext = class extends Real {
      constructor(...args) {
        super(...args);
        window.audioContexts++;
      }
    };
  }
};

const audioContexts = (page) => page.evaluate(() => window.audioContexts);
const sounds = (page) => page.evaluate(() => window.solitaire.sounds());
const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('solitaire.settings') || '{}').sound);
const item = (page, name) => page.evaluate((n) => window.solitaire.state().ui.items[n] || null, name);

async function clickStock(page) {
  const s = await state(page);
  const c = centre(pile(s, 'stock').rect);
  await page.mouse.click(c.x, c.y);
  return idle(page);
}

// One page for the file (counting its AudioContexts from its first load), reset to each
// game's deal through the URL and storage (sound off again).
let shared = null;
async function open(hash) {
  if (!shared) {
    const context = await newContext(browser, FULL_SCALE); // the speaker's pixels are read
    await context.addInitScript(COUNT_AUDIO);
    shared = await openGame(browser, server.url, hash, { context });
  } else {
    await resetTo(shared.page, hash);
    shared.problems.splice(0);
  }
  return shared;
}

for (const [game, hash] of [['Klondike', '#/klondike/draw1/3'], ['Spider', '#/spider/1suit/3'], ['Pyramid', '#/pyramid/3passes/3']]) {
  test(`${game}: sound is off by default, one click turns it on, and it survives a reload`, async () => {
    const { page, problems } = await open(hash);
    const first = game === 'Klondike';  // the page's first deal: no sound was ever on
    const made = await audioContexts(page);

    // Off: moves are played in silence, and no audio is made.
    let heard = (await sounds(page)).length;
    let s = await clickStock(page);
    assert.equal(s.moves, 1);
    assert.equal((await sounds(page)).length, heard, 'silence');
    if (first) assert.equal(await audioContexts(page), 0, 'no AudioContext while muted');
    else assert.equal(await audioContexts(page), made, 'no new AudioContext while muted');
    assert.notEqual(await stored(page), true);

    // One click on the speaker in the menu bar.
    const note = await item(page, 'sound');
    assert.ok(note, 'a sound toggle in the menu bar');
    assert.ok(note[1] < 60, 'in the bar at the top');
    await page.mouse.click(note[0] + note[2] / 2, note[1] + note[3] / 2);
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('solitaire.settings')).sound === true);
    heard = (await sounds(page)).length;
    s = await clickStock(page);
    await page.waitForFunction((n) => window.solitaire.sounds().length > n, heard);
    assert.ok((await sounds(page)).slice(heard).includes('deal'), `the stock deals with a sound: ${await sounds(page)}`);
    assert.equal(await audioContexts(page), 1, 'one AudioContext, made on the first sound');

    // A reload keeps the choice: the next move sounds at once.
    await reload(page);
    assert.equal(await stored(page), true);
    await clickStock(page);
    await page.waitForFunction(() => window.solitaire.sounds().length > 0);

    // Options > Sound turns it off again: silence.
    const options = await item(page, 'options');
    await page.mouse.click(options[0] + options[2] / 2, options[1] + options[3] / 2);
    assert.ok(await clickSettled(page, () => window.solitaire.state().ui.items.optionSound), 'Options > Sound');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('solitaire.settings')).sound === false);
    await idle(page);
    const before = (await sounds(page)).length;
    await clickStock(page);
    assert.equal((await sounds(page)).length, before, 'muted again');
    assert.deepEqual(problems, []);
  });
}

// The toggle's look (issue 26, item 12): the speaker players know, sending out waves while
// sound is on, with none while muted, and nothing red (a red stroke read as an error).
// Counted in a screenshot of its menu bar item: white pixels right of the speaker's cone
// (the waves; the muted cross is grey), and red ones anywhere.
test('the sound toggle is a speaker: waves while on, none and nothing red while muted', async () => {
  const { page, problems } = await open('#/klondike/draw1/3');
  const look = async () => {
    await page.mouse.move(640, 500); // off the bar: no hover highlight, no tooltip
    await idle(page);
    const [x, y, w, h] = await item(page, 'sound');
    const png = decodePng(await page.screenshot({ clip: { x, y, width: w, height: h } }));
    const seen = { waves: 0, red: 0, ink: 0 };
    for (let j = 0; j < png.height; j++) {
      for (let i = 0; i < png.width; i++) {
        const [r, g, b] = png.pixel(i, j);
        if (Math.min(r, g, b) > 215 && i > png.width / 2 + 2) seen.waves++;
        if (r - Math.max(g, b) > 60) seen.red++;
        if (Math.min(r, g, b) > 120) seen.ink++;
      }
    }
    return seen;
  };
  const muted = await look();
  const [x, y, w, h] = await item(page, 'sound');
  await page.mouse.click(x + w / 2, y + h / 2);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('solitaire.settings')).sound === true);
  const on = await look();
  assert.ok(muted.ink > 20, `a speaker is drawn while muted: ${JSON.stringify(muted)}`);
  assert.equal(muted.red, 0, `nothing red while muted: ${JSON.stringify(muted)}`);
  assert.equal(muted.waves, 0, `no waves while muted: ${JSON.stringify(muted)}`);
  assert.equal(on.red, 0);
  assert.ok(on.waves > 10, `waves while on: ${JSON.stringify(on)}`);
  assert.deepEqual(problems, []);
});
