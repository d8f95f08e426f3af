// The main thread's side of the solver worker (web/solver-worker.js): one request in flight,
// answers as values, never exceptions. Plain script: sets window.SolSolver.
//
//   const solver = SolSolver.create();        // starts loading the worker in the background
//   const r = await solver.solve({ preset: 'klondike/draw1', position: text,
//                                  limits: { timeMs: 5000 } }, { onProgress });
//   r.status: 'solved' | 'unsolvable' | 'unknown' (r.reason) | 'cancelled' | 'error' (r.error)
//   solver.cancel();                          // the request in flight ends as 'cancelled'
// Options of create(): url (of the worker script), onState(state, message) with state
// 'loading' | 'ready' | 'failed', loadTimeoutMs, graceMs (beyond a request's timeMs).
// Every request holds the search to MEMORY_MB unless it names its own limits.memoryMb.
//
// A search cannot be interrupted from outside its thread, so a new request or a cancel
// terminates the worker and starts a fresh one (solver.js and .wasm come from the cache).
// A worker that fails to load, crashes or stops answering ends its request with a clear
// 'error' and is replaced for the next one; the game never waits on it.
'use strict';

(function () {
  const WORKER_URL = 'web/solver-worker.js';
  const WASM_URL = 'solver.wasm';  // beside index.html, as the worker finds it
  const LOAD_TIMEOUT_MS = 20000;  // to load the module, on a slow phone
  const ANSWER_GRACE_MS = 5000;   // beyond the request's own time limit
  // The memory a search may hold, in MB: what a phone can afford. The worker's heap stays
  // within it and about 20 MB of the module's own (tools/worker-memory.mjs measures it;
  // a WebAssembly heap never shrinks while the worker lives), so the tab's solver costs
  // at most about 150 MB beside the game's module, where 256 MB let it reach about 270 MB
  // (and a 4-suit Spider search once grew it to 581 MB): phones kill tabs that hold a few
  // hundred MB. What it costs: of 4-suit Spider deals 1-50 within 10 million nodes (about
  // the bar's 15 s on a desktop; a phone searches fewer), 128 MB decides 48 and 256 MB 49
  // (deal 25's best-first search needs more); every other verdict and node count is the
  // same (`solitaire bench spider-4suits 1 50 --node-limit 10000000 --memory-limit 128`).
  const MEMORY_MB = 128;

  function create(options = {}) {
    const url = options.url || WORKER_URL;
    const onState = options.onState || (() => {});  // 'loading' | 'ready' | 'failed'
    const loadTimeoutMs = options.loadTimeoutMs || LOAD_TIMEOUT_MS;
    const graceMs = options.graceMs || ANSWER_GRACE_MS;
    let worker = null;
    let ready = false;
    let nextId = 1;
    let current = null;  // { id, resolve, onProgress, timer, started }
    const client = { loadMs: null, restarts: 0, lastError: null, precompiled: false };
    // solver.wasm compiled once here and handed to every worker: a worker replaced after a
    // cancel (after every move, for the live verdict) then starts without compiling it
    // again, which took the CPU the page needs for its frames. Without it (an old browser,
    // a failed fetch) each worker fetches and compiles the file itself.
    let compiled = null;
    // With cross-origin isolation, memory shared with every worker: flags[0] = 1 pauses
    // the search while the player drags (setInteractive; web/solver-worker.js).
    const flags = self.crossOriginIsolated && typeof SharedArrayBuffer === 'function'
      ? new Int32Array(new SharedArrayBuffer(4)) : null;
    if (WebAssembly.compileStreaming) {
      WebAssembly.compileStreaming(fetch(new URL(WASM_URL, document.baseURI).href,
        { credentials: 'same-origin' }))
        .then((m) => { compiled = m; }, () => { compiled = null; });
    }

    function finish(answer) {
      const c = current;
      if (!c) return;
      current = null;
      clearTimeout(c.timer);
      answer.ms = performance.now() - c.started;
      c.resolve(answer);
    }

    function stop() {
      if (worker) worker.terminate();
      worker = null;
      ready = false;
    }

    function fail(message) {
      client.lastError = message;
      stop();
      onState('failed', message);
      finish({ status: 'error', error: message });
    }

    function start() {
      if (worker) return;
      ready = false;
      onState('loading');
      try {
        worker = new Worker(url);
        worker.postMessage({ type: 'init', module: compiled, flags });
      } catch (e) {
        worker = null;
        fail(`The solver could not be started: ${e.message || e}`);
        return;
      }
      const w = worker;
      w.onmessage = (e) => {
        if (w !== worker) return;  // a message from a worker already replaced
        const m = e.data;
        if (m.type === 'ready') {
          ready = true;
          client.loadMs = m.loadMs;
          client.precompiled = !!m.precompiled;
          onState('ready');
          if (current) armTimer(current);
          return;
        }
        if (m.type === 'error' && m.fatal) return fail(m.message);
        if (!current || m.id !== current.id) return;
        if (m.type === 'progress') current.onProgress(m);
        else if (m.type === 'error') finish({ status: 'error', error: m.message });
        else if (m.type === 'result') finish(m);
      };
      // A script that does not load or throws at the top level; the message is vague in
      // some browsers, so name the file.
      w.onerror = (e) => {
        e.preventDefault();  // the solver's error, even from a replaced worker, not the page's
        if (w !== worker) return;
        fail(`The solver could not be loaded (${url}${e.message ? ': ' + e.message : ''}).`);
      };
      w.onmessageerror = w.onerror;
    }

    // The watchdog: the load, then the request's time limit and some grace.
    function armTimer(c) {
      clearTimeout(c.timer);
      const budget = ready ? (c.timeMs > 0 ? c.timeMs + graceMs : 0) : loadTimeoutMs;
      if (budget > 0) {
        c.timer = setTimeout(() => {
          if (current !== c) return;
          fail(ready ? 'The solver stopped answering.' : 'The solver took too long to load.');
        }, budget);
      }
    }

    // Ends the request in flight (if any) as 'cancelled' and replaces the worker, whose
    // search cannot be stopped any other way. The next worker starts loading at once.
    client.cancel = () => {
      if (!current) return;
      stop();
      client.restarts++;
      finish({ status: 'cancelled' });
      start();
    };

    client.solve = (request, opts = {}) => {
      client.cancel();
      start();
      if (!worker) return Promise.resolve({ status: 'error', error: client.lastError, ms: 0 });
      return new Promise((resolve) => {
        const limits = { memoryMb: MEMORY_MB, ...(request.limits || {}) };
        current = {
          id: nextId++, resolve, started: performance.now(),
          onProgress: opts.onProgress || (() => {}), timeMs: limits.timeMs || 0, timer: null,
        };
        armTimer(current);
        if (worker) worker.postMessage({ id: current.id, type: 'solve', ...request, limits });
      });
    };

    // The player is dragging or cards are moving: the search yields the CPU meanwhile.
    client.setInteractive = (on) => {
      if (!flags) return;
      Atomics.store(flags, 0, on ? 1 : 0);
      if (!on) Atomics.notify(flags, 0);  // wake a paused search at once
    };
    client.canYield = () => flags !== null;
    client.busy = () => current !== null;
    client.ready = () => ready;
    client.terminate = () => { client.cancel(); stop(); };
    start();
    return client;
  }

  window.SolSolver = { create, MEMORY_MB };
})();
