// The solver module (shell/worker/: solver.js + solver.wasm) plays Pyramid under node: it
// solves seeds with the verdicts and line lengths of the native CLI (pinned below, and
// compared live when the native CLI is built), its lines replay to a win by text and by
// move number, and bad input is an error value. Run by ./test.sh as `node --test tests/worker/`.
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

delete globalThis.fetch; // see solver_module.test.mjs: the glue then reads the .wasm file
const solver = await createRequire(import.meta.url)(MODULE)();
const call = (request) =>
  JSON.parse(solver.ccall('solver_solve', 'string', ['string'], [JSON.stringify(request)]));

// `solitaire bench <preset> 1 12 --list` natively: seed -> moves of the default line, a
// shortest one (issue 25: the optimal search is the default), or 0 for unsolvable.
const NATIVE = {
  'pyramid/3passes': [45, 44, 54, 37, 46, 45, 41, 47, 34, 43, 0, 51],
  'pyramid/all': [48, 44, 55, 37, 46, 45, 43, 47, 34, 43, 0, 52],
};
// Classic (1 pass, stock top not playable): seeds 1-12 are all lost; 15 and 19 are won.
const CLASSIC_WON = ['15', '19'];

test('solves Pyramid seeds with the native verdicts and line lengths', () => {
  for (const [preset, lengths] of Object.entries(NATIVE)) {
    lengths.forEach((length, i) => {
      const seed = String(i + 1);
      const r = call({ preset, seed, limits: { timeMs: 20000 } });
      assert.equal(r.status, length ? 'solved' : 'unsolvable', `${preset} ${seed}: ${JSON.stringify(r)}`);
      assert.equal(r.moves.length, length, `${preset} ${seed}`);
      assert.equal(r.bits.length, length);
      assert.equal(r.macroMoves, length);
    });
  }
  for (let seed = 1; seed <= 12; seed++)
    assert.equal(call({ preset: 'pyramid/classic', seed: String(seed) }).status, 'unsolvable');
  for (const seed of CLASSIC_WON)
    assert.equal(call({ preset: 'pyramid-classic', seed }).status, 'solved');
});

test('Pyramid lines replay to a win by move text and by move number', () => {
  for (const seed of ['1', '4', '9']) {
    const r = call({ preset: 'pyramid', seed });
    const byText = call({ preset: 'pyramid', seed, moves: r.moves.join(' ') });
    assert.equal(byText.status, 'replayed');
    assert.equal(byText.won, true, `seed ${seed} by text`);
    const byBits = call({ preset: 'pyramid', seed, moves: r.bits });
    assert.equal(byBits.won, true, `seed ${seed} by bits`);
  }
  const r = call({ preset: 'pyramid', seed: '1' });
  const bad = call({ preset: 'pyramid', seed: '1', moves: [r.bits[0], 12345] });
  assert.equal(bad.status, 'error');
  assert.match(bad.error, /move 2 is not legal/);
});

test('Pyramid solves from a position in the middle of a game', () => {
  const first = call({ preset: 'pyramid', seed: '2' });
  const mid = call({ preset: 'pyramid', seed: '2', moves: first.moves.slice(0, 12).join(' ') });
  assert.equal(mid.status, 'replayed');
  assert.equal(mid.won, false);
  assert.match(mid.position, /--/);
  const r = call({ preset: 'pyramid', position: mid.position });
  assert.equal(r.status, 'solved');
  assert.equal(call({ preset: 'pyramid', position: mid.position, moves: r.moves.join(' ') }).won, true);
});

test('Pyramid bad requests are errors as values', () => {
  for (const [request, message] of [
    [{ preset: 'pyramid', position: '7D 2H' }, /^position: expected 52 cards/],
    [{ preset: 'pyramid', position: 'QX' }, /^position: card 1: unknown card 'QX'/],
    [{ preset: 'pyramid', seed: '1', moves: 'S QX+2H' }, /^moves: move 2/],
    [{ preset: 'pyramid', seed: '1', moves: 'R' }, /^moves: move 1/],
  ]) {
    const r = call(request);
    assert.equal(r.status, 'error', JSON.stringify(request));
    assert.match(r.error, message);
  }
});

// Every preset, seeds 1-20: the same verdicts, and lines of the same (shortest) length.
test('Pyramid: the module agrees with the native CLI', { skip: !existsSync(CLI) && 'no native CLI' }, () => {
  for (const preset of ['pyramid', 'pyramid-classic', 'pyramid-all', 'pyramid-unlimited']) {
    for (let seed = 1; seed <= 20; seed++) {
      const wasm = call({ preset, seed: String(seed) });
      let out;
      try {
        out = execFileSync(CLI, ['solve', preset, String(seed), '--json']);
      } catch (e) {
        out = e.stdout; // exit code 1: unsolvable
      }
      const native = JSON.parse(out);
      assert.equal(wasm.status, native.status, `${preset} ${seed}`);
      assert.equal(wasm.moves.length, native.move_count, `${preset} ${seed}`);
    }
  }
});
