// The statistics' rules: what a deal played, progressed, won or left does to the streaks,
// the records, the Vegas bank, the history of the last games and the daily deals' days.
// Each rule is a function of its arguments alone (no storage, no clock: the time is an
// argument): it changes the "book" it is given, plain data of the three records (see
// loadBook in web/records.js: { stats: { variants, current, left }, history: [...],
// daily: { games, seeds } }), and returns which of its parts it changed ({ stats, history,
// daily }), so that tests/web/stats.test.mjs runs them under node. The value checks are the
// records' (web/records.js, loaded before this file): a rule never makes a record that the
// next visit would set aside (counters stop at their bound; a change that would break a
// relation between fields, possible only with counters at their bounds, is not made). At the end, the rules are applied to the stored records for
// the page. Plain script: sets window.SolStats and adds the statistics to window.SolStorage.
'use strict';

(function () {
  const records = window.SolRecords;
  const is = records.is;
  const { MAX_RECENT, MAX_HISTORY, MAX_DAYS, MAX_COUNT, MAX_POINTS } = records;
  const hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
  const count = (n) => (is.count(n) ? n : 0);
  // Counts and the bank stop at the bounds of their records (a record past them would be
  // set aside as damaged on the next visit).
  const inc = (n) => (count(n) < MAX_COUNT ? count(n) + 1 : count(n));
  const add = (a, b) => Math.max(-MAX_POINTS, Math.min(MAX_POINTS, a + b));
  const noChange = () => ({ stats: false, history: false, daily: false });

  // Runs `change(record)`, and takes it back if the record no longer `fits`: with its
  // counters at their bounds, one can stop while another goes on (played stays at the
  // bound, won would pass it), and the next visit would set the record aside.
  function within(record, fits, change) {
    const before = Object.assign(Object.create(null), record);
    change(record);
    if (fits(record)) return true;
    for (const k of Object.keys(record)) delete record[k];
    Object.assign(record, before);
    return false;
  }

  function variantOf(stats, preset) {
    if (!hasOwn(stats.variants, preset)) {
      stats.variants[preset] = Object.assign(Object.create(null),
        { played: 0, won: 0, streak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null });
    }
    return stats.variants[preset];
  }
  const seedOf = (c) => c.key.slice(c.preset.length + 1);

  // --- the history of the last games ------------------------------------------------------
  // Puts the deal `c` (stats' current record) first in the history, which keeps the last
  // MAX_HISTORY; returns the entry's `at` (`now`), or undefined when the entry could not be
  // stored (then nothing changes).
  function addHistory(book, changed, c, result, assist, now) {
    const entry = { preset: c.preset, seed: seedOf(c), result, assist,
                    timeMs: is.elapsed(c.timeMs) ? c.timeMs : 0, moves: count(c.moves), at: now };
    if (c.daily) entry.daily = c.daily;
    if (is.int(c.score)) entry.score = c.score;
    if (!records.historyEntryFits(entry)) return undefined;
    book.history = [entry, ...book.history].slice(0, MAX_HISTORY);
    changed.history = true;
    return entry.at;
  }
  // Takes out the 'lost' line that addHistory wrote for the deal `c` at `at`.
  function removeHistory(book, changed, c, at) {
    const seed = seedOf(c);
    const i = book.history.findIndex((g) => g.at === at && g.result === 'lost' && g.preset === c.preset && g.seed === seed);
    if (i < 0) return;
    book.history = book.history.filter((_, j) => j !== i);
    changed.history = true;
  }

  // --- the deals played -------------------------------------------------------------------
  // The first move of deal `seed` of `preset` counts it as played; starting another deal
  // without winning this one breaks the streak, banks its Vegas score (see score), and puts
  // it in the history as lost. `daily`: the day, when the deal is that day's daily deal. A
  // deal left and played again (Back reopens it as it was left) is the same game going on:
  // it is not counted twice, its 'lost' line is taken back and its score out of the bank.
  function played(book, preset, seed, daily, now, changed = noChange()) {
    if (!is.preset(preset)) return changed;
    const all = book.stats;
    const key = `${preset}/${seed}`;
    if (all.current && all.current.key === key) return changed;
    changed.stats = true;
    const left = (all.left || []).filter((c) => c.key !== key);
    if (all.current) {
      const c = all.current;
      const prev = variantOf(all, c.preset);
      if (!c.won) prev.streak = 0;
      if (is.int(c.score)) prev.bank = add(prev.bank || 0, c.score);
      if (!c.won && !c.solved) c.at = addHistory(book, changed, c, 'lost', 'none', now);
      left.unshift(c);
    }
    const back = (all.left || []).find((c) => c.key === key);
    all.left = left.slice(0, MAX_RECENT);
    if (back) {
      if (back.at !== undefined) removeHistory(book, changed, back, back.at);
      if (is.int(back.score)) {
        const v = variantOf(all, preset);
        v.bank = add(v.bank || 0, -back.score);
      }
      delete back.at;
      all.current = back;
      return changed;
    }
    const v = variantOf(all, preset);
    v.played = inc(v.played);
    all.current = { key, preset, won: false, timeMs: 0, moves: 0 };
    if (is.date(daily)) {
      all.current.daily = daily;
      dailyDay(book, preset, daily, 'played', changed);
    }
    return changed;
  }

  // The clock and moves of the deal in play, for its history entry if it is left.
  function progress(book, preset, seed, timeMs, moves, changed = noChange()) {
    const c = book.stats.current;
    if (!c || c.key !== `${preset}/${seed}` || !is.elapsed(timeMs) || !is.count(moves)) return changed;
    if (c.timeMs === timeMs && c.moves === moves) return changed;
    c.timeMs = timeMs;
    c.moves = moves;
    changed.stats = true;
    return changed;
  }

  // A deal won, in `timeMs` and `moves`, with help `assist` ('none', 'hints', 'computer')
  // and Vegas `score`. A game the computer solved (auto-solve played some of it) is counted
  // apart and is no win of the player's: it extends no streak and sets no record, and the
  // next deal ends the streak as a lost game does. A win with hints is a win, counted as
  // such too, but sets no best time, fewest moves or best score. A win undone and won
  // again counts once. A time or move count that is no number leaves the deal's own.
  function win(book, preset, seed, timeMs, moves, assist, score, daily, now, changed = noChange()) {
    played(book, preset, seed, daily, now, changed);
    const all = book.stats;
    const c = all.current;
    if (!c || c.key !== `${preset}/${seed}` || c.won || c.solved) return changed;
    changed.stats = true;
    const v = variantOf(all, preset);
    c.timeMs = is.elapsed(timeMs) ? timeMs : c.timeMs;
    c.moves = is.count(moves) ? moves : c.moves;
    if (is.int(score)) c.score = score;
    if (c.daily) dailyDay(book, preset, c.daily, assist === 'computer' ? 'solved' : 'won', changed);
    if (assist === 'computer') {
      within(v, records.variantFits, () => { v.solvedByComputer = inc(v.solvedByComputer); });
      c.solved = true;
      addHistory(book, changed, c, 'solved', 'computer', now);
      return changed;
    }
    addHistory(book, changed, c, 'won', assist === 'hints' ? 'hints' : 'none', now);
    within(v, records.variantFits, () => {
      v.won = inc(v.won);
      v.streak = inc(v.streak);
      v.bestStreak = Math.max(count(v.bestStreak), v.streak);
      if (assist === 'hints') {
        v.wonWithHints = inc(v.wonWithHints);
      } else {
        const time = is.elapsed(c.timeMs) ? c.timeMs : 0;
        v.bestTimeMs = v.bestTimeMs == null ? time : Math.min(v.bestTimeMs, time);
        v.fewestMoves = v.fewestMoves == null ? count(c.moves) : Math.min(v.fewestMoves, count(c.moves));
        if (is.int(score)) v.bestScore = v.bestScore == null ? score : Math.max(v.bestScore, score);
      }
    });
    c.won = true;
    return changed;
  }

  // Vegas scoring runs on from deal to deal, as in Windows' cumulative Vegas: the score of
  // the deal in play is kept with it, and banked into its variant once another deal is
  // played.
  function score(book, preset, seed, points, changed = noChange()) {
    const c = book.stats.current;
    if (!c || c.key !== `${preset}/${seed}` || !is.int(points) || c.score === points) return changed;
    c.score = points;
    changed.stats = true;
    return changed;
  }
  // The total of the variant's earlier Vegas deals, deal `seed` not included.
  function vegasBank(stats, preset, seed) {
    const v = hasOwn(stats.variants, preset) ? stats.variants[preset] : null;
    const c = stats.current;
    const pending = c && c.preset === preset && c.key !== `${preset}/${seed}` && is.int(c.score) ? c.score : 0;
    return add((v && is.int(v.bank) && v.bank) || 0, pending);
  }

  // A variant's line of the statistics screen, every field present, and its rate of wins
  // (the player's, with hints or not; not the computer's).
  function line(stats, preset) {
    const v = hasOwn(stats.variants, preset) ? stats.variants[preset] : null;
    const base = { played: 0, won: 0, wonWithHints: 0, solvedByComputer: 0, streak: 0, bestStreak: 0,
      bestTimeMs: null, fewestMoves: null, bestScore: null, winRate: 0 };
    return v ? { ...base, ...v, winRate: v.played ? v.won / v.played : 0 } : base;
  }

  // --- the daily deals --------------------------------------------------------------------
  const addDays = (date, n) => new Date(Date.parse(date + 'T00:00:00Z') + n * 86400000).toISOString().slice(0, 10);
  // Days won in a row up to `date` (back) or from it (forward).
  function run(days, date, step) {
    let n = 0;
    for (let d = date; days[d] === 'won'; d = addDays(d, step)) n++;
    return n;
  }
  // A day of the daily deal of `preset`'s game: 'played' once a move is made, then 'won'
  // (the player's win, with hints or not) or 'solved' (by the computer). A day counts
  // once; the best streak is the longest run of days won in a row. The game keeps its
  // last MAX_DAYS days (its counts keep the older ones; a run is seen as far back as the
  // days kept).
  function dailyDay(book, preset, date, result, changed = noChange()) {
    if (!is.preset(preset) || !is.date(date)) return changed;
    const game = preset.split('/')[0];
    const games = book.daily.games;
    const g = games[game] || (games[game] = { played: 0, won: 0, bestStreak: 0, days: Object.create(null) });
    const was = g.days[date];
    if (was === 'won' || (was && result === 'played') || was === result) return changed;
    const days = Object.assign(Object.create(null), g.days);
    const done = within(g, records.dailyGameFits, () => {
      g.days = Object.assign(Object.create(null), days);  // a copy: taken back whole
      if (!was) g.played = inc(g.played);
      g.days[date] = result;
      if (result === 'won') {
        g.won = inc(g.won);
        g.bestStreak = Math.max(g.bestStreak, run(g.days, date, -1) + run(g.days, addDays(date, 1), 1));
      }
      const dates = Object.keys(g.days).sort();
      for (const d of dates.slice(0, Math.max(0, dates.length - MAX_DAYS))) delete g.days[d];
    });
    if (done) changed.daily = true;
    return changed;
  }
  // A game's daily line on day `today`: days played and won, the days won in a row up to
  // today (or up to yesterday while today's is not won yet), the best such run.
  function dailyLine(daily, game, today) {
    const g = hasOwn(daily.games, game) ? daily.games[game] : null;
    if (!g) return { played: 0, won: 0, streak: 0, bestStreak: 0 };
    if (!is.date(today)) return { played: g.played, won: g.won, streak: 0, bestStreak: g.bestStreak };
    const from = g.days[today] === 'won' ? today : addDays(today, -1);
    return { played: g.played, won: g.won, streak: run(g.days, from, -1), bestStreak: g.bestStreak };
  }

  window.SolStats = { played, progress, win, score, vegasBank, line, dailyDay, dailyLine };

  // --- the rules applied to the stored records, for the page ----------------------------------
  function apply(rule, ...args) {
    const book = records.loadBook();
    records.saveBook(book, rule(book, ...args));
  }
  Object.assign(window.SolStorage, {
    recordPlayed: (preset, seed, daily) => apply(played, preset, seed, daily, Date.now()),
    recordProgress: (preset, seed, timeMs, moves) => apply(progress, preset, seed, timeMs, moves),
    recordWin: (preset, seed, timeMs, moves, assist, points, daily) =>
      apply(win, preset, seed, timeMs, moves, assist, points, daily, Date.now()),
    recordScore: (preset, seed, points) => apply(score, preset, seed, points),
    vegasBank: (preset, seed) => vegasBank(records.loadStats(), preset, seed),
    stats: (preset) => line(records.loadStats(), preset),
    dailyStats: (game, today) => dailyLine(records.loadDaily(), game, today),
  });
})();
