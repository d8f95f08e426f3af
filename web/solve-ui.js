// The page's half of the solver features (shell/core/solve_controller.cpp decides, this
// file carries): runs the solver client (web/solver-client.js) for the game module, looks
// for winnable deals seed after seed, stores the solver settings, and adds
// window.solitaire.solver() to the test hook. Plain script: sets window.SolSolveUi;
// web/boot.js calls SolSolveUi.install(Module, hook) before the module loads.
'use strict';

(function () {
  const SETTINGS_KEY = 'solitaire.solver';
  const MAX_DEAL_TRIES = 200;
  const SETTLE_MS = 400;  // after input, until the solver runs at full speed again

  // Checked against its schema by web/records.js (a bad record is set aside there).
  function loadSettings() {
    return window.SolStorage ? window.SolStorage.loadSolverSettings() : null;
  }

  function randomSeed() {
    const a = new Uint32Array(1);
    crypto.getRandomValues(a);
    return a[0];
  }

  function install(Module, hook) {
    let client = null;
    // The worker starts after the first frame, so it never delays it.
    const solver = () => client || (client = window.SolSolver.create());
    const answer = (serial, r) => Module.ccall('sol_solver_answer', null,
      ['number', 'string', 'string', 'string'],
      [serial, r.status, r.reason || r.error || '', (r.bits || []).join(',')]);

    // A long search's progress goes to the bar (a few calls a second, never per frame).
    const progress = (serial, m) => {
      if (m.phase === 'searching') Module._sol_solver_progress(serial, m.nodes, m.seconds);
    };
    Module.solverRequest = (serial, preset, position, timeMs) => {
      solver().solve({ preset, position, limits: { timeMs } },
        { onProgress: (m) => progress(serial, m) }).then((r) => answer(serial, r));
    };
    Module.solverCancel = () => client && client.cancel();
    // While a pointer is down (a drag) and for a moment after any input (the cards glide
    // for ~150 ms), the solver steps back so that the table keeps its frame rate.
    let calm = null;
    const interactive = (on) => {
      clearTimeout(calm);
      if (!client) return;
      if (on) client.setInteractive(true);
      else calm = setTimeout(() => client.setInteractive(false), SETTLE_MS);
    };
    window.addEventListener('pointerdown', () => interactive(true), true);
    window.addEventListener('pointerup', () => interactive(false), true);
    window.addEventListener('pointercancel', () => interactive(false), true);
    window.addEventListener('keydown', () => { interactive(true); interactive(false); }, true);
    Module.solverSettings = (s) => {
      try {
        localStorage.setItem(SETTINGS_KEY, JSON.stringify({ v: 1, ...s }));
      } catch (e) { /* storage full or off: the settings last this visit */ }
    };
    // The deals seedAt(0), seedAt(1) ... (at most `count`) in turn, until the solver proves
    // one winnable within `limits`. Resolves { seed (null: none), tried, stopped (the
    // search was cancelled or the solver failed: its answer) }. One search at a time: a
    // new one or solverCancelSearch() ends it, between two deals as well as during one,
    // and an answer that comes for a search ended is not taken.
    let search = 0;     // numbers each search
    let searching = 0;  // the search going on, 0: none
    const findFirstWinnable = async (preset, seedAt, count, limits) => {
      const me = searching = ++search;
      const cancelled = (tried) => ({ seed: null, tried, stopped: { status: 'cancelled' } });
      try {
        for (let tried = 0; tried < count; tried++) {
          const seed = seedAt(tried);
          const r = await solver().solve({ preset, seed, limits });
          if (searching !== me) return cancelled(tried);
          if (r.status === 'cancelled' || r.status === 'error') return { seed: null, tried, stopped: r };
          if (r.status === 'solved' && r.seed === seed) return { seed, tried: tried + 1 };  // the answer names its deal
        }
        return { seed: null, tried: count };
      } finally {
        if (searching === me) searching = 0;
      }
    };
    const dealFound = (serial, r) => Module.ccall('sol_solver_deal_found', null, ['number', 'number', 'number'],
      [serial, r.seed !== null ? 1 : 0, r.stopped && r.stopped.status === 'cancelled' ? 0 : r.tried]);
    // Seed after seed from a random one, until the solver proves a deal winnable; then the
    // deal opens by its URL, so it is shareable like any other.
    Module.solverFindWinnable = async (serial, preset, timeMs) => {
      const first = randomSeed();
      // Deal numbers as the variant numbers its new deals (router.js, dealSeed).
      const variant = hook.presets ? hook.presets().find((p) => p.url === preset) : undefined;
      const seedAt = (i) => window.SolRouter.dealSeed(variant, (first + i) % 4294967296);
      const r = await findFirstWinnable(preset, seedAt, MAX_DEAL_TRIES, { timeMs });
      if (r.seed !== null) location.hash = window.SolRouter.format(preset, r.seed);
      dealFound(serial, r);
    };
    // The same search for the page's own lists of deals (web/daily.js): the solver bar says
    // that a deal is being looked for, and leaves the worker to it. `opened(seed)` is
    // called with the deal found, before the bar asks about the table again.
    Module.solverFindFirst = async (preset, seedAt, count, limits, opened) => {
      const serial = Module._sol_solver_search_begin();
      const r = await findFirstWinnable(preset, seedAt, count, limits);
      if (r.seed !== null) opened(r.seed);
      dealFound(serial, r);
      return r;
    };
    // Ends the search for a deal going on (the request in flight with it); no other request.
    Module.solverCancelSearch = () => {
      if (!searching) return;
      searching = 0;
      if (client) client.cancel();
    };

    const ready = Module.onGameReady;
    Module.onGameReady = function () {
      if (ready) ready.apply(this, arguments);
      setTimeout(solver, 0);
    };
    const initialized = Module.onRuntimeInitialized;
    Module.onRuntimeInitialized = function () {
      const s = loadSettings();
      if (s) {
        Module._sol_solver_set(s.liveVerdict !== false ? 1 : 0, s.winnableOnly ? 1 : 0, s.stepMs || 0,
                               s.budgetMs || 0);
      }
      if (initialized) initialized.apply(this, arguments);
    };

    hook.solver = () => JSON.parse(Module.UTF8ToString(Module._sol_solver_state()));
    hook.solverClient = solver;
  }

  window.SolSolveUi = { install };
})();
