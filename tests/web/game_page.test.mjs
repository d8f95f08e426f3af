// The game page's scripts on fakes of the browser, the module and the solver
// (tests/web/page_fakes.mjs), under node: navigation wins over a search for a deal (issue 28
// item 2), a saved game with an illegal move keeps what was legal and is set aside once
// (item 8), a record set aside later is said at once (item 4), and no notice can be
// reordered by a bidirectional control (item 12).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { memoryStorage, plain } from './scripts.mjs';
import { fakePage, settle } from './page_fakes.mjs';

const DAY = '2025-06-01';
const DAILY = `#/daily/spider/${DAY}`;
const last = (p) => p.Module.opens[p.Module.opens.length - 1];
// The solver proves the deal of the request in flight winnable.
const solved = (p) => {
  const r = p.solver.requests[p.solver.requests.length - 1];
  return p.solver.answer({ status: 'solved', reason: null, seed: r.request.seed, moves: [], bits: [] });
};

test('the daily deal search: its answer opens the day\'s deal when the player stayed', async () => {
  const p = fakePage({ hash: DAILY });
  assert.equal(p.hook.pageDialog(), 'daily-dialog');
  assert.deepEqual(plain(p.solver.requests[0].request.limits), { nodes: 100000, memoryMb: 128 },
    'a node limit, and the page\'s memory budget (issue 28 item 1)');
  assert.deepEqual(last(p), { preset: 'spider/1suit', seed: p.window.SolDaily.candidates('spider', DAY)[0], moves: '' },
    'the first candidate waits under the dialog');
  p.solver.answer({ status: 'unknown', reason: 'node-limit' });
  await settle();
  solved(p);
  await settle();
  const second = p.window.SolDaily.candidates('spider', DAY)[1];
  assert.deepEqual(last(p), { preset: 'spider/1suit', seed: second, moves: '' });
  assert.equal(p.browser.location.hash, DAILY);
  assert.equal(p.hook.pageDialog(), null);
});

test('navigation during the daily search ends it; a late answer is never applied (item 2)', async () => {
  // The player leaves at each point of the search (while candidate k is asked, or between
  // two candidates), for another game, another variant, a bare page, or another day.
  const places = ['#/pyramid/3passes/777', '#/klondike/draw1/5', '#/spider/1suit/9', '#/', '#/daily/klondike/2025-06-02'];
  let cases = 0;
  for (const place of places) {
    for (let k = 0; k < 6; k++) {
      for (const between of [false, true]) {
        const why = `${place}, candidate ${k}${between ? ', between two' : ''}`;
        const p = fakePage({ hash: DAILY });
        for (let i = 0; i < k; i++) {
          p.solver.answer({ status: 'unknown', reason: 'node-limit' });
          await settle();
        }
        const asked = p.solver.requests.length;
        assert.equal(asked, k + 1, why);
        if (between) p.solver.answer({ status: 'unsolvable', reason: null });  // the loop's next step is queued
        p.browser.navigate(place);
        const opened = p.Module.opens.length;
        const after = last(p);
        // Whatever the solver says now, for the request that was in flight.
        solved(p);
        await settle();
        if (place.startsWith('#/daily/')) {
          // Another day's search goes on: it asks its own candidates, never the left day's.
          const other = p.window.SolDaily.candidates('klondike', '2025-06-02');
          assert.ok(p.solver.requests.slice(asked).every((r) => other.includes(r.request.seed)), why);
          assert.equal(p.browser.location.hash, place, why);
        } else {
          assert.equal(p.solver.requests.length, asked, `${why}: no further deal asked`);
          assert.equal(p.Module.opens.length, opened, `${why}: nothing opened after the navigation`);
          const link = place === '#/' ? '#/klondike/draw1/4242' : place;
          assert.equal(p.browser.location.hash, link, why);
          assert.equal(`#/${after.preset}/${after.seed}`, link, `${why}: the deal the player chose is open`);
          assert.equal(p.hook.pageDialog(), null, `${why}: the dialog closed`);
        }
        assert.equal(p.window.SolStorage.dailySeed(`spider/${DAY}/1`), null, `${why}: the left day's deal is not cached`);
        assert.deepEqual(p.notices(), [], `${why}: not a word: the player left`);
        cases++;
      }
    }
  }
  assert.equal(cases, 60);
});

test('navigation during a winnable-deal search ends it; the deal found never replaces the link', async () => {
  for (const leave of ['link', 'new deal']) {
    for (let k = 0; k < 4; k++) {
      const p = fakePage({ hash: '#/klondike/draw1/3' });
      p.Module.solverFindWinnable(1, 'klondike/draw1', 1000);
      for (let i = 0; i < k; i++) {
        p.solver.answer({ status: 'unknown', reason: 'time-limit' });
        await settle();
      }
      const asked = p.solver.requests.length;
      if (leave === 'link') p.browser.navigate('#/pyramid/3passes/5');
      else p.Module.gameDealStarted('klondike/draw1', '77');  // the player dealt a new game
      const hash = p.browser.location.hash;
      solved(p);
      await settle();
      assert.equal(p.browser.location.hash, hash, `${leave}, ${k}: the player's deal stays`);
      assert.equal(p.solver.requests.length, asked, `${leave}, ${k}: the search ended`);
      assert.deepEqual(plain(p.Module.dealsFound[p.Module.dealsFound.length - 1]), [1, 0, 0], 'the bar hears it stopped');
    }
  }
});

test('a saved game with an illegal move: the legal moves kept, the record set aside once (item 8)', () => {
  for (const preset of ['klondike/draw1', 'spider/1suit', 'pyramid/3passes']) {
    for (const where of ['game', 'recent']) {
      const saved = { v: 1, preset, seed: '5', moves: [11, 12, 13, 14], elapsedMs: 3000, won: false, assist: 'hints' };
      const other = { v: 1, preset, seed: '6', moves: [1], elapsedMs: 10, won: false };
      const storage = memoryStorage(where === 'game' ? { 'solitaire.game': JSON.stringify(saved) }
        : { 'solitaire.game': JSON.stringify(other), 'solitaire.recent': JSON.stringify({ v: 1, games: [saved] }) });
      const kept = { preset, seed: '5', moves: [11, 12], redo: [], elapsedMs: 3000, won: false, score: 0, assist: 'hints' };
      const p = fakePage({ hash: `#/${preset}/5`, storage, openResult: (pr, seed, moves) => (moves === '11,12,13,14' ? 2 : 0),
        gameJson: () => JSON.stringify(kept) });
      const why = `${preset} (${where})`;
      assert.deepEqual(p.notices(), ['Your saved game of this deal has a move that cannot be played on it: ' +
        'the 2 moves before it are kept, and the saved game was set aside.'], why);
      assert.deepEqual(JSON.parse(storage.getItem('solitaire.setaside.game')), saved, `${why}: kept aside`);
      const game = JSON.parse(storage.getItem('solitaire.game'));
      assert.deepEqual([game.seed, game.moves, game.elapsedMs, game.assist], ['5', [11, 12], 3000, 'hints'], why);
      // The next visit replays what was kept, without a word; the copy aside stays.
      const again = fakePage({ hash: `#/${preset}/5`, storage });
      assert.equal(again.Module.opens[0].moves, '11,12', why);
      assert.deepEqual(again.notices(), [], `${why}: said once`);
      assert.deepEqual(JSON.parse(storage.getItem('solitaire.setaside.game')), saved, why);
      if (where === 'recent') assert.equal(JSON.parse(storage.getItem('solitaire.recent')).games[0].seed, '6', why);
    }
  }
});

test('an illegal first move: the deal as dealt, said in words that fit', () => {
  for (const [moves, words] of [[[], 'no move before it is kept'], [[11], 'the move before it is kept']]) {
    const saved = { v: 1, preset: 'spider/1suit', seed: '5', moves: [11, 99], elapsedMs: 3000, won: false };
    const p = fakePage({ hash: '#/spider/1suit/5', storage: memoryStorage({ 'solitaire.game': JSON.stringify(saved) }),
      openResult: (pr, seed, m) => (m === '11,99' ? 2 : 0),
      gameJson: () => JSON.stringify({ preset: 'spider/1suit', seed: '5', moves, redo: [], elapsedMs: 0, won: false,
        score: 500, assist: 'none' }) });
    assert.deepEqual(p.notices(), [`Your saved game of this deal has a move that cannot be played on it: ${words}, ` +
      'and the saved game was set aside.']);
  }
});

test('a record set aside after the page opened is said at once (item 4)', () => {
  const p = fakePage({ hash: '#/klondike/draw1/3' });
  assert.deepEqual(p.notices(), []);
  // Another tab (or an older page) stores a count past the bound; the next move reads it.
  p.storage.setItem('solitaire.stats', JSON.stringify({ v: 1, variants: { 'klondike/draw1': { played: 2 ** 53 - 1, won: 0 } } }));
  p.Module.gameProgress({ preset: 'klondike/draw1', seed: '3', moves: [1], redo: [], elapsedMs: 100, won: false,
    score: 0, assist: 'none' });
  assert.deepEqual(p.notices(),
    ['1 damaged part of your saved statistics could not be read and was set aside; the rest is kept.']);
  assert.ok(p.storage.getItem('solitaire.setaside.stats').includes('9007199254740991'));
});

test('no notice carries a bidirectional control, whatever text it echoes (item 12)', () => {
  const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
  const p = fakePage({ hash: '#/spider/1suit/1%E2%80%AE%20deal%20is%20fine' });
  p.browser.navigate('#/spi%E2%81%A7der/1suit/1');
  p.browser.navigate('#/daily/klondike/2025-06-0%E2%80%8F1');
  p.browser.location.hash = '#/klondike/draw1/1\u202Ex';  // a link as the browser may hand it over
  p.Module.gameShare();
  p.Module.gameNotice('The next deal stays \u202EKlondike.');
  const shown = p.notices();
  assert.equal(shown.length, 5, shown.join(' / '));
  for (const n of shown) assert.ok(!BIDI.test(n), JSON.stringify(n));
  assert.match(shown[0], /The deal number "1 deal is fine" in the link/);
});
