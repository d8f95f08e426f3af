// The statistics screen after real games of each kind: a deal left unfinished (lost), a
// won one, a won daily deal, one won with a hint, one the computer solved. Each game is
// opened one move from the end of the solver's winning line (a saved game the page
// replays), and the last move is played as a player does: a click, a hint followed with
// the mouse, the Auto-solve button. Then Export, Reset (after its confirmation) and
// Import give back the same statistics, and malformed files change nothing.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screenshotPath, withBrowserAndServer } from './harness.mjs';
import { centre, clickSettled, drag, grip, idle, pile, sharedPage, state, top } from './game_helpers.mjs';
import { loadEngine, press, saveLineGame, solver, waitSolver } from './solver_helpers.mjs';

let browser, server, call;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
// One page for the file, reset between tests through the URL and storage.
const shared = sharedPage(() => ({ browser, url: server.url }));
before(async () => {
  call = await loadEngine();
});

// Opens deal `seed` of `preset` (by `hash`, or by reloading when the deal is already on
// the table) with the solver's winning line less its last move already played.
async function nearWin(page, preset, seed, { hash = `#/${preset}/${seed}`, reload = false } = {}) {
  const line = await saveLineGame(page, call, preset, seed,
    { short: 1, elapsedMs: 61000, limits: { nodes: 5000000 }, hash: reload ? null : hash });
  if (reload) await page.reload();
  await page.waitForFunction(([p, sd, n]) => {
    const s = window.solitaire && window.solitaire.ready && window.solitaire.state();
    return s && s.preset === p && s.seed === sd && s.moves === n;
  }, [preset, String(seed), line.length - 1], { timeout: 60000 });
  return idle(page);
}
const won = (page) => page.waitForFunction(() => window.solitaire.state().won, null, { timeout: 60000 });
// The rows of one of the screen's tables, as the text of their cells.
const rows = (page, id) => page.$$eval(`#${id} tbody tr`, (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
const row = async (page, id, first) => (await rows(page, id)).find((r) => r[0] === first);
const stored = (page) => page.evaluate(() => {
  const all = window.solitaire.allStats();
  return { variants: all.variants, history: all.history, daily: all.daily };
});
const status = (page) => page.textContent('#stats-status');

test('the statistics screen after a lost, a won, a daily, a hinted and an auto-solved game; export, reset, import',
  { timeout: 300000 }, async () => {
    const { page, problems } = await shared.open('#/klondike/draw3/5', { live: true });
    // 1. Lost: a move, then another deal is played.
    const stock = centre(pile(await state(page), 'stock').rect);
    await page.mouse.click(stock.x, stock.y);
    await idle(page);

    // 2. Won: the last card goes home with a click (tap to move sends it to its foundation).
    let s = await nearWin(page, 'klondike/draw1', 1);
    const last = s.piles.find((p) => p.kind !== 'foundation' && p.cards.length > 0);
    await page.mouse.click(centre(top(last).rect).x, centre(top(last).rect).y);
    await won(page);
    const klondikeMoves = (await idle(page)).moves;

    // 3. Today's daily Klondike deal, won the same way (found by the solver, then reloaded
    // one move from the end).
    const today = new Date().toISOString().slice(0, 10);
    await page.evaluate((d) => { location.hash = `#/daily/klondike/${d}`; }, today);
    await page.waitForFunction(() => !window.solitaire.pageDialog() && location.hash.startsWith('#/daily/') &&
      window.solitaire.state().moves === 0, null, { timeout: 120000 });
    const daily = await state(page);
    s = await nearWin(page, 'klondike/draw1', daily.seed, { reload: true });
    assert.equal(await page.evaluate(() => location.hash), `#/daily/klondike/${today}`);
    const lastDaily = s.piles.find((p) => p.kind !== 'foundation' && p.cards.length > 0);
    await page.mouse.click(centre(top(lastDaily).rect).x, centre(top(lastDaily).rect).y);
    await won(page);

    // 4. Won with a hint: the last move shown by Hint, played with the mouse.
    await nearWin(page, 'spider/1suit', 3);
    await press(page, 'hint');
    await waitSolver(page, (x) => x.hint !== null && x.hint.rects.length > 0);
    const { hint } = await solver(page);
    await drag(page, grip(hint.rects[0]), centre(hint.rects[1] ?? hint.rects[0]), 4);
    await won(page);
    assert.equal((await state(page)).assist, 'hints');

    // 5. Solved by the computer: Auto-solve plays the last move.
    await nearWin(page, 'pyramid/3passes', 7);
    await waitSolver(page, (x) => x.lineLength > 0);
    await press(page, 'solve');
    await won(page);
    assert.equal((await state(page)).assist, 'computer');

    // The win dialog's Statistics button opens the screen.
    const r = await clickSettled(page, () => window.solitaire.state().ui.items.winStats, null, 60);
    assert.ok(r, 'the win dialog offers Statistics');
    await page.waitForFunction(() => window.solitaire.pageDialog() === 'stats-dialog', null, { timeout: 10000 });
    await page.setViewportSize({ width: 1280, height: 1200 });  // the whole screen in one picture
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath('statistics.png') });

    // On a phone (issue 26, item 9): no table, a card per variant played with the figures
    // that have values, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#stats-cards')).display === 'block');
    await page.screenshot({ path: screenshotPath('statistics-390x844.png') });
    const phone = await page.evaluate(() => {
      const d = document.querySelector('#stats-dialog');
      return {
        overflow: d.scrollWidth - d.clientWidth,
        tables: [...d.querySelectorAll('table')].filter((t) => t.getClientRects().length > 0).length,
        cards: [...d.querySelectorAll('.stats-card')].map((c) => [c.querySelector('h3').textContent,
          [...c.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextSibling.textContent}`)]),
        notes: [...d.querySelectorAll('.stats-card-note')].map((p) => p.textContent).join(' '),
      };
    });
    assert.ok(phone.overflow <= 0, `nothing wider than the screen: ${phone.overflow} px`);
    assert.equal(phone.tables, 0, 'no table on show');
    assert.deepEqual(phone.cards.map((c) => c[0]),
      ['Klondike, draw 1', 'Klondike, draw 3', 'Spider, 1 suit', 'Pyramid, 3 passes', 'Klondike, draw 1'],
      'the variants played, then the daily deals played');
    assert.deepEqual(phone.cards[3][1], ['Played: 1 game', 'Win rate: 0% (0 of 1)', 'Solved by the computer: 1 game'],
      'no figure without a value');
    assert.match(phone.notes, /The game the computer solved counts in the win rate as played, not won\./);
    await page.setViewportSize({ width: 1280, height: 1200 });

    // Every variant has its row; the four played ones say what happened.
    const variants = await rows(page, 'stats-variants');
    const presets = await page.evaluate(() => window.solitaire.presets().map((p) => p.title));
    assert.deepEqual(variants.map((v) => v[0]), presets, 'one row per variant, in the menu\'s order');
    // Variant, Played, Won, Win rate, Streak, Best streak, Best time, Fewest moves, Best score, With hints, By computer
    const k1 = await row(page, 'stats-variants', 'Klondike, draw 1');
    assert.deepEqual(k1.slice(1, 6), ['2', '2', '100%', '2', '2']);
    assert.match(k1[6], /^1:0\d$/, 'best time: the saved clock and the last move');
    assert.ok(Number(k1[7]) > 50 && Number(k1[7]) <= klondikeMoves, `fewest moves ${k1[7]}`);
    assert.match(k1[8], /^\d+$/, 'a best score');
    assert.deepEqual(k1.slice(9), ['0', '0']);
    assert.deepEqual((await row(page, 'stats-variants', 'Klondike, draw 3')).slice(1, 6), ['1', '0', '0%', '0', '0']);
    const sp = await row(page, 'stats-variants', 'Spider, 1 suit');
    assert.deepEqual([sp[1], sp[2], sp[6], sp[7], sp[9], sp[10]], ['1', '1', '–', '–', '1', '0'],
      'a win with hints: counted apart, no record');
    const py = await row(page, 'stats-variants', 'Pyramid, 3 passes');
    assert.deepEqual([py[1], py[2], py[3], py[4], py[9], py[10]], ['1', '0', '0%', '0', '0', '1'],
      'solved by the computer: played, never won');
    assert.deepEqual((await row(page, 'stats-variants', 'Spider, 4 suits')).slice(1, 3), ['0', '0']);
    // The daily line: one day played and won, a streak of one day.
    assert.deepEqual((await row(page, 'stats-daily', 'Klondike, draw 1')).slice(1), ['1', '1', '100%', '1', '1']);
    assert.deepEqual((await row(page, 'stats-daily', 'Spider, 1 suit')).slice(1), ['0', '0', '–', '0', '0']);
    // The history, newest first, each with its deal's link.
    const history = await rows(page, 'stats-history');
    assert.deepEqual(history.map((h) => h[2]),
      ['Solved by the computer', 'Won with hints', 'Won', 'Won', 'Lost']);
    const links = await page.$$eval('#stats-history tbody a', (as) => as.map((a) => a.getAttribute('href')));
    assert.deepEqual(links, ['#/pyramid/3passes/7', '#/spider/1suit/3', `#/daily/klondike/${today}`,
      '#/klondike/draw1/1', '#/klondike/draw3/5']);
    assert.equal(history[4][4], '1', 'the lost game\'s one move');
    assert.match(history[3][3], /^1:0\d$/);

    // Export to a file.
    const before = await stored(page);
    const tableBefore = await rows(page, 'stats-variants');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#stats-export')]);
    assert.match(download.suggestedFilename(), /^solitaire-statistics-\d{4}-\d{2}-\d{2}\.json$/);
    // A copy saved here (the browser may be the run's shared one, in another process).
    const saved = join(mkdtempSync(join(tmpdir(), 'stats-export-')), download.suggestedFilename());
    await download.saveAs(saved);
    const exported = readFileSync(saved, 'utf8');
    assert.equal(JSON.parse(exported).history.length, 5);

    // Reset asks first; "Keep them" keeps them.
    await page.click('#stats-reset');
    assert.equal(await page.isVisible('#stats-confirm'), true);
    await page.click('#stats-reset-no');
    assert.deepEqual(await stored(page), before);
    await page.click('#stats-reset');
    await page.click('#stats-reset-yes');
    assert.match(await status(page), /reset/);
    assert.deepEqual(await stored(page), { variants: {}, history: [], daily: {} });
    assert.equal((await row(page, 'stats-variants', 'Klondike, draw 1'))[1], '0');
    assert.equal(await page.isVisible('#stats-history tbody'), false, 'no history');

    // Import gives back the very same statistics.
    const dir = mkdtempSync(join(tmpdir(), 'stats-'));
    const file = (name, text) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    await page.setInputFiles('#stats-import-file', file('good.json', exported));
    await page.waitForFunction(() => /imported/.test(document.querySelector('#stats-status').textContent), null, { timeout: 10000 });
    assert.deepEqual(await stored(page), before);
    assert.deepEqual(await rows(page, 'stats-variants'), tableBefore);
    assert.equal((await rows(page, 'stats-history')).length, 5);

    // Malformed files are refused with a reason, and change nothing.
    const good = JSON.parse(exported);
    const bad = {
      'not-json.json': ['{"format": "solitaire-statistics", "v": 1, ', /not JSON/],
      'other.json': [JSON.stringify({ hello: 1 }), /not a statistics file/],
      'version.json': [JSON.stringify({ ...good, v: 7 }), /another version/],
      'history.json': [JSON.stringify({ ...good, history: [{ ...good.history[0], moves: -1 }] }), /game 1 of the history is damaged/],
      'variant.json': [JSON.stringify({ ...good, variants: { 'klondike/draw1': { played: 'many', won: 0 } } }), /"klondike\/draw1" are damaged/],
      'proto.json': ['{"format":"solitaire-statistics","v":1,"variants":{"__proto__":{"played":1,"won":0}},"history":[],"daily":{}}', /damaged/],
      'daily.json': [JSON.stringify({ ...good, daily: { klondike: { played: 1, won: 1, bestStreak: 1, days: { 'May 5': 'won' } } } }), /daily deals of "klondike"/],
      'extra.json': [JSON.stringify({ ...good, settings: {} }), /not those of a statistics file/],
    };
    for (const [name, [text, words]] of Object.entries(bad)) {
      await page.setInputFiles('#stats-import-file', file(name, text));
      await page.waitForFunction(() => /cannot be imported/.test(document.querySelector('#stats-status').textContent),
        null, { timeout: 10000 });
      const said = await status(page);
      assert.match(said, words, name);
      assert.match(said, /Nothing was changed\.$/);
      assert.deepEqual(await stored(page), before, `${name} changed nothing`);
      await page.evaluate(() => { document.querySelector('#stats-status').textContent = ''; });
    }
    await page.click('#stats-close');
    assert.equal(await page.evaluate(() => window.solitaire.pageDialog()), null);
    assert.deepEqual(problems, []);
  });

test('Game > Statistics shows the deal in play as In play; a damaged history entry is set aside alone', { timeout: 120000 }, async () => {
  const entry = { preset: 'spider/2suits', seed: '9', result: 'lost', assist: 'none', timeMs: 5000, moves: 3, at: 1764547200000 };
  // Stored before the page loads: the history is read at the start.
  // A cold load, then a phone's window.
  const { page, problems } = await shared.cold('#/pyramid/all/11',
    { 'solitaire.history': { v: 1, games: [entry, { ...entry, result: 'maybe' }] } });
  await page.setViewportSize({ width: 390, height: 844 });
  await idle(page);
  assert.ok((await page.evaluate(() => window.solitaire.notices)).some((n) => /1 damaged part of your saved history/.test(n)));
  await page.click('.notice');  // read: a click puts it away (it lies over the stock on a phone)
  const stock = centre(pile(await state(page), 'stock').rect);
  await page.mouse.click(stock.x, stock.y);
  assert.equal((await idle(page)).moves, 1);
  await clickSettled(page, () => window.solitaire.state().ui.items.game, null);
  await clickSettled(page, () => window.solitaire.state().ui.items.stats, null);
  await page.waitForFunction(() => window.solitaire.pageDialog() === 'stats-dialog', null, { timeout: 10000 });
  const history = await rows(page, 'stats-history');
  assert.deepEqual(history.map((h) => [h[0], h[2], h[4]]), [['Now', 'In play', '1'], [history[1][0], 'Lost', '3']]);
  // On a phone the wide table scrolls inside the dialog; the dialog fits the screen.
  const box = await page.$eval('#stats-dialog', (d) => d.getBoundingClientRect().toJSON());
  assert.ok(box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.solitaire.pageDialog() === null, null, { timeout: 5000 });
  assert.deepEqual(problems, []);
});
