// The table for screen readers: the module says each move, the verdict, hints and the end
// of the game in words (Module.gameAnnounce, from shell/core/narration.cpp), and this
// writes them into the page's polite ARIA live region (#announce in index.html, visually
// hidden). Words that arrive together (a move and the automatic moves it set off) are
// joined into one announcement, so that a screen reader does not cut one off with the
// next. It also tells the module whether the player prefers reduced motion.
// Plain script: it sets window.SolAnnounce; web/boot.js calls install().
'use strict';

(function () {
  const QUIET_MS = 150;   // words closer together than this are said as one
  const MAX_PARTS = 6;    // an auto-complete's 40 moves are summed up, not read out
  const KEEP = 50;        // announcements kept for the test hook

  function install(Module, hook) {
    const region = document.getElementById('announce');
    let pending = [];
    let timer = null;
    const said = [];
    let total = 0;  // announcements since the page loaded; `said` keeps the last KEEP

    function flush() {
      timer = null;
      if (pending.length === 0) return;
      let parts = pending;
      if (parts.length > MAX_PARTS) {
        const more = parts.length - (MAX_PARTS - 1);
        parts = parts.slice(0, MAX_PARTS - 2).concat(`and ${more} more moves`, parts[parts.length - 1]);
      }
      pending = [];
      let text = parts.join(' ');
      // The same words twice in a row are still said: a screen reader skips unchanged text.
      if (region && region.textContent === text) text += '\u00a0';
      if (region) region.textContent = text;
      said.push(text.trim());
      total++;
      if (said.length > KEEP) said.shift();
    }

    Module.gameAnnounce = (text) => {
      pending.push(String(text));
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, QUIET_MS);
    };
    // The test hook: how many announcements there have been, what was said after the first
    // `count` of them (oldest first, as far as the last KEEP go), and what the region holds.
    hook.announcedCount = () => total;
    hook.announcedSince = (count) => said.slice(Math.max(0, said.length - (total - count)));
    hook.announcement = () => (region ? region.textContent : '');

    // prefers-reduced-motion: cards go straight to their places (shell/core/card_motion.h).
    const query = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    const tell = () => {
      if (query && Module._sol_set_reduced_motion) Module._sol_set_reduced_motion(query.matches ? 1 : 0);
    };
    const ready = Module.onRuntimeInitialized;
    Module.onRuntimeInitialized = () => {
      tell();  // before the first deal opens
      if (ready) ready();
    };
    if (query && query.addEventListener) query.addEventListener('change', tell);
  }

  window.SolAnnounce = { install };
})();
