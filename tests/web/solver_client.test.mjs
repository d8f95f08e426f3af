// web/solver-client.js under node, on a fake Worker: every request the page makes holds the
// search to the page's memory budget, one a phone affords (issue 28 item 1), unless it
// names its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadScripts } from './scripts.mjs';

// The browser around the client: a Worker that records what it is sent, timers that never
// fire (no request here waits for one), no compiled module.
function fakeWorkers() {
  const workers = [];
  class Worker {
    constructor(url) {
      this.url = url;
      this.sent = [];
      workers.push(this);
    }
    postMessage(m) { this.sent.push(m); }
    terminate() { this.terminated = true; }
  }
  const globals = {
    Worker, self: { crossOriginIsolated: false }, document: { baseURI: 'http://127.0.0.1/' },
    WebAssembly: {}, performance: { now: () => 0 }, setTimeout: () => 0, clearTimeout: () => {},
  };
  return { workers, globals };
}

test('the page\'s requests hold the search to the memory budget a phone affords', () => {
  const { workers, globals } = fakeWorkers();
  const { SolSolver } = loadScripts(['solver-client.js'], { globals });
  assert.equal(SolSolver.MEMORY_MB, 128);
  const client = SolSolver.create();
  const requests = [
    [{ preset: 'spider/4suits', seed: '21', limits: { timeMs: 15000 } }, 128],  // the bar's verdict and hints
    [{ preset: 'spider/1suit', seed: '7', limits: { nodes: 100000 } }, 128],    // a search for a deal
    [{ preset: 'klondike/draw1', position: 'x' }, 128],                         // no limits at all
    [{ preset: 'klondike/draw1', seed: '1', limits: { memoryMb: 16 } }, 16],     // a smaller one, named
  ];
  for (const [request, memoryMb] of requests) {
    client.solve(request);
    const sent = workers[workers.length - 1].sent.filter((m) => m.type === 'solve').pop();
    assert.equal(sent.limits.memoryMb, memoryMb, JSON.stringify(request));
    assert.equal(sent.preset, request.preset);
  }
});
