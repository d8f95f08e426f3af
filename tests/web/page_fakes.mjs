// The game page's scripts (web/game-page.js, web/solve-ui.js, web/daily.js and the rest)
// under node, around fakes of what the browser and the module give them: a small DOM, the
// location and history, timers on the test's own clock, the game module (Module.ccall and
// the calls it makes) and the solver's client (web/solver-client.js's interface, each
// request answered when the test says). Nothing here waits on real time.
import { loadScripts, memoryStorage } from './scripts.mjs';

// An element: enough of the DOM for the page's notices and dialogs.
class Element {
  constructor(tag) {
    this.tagName = tag.toUpperCase();
    this.children = [];
    this.attributes = {};
    this.listeners = {};
    this.textContent = '';
    this.open = false;
    this.parent = null;
  }
  get id() { return this.attributes.id || ''; }
  set id(v) { this.attributes.id = v; }
  setAttribute(k, v) { this.attributes[k] = String(v); }
  getAttribute(k) { return k in this.attributes ? this.attributes[k] : null; }
  removeAttribute(k) { delete this.attributes[k]; }
  append(...nodes) {
    for (const n of nodes) {
      if (n instanceof Element) {
        n.parent = this;
        this.children.push(n);
      } else {
        this.textContent += String(n);
      }
    }
  }
  appendChild(n) { this.append(n); return n; }
  get firstChild() { return this.children[0] || null; }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
    this.parent = null;
  }
  addEventListener(type, fn) { (this.listeners[type] = this.listeners[type] || []).push(fn); }
  click() { for (const fn of this.listeners.click || []) fn({}); if (this.onclick) this.onclick({}); }
  *all() {
    for (const c of this.children) {
      yield c;
      yield* c.all();
    }
  }
  // '#id' or 'dialog.page-dialog[open]': the only selectors the page's scripts use.
  querySelector(sel) {
    for (const e of this.all()) {
      if (sel.startsWith('#') ? e.id === sel.slice(1)
        : e.tagName === 'DIALOG' && e.open && sel === 'dialog.page-dialog[open]') return e;
    }
    return null;
  }
  showModal() { this.open = true; }
  close() { this.open = false; }
  focus() {}
}

// The page's browser: DOM, location, history, timers on a clock the test moves, events.
export function fakeBrowser(hash = '') {
  const body = new Element('body');
  const timers = [];
  let now = 0;
  const listeners = {};
  const location = { hash, get href() { return `http://127.0.0.1:8000/${this.hash}`; } };
  const setHash = (url) => { location.hash = url.slice(url.indexOf('#')); };
  const browser = {
    document: {
      body,
      createElement: (tag) => new Element(tag),
      getElementById: (id) => body.querySelector(`#${id}`),
      querySelector: (sel) => body.querySelector(sel),
    },
    location,
    history: { replaceState: (s, t, url) => setHash(url), pushState: (s, t, url) => setHash(url) },
    setTimeout: (fn, ms = 0) => { timers.push({ at: now + ms, fn }); return timers.length; },
    clearTimeout: (id) => { if (timers[id - 1]) timers[id - 1].fn = null; },
    crypto: { getRandomValues: (a) => { a[0] = 4242; return a; } },
    navigator: {},  // no clipboard: a link to share is shown in a notice
    performance: { now: () => now },
    addEventListener: (type, fn) => { (listeners[type] = listeners[type] || []).push(fn); },
    removeEventListener: (type, fn) => { listeners[type] = (listeners[type] || []).filter((f) => f !== fn); },
    // Moves the clock on, running the timers that fall due.
    advance(ms) {
      now += ms;
      for (const t of timers) if (t.fn && t.at <= now) { const fn = t.fn; t.fn = null; fn(); }
    },
    // The player follows a link: the hash changes and the page hears of it.
    navigate(newHash) {
      location.hash = newHash;
      for (const fn of listeners.hashchange || []) fn({});
    },
  };
  return browser;
}

// The solver's client (web/solver-client.js): each request waits until the test answers
// it; a cancel (or a new request) ends the one in flight as 'cancelled'.
export function fakeSolver() {
  const requests = [];
  let current = null;
  const client = {
    requests,
    cancel() {
      if (!current) return;
      const c = current;
      current = null;
      c.done = true;
      c.resolve({ status: 'cancelled' });
    },
    solve(request) {
      client.cancel();
      return new Promise((resolve) => {
        current = { request, resolve, done: false };
        requests.push(current);
      });
    },
    // Answers the request in flight (if it still is) with `answer`.
    answer(answer) {
      if (!current) return false;
      const c = current;
      current = null;
      c.done = true;
      c.resolve(answer);
      return true;
    },
    setInteractive() {}, canYield: () => false, busy: () => current !== null, ready: () => true,
  };
  return { create: () => client, client };
}

// The game module, as web/game-page.js, web/solve-ui.js and web/daily.js call it. `opens`
// lists every sol_open call; `openResult(preset, seed, moves)` decides its answer, and
// `gameJson()` what sol_game_json gives.
export function fakeModule({ presets, openResult = () => 0, gameJson = () => 'null' }) {
  const strings = new Map();
  let next = 1;
  const pointer = (text) => { const p = next++; strings.set(p, text); return p; };
  let serial = 0;
  const module = {
    opens: [],
    dealsFound: [],
    ccall(name, ret, types, args) {
      if (name === 'sol_open') {
        const [preset, seed, moves] = args;
        module.opens.push({ preset, seed, moves });
        return openResult(preset, seed, moves);
      }
      if (name === 'sol_solver_deal_found') module.dealsFound.push(args);
      return null;
    },
    UTF8ToString: (p) => strings.get(p),
    _sol_presets_json: () => pointer(JSON.stringify(presets)),
    _sol_game_json: () => pointer(gameJson()),
    _sol_set_touch() {},
    _sol_solver_set() {},
    _sol_solver_search_begin: () => ++serial,
    _sol_solver_state: () => pointer('{}'),
  };
  return module;
}

const PAGE_FILES = ['text.js', 'router.js', 'records.js', 'stats.js', 'game-page.js', 'solve-ui.js',
  'page-dialogs.js', 'daily.js'];
export const PRESETS = [
  { url: 'klondike/draw1', title: 'Klondike (draw 1)', vegas: false },
  { url: 'spider/1suit', title: 'Spider (1 suit)', vegas: false },
  { url: 'pyramid/3passes', title: 'Pyramid (3 passes)', vegas: false },
];

// The page installed on the fakes and started at `hash`, as web/boot.js does it; the
// module's runtime is up (onRuntimeInitialized has run).
export function fakePage({ hash = '', storage = memoryStorage(), presets = PRESETS, openResult, gameJson } = {}) {
  const browser = fakeBrowser(hash);
  const solver = fakeSolver();
  const Module = fakeModule({ presets, openResult, gameJson });
  const window = loadScripts(PAGE_FILES, { storage, globals: browser });
  window.addEventListener = browser.addEventListener;
  window.removeEventListener = browser.removeEventListener;
  window.SolSolver = solver;
  window.Module = Module;
  const hook = {};
  for (const part of [window.SolGame, window.SolSolveUi, window.SolPageDialogs, window.SolDaily]) {
    part.install(Module, hook);
  }
  Module.onRuntimeInitialized();
  // Every notice shown, in order (the page keeps the list for its test hook).
  const notices = () => JSON.parse(JSON.stringify(window.SolGame.notices));
  return { browser, solver: solver.client, Module, window, hook, storage, notices };
}

// Lets every promise settled so far run its callbacks.
export const settle = () => new Promise((resolve) => setImmediate(resolve));
