// Boots the game page: configures the Emscripten module object, loads game.js (which
// fetches game.wasm), shows a loading panel until the first frame is drawn, and replaces
// the page with a clear error panel and a Reload button whenever the game cannot go on:
// a failed download, an abort or crash in the module, an uncaught error, or a lost WebGL
// context. It also publishes window.solitaire, the hook that the browser tests read.
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);
  const canvas = $('canvas');

  // The test hook. ready: the first frame is on screen; error: the message shown, if any.
  const hook = {
    ready: false,
    error: null,
    frames() { return hook.ready ? Number(Module._game_frame_count()) : 0; },
    // The pile rectangles in CSS pixels: {card:[w,h], stock, waste, foundations[4], tableau[7]}.
    layout() {
      const s = hook.ready && hook.state ? hook.state() : null;
      if (!s) return null;
      const rects = (kind) => s.piles.filter((p) => p.kind === kind).map((p) => p.rect);
      return { card: s.card, stock: rects('stock')[0], waste: rects('waste')[0],
               foundations: rects('foundation'), tableau: rects('tableau') };
    },
  };
  window.solitaire = hook;

  // Shows the error panel. Only the first error is the story; later ones (an abort often
  // brings a rejected promise after it) are added to the details.
  function fail(message, details) {
    const detailText = details ? String(details) : '';
    if (hook.error !== null) {
      if (detailText) $('error-details').textContent += '\n' + detailText;
      return;
    }
    hook.error = message;
    $('loading').hidden = true;
    $('error-message').textContent = message;
    $('error-details').textContent = detailText || '(none)';
    $('error').hidden = false;
    $('reload').focus();
    console.error('solitaire:', message, detailText);
  }
  const stage = () => (hook.ready ? 'The game crashed.' : 'The game could not be loaded.');

  $('reload').addEventListener('click', () => location.reload());
  window.addEventListener('error', (e) => {
    // A harmless browser notice, not an error of ours.
    if (/ResizeObserver loop/.test(e.message)) return;
    fail(stage(), e.error && e.error.stack ? e.error.stack : e.message);
  });
  window.addEventListener('unhandledrejection', (e) => {
    const r = e.reason;
    fail(stage(), r && r.stack ? r.stack : r);
  });
  canvas.addEventListener('webglcontextlost', () => {
    fail('The graphics context was lost (the GPU was reset or ran out of memory). ' +
         'Reload to start again.', 'webglcontextlost');
  });

  window.Module = {
    canvas,
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    onAbort: (what) => fail(stage(), what),
    // Called by the module (shell/page/bridge.cpp).
    onGameReady() {
      hook.firstFrameMs = performance.now();  // since navigation started (the benchmark)
      hook.ready = true;
      $('loading').hidden = true;
    },
    onGameError: (message) => fail(message),
  };

  // The game's own page logic (web/game-page.js): URL, storage, notices, the state hook.
  if (window.SolGame) window.SolGame.install(window.Module, hook);
  if (window.SolSolveUi) window.SolSolveUi.install(window.Module, hook);
  // The page's own dialogs: statistics, choosing a deal, the daily deal.
  for (const part of [window.SolPageDialogs, window.SolDeals, window.SolDaily, window.SolStatsUi]) {
    if (part) part.install(window.Module, hook);
  }
  // Screen readers and reduced motion, card sounds, the offline copy (web/announce.js,
  // web/sound.js, web/offline.js).
  for (const part of [window.SolAnnounce, window.SolSound, window.SolOffline]) if (part) part.install(window.Module, hook);

  const script = document.createElement('script');
  script.src = 'game.js';
  script.onerror = () => fail('The game could not be loaded.', 'game.js failed to download');
  document.body.appendChild(script);
})();
