// web/router.js on its own (no browser): how every kind of link is read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadScripts, plain } from './scripts.mjs';

const window = loadScripts(['router.js']);
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
