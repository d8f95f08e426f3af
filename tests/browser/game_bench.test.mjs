// The benchmark as a test: prints the module's size and the first-frame time (see
// bench-page.mjs), and fails only on the size target, which does not depend on the
// machine's load; the time is reported, with a loose bound that catches a hang.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { benchPage } from './bench-page.mjs';

test('the game module is small and its first frame comes quickly', async () => {
  // One cold load: the median of several is the benchmark's (bench-page.mjs --runs N), and
  // each costs the suite a new browser context.
  const r = await benchPage({ runs: 1 });
  console.log(`# game.wasm ${r.wasm} B, game.js ${r.js} B, first frame ${r.firstFrameMs.toFixed(0)} ms (one cold load)`);
  assert.ok(r.wasm + r.js < 1.5e6, `module ${r.wasm + r.js} bytes, target < 1.5 MB`);
  // A hang, not a speed target (10 s failed once at 10.5 s on a machine at load 23; the
  // target is read from the figure printed above, or from node tests/browser/bench-page.mjs).
  assert.ok(r.firstFrameMs < 60000, `first frame after ${r.firstFrameMs} ms`);
});
