// The solver module (shell/worker/: solver.js + solver.wasm) under node: the request and
// result JSON of solver_bridge.cpp, errors as values, limits, and agreement with the native
// CLI on the same deals. Run by ./test.sh as `node --test tests/worker/`.
//
// The module is build/wasm/site/solver.js, or $SOLVER_JS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MODULE = resolve(process.env.SOLVER_JS || join(ROOT, 'build/wasm/site/solver.js'));
const CLI = process.env.SOLITAIRE_CLI || join(ROOT, 'build/native/shell/cli/solitaire');

// Emscripten 3.1.6's glue sees node's global fetch and tries to fetch the .wasm by path
// (docs/toolchain.md, Node); without it, the glue reads the file.
delete globalThis.fetch;
const solver = await createRequire(import.meta.url)(MODULE)();
const call = (request) =>
  JSON.parse(solver.ccall('solver_solve', 'string', ['string'], [JSON.stringify(request)]));

// Seeds of klondike-draw1 decided quickly, checked with `solitaire solve` (see below).
const WINNABLE = ['1', '2', '3', '4', '5'];
const UNWINNABLE = '8';
// The hardest deals known (3 December 2026: draw 3 seeds 506, 2246 and 3757 and draw 1
// seed 506 are undecided after 10 s native; 137 takes a few seconds). The solver keeps
// getting stronger, so the limits test uses the first one that a 300 ms search still
// cannot decide.
const HARD_CANDIDATES = [['klondike/draw3', '506'], ['klondike/draw3', '2246'],
  ['klondike/draw3', '3757'], ['klondike/draw1', '506'], ['klondike/draw3', '137']];

test('solves a deal by seed, and the line replays to a win in the engine', () => {
  for (const seed of WINNABLE) {
    const r = call({ preset: 'klondike/draw1', seed, limits: { timeMs: 20000 } });
    assert.equal(r.status, 'solved', `seed ${seed}: ${JSON.stringify(r)}`);
    assert.equal(r.reason, null);
    assert.equal(r.seed, seed);
    assert.equal(r.moves.length, r.bits.length);
    assert.ok(r.macroMoves > 0 && r.macroMoves <= r.moves.length);
    const replay = call({ preset: 'klondike-draw1', seed, moves: r.moves.join(' ') });
    assert.equal(replay.status, 'replayed');
    assert.equal(replay.won, true, `seed ${seed}: the line does not win`);
  }
});

test('proves a deal unwinnable', () => {
  const r = call({ preset: 'klondike/draw1', seed: UNWINNABLE, limits: { timeMs: 20000 } });
  assert.equal(r.status, 'unsolvable');
  assert.deepEqual(r.moves, []);
});

test('solves from a position in the middle of a game (position text)', () => {
  const first = call({ preset: 'klondike/draw1', seed: '3' });
  const played = first.moves.slice(0, 10).join(' ');
  const mid = call({ preset: 'klondike/draw1', seed: '3', moves: played });
  assert.equal(mid.status, 'replayed');
  assert.equal(mid.won, false);
  assert.match(mid.position, /tableau 7:/);
  const r = call({ preset: 'klondike/draw1', position: mid.position, limits: { timeMs: 20000 } });
  assert.equal(r.status, 'solved');
  const replay = call({ preset: 'klondike/draw1', position: mid.position, moves: r.moves.join(' ') });
  assert.equal(replay.won, true);
});

test('moves given as numbers (as the game packs them) replay too, and illegal ones are refused', () => {
  const r = call({ preset: 'klondike/draw1', seed: '2' });
  const won = call({ preset: 'klondike/draw1', seed: '2', moves: r.bits });
  assert.equal(won.status, 'replayed');
  assert.equal(won.won, true);
  const bad = call({ preset: 'klondike/draw1', seed: '2', moves: [r.bits[0], 32767] });
  assert.equal(bad.status, 'error');
  assert.match(bad.error, /move 2 is not legal/);
});

// Vegas draw 1 allows one pass: on deal 9 two draws keep a win and a third loses it (found
// by trying every legal move along the solver's line; the browser tests use it too).
test('a single move can make a winnable position unwinnable', () => {
  const base = { preset: 'klondike/draw1-vegas', seed: '9', limits: { timeMs: 20000 } };
  const two = call({ ...base, moves: 'S S' });
  assert.equal(call({ ...base, seed: undefined, position: two.position }).status, 'solved');
  const three = call({ ...base, moves: 'S S S' });
  assert.equal(call({ ...base, seed: undefined, position: three.position }).status, 'unsolvable');
});

test('a won position is solved with no moves', () => {
  const r0 = call({ preset: 'klondike/draw1', seed: '1' });
  const end = call({ preset: 'klondike/draw1', seed: '1', moves: r0.moves.join(' ') });
  const r = call({ preset: 'klondike/draw1', position: end.position });
  assert.equal(r.status, 'solved');
  assert.deepEqual(r.moves, []);
});

test('every Klondike preset is accepted by its URL form and its CLI name', () => {
  for (const preset of ['klondike/draw1', 'klondike/draw3', 'klondike-draw3']) {
    const r = call({ preset, seed: '1', limits: { timeMs: 5000 } });
    assert.notEqual(r.status, 'error', `${preset}: ${r.error}`);
  }
});

test('limits stop the search with unknown and the reason', () => {
  const t0 = Date.now();
  const hard = HARD_CANDIDATES.map(([preset, seed]) => ({ preset, seed }))
    .find((d) => call({ ...d, limits: { timeMs: 300 } }).status === 'unknown');
  assert.ok(hard, 'no candidate deal is hard any more: add harder ones');
  assert.ok(Date.now() - t0 < 5000, 'a 300 ms limit was not kept');
  const byNodes = call({ ...hard, limits: { nodes: 1000 } });
  assert.equal(byNodes.status, 'unknown');
  assert.equal(byNodes.reason, 'node-limit');
  const t1 = Date.now();
  const byTime = call({ ...hard, limits: { timeMs: 300 } });
  assert.equal(byTime.status, 'unknown');
  assert.equal(byTime.reason, 'time-limit');
  assert.ok(Date.now() - t1 < 1000, `a 300 ms limit took ${Date.now() - t1} ms`);
  const byMemory = call({ ...hard, limits: { memoryMb: 1 } });
  assert.equal(byMemory.status, 'unknown');
  assert.equal(byMemory.reason, 'memory-limit');
});

test('bad requests are errors as values, and the module keeps working', () => {
  const bad = [
    [{ preset: 'klondike/draw1' }, /position .* or a seed/],
    [{ preset: 'nope', seed: '1' }, /unknown preset 'nope'/],
    [{ seed: '1' }, /no preset/],
    [{ preset: 'klondike/draw1', seed: '-1' }, /not a decimal/],
    [{ preset: 'klondike/draw1', seed: '18446744073709551616' }, /not a decimal/],
    [{ preset: 'klondike/draw1', position: 'tableau 1: QX' }, /^position: /],
    [{ preset: 'klondike/draw1', seed: '1', limits: { timeMs: -1 } }, /limits/],
    [{ preset: 'klondike/draw1', seed: '1', limits: { memoryMb: 100000 } }, /limits/],
    [{ preset: 'klondike/draw1', seed: '1', moves: '1>F 9>9' }, /^moves: /],
  ];
  for (const [request, message] of bad) {
    const r = call(request);
    assert.equal(r.status, 'error', JSON.stringify(request));
    assert.match(r.error, message);
  }
  assert.equal(JSON.parse(solver.ccall('solver_solve', 'string', ['string'], ['{'])).status, 'error');
  assert.equal(call({ preset: 'klondike/draw1', seed: '1' }).status, 'solved');
});

test('the largest seed is a valid deal', () => {
  const r = call({ preset: 'klondike/draw1', seed: '18446744073709551615', limits: { timeMs: 5000 } });
  assert.notEqual(r.status, 'error');
});

test('never contradicts the native CLI on the same deals', { skip: !existsSync(CLI) && 'no native CLI' }, () => {
  // Verdicts, not node counts: the CLI may be built from another revision of the engine.
  let decided = 0;
  for (let seed = 1; seed <= 20; seed++) {
    const wasm = call({ preset: 'klondike/draw1', seed: String(seed), limits: { timeMs: 5000 } });
    let out;
    try {
      out = execFileSync(CLI, ['solve', 'klondike-draw1', String(seed), '--json', '--time-limit', '5']);
    } catch (e) {
      out = e.stdout;  // exit code 1: unsolvable or unknown
    }
    const native = JSON.parse(out);
    if (wasm.status === 'unknown' || native.status === 'unknown') continue;
    assert.equal(wasm.status, native.status, `seed ${seed}`);
    decided++;
  }
  assert.ok(decided >= 15, `only ${decided} of 20 deals decided by both`);
});
