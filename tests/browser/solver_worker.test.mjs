// The solver in its Web Worker, through the page's client (web/solver-client.js): answers,
// cancel latency, and clear errors when the worker cannot load, crashes or stops answering.
// The game-side features (and the smooth table during a long solve) are in solver_game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserAndServer } from './harness.mjs';
import { sharedPage } from './game_helpers.mjs';
import { addSolverClient, hardDeal } from './solver_helpers.mjs';

// Deal 1 of klondike-draw1 is won in ~100 nodes; hardDeal() is a long solve.
const EASY = '1';

let browser, server;
withBrowserAndServer((b, s) => {
  browser = b;
  server = s;
});

// The game page with a solver client in window.testSolver (a new one unless `create` is
// off): one page for the file, reset between tests.
const shared = sharedPage(() => ({ browser, url: server.url }));
async function open(options = {}) {
  const game = await shared.open('#/klondike/draw1/1');
  await game.page.evaluate(() => window.testSolver && window.testSolver.cancel());
  await addSolverClient(game.page, options.create !== false);
  return game;
}

// Starts a solve in the page; window.testDone holds its answer (with .at, performance.now()).
const startSolve = (page, deal, limits = {}) => page.evaluate(([deal, limits]) => {
  window.testDone = null;
  window.testSolving = false;
  window.testSolver.solve({ ...deal, limits }, { onProgress: () => { window.testSolving = true; } })
    .then((r) => { window.testDone = { ...r, at: performance.now() }; });
}, [deal, limits]);

test('the worker solves a deal and a position sent as text', async (t) => {
  const { page, problems } = await open();
  const r = await page.evaluate((seed) => window.testSolver.solve(
    { preset: 'klondike/draw1', seed, limits: { timeMs: 10000 } }), EASY);
  assert.equal(r.status, 'solved', JSON.stringify(r));
  assert.ok(r.moves.length > 50);
  const load = await page.evaluate(() => window.testSolver.loadMs);
  t.diagnostic(`worker load ${load.toFixed(0)} ms, first request->result ${r.ms.toFixed(0)} ms`);
  const bad = await page.evaluate(() => window.testSolver.solve(
    { preset: 'klondike/draw1', position: 'tableau 1: QX' }));
  assert.equal(bad.status, 'error');
  assert.match(bad.error, /position: /);
  assert.deepEqual(problems, []);
});

test('a long solve reports its progress while it runs', async (t) => {
  const { page } = await open();
  const deal = await hardDeal(page);
  const r = await page.evaluate((deal) => {
    const reports = [];
    return window.testSolver.solve({ ...deal, limits: { timeMs: 2000 } }, {
      onProgress: (m) => { if (m.phase === 'searching') reports.push({ ...m, at: performance.now() }); },
    }).then((r) => ({ status: r.status, nodes: r.nodes, reports }));
  }, deal);
  assert.equal(r.status, 'unknown');
  // About four a second (shell/worker/solver_bridge.cpp), arriving while the search runs.
  assert.ok(r.reports.length >= 4, `${r.reports.length} progress reports in 2 s`);
  for (let i = 1; i < r.reports.length; i++) {
    assert.ok(r.reports[i].nodes > r.reports[i - 1].nodes, 'nodes grow report after report');
  }
  // They arrive while the search runs, not all at its end (a busy page may get two at once).
  const spread = r.reports.at(-1).at - r.reports[0].at;
  assert.ok(spread > 800, `the reports arrived within ${spread} ms of each other`);
  assert.ok(r.reports.at(-1).nodes <= r.nodes);
  t.diagnostic(`${r.reports.length} reports, last ${r.reports.at(-1).nodes} nodes at ${r.reports.at(-1).seconds.toFixed(2)} s`);
});

test('while the player drags, the search pauses, and goes on after', async (t) => {
  const { page } = await open();
  // tools/serve.mjs isolates the page, so it can share memory with the worker.
  assert.equal(await page.evaluate(() => self.crossOriginIsolated), true);
  assert.equal(await page.evaluate(() => window.testSolver.canYield()), true);
  const deal = await hardDeal(page);
  // A long solve, then "a drag" of 1.5 s in its middle: no progress while it lasts.
  const r = await page.evaluate(async (deal) => {
    const reports = [];
    const done = window.testSolver.solve({ ...deal, limits: { timeMs: 4000 } }, {
      onProgress: (m) => { if (m.phase === 'searching') reports.push({ nodes: m.nodes, at: performance.now() }); },
    });
    const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    await wait(1000);
    window.testSolver.setInteractive(true);
    await wait(300);  // the last report of the running search may still be on its way
    const start = reports.length ? reports.at(-1).nodes : 0;
    await wait(1200);
    const during = reports.length ? reports.at(-1).nodes : 0;
    window.testSolver.setInteractive(false);
    const answer = await done;
    return { status: answer.status, start, during, end: reports.at(-1).nodes, nodes: answer.nodes };
  }, deal);
  assert.equal(r.status, 'unknown');
  assert.ok(r.start > 0, 'the search ran before the drag');
  assert.equal(r.during, r.start, 'no node searched while the player dragged');
  assert.ok(r.end > r.during, 'the search went on after the drag');
  t.diagnostic(`nodes: ${r.start} when the drag began, ${r.during} when it ended, ${r.nodes} in all`);
});

test('cancel stops a long solve within 200 ms, and the next request is answered', async (t) => {
  const { page } = await open();
  await startSolve(page, await hardDeal(page), { timeMs: 60000 });
  await page.waitForFunction(() => window.testSolving, null, { timeout: 20000 });
  await page.waitForTimeout(500);
  const latency = await page.evaluate(async () => {
    const t0 = performance.now();
    window.testSolver.cancel();
    while (!window.testDone) await new Promise((r) => setTimeout(r, 1));
    return { status: window.testDone.status, ms: window.testDone.at - t0 };
  });
  assert.equal(latency.status, 'cancelled');
  assert.ok(latency.ms < 200, `cancel took ${latency.ms} ms`);
  // The replacement worker answers the next request.
  const next = await page.evaluate((seed) => {
    const t0 = performance.now();
    return window.testSolver.solve({ preset: 'klondike/draw1', seed, limits: { timeMs: 10000 } })
      .then((r) => ({ status: r.status, ms: performance.now() - t0 }));
  }, EASY);
  assert.equal(next.status, 'solved');
  // The replacement was given the module the page compiled once, not the file to compile.
  assert.equal(await page.evaluate(() => window.testSolver.precompiled), true);
  t.diagnostic(`cancel -> cancelled ${latency.ms.toFixed(1)} ms; next request on a fresh worker ${next.ms.toFixed(0)} ms`);
  // A new request also stops the old one.
  await startSolve(page, await hardDeal(page), { timeMs: 60000 });
  await page.waitForFunction(() => window.testSolving, null, { timeout: 20000 });
  const first = page.evaluate(() => new Promise((r) => {
    const poll = () => (window.testDone ? r(window.testDone.status) : setTimeout(poll, 5));
    poll();
  }));
  const second = await page.evaluate((seed) => window.testSolver.solve(
    { preset: 'klondike/draw1', seed }).then((r) => r.status), EASY);
  assert.equal(await first, 'cancelled');
  assert.equal(second, 'solved');
});

test('a worker that cannot load gives a clear error, and the game keeps running', async () => {
  const { page } = await open({ create: false });
  const r = await page.evaluate(() => {
    const states = [];
    const c = window.SolSolver.create({ url: 'web/no-such-worker.js', onState: (s) => states.push(s) });
    return c.solve({ preset: 'klondike/draw1', seed: '1' }).then((r) => ({ ...r, states }));
  });
  assert.equal(r.status, 'error');
  assert.match(r.error, /solver could not be loaded/);
  assert.ok(r.states.includes('failed'));
  // The solver module itself missing: the worker loads, its importScripts fails.
  const r2 = await page.evaluate(() => {
    const src = "importScripts('/no-such-solver.js');";
    const url = URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
    return window.SolSolver.create({ url }).solve({ preset: 'klondike/draw1', seed: '1' });
  });
  assert.equal(r2.status, 'error');
  const f = await page.evaluate(() => window.solitaire.frames());
  await page.waitForFunction((n) => window.solitaire.frames() > n + 2, f);
  assert.equal(await page.evaluate(() => window.solitaire.error), null);
});

test('a worker that crashes or stops answering ends its request with an error', async () => {
  const { page } = await open({ create: false });
  const worker = (src) => URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
  const crash = await page.evaluate(([url]) => window.SolSolver.create({ url })
    .solve({ preset: 'klondike/draw1', seed: '1' }),
  [await page.evaluate(worker, "postMessage({type:'ready',loadMs:0}); onmessage = () => { throw new Error('boom'); };")]);
  assert.equal(crash.status, 'error');
  assert.match(crash.error, /boom/);
  const silentUrl = await page.evaluate(worker, "postMessage({type:'ready',loadMs:0}); onmessage = () => {};");
  const silent = await page.evaluate((url) => window.SolSolver.create({ url, graceMs: 300 })
    .solve({ preset: 'klondike/draw1', seed: '1', limits: { timeMs: 100 } }), silentUrl);
  assert.equal(silent.status, 'error');
  assert.match(silent.error, /stopped answering/);
  assert.ok(silent.ms < 2000);
  assert.equal(await page.evaluate(() => window.solitaire.error), null);
});
