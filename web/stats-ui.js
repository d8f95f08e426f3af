// The statistics screen (Game > Statistics, and the win dialog's Statistics button): every
// variant's row in one table, the daily deals' line per game, the history of the last 100
// games, and Reset (after a confirmation), Export to a JSON file and Import from one. On a
// narrow screen (page.css) the tables give way to one card per variant played and per
// game's daily deals, with the figures that have values (web/stats-cards.js words them),
// and the history to a list. The numbers come from web/stats.js; web/records.js checks
// everything they are read from and every file imported (a bad file changes nothing). An
// HTML dialog: real table markup for screen readers, and a file input and a download,
// which a canvas cannot offer. Plain script: sets window.SolStatsUi.
'use strict';

(function () {
  const { el, create, show, on } = window.SolPageDialogs;
  const storage = window.SolStorage;
  const router = window.SolRouter;
  const cards = window.SolStatsCards;
  const { DASH, percent, money } = cards;
  const formatTime = cards.time;
  const orDash = (x, f = String) => (x === null || x === undefined ? DASH : f(x));
  // Local date and time of a history entry, as yyyy-mm-dd hh:mm.
  function when(ms) {
    const d = new Date(ms);
    const p = (n) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
  }
  const RESULT = { won: 'Won', lost: 'Lost', solved: 'Solved by the computer', playing: 'In play' };

  // A table with a caption, header cells (scope col) and rows whose first cell is a row
  // header; the columns from `numbersFrom` on hold numbers (right-aligned).
  function table(id, caption, heads, rows, numbersFrom = 1) {
    const cls = (i) => (i >= numbersFrom ? 'num' : null);
    return el('div', { class: 'table-wrap' },
      el('table', { id, class: 'stats-table' },
        el('caption', {}, caption),
        el('thead', {}, el('tr', {}, heads.map((h, i) => el('th', { scope: 'col', class: cls(i) }, h)))),
        el('tbody', {}, rows.map((cells) => el('tr', {}, cells.map((c, i) =>
          (i === 0 ? el('th', { scope: 'row' }, c) : el('td', { class: cls(i) }, c))))))));
  }

  function install(Module, hook) {
    let dialog = null, body, status, confirm;
    const presets = () => (hook.presets ? hook.presets() : []);
    const titleOf = (preset) => (presets().find((p) => p.url === preset) || { title: preset }).title;

    function variantRows() {
      const all = storage.allStats();
      const bank = (p) => storage.vegasBank(p.url, '');
      return presets().map((p) => {
        const s = storage.stats(p.url);
        const score = (n) => (p.vegas ? money(n) : String(n));
        const best = orDash(s.bestScore, score) + (p.vegas && s.played ? ` (total ${money(bank(p))})` : '');
        return [p.title, String(s.played), String(s.won), percent(s.won, s.played), String(s.streak),
          String(s.bestStreak), orDash(s.bestTimeMs, formatTime), orDash(s.fewestMoves), best,
          String(s.wonWithHints), String(s.solvedByComputer)];
      }).concat(Object.keys(all.variants).filter((k) => !presets().some((p) => p.url === k)).map((k) => {
        // A variant this page no longer offers keeps its row (its numbers are still yours).
        const s = storage.stats(k);
        return [k, String(s.played), String(s.won), percent(s.won, s.played), String(s.streak), String(s.bestStreak),
          orDash(s.bestTimeMs, formatTime), orDash(s.fewestMoves), orDash(s.bestScore), String(s.wonWithHints),
          String(s.solvedByComputer)];
      }));
    }

    function dailyRows() {
      const today = router.utcDay(Date.now());
      const games = [...new Set(presets().map((p) => p.url.split('/')[0]))];
      return games.map((g) => {
        const d = storage.dailyStats(g, today);
        const link = el('a', { href: router.formatDaily(g, today), onclick: () => dialog.close() },
          titleOf(window.SolDaily ? window.SolDaily.presetOf(g, presets()) : g));
        return [link, String(d.played), String(d.won), percent(d.won, d.played), String(d.streak), String(d.bestStreak)];
      });
    }

    // The finished and left games, newest first, after the deal in play (not stored in the
    // history until it ends: won, solved, or left for another deal).
    function historyRows() {
      const c = storage.allStats().current;
      const playing = c && !c.won && !c.solved
        ? [{ preset: c.preset, seed: c.key.slice(c.preset.length + 1), daily: c.daily, result: 'playing',
             timeMs: c.timeMs || 0, moves: c.moves || 0, at: null }] : [];
      return playing.concat(storage.history()).map((g) => {
        const href = g.daily ? router.formatDaily(g.preset.split('/')[0], g.daily) : router.format(g.preset, g.seed);
        const name = `${titleOf(g.preset)}, ${g.daily ? `daily deal of ${g.daily}` : `deal ${g.seed}`}`;
        const result = RESULT[g.result] + (g.result === 'won' && g.assist === 'hints' ? ' with hints' : '');
        return [g.at === null ? 'Now' : when(g.at), el('a', { href, onclick: () => dialog.close() }, name), result,
          formatTime(g.timeMs), String(g.moves)];
      });
    }

    // The narrow screen's cards: one per variant played, then one per game whose daily
    // deals were played; each a heading and its figures as a definition list.
    function card(c) {
      return el('section', { class: 'stats-card' }, el('h3', {}, c.title),
        el('dl', {}, c.figures.map(([k, v]) => el('div', {}, el('dt', {}, k), el('dd', {}, v)))),
        c.notes.map((n) => el('p', { class: 'stats-card-note' }, n)));
    }
    function narrow(history) {
      const shown = [], unplayed = [];
      for (const p of presets()) {
        const c = cards.variantCard(p.title, storage.stats(p.url), { vegas: p.vegas, bank: storage.vegasBank(p.url, '') });
        if (c) shown.push(card(c));
        else unplayed.push(p.title);
      }
      const today = router.utcDay(Date.now());
      const daily = [...new Set(presets().map((p) => p.url.split('/')[0]))].map((g) =>
        cards.dailyCard(titleOf(window.SolDaily ? window.SolDaily.presetOf(g, presets()) : g), storage.dailyStats(g, today)))
        .filter(Boolean).map(card);
      const games = history.map(([at, deal, result, t, moves]) =>
        el('li', {}, el('a', { href: deal.getAttribute('href'), onclick: () => dialog.close() }, deal.textContent),
          el('br'), `${result} · ${t} · ${moves} ${moves === '1' ? 'move' : 'moves'} · ${at}`));
      return el('div', { class: 'stats-narrow', id: 'stats-cards' },
        el('h3', {}, 'Each variant'),
        ...(shown.length ? shown : [el('p', { class: 'dialog-note' }, 'No game played yet.')]),
        el('p', { class: 'dialog-note' }, cards.notPlayed(unplayed)),
        el('p', { class: 'dialog-note' }, cards.WIN_RATE_NOTE),
        ...(daily.length ? [el('h3', {}, 'Daily deals'), ...daily] : []),
        ...(games.length ? [el('h3', {}, 'The last games, newest first'), el('ul', { class: 'stats-list' }, ...games)] : []));
    }

    function render() {
      const history = historyRows();
      body.replaceChildren(
        narrow(history),
        el('div', { class: 'stats-wide' },
          table('stats-variants', 'Each variant',
            ['Variant', 'Played', 'Won', 'Win rate', 'Streak', 'Best streak', 'Best time', 'Fewest moves',
              'Best score', 'Won with hints', 'Solved by computer'], variantRows()),
          el('p', { class: 'dialog-note' }, cards.WIN_RATE_NOTE),
          table('stats-daily', 'Daily deals (a streak counts days won in a row)',
            ['Game', 'Days played', 'Won', 'Win rate', 'Streak', 'Best streak'], dailyRows()),
          history.length
            ? table('stats-history', `The last ${history.length === 1 ? 'game' : `${history.length} games`}, newest first`,
              ['When', 'Deal', 'Result', 'Time', 'Moves'], history, 3)
            : el('p', { id: 'stats-history', class: 'dialog-note' }, 'No game finished or left yet: the history starts with your next one.')));
    }

    function say(text, bad) {
      status.textContent = text;
      status.className = bad ? 'dialog-error' : 'dialog-note';
    }

    function exportFile() {
      const text = JSON.stringify(storage.exportStats(), null, 1);
      const a = el('a', { href: URL.createObjectURL(new Blob([text], { type: 'application/json' })),
                          download: `solitaire-statistics-${router.utcDay(Date.now())}.json` });
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 10000);
      say('Statistics exported to a file.');
    }

    async function importFile(file) {
      if (!file) return;
      if (file.size > storage.MAX_IMPORT_BYTES) {
        return say('This file cannot be imported: it is larger than 1 MB. Nothing was changed.', true);
      }
      let text;
      try {
        text = await file.text();
      } catch {
        return say('The file could not be read. Nothing was changed.', true);
      }
      const r = storage.importStats(text);
      say(r.message, !r.ok);
      if (r.ok) render();
    }

    function build() {
      dialog = create('stats-dialog', 'Statistics');
      body = el('div', { class: 'stats-body' });
      status = el('p', { id: 'stats-status', class: 'dialog-note', role: 'status' });
      const file = el('input', { type: 'file', id: 'stats-import-file', accept: '.json,application/json', hidden: true });
      file.addEventListener('change', () => {
        importFile(file.files[0]);
        file.value = '';
      });
      confirm = el('div', { id: 'stats-confirm', class: 'dialog-confirm', role: 'alertdialog', hidden: true,
                            'aria-labelledby': 'stats-confirm-text' },
        el('p', { id: 'stats-confirm-text' }, 'Reset every statistic, the daily deals and the history of games? ' +
          'This cannot be undone (export them first to keep a copy).'),
        el('div', { class: 'dialog-buttons' },
          el('button', { type: 'button', id: 'stats-reset-yes', class: 'danger', onclick: () => {
            storage.resetStats();
            confirm.hidden = true;
            render();
            say('Statistics reset.');
          } }, 'Reset everything'),
          el('button', { type: 'button', id: 'stats-reset-no', onclick: () => { confirm.hidden = true; } }, 'Keep them')));
      dialog.append(body, status, confirm, file,
        el('div', { class: 'dialog-buttons' },
          el('button', { type: 'button', id: 'stats-export', onclick: exportFile }, 'Export…'),
          el('button', { type: 'button', id: 'stats-import', onclick: () => file.click() }, 'Import…'),
          el('button', { type: 'button', id: 'stats-reset', onclick: () => {
            confirm.hidden = false;
            confirm.querySelector('#stats-reset-no').focus();
          } }, 'Reset…'),
          el('button', { type: 'button', id: 'stats-close', onclick: () => dialog.close() }, 'Close')));
    }

    on('stats', () => {
      if (!dialog) build();
      render();
      say('');
      confirm.hidden = true;
      show(dialog);
      dialog.querySelector('#stats-close').focus({ preventScroll: true });
      dialog.scrollTop = 0;
    });
    hook.history = () => storage.history();
    hook.allStats = () => JSON.parse(JSON.stringify(storage.allStats()));
  }

  window.SolStatsUi = { install };
})();
