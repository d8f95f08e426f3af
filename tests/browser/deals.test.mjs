// Choosing a deal, in each game: Game > Select deal... opens a deal by number (the CLI's
// deal, card for card) or by link, and explains bad input while the game stays; Random
// winnable deal opens a deal the CLI solves; the daily deal (#/daily/<game>/<date>) is the
// same in two fresh browsers, is the first candidate of its day that the CLI proves
// winnable under the same node limit, and bad dates are explained.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { ROOT, withBrowserAndServer } from './harness.mjs';
import { centre, cli, clickSettled, coldLoad, haveCli, idle, pile, reload, sharedPage, state } from './game_helpers.mjs';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});
const noCli = !haveCli() && 'no native CLI';
// One page for the file, reset between tests through the URL and storage; the daily deal's
// test opens fresh pages (a browser that never saw the day).
const shared = sharedPage(() => ({ browser, url: server.url }));

// The CLI names presets game-variant, and Pyramid's 3 passes plainly "pyramid".
const cliPreset = (url) => (url === 'pyramid/3passes' ? 'pyramid' : url.replace('/', '-'));
const DAILY_PRESET = { klondike: 'klondike/draw1', spider: 'spider/1suit', pyramid: 'pyramid/3passes' };
const DAY = '2026-11-30';  // a fixed day: its deal never changes

// The table `s` shows the CLI's deal `seed` of `preset`: every card the player may see,
// and the hidden ones hidden.
function assertCliDeal(s, preset, seed) {
  const want = JSON.parse(cli('deal', cliPreset(preset), String(seed), '--json'));
  assert.equal(`${s.preset}/${s.seed}`, `${preset}/${seed}`);
  if (s.game === 'pyramid') {
    for (let r = 0; r < 7; r++)
      for (let c = 0; c <= r; c++) assert.equal(pile(s, `pyramid-${r + 1}.${c + 1}`).cards[0].card, want.pyramid[r][c]);
    const stock = pile(s, 'stock').cards;
    assert.equal(stock.length, want.stock.length);
    assert.equal(stock[stock.length - 1].card, want.stock[0], 'the stock shows the card drawn first');
    return;
  }
  s.piles.filter((p) => p.kind === 'tableau').forEach((p, i) => {
    const down = want.tableau[i].face_down ?? want.tableau[i].down, up = want.tableau[i].face_up ?? want.tableau[i].up;
    assert.equal(p.cards.length, down.length + up.length, `${p.name} size`);
    assert.ok(p.cards.slice(0, down.length).every((c) => !c.up && c.card === null), `${p.name}: hidden cards stay hidden`);
    assert.deepEqual(p.cards.slice(down.length).map((c) => c.card), up, `${p.name} face-up cards`);
  });
  assert.equal(pile(s, 'stock').cards.length, want.stock.length);
}

// Clicks a menu or dialog item of the game (ImGui), by the name state().ui gives it.
async function click(page, name) {
  const r = await clickSettled(page, (n) => window.solitaire.state().ui.items[n], name, 40);
  assert.ok(r, `no "${name}" item on screen`);
}
async function openSelectDeal(page) {
  await click(page, 'game');
  await click(page, 'selectDeal');
  await page.waitForFunction(() => window.solitaire.pageDialog() === 'deal-dialog', null, { timeout: 10000 });
}
// Types `text` into Select deal key by key (as a player would) and presses Enter.
async function enter(page, text) {
  await page.fill('#deal-input', '');
  await page.locator('#deal-input').pressSequentially(text);
  await page.press('#deal-input', 'Enter');
}
const dealError = (page) => page.textContent('#deal-error');
// The daily deal has been found and opened (its dialog is gone, the link names it, and the
// table has the game's first variant: the deal left may be of the same game, so the game's
// name alone would not tell).
const dailyOpen = (page, game) => page.waitForFunction(([g, p]) => !window.solitaire.pageDialog() &&
  location.hash.startsWith(`#/daily/${g}/`) && window.solitaire.state().preset === p, [game, DAILY_PRESET[game]],
{ timeout: 120000 });

test('daily links are read, and bad dates are explained', () => {
  const window = {};
  const context = vm.createContext({ window });
  for (const f of ['text.js', 'router.js']) vm.runInContext(readFileSync(join(ROOT, 'web', f), 'utf8'), context);
  const presets = Object.values(DAILY_PRESET).map((url) => ({ url, title: url }));
  const now = Date.parse('2026-12-01T10:00:00Z');
  const parse = (hash) => JSON.parse(JSON.stringify(window.SolRouter.parse(hash, presets, now)));
  assert.deepEqual(parse('#/daily/klondike/2026-12-01'), { daily: { game: 'klondike', date: '2026-12-01' } });
  assert.deepEqual(parse('#/daily/Spider/2026-12-02'), { daily: { game: 'spider', date: '2026-12-02' } },
    'tomorrow (UTC) is out somewhere on Earth already');
  assert.deepEqual(parse('#/daily/pyramid'), { daily: { game: 'pyramid', date: '2026-12-01' } }, 'no date: today');
  assert.deepEqual(parse('#/daily'), { daily: { game: 'klondike', date: '2026-12-01' } }, 'no game: the first');
  assert.equal(window.SolRouter.formatDaily('spider', '2026-12-01'), '#/daily/spider/2026-12-01');
  const bad = {
    '#/daily/klondike/2026-12-03': /not out yet: today is 2026-12-01 \(UTC\)/,
    '#/daily/klondike/2026-02-30': /2026-02-30 .*not a day of the calendar/,
    '#/daily/klondike/2026-13-01': /not a day of the calendar/,
    '#/daily/klondike/1999-12-31': /no daily deals before 2000-01-01/,
    '#/daily/klondike/yesterday': /"yesterday" .*not a date written yyyy-mm-dd/,
    '#/daily/klondike/2026-1-1': /not a date written yyyy-mm-dd/,
    '#/daily/golf/2026-12-01': /Unknown game "golf" in the daily deal's link \(known: klondike, spider, pyramid\)/,
    '#/daily/klondike/2026-12-01/3': /not a daily deal/,
  };
  for (const [hash, words] of Object.entries(bad)) {
    const r = parse(hash);
    assert.ok(r.error && words.test(r.error), `${hash}: ${JSON.stringify(r)}`);
  }
});

const NUMBERS = [['klondike/draw3', '4242'], ['spider/2suits', '77'], ['pyramid/3passes', '3141592653']];

test('Select deal explains bad input in the dialog, with the address bar\'s messages, and the game stays',
  { timeout: 120000 }, async () => {
    const preset = 'klondike/draw3';
    const { page, problems } = await shared.open(`#/${preset}/1`);
    // A move first: the game that bad input must leave alone.
    const stock = centre(pile(await state(page), 'stock').rect);
    await page.mouse.click(stock.x, stock.y);
    assert.equal((await idle(page)).moves, 1);
    await openSelectDeal(page);
    const presets = await page.evaluate(() => window.solitaire.presets());
    const routerSays = (hash) => page.evaluate(([h, p]) => window.SolRouter.parse(h, p).error, [hash, presets]);
    for (const [text, hash, words] of [
      ['-5', `#/${preset}/-5`, /not a number from 0 to/],
      ['18446744073709551616', `#/${preset}/18446744073709551616`, /not a number from 0 to 18446744073709551615/],
      ['#/klondike/draw7/3', '#/klondike/draw7/3', /Unknown variant "draw7" of klondike/],
      ['#/daily/klondike/2026-02-30', '#/daily/klondike/2026-02-30', /not a day of the calendar/],
    ]) {
      await enter(page, text);
      await page.waitForFunction(() => document.querySelector('#deal-error').textContent !== '', null, { timeout: 5000 });
      const said = await dealError(page);
      assert.match(said, words, text);
      assert.equal(said, await routerSays(hash), `${text}: the same message as the address bar's`);
      assert.equal(await page.getAttribute('#deal-input', 'aria-invalid'), 'true');
    }
    await enter(page, 'new deal please');  // letters: none of them reaches the game ("n" is New deal)
    assert.match(await dealError(page), /names no deal/);
    assert.equal(await page.evaluate(() => window.solitaire.pageDialog()), 'deal-dialog', 'the dialog stays open');
    const s = await idle(page);
    assert.equal(`${s.preset}/${s.seed}/${s.moves}`, `${preset}/1/1`, 'the game in play is untouched');
    await page.click('#deal-cancel');
    assert.equal(await page.evaluate(() => window.solitaire.pageDialog()), null);
    assert.deepEqual(problems, []);
  });

test(`Select deal by number opens the CLI's deal in each game: ${NUMBERS.map((n) => n.join(' ')).join(', ')}; and a whole link`,
  { skip: noCli, timeout: 180000 }, async () => {
    const { page, problems } = await shared.open('#/klondike/draw1/1');
    for (const [preset, seed] of NUMBERS) {
      await page.evaluate((p) => { location.hash = `#/${p}/1`; }, preset);
      await page.waitForFunction((p) => window.solitaire.state().preset === p, preset, { timeout: 30000 });
      await openSelectDeal(page);
      await enter(page, seed);
      await page.waitForFunction((sd) => window.solitaire.state().seed === sd, seed, { timeout: 30000 });
      const s = await idle(page);
      assert.equal(await page.evaluate(() => window.solitaire.pageDialog()), null, 'the dialog closed');
      assert.equal(await page.evaluate(() => location.hash), `#/${preset}/${seed}`);
      assertCliDeal(s, preset, seed);
    }
    await openSelectDeal(page);
    await page.fill('#deal-input', `${server.url}#/spider/4suits/0042`);
    await page.click('#deal-open');
    await page.waitForFunction(() => window.solitaire.state().preset === 'spider/4suits', null, { timeout: 30000 });
    assertCliDeal(await idle(page), 'spider/4suits', '42');
    assert.equal(await page.evaluate(() => location.hash), '#/spider/4suits/42');
    assert.deepEqual(problems, []);
  });

test('Random winnable deal opens a deal that the CLI solves, in each game', { skip: noCli, timeout: 180000 }, async () => {
  const { page, problems } = await shared.open('#/klondike/draw1/8');
  for (const preset of Object.values(DAILY_PRESET)) {
    await page.evaluate((p) => { location.hash = `#/${p}/8`; }, preset);
    await page.waitForFunction((p) => window.solitaire.state().preset === p, preset, { timeout: 30000 });
    await idle(page);
    await click(page, 'game');
    await click(page, 'winnableDeal');
    await page.waitForFunction(() => window.solitaire.state().seed !== '8' && !window.solitaire.solver().finding,
      null, { timeout: 120000 });
    const s = await idle(page);
    assert.equal(s.preset, preset);
    assert.equal(await page.evaluate(() => location.hash), `#/${preset}/${s.seed}`);
    assert.match(cli('solve', cliPreset(preset), s.seed), /status: solved/);
  }
  assert.deepEqual(problems, []);
});

test(`each game's daily deal of ${DAY} is the same in two fresh browsers, and the first of its day the CLI proves winnable`,
  { skip: noCli, timeout: 240000 }, async () => {
    const seen = { klondike: [], spider: [], pyramid: [] };
    let candidates, limits;
    // Two fresh browsers: two cold loads with nothing stored (the day's deal is found
    // again, not remembered), in the file's context.
    await shared.open('#/klondike/draw1/1');
    for (let i = 0; i < 2; i++) {
      const { page, problems } = await coldLoad(shared.current, server.url, `#/daily/klondike/${DAY}`);
      for (const game of Object.keys(seen)) {
        await page.evaluate(([g, d]) => { location.hash = `#/daily/${g}/${d}`; }, [game, DAY]);
        await dailyOpen(page, game);
        const s = await idle(page);
        assert.equal(s.preset, DAILY_PRESET[game], 'the game\'s first variant');
        assert.equal(await page.evaluate(() => location.hash), `#/daily/${game}/${DAY}`, 'the link stays the daily one');
        seen[game].push(s.seed);
        if (i === 0) assertCliDeal(s, s.preset, s.seed);
      }
      [candidates, limits] = await page.evaluate((d) => [
        Object.fromEntries(['klondike', 'spider', 'pyramid'].map((g) => [g, window.SolDaily.candidates(g, d)])),
        { nodes: window.SolDaily.NODE_LIMIT, memoryMb: window.SolDaily.MEMORY_MB }], DAY);
      assert.deepEqual(problems, []);
    }
    for (const [game, [a, b]] of Object.entries(seen)) {
      assert.equal(a, b, `${game}: two browsers, one deal`);
      const at = candidates[game].indexOf(a);
      assert.ok(at >= 0, `${game}: the deal is one of the day's candidates`);
      // The CLI's verdict (it exits with 1 for unsolvable or unknown, and prints it all the same).
      const solve = (seed) => {
        try {
          return cli('solve', cliPreset(DAILY_PRESET[game]), seed, '--node-limit', String(limits.nodes),
            '--memory-limit', String(limits.memoryMb));
        } catch (e) {
          return String(e.stdout);
        }
      };
      assert.match(solve(a), /status: solved/, `${game}: the CLI proves it winnable under the same node limit`);
      for (const earlier of candidates[game].slice(0, at)) {
        assert.match(solve(earlier), /status: (unsolvable|unknown)/, `${game}: candidate ${earlier} came first and is not proved winnable`);
      }
      console.log(`${game} daily of ${DAY}: deal ${a}, candidate ${at + 1}`);
    }
  });

test('Game > Daily deal opens today\'s deal of the game in play; bad daily links are explained', { timeout: 180000 }, async () => {
  const { page, problems } = await shared.open('#/pyramid/classic/5');
  await click(page, 'game');
  await click(page, 'dailyDeal');
  await dailyOpen(page, 'pyramid');
  const today = new Date().toISOString().slice(0, 10);
  assert.equal(await page.evaluate(() => location.hash), `#/daily/pyramid/${today}`);
  const s = await idle(page);
  assert.equal(s.preset, 'pyramid/3passes');
  // The bar says it is the daily deal, and of which day (issue 26).
  const day = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  assert.match(s.ui.status, new RegExp(`^Pyramid, 3 passes +Daily deal, ${day} `));
  assert.equal(s.daily, today);
  // A reload opens the same deal at once (the day's number is kept).
  await reload(page);
  assert.equal(await page.evaluate(() => window.solitaire.pageDialog()), null, 'no search the second time');
  assert.equal((await state(page)).seed, s.seed);
  // Bad links: the address bar's notices; the Pyramid deal in play goes on (issue 26: a
  // Klondike deal opened instead).
  for (const [date, words] of [['2026-02-30', /not a day of the calendar/], ['2999-01-01', /not out yet/]]) {
    await page.evaluate((d) => { location.hash = `#/daily/pyramid/${d}`; }, date);
    await page.waitForFunction((d) => window.solitaire.notices.some((n) => n.includes(d)), date, { timeout: 10000 });
    const said = (await page.evaluate(() => window.solitaire.notices)).find((n) => n.includes(date));
    assert.match(said, words);
    const now = await idle(page);
    assert.equal(`${now.preset}/${now.seed}`, `pyramid/3passes/${s.seed}`, 'the daily deal stays');
    assert.equal(await page.evaluate(() => location.hash), `#/daily/pyramid/${today}`);
  }
  assert.deepEqual(problems, []);
  // A bad Spider daily link from a fresh page opens a Spider deal.
  const fresh = await coldLoad(shared.current, server.url, '#/daily/spider/2999-01-01');
  assert.equal((await idle(fresh.page)).game, 'spider');
  assert.deepEqual(fresh.problems, []);
});
