// What the statistics screen says, as data (issue 26, item 9): the figures of a variant's
// line and of a game's daily deals, worded for one card each on a narrow screen (a phone
// has no room for a table of 11 columns, mostly zeros), with only the figures that have
// values; what the win rate counts; and the screen's number formats. No DOM and no storage:
// web/stats-ui.js lays the cards (and the wide screen's tables) out, and
// tests/web/stats-cards.test.mjs runs this under node. Plain script: sets
// window.SolStatsCards.
'use strict';

(function () {
  const DASH = '–';

  // A duration as m:ss, or h:mm:ss from an hour on.
  function time(ms) {
    const s = Math.floor(ms / 1000);
    const hms = s >= 3600 ? [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60] : [Math.floor(s / 60), s % 60];
    return hms.map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0'))).join(':');
  }
  // Vegas money: "$5", "-$52" (the sign before the dollar, as people write it).
  const money = (n) => (n < 0 ? `-$${-n}` : `$${n}`);
  const percent = (won, played) => (played ? `${Math.round((100 * won) / played)}%` : DASH);
  const games = (n) => `${n} ${n === 1 ? 'game' : 'games'}`;

  // What the win rate counts, said once under the table and on the cards.
  const WIN_RATE_NOTE = 'Win rate: the games you won (with hints or without) out of the games played. ' +
    'A game the computer solved counts as played and not won, as a loss does. ' +
    'Best time, fewest moves and best score are set by wins without help.';

  // A variant's card: its title, its figures [label, value], those with a value only (a
  // count above zero, a record set) in the table's order, and notes (lines under them);
  // `line` is SolStorage.stats(preset) (web/stats.js: line), `vegas` whether its scores are
  // money and `bank` its running total. Null for a variant never played: it has no figure.
  function variantCard(title, line, { vegas = false, bank = 0 } = {}) {
    if (!line || !line.played) return null;
    const score = (n) => (vegas ? money(n) : String(n));
    const figures = [['Played', games(line.played)], ['Win rate', `${percent(line.won, line.played)} (${line.won} of ${line.played})`]];
    const notes = [];
    const solved = line.solvedByComputer;
    if (solved) {
      notes.push(solved === 1 ? 'The game the computer solved counts in the win rate as played, not won.'
        : `The ${solved} games the computer solved count in the win rate as played, not won.`);
    }
    if (line.wonWithHints) figures.push(['Won with hints', games(line.wonWithHints)]);
    if (line.solvedByComputer) figures.push(['Solved by the computer', games(line.solvedByComputer)]);
    if (line.streak) figures.push(['Streak', games(line.streak)]);
    if (line.bestStreak) figures.push(['Best streak', games(line.bestStreak)]);
    if (line.bestTimeMs !== null && line.bestTimeMs !== undefined) figures.push(['Best time', time(line.bestTimeMs)]);
    if (line.fewestMoves !== null && line.fewestMoves !== undefined) figures.push(['Fewest moves', String(line.fewestMoves)]);
    if (line.bestScore !== null && line.bestScore !== undefined) figures.push(['Best score', score(line.bestScore)]);
    if (vegas) figures.push(['Vegas total', money(bank)]);
    return { title, figures, notes };
  }

  // A game's daily deals on one card (SolStorage.dailyStats: days played and won, the
  // streak of days), null when no day was played.
  function dailyCard(title, d) {
    if (!d || !d.played) return null;
    const days = (n) => `${n} ${n === 1 ? 'day' : 'days'}`;
    const figures = [['Days played', days(d.played)], ['Win rate', `${percent(d.won, d.played)} (${d.won} of ${d.played})`]];
    if (d.streak) figures.push(['Streak', days(d.streak)]);
    if (d.bestStreak) figures.push(['Best streak', days(d.bestStreak)]);
    return { title, figures, notes: [] };
  }

  // The titles of the variants no card is shown for, as one line ("" when every one has).
  function notPlayed(titles) {
    return titles.length ? `Not played yet: ${titles.join('; ')}.` : '';
  }

  window.SolStatsCards = { time, money, percent, DASH, WIN_RATE_NOTE, variantCard, dailyCard, notPlayed };
})();
