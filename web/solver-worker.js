// The solver's Web Worker: loads solver.js + solver.wasm (shell/worker/) off the main thread
// and answers one request at a time. The page talks to it only through web/solver-client.js.
//
//   page -> worker  {type: 'init', module, flags}   first: solver.wasm compiled by the page
//                                                   (or null), shared flags (or null)
//                   {id, type: 'solve', preset, position | seed, limits}
//                   {id, type: 'cancel'}   (a no-op here: a search in progress cannot read
//                                           messages, so the client terminates the worker)
//   worker -> page  {type: 'ready', loadMs}                 the module is loaded
//                   {id, type: 'progress', phase: 'solving'} the search has started
//                   {id, type: 'progress', phase: 'searching', nodes, seconds}
//                                                            every 0.25 s of a long search
//                   {id, type: 'result', status, reason, moves, bits, nodes, seconds, ...}
//                   {id, type: 'error', message, fatal}     fatal: this worker is done for
// Requests that arrive while the module loads wait for it.
'use strict';

const started = performance.now();
const base = new URL('../', self.location.href); // solver.js sits beside index.html
let solver = null;  // the module, once loaded
let broken = null;  // why it cannot load, once known
const waiting = [];
let solvingId = null;  // the request whose search is running, for its progress messages
// Shared with the page when it is cross-origin isolated: flags[0] is 1 while the player
// drags or cards move, and the search then pauses (at its next onSolverProgress call, every
// 2 ms) until the page clears it. The page draws with the whole CPU meanwhile: on a 2-core
// machine with software WebGL a busy solver made frames 3-5 times slower, and even
// half the CPU back was not enough; the position being dragged from is about to change
// anyway. Without shared memory the search never pauses.
let flags = null;
const MAX_PAUSE_MS = 3000;
const PROGRESS_POST_MS = 250;  // progress messages to the page, at most this often
let lastPost = -Infinity;

function fatal(message, id = null) {
  broken = broken || message;
  self.postMessage({ id, type: 'error', message: broken, fatal: true });
}

function solve(msg) {
  self.postMessage({ id: msg.id, type: 'progress', phase: 'solving' });
  const request = JSON.stringify({
    preset: msg.preset, position: msg.position, seed: msg.seed, limits: msg.limits || {},
  });
  let text;
  solvingId = msg.id;
  lastPost = performance.now();  // the first report after a quarter second, as before
  try {
    text = solver.ccall('solver_solve', 'string', ['string'], [request]);
  } catch (e) {
    // An abort (out of memory, a failed assert) leaves the module unusable.
    solver = null;
    fatal(`The solver crashed: ${e && e.message ? e.message : e}`, msg.id);
    return;
  }
  solvingId = null;
  const result = JSON.parse(text);
  if (result.status === 'error') {
    self.postMessage({ id: msg.id, type: 'error', message: result.error, fatal: false });
  } else {
    self.postMessage({ id: msg.id, type: 'result', ...result });
  }
}

function handle(msg) {
  if (!msg || msg.type !== 'solve') return;
  if (broken) fatal(broken, msg.id);
  else if (!solver) waiting.push(msg);
  else solve(msg);
}

// Loads the module; `compiled` is solver.wasm already compiled by the page (see
// web/solver-client.js), or null to fetch and compile it here.
function load(compiled) {
  try {
    importScripts(new URL('solver.js', base).href);
    const options = {
      locateFile: (file) => new URL(file, base).href,
      print: () => {},
      printErr: (text) => console.warn('solver:', text),
      onAbort: (what) => fatal(`The solver stopped: ${what}`),
      // Called from inside the search (shell/worker/solver_bridge.cpp); postMessage queues
      // the message at once, so the page sees it while the search goes on.
      onSolverProgress: (nodes, seconds) => {
        let now = performance.now();
        if (flags && Atomics.load(flags, 0)) {
          // Wait until the page clears the flag (it notifies), but not for ever: a card
          // held for long lets the search go on.
          const until = now + MAX_PAUSE_MS;
          while (Atomics.load(flags, 0) && now < until) {
            Atomics.wait(flags, 0, 1, until - now);
            now = performance.now();
          }
        }
        if (now - lastPost < PROGRESS_POST_MS) return;
        lastPost = now;
        self.postMessage({ id: solvingId, type: 'progress', phase: 'searching', nodes, seconds });
      },
    };
    if (compiled) {
      // Emscripten's hook: instantiate the given module instead of fetching the file.
      options.instantiateWasm = (imports, receive) => {
        WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled),
          (e) => fatal(`The solver could not be started: ${e && e.message ? e.message : e}`));
        return {};
      };
    }
    createSolverModule(options).then((module) => {
      solver = module;
      self.postMessage({ type: 'ready', loadMs: performance.now() - started, precompiled: !!compiled });
      while (waiting.length && solver) solve(waiting.shift());
    }, (e) => fatal(`The solver could not be loaded: ${e && e.message ? e.message : e}`));
  } catch (e) {
    fatal(`The solver could not be loaded: ${e && e.message ? e.message : e}`);
  }
}

// The page's first message says how to start: with solver.wasm already compiled (so that a
// worker replaced after a cancel starts in milliseconds instead of compiling it again), and
// the memory it shares for stepping back (see flags). Requests that come first wait.
self.onmessage = (e) => {
  const m = e.data;
  if (m && m.type === 'init') {
    self.onmessage = (e2) => handle(e2.data);
    flags = m.flags instanceof Int32Array ? m.flags : null;
    load(m.module instanceof WebAssembly.Module ? m.module : null);
  } else {
    handle(m);
  }
};
