// Offline play: registers the service worker (sw.js at the site's root, staged by
// shell/page/CMakeLists.txt), which keeps a copy of the page, both wasm modules and their
// scripts, so that the game loads and plays with the network off after a first visit.
// Registered a little after the first frame, so that it never competes with the game's
// own download. Plain script: it sets window.SolOffline; web/boot.js calls install().
'use strict';

(function () {
  const DELAY_MS = 2000;

  function install(Module, hook) {
    hook.offline = { registered: false, error: null };
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    const ready = Module.onGameReady;
    Module.onGameReady = () => {
      if (ready) ready();
      setTimeout(() => {
        navigator.serviceWorker.register('sw.js').then(() => {
          hook.offline.registered = true;
        }, (e) => {
          // The game plays on without it; only the offline copy is missing.
          hook.offline.error = String(e && e.message ? e.message : e);
          console.warn('solitaire: no offline copy:', hook.offline.error);
        });
      }, DELAY_MS);
    };
  }

  window.SolOffline = { install };
})();
