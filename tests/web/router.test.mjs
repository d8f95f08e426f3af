// web/router.js on its own (no browser): how every kind of link is read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadScripts, plain } from './scripts.mjs';

const window = loadScripts(['text.js', 'router.js']);
const { format } = window.SolRouter;
const parse = (hash, presets) => plain(window.SolRouter.parse(hash, presets));
const PRESETS = ['klondike/draw1', 'klondike/draw3', 'klondike/draw1-vegas', 'klondike/draw3-vegas']
  .map((url) => ({ url, title: url }));

test('deal links', () => {
  assert.deepEqual(parse('#/klondike/draw3/12345', PRESETS), { preset: 'klondike/draw3', seed: '12345' });
  assert.deepEqual(parse('#/Klondike/DRAW1-vegas/007', PRESETS), { preset: 'klondike/draw1-vegas', seed: '7' });
  assert.deepEqual(parse('#/klondike/draw1/18446744073709551615', PRESETS),
    { preset: 'klondike/draw1', seed: '18446744073709551615' }, 'the largest 64-bit seed');
  assert.equal(format('klondike/draw3', '42'), '#/klondike/draw3/42');
});

test('links without a seed or without anything', () => {
  assert.deepEqual(parse('', PRESETS), { empty: true });
  assert.deepEqual(parse('#/', PRESETS), { empty: true });
  assert.deepEqual(parse('#/klondike', PRESETS), { preset: 'klondike/draw1', seed: null });
  assert.deepEqual(parse('#/klondike/draw3/', PRESETS), { preset: 'klondike/draw3', seed: null });
});

test('bad links are explained', () => {
  const bad = {
    '#/spiderx/1suit/3': /Unknown game "spiderx"/,
    '#/klondike/draw2/3': /Unknown variant "draw2" of klondike/,
    '#/klondike/draw1/-3': /not a number/,
    '#/klondike/draw1/1e5': /not a number/,
    '#/klondike/draw1/18446744073709551616': /not a number/,
    '#/klondike/draw1/3/4': /not a deal/,
    '#%E0%A4%A': /not valid text/,
  };
  for (const [hash, words] of Object.entries(bad)) {
    const r = parse(hash, PRESETS);
    assert.ok(r.error && words.test(r.error), `${hash}: ${JSON.stringify(r)}`);
  }
  assert.ok(parse('#/' + 'x'.repeat(500), PRESETS).error.length < 200, 'junk is clipped in the message');
});

// FreeCell's deals are Microsoft's numbers (docs/rules.md, FreeCell), as the module lists
// them: 1 to 8589934591, new ones 1 to 1,000,000.
const FREECELL = { url: 'freecell/ms', title: 'FreeCell', firstSeed: '1', lastSeed: '8589934591', newDealSeeds: 1000000 };

test('FreeCell links: deal numbers 1 to 8589934591', () => {
  const presets = [...PRESETS, FREECELL];
  assert.deepEqual(parse('#/freecell/ms/11982', presets), { preset: 'freecell/ms', seed: '11982' });
  assert.deepEqual(parse('#/freecell/ms/8589934591', presets), { preset: 'freecell/ms', seed: '8589934591' });
  assert.deepEqual(parse('#/freecell', presets), { preset: 'freecell/ms', seed: null });
  for (const seed of ['0', '8589934592', '18446744073709551615']) {
    const r = parse(`#/freecell/ms/${seed}`, presets);
    assert.equal(r.error, `The deal number "${seed}" in the link is not a number from 1 to 8589934591.`);
  }
  // Other games keep every 64-bit seed.
  assert.deepEqual(parse('#/klondike/draw1/0', presets), { preset: 'klondike/draw1', seed: '0' });
});

test('new deals: FreeCell 1 to 1,000,000, the other games the random number itself', () => {
  const { dealSeed } = window.SolRouter;
  assert.equal(dealSeed(FREECELL, 0), '1');
  assert.equal(dealSeed(FREECELL, 999999), '1000000');
  assert.equal(dealSeed(FREECELL, 1000000), '1');
  assert.equal(dealSeed(FREECELL, 4294967295), String(1 + (4294967295 % 1000000)));
  assert.equal(dealSeed(PRESETS[0], 4294967295), '4294967295');
  assert.equal(dealSeed(undefined, 7), '7');
});

// Issue 28 item 12: a link's text echoed in a message cannot reorder the rest of it.
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const CONTROLS = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E',
  '\u2066', '\u2067', '\u2068', '\u2069'];

test('bidirectional controls in a link never reach its message', () => {
  const links = [];
  for (const c of CONTROLS) {
    const enc = encodeURIComponent(c);
    links.push(`#/spider/1suit/1${enc}%20deal%20is%20fine`, `#/spi${enc}der/1suit/1`, `#/klondike/dr${enc}aw1/4`,
      `#/klondike/draw1/1/${enc}`, `#/daily/klondike/2026-01-0${enc}1`, `#/daily/kl${enc}ondike`,
      `#/daily/klondike/2026-01-01/${enc}x`);
  }
  const presets = [...PRESETS, { url: 'spider/1suit', title: 'Spider' }, { url: 'pyramid/all', title: 'Pyramid' }];
  for (const hash of links) {
    const r = parse(hash, presets);
    assert.ok(r.error, `${hash} is refused`);
    assert.ok(!BIDI.test(r.error), `${hash}: ${JSON.stringify(r.error)}`);
  }
  assert.equal(links.length, CONTROLS.length * 7);
});

test('SolText.quote strips bidirectional controls and clips by characters, never inside a pair', () => {
  const { SolText } = loadScripts(['text.js']);
  assert.equal(SolText.quote('1\u202E deal is fine'), '1 deal is fine');
  assert.equal(SolText.quote(CONTROLS.join('')), '');
  assert.equal(SolText.quote('a'.repeat(50)), 'a'.repeat(40) + '…');
  assert.equal(SolText.quote('😀'.repeat(41)), '😀'.repeat(40) + '…', 'a character is a code point');
  assert.equal(SolText.quote('abc', 2), 'ab…');
  assert.equal(SolText.plain('x\u2067y\u2069z'), 'xyz', 'plain strips and keeps the length');
});

// Every game's variants, the first of each its daily deal's.
const ALL = ['klondike/draw1', 'klondike/draw3', 'spider/1suit', 'spider/2suits', 'pyramid/3passes', 'pyramid/classic']
  .map((url) => ({ url, title: url }));
const NOW = Date.UTC(2026, 11, 2, 12);  // 2 December 2026, noon UTC

test('a bad link stays in the game it names: a bad or future daily link of Spider or Pyramid too', () => {
  const fallback = (hash) => {
    const r = window.SolRouter.parse(hash, ALL, NOW);
    assert.ok(r.error, `${hash} is refused`);
    return window.SolRouter.fallbackPreset(r, ALL);
  };
  assert.equal(fallback('#/daily/spider/2999-01-01'), 'spider/1suit', 'a future Spider daily deal');
  assert.equal(fallback('#/daily/spider/2026-12-04'), 'spider/1suit', 'the day after tomorrow');
  assert.equal(fallback('#/daily/pyramid/2026-02-30'), 'pyramid/3passes', 'no such day');
  assert.equal(fallback('#/daily/pyramid/yesterday'), 'pyramid/3passes');
  assert.equal(fallback('#/daily/pyramid/2026-12-01/3'), 'pyramid/3passes');
  assert.equal(fallback('#/daily/klondike/1999-12-31'), 'klondike/draw1');
  assert.equal(fallback('#/spider/9suits/3'), 'spider/1suit', 'a bad variant');
  assert.equal(fallback('#/pyramid/classic/-3'), 'pyramid/3passes', 'a bad deal number');
  assert.equal(fallback('#/golf/1/2'), 'klondike/draw1', 'no game it knows: the first');
  assert.equal(fallback('#/daily/golf/2026-12-01'), 'klondike/draw1');
  assert.equal(fallback('#%E0%A4%A'), 'klondike/draw1');
  // The good ones are read as before.
  assert.deepEqual(plain(window.SolRouter.parse('#/daily/spider/2026-12-03', ALL, NOW)),
    { daily: { game: 'spider', date: '2026-12-03' } }, 'tomorrow (UTC) is out somewhere');
});
