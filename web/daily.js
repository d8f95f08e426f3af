// The daily deal: one deal per game and calendar day (UTC), the same for everyone, and one
// the solver has proved winnable. Its link is #/daily/<game>/<yyyy-mm-dd> (web/router.js);
// it is played with the game's first variant (Klondike draw 1, Spider 1 suit, Pyramid 3
// passes: the first of each game in the engine's preset table).
//
// How the deal is chosen, so that every machine agrees:
//   1. Candidate deal numbers come from the text "<game>/<yyyy-mm-dd>" alone: its 64-bit
//      FNV-1a hash seeds a SplitMix64 stream, and candidate k is the high 32 bits of the
//      stream's k-th output (32 bits: deal numbers as short as a random deal's).
//   2. The first candidate that the solver proves winnable within NODE_LIMIT nodes (and
//      MEMORY_MB, the page's budget, far more than that many nodes hold: the verdicts and
//      node counts of every game's first variant, deals 1-300, are the same at 128 MB as
//      at 256 MB, which the choice used before) is the day's deal. A node limit, never a
//      time limit: node budgets decide every step of the solvers (README), so the verdict
//      is the same on a fast desktop and a slow phone, natively too
//      (`solitaire solve <preset> <seed> --node-limit 100000 --memory-limit 128`).
// The search runs in the solver's worker through web/solve-ui.js (the same search as
// "Winnable deals only"), behind a small modal dialog; the number found is cached for the
// day, so a reload opens the deal at once. Navigation wins over the search: the page calls
// leave() whenever the player goes elsewhere (web/game-page.js), which ends the search, and
// an answer for a search left is never applied. Plain script: sets window.SolDaily.
'use strict';

(function () {
  const NODE_LIMIT = 100000;
  const MEMORY_MB = 128;
  const MAX_CANDIDATES = 50;
  // Changes whenever the choice above does, so that a cached number of another rule is not used.
  const SCHEME = 1;
  const M64 = (1n << 64n) - 1n;
  const router = window.SolRouter;
  const storage = window.SolStorage;

  // The day's candidate deal numbers (decimal text), in order.
  function candidates(game, date, count = MAX_CANDIDATES) {
    let h = 0xcbf29ce484222325n;  // FNV-1a, 64 bits, over the ASCII text
    for (const ch of `${game}/${date}`) {
      h ^= BigInt(ch.charCodeAt(0) & 0xff);
      h = (h * 0x100000001b3n) & M64;
    }
    const out = [];
    for (let k = 0; k < count; k++) {  // SplitMix64
      h = (h + 0x9e3779b97f4a7c15n) & M64;
      let z = h;
      z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M64;
      z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M64;
      z ^= z >> 31n;
      out.push(String(z >> 32n));
    }
    return out;
  }

  // The variant a game's daily deal is played with: the game's first.
  const presetOf = (game, presets) => (presets.find((p) => p.url.split('/')[0] === game) || {}).url;

  let serial = 0;     // numbers each search
  let searching = 0;  // the search in flight (a later one replaces it), 0: none
  let finding = null;  // the dialog shown meanwhile

  // The player went elsewhere: the search in flight (if any) ends without a word, its
  // dialog closes, and whatever it finds later is ignored.
  function leave() {
    if (!searching) return;
    searching = 0;
    if (finding) finding.close();
    const Module = window.Module;
    if (Module && Module.solverCancelSearch) Module.solverCancelSearch();
  }

  function findingDialog(text, onCancel) {
    const { el, create, show } = window.SolPageDialogs;
    if (!finding) {
      finding = create('daily-dialog', 'Daily deal');
      finding.append(el('div', { class: 'spinner', 'aria-hidden': 'true' }),
        el('p', { id: 'daily-text', role: 'status' }),
        el('div', { class: 'dialog-buttons' }, el('button', { type: 'button', id: 'daily-cancel' }, 'Cancel')));
    }
    finding.querySelector('#daily-text').textContent = text;
    finding.querySelector('#daily-cancel').onclick = onCancel;
    finding.oncancel = (e) => { e.preventDefault(); onCancel(); };  // Escape
    show(finding);
  }

  // Opens the daily deal `d` ({game, date}, checked by the router). `page` is the game
  // page's side (web/game-page.js): presets(), current(), open(preset, seed, daily, quiet),
  // notice(text), randomSeed(preset), restoreUrl().
  function open(d, page) {
    const preset = presetOf(d.game, page.presets());
    // Each candidate becomes a deal number of the variant (the same number in every game
    // but FreeCell, whose deals are 1 to 1,000,000: router.js, dealSeed).
    const variant = page.presets().find((p) => p.url === preset);
    const list = candidates(d.game, d.date).map((r) => router.dealSeed(variant, r));
    const key = `${d.game}/${d.date}/${SCHEME}`;
    const c = page.current();
    if (c && c.daily === d.date && c.preset === preset) return 0;  // already on the table
    const cached = storage.dailySeed(key);
    if (cached !== null && list.includes(cached)) return page.open(preset, cached, d.date);

    const title = d.game[0].toUpperCase() + d.game.slice(1);
    leave();
    const search = searching = ++serial;
    // Nothing on the table yet (the page opened on this link): the first candidate waits
    // under the dialog, so the table is never empty.
    const placeholder = !c;
    if (placeholder) page.open(preset, list[0], undefined, true);
    const giveUp = (message) => {
      if (search !== searching) return;  // a later search has the dialog now
      searching = 0;
      if (finding) finding.close();
      page.notice(message);
      if (placeholder) page.open(preset, page.randomSeed(preset));
      else page.restoreUrl();
    };
    const Module = window.Module;
    findingDialog(`Finding the ${title} daily deal of ${d.date}: the first deal of the day that the ` +
                  'solver proves winnable…', () => Module.solverCancelSearch && Module.solverCancelSearch());
    if (!Module.solverFindFirst) {
      giveUp('The daily deal cannot be found: the solver is not available on this page.');
      return 0;
    }
    Module.solverFindFirst(preset, (k) => list[k], list.length, { nodes: NODE_LIMIT, memoryMb: MEMORY_MB },
      (seed) => {
        if (search !== searching) return;
        searching = 0;
        if (finding) finding.close();
        storage.saveDailySeed(key, seed);
        page.open(preset, seed, d.date);
      }).then((r) => {
      if (r.seed !== null || search !== searching) return;
      if (r.stopped && r.stopped.status === 'cancelled') giveUp('The search for the daily deal was stopped.');
      else if (r.stopped) giveUp(`The daily deal could not be found: ${r.stopped.error || 'the solver failed'}.`);
      else giveUp(`None of the first ${list.length} deals of ${d.date} could be proved winnable, so there is no daily deal that day.`);
    });
    return 0;
  }

  // Game > Daily deal: today's daily deal of the game in play.
  function install(Module, hook) {
    window.SolPageDialogs.on('daily', (preset) => {
      location.hash = router.formatDaily(preset.split('/')[0], router.utcDay(Date.now()));
    });
    hook.daily = (game) => storage.dailyStats(game, router.utcDay(Date.now()));
  }

  window.SolDaily = { open, leave, install, candidates, presetOf, NODE_LIMIT, MEMORY_MB };
})();
