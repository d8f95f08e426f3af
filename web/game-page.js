// The page's half of the game: hands the module the deal named by the URL (and the saved
// game), keeps the URL and the storage in step with what the module reports, shows short
// notices, and adds the game's calls to the test hook (window.solitaire.state() ...).
// Plain script: it sets window.SolGame; web/boot.js calls SolGame.install() before the
// module loads.
'use strict';

(function () {
  const { parse, format, fallbackPreset } = window.SolRouter;
  const storage = window.SolStorage;

  // Short messages over the table (bad link, set-aside storage, link copied). Outside text
  // in them is quoted through web/text.js where it is read; the bidirectional controls are
  // stripped here too, whatever the message, so that none reorders a notice.
  function notice(message) {
    const text = window.SolText.plain(message);
    let box = document.getElementById('notices');
    if (!box) {
      box = document.createElement('div');
      box.id = 'notices';
      box.setAttribute('role', 'status');
      box.setAttribute('aria-live', 'polite');
      document.body.appendChild(box);
    }
    const item = document.createElement('div');
    item.className = 'notice';
    item.textContent = text;
    item.addEventListener('click', () => item.remove());
    box.appendChild(item);
    while (box.children.length > 3) box.firstChild.remove();  // the latest three, not a wall
    // It stays until the player has had it before them: its 9 s start at their next touch,
    // click or key, so a notice raised while they were away (a slow load, a background tab)
    // is not gone before it is seen. A click on it puts it away at once.
    const inputs = ['pointerdown', 'keydown'];
    const start = () => {
      inputs.forEach((t) => window.removeEventListener(t, start, true));
      setTimeout(() => item.remove(), 9000);
    };
    inputs.forEach((t) => window.addEventListener(t, start, true));
    SolGame.notices.push(text);
  }

  // A random 32-bit number.
  function random32() {
    const a = new Uint32Array(1);
    crypto.getRandomValues(a);
    return a[0];
  }

  // How much the computer helped with a game, as game_json names it (index = sol_open's code).
  const ASSIST = ['none', 'hints', 'computer'];

  function install(Module, hook) {
    let presets = [];
    // A new deal of the variant `url` (FreeCell's are numbered 1 to 1,000,000).
    const randomSeed = (url) => SolRouter.dealSeed(presets.find((p) => p.url === url), random32());
    let current = null;  // { preset, seed, daily (its day, when it is the daily deal) } on the table
    // The module reads the settings as JSON (shell/core/settings.cpp); it ignores `v`.
    const setModuleSettings = (s) => Module.ccall('sol_set_settings', null, ['string'], [JSON.stringify(s)]);

    // The deal opens as it was left when it was played here lately (the game in progress,
    // or one left for another deal: browser Back after New deal), redo steps included.
    const open = (preset, seed, quiet, daily) => {
      const saved = storage.loadGameFor(preset, seed);
      const assist = saved ? ASSIST.indexOf(saved.assist) : 0;
      const rc = Module.ccall('sol_open', 'number',
        ['string', 'string', 'string', 'number', 'number', 'string', 'string'],
        [preset, seed, saved ? saved.moves.join(',') : '', saved ? saved.elapsedMs : 0, Math.max(assist, 0),
         saved && saved.redo ? saved.redo.join(',') : '', daily || '']);
      if (rc === 2 && saved) keptBefore(saved);
      if (rc === 3 || (rc === 1 && preset !== presets[0].url)) {
        // Nothing opened (unknown variant or bad deal number): never leave the table empty.
        notice(`The deal ${preset}/${seed} cannot be opened. Opening a new ${presets[0].title} deal instead.`);
        return open(presets[0].url, randomSeed(presets[0].url), quiet);
      }
      current = { preset, seed, daily };
      const game = preset.split('/')[0];
      if (!quiet) history.replaceState(null, '', daily ? SolRouter.formatDaily(game, daily) : format(preset, seed));
      return rc;
    };
    // A saved move was illegal on its deal: the module opened the moves before it. The saved
    // record is set aside (once: the game kept is saved in its place, so the next visit
    // replays it whole) and the player told how much was kept.
    const keptBefore = (saved) => {
      const kept = JSON.parse(Module.UTF8ToString(Module._sol_game_json()));
      storage.setAsideGame(saved);
      storage.saveGame(kept);
      const n = kept.moves.length;
      notice(`Your saved game of this deal has a move that cannot be played on it: ${n === 0 ? 'no move'
        : n === 1 ? 'the move' : `the ${n} moves`} before it ${n > 1 ? 'are' : 'is'} kept, and the saved game ` +
        'was set aside.');
    };
    // A search for a deal (the daily deal's, or a winnable one) that the player walked away
    // from (another link, Back, a new deal) stops, and its answer is never applied.
    const leaveSearches = () => {
      if (window.SolDaily) window.SolDaily.leave();
      if (Module.solverCancelSearch) Module.solverCancelSearch();
    };
    // What web/daily.js needs to open a daily deal.
    const dailyPage = {
      presets: () => presets, current: () => current, notice, randomSeed,
      open: (preset, seed, daily, quiet) => open(preset, seed, quiet, daily),
      restoreUrl: () => current && history.replaceState(null, '', current.daily
        ? SolRouter.formatDaily(current.preset.split('/')[0], current.daily) : format(current.preset, current.seed)),
    };
    const dailyOf = (g) => (current && current.daily && current.preset === g.preset && current.seed === g.seed
      ? current.daily : undefined);

    // The deal the URL names. A bad URL is explained, and the game it named stays: its deal
    // in play goes on, or a new deal of its first variant opens (the page's first game when
    // the link names none it knows).
    const route = (initial) => {
      leaveSearches();
      const r = parse(location.hash, presets);
      if (r.error) {
        const fallback = presets.find((p) => p.url === fallbackPreset(r, presets));
        const game = fallback.url.split('/')[0];
        if (current && current.preset.split('/')[0] === game) {
          notice(`${r.error} This game goes on.`);
          dailyPage.restoreUrl();
          return 0;
        }
        notice(`${r.error} Opening a new ${fallback.title} deal instead.`);
        return open(fallback.url, randomSeed(fallback.url));
      }
      if (r.empty) {
        const saved = initial && storage.loadGame();
        if (saved && presets.some((p) => p.url === saved.preset)) return open(saved.preset, saved.seed);
        if (saved) notice(`Your saved game is of a variant this page does not offer (${saved.preset}); a new deal opens.`);
        return open(presets[0].url, randomSeed(presets[0].url));
      }
      if (r.daily) return window.SolDaily.open(r.daily, dailyPage);
      if (current && r.preset === current.preset && r.seed === current.seed && !current.daily) return 0;
      return open(r.preset, r.seed === null ? randomSeed(r.preset) : r.seed);
    };

    // A coarse pointer (a finger): the module sizes its menus and buttons for touch.
    const coarse = window.matchMedia ? window.matchMedia('(pointer: coarse)') : null;
    const tellPointer = () => Module._sol_set_touch(coarse && coarse.matches ? 1 : 0);

    Module.onRuntimeInitialized = () => {
      tellPointer();
      if (coarse && coarse.addEventListener) coarse.addEventListener('change', tellPointer);
      presets = JSON.parse(Module.UTF8ToString(Module._sol_presets_json()));
      const s = storage.loadSettings();
      if (s) setModuleSettings(s);
      route(true);
      storage.check();
      storage.onMessage(notice);  // what was set aside so far, and whenever it is
      window.addEventListener('hashchange', () => route(false));
    };

    // Called by the module (shell/page/bridge.cpp).
    Module.gameDealStarted = (preset, seed) => {
      leaveSearches();
      current = { preset, seed };
      history.pushState(null, '', format(preset, seed));
    };
    const isVegas = (preset) => presets.some((p) => p.url === preset && p.vegas);
    Module.gameProgress = (g) => {
      storage.saveGame(g);
      if (g.moves.length > 0) {
        storage.recordPlayed(g.preset, g.seed, dailyOf(g));
        storage.recordProgress(g.preset, g.seed, g.elapsedMs, g.moves.length);
        if (isVegas(g.preset)) storage.recordScore(g.preset, g.seed, g.score);
      }
    };
    Module.gameVegasBank = (preset, seed) => storage.vegasBank(preset, seed);
    Module.gameWon = (g) => storage.recordWin(g.preset, g.seed, g.elapsedMs, g.moves.length, g.assist, g.score, dailyOf(g));
    Module.gameSettings = (s) => storage.saveSettings(s);
    Module.gameRandomSeed = () => random32();  // the module maps it (engine/presets.h)
    Module.gameNotice = (text) => notice(String(text));
    Module.gameShare = () => {
      const link = window.SolText.plain(location.href);
      const done = () => notice(`Link to this deal copied: ${link}`);
      const manual = () => notice(`Copy this link to share the deal: ${link}`);
      if (navigator.clipboard) navigator.clipboard.writeText(link).then(done, manual);
      else manual();
    };

    // The test hook: the table as the module sees it, with rectangles in CSS pixels.
    hook.state = () => (Module._sol_state_json ? JSON.parse(Module.UTF8ToString(Module._sol_state_json())) : null);
    hook.presets = () => presets.slice();
    hook.stats = (preset) => storage.stats(preset);
    hook.notices = SolGame.notices;
    // Merges `s` into the stored settings and hands the module the result.
    hook.setSettings = (s) => {
      const merged = Object.assign({}, storage.loadSettings() || {}, s);
      delete merged.v;
      storage.saveSettings(merged);
      setModuleSettings(storage.loadSettings() || merged);
    };
  }

  const SolGame = { install, notices: [] };
  window.SolGame = SolGame;
})();
