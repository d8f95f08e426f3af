// The statistics screen's cards for narrow screens (web/stats-cards.js) under node: a card
// per variant played with only the figures that have values, what the win rate counts
// (a game the computer solved is played and not won), the daily deals' cards, and the
// formats. The lines come from the statistics' own rules (web/stats.js) after real
// sequences of games, so the cards say what those rules count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadScripts, plain } from './scripts.mjs';

const { SolStats: rules, SolStatsCards: cards } = loadScripts(['records.js', 'stats.js', 'stats-cards.js']);
const T0 = Date.UTC(2026, 11, 1, 12);
const book = () => ({ stats: { variants: {}, current: null }, history: [], daily: { games: {}, seeds: {} } });
const card = (...args) => plain(cards.variantCard(...args));

test('a variant never played has no card; one played has its played count and win rate only', () => {
  const b = book();
  assert.equal(cards.variantCard('Klondike, draw 1', rules.line(b.stats, 'klondike/draw1')), null);
  rules.played(b, 'klondike/draw1', '1', undefined, T0);
  rules.played(b, 'klondike/draw1', '2', undefined, T0 + 1);
  assert.deepEqual(card('Klondike, draw 1', rules.line(b.stats, 'klondike/draw1')), {
    title: 'Klondike, draw 1',
    figures: [['Played', '2 games'], ['Win rate', '0% (0 of 2)']],
    notes: [],
  });
});

test('wins, a win with hints and a game solved by the computer: each figure with a value, and the win rate ' +
  'says the solved one is not won', () => {
  const b = book();
  const p = 'pyramid/3passes';
  let t = T0;
  rules.win(b, p, '1', 95000, 40, 'none', undefined, undefined, t += 60000);
  rules.win(b, p, '2', 70000, 44, 'hints', undefined, undefined, t += 60000);
  rules.win(b, p, '3', 50000, 30, 'computer', undefined, undefined, t += 60000);
  rules.played(b, p, '4', undefined, t += 60000);
  const c = card('Pyramid, 3 passes', rules.line(b.stats, p));
  assert.deepEqual(c.figures, [
    ['Played', '4 games'],
    ['Win rate', '50% (2 of 4)'],
    ['Won with hints', '1 game'],
    ['Solved by the computer', '1 game'],
    ['Best streak', '2 games'],
    ['Best time', '1:35'],
    ['Fewest moves', '40'],
  ]);
  // No figure without a value: no streak (the solved game ended it), no best score.
  assert.ok(!c.figures.some(([k]) => k === 'Streak' || k === 'Best score'));
  assert.deepEqual(c.notes, ['The game the computer solved counts in the win rate as played, not won.']);
  rules.win(b, p, '4', 50000, 30, 'computer', undefined, undefined, t += 60000);
  assert.deepEqual(card('Pyramid, 3 passes', rules.line(b.stats, p)).notes,
    ['The 2 games the computer solved count in the win rate as played, not won.']);
  assert.match(cards.WIN_RATE_NOTE, /computer solved counts as played and not won, as a loss does/);
});

test('Vegas: scores as money and the running total', () => {
  const b = book();
  const v = 'klondike/draw3-vegas';
  rules.win(b, v, '1', 60000, 90, 'none', 208, undefined, T0);
  rules.played(b, v, '2', undefined, T0 + 60000);
  const bank = rules.vegasBank(b.stats, v, '');
  const c = card('Klondike, draw 3, Vegas', rules.line(b.stats, v), { vegas: true, bank });
  assert.deepEqual(c.figures.slice(-2), [['Best score', '$208'], ['Vegas total', '$208']]);
  assert.deepEqual(c.figures.slice(0, 3), [['Played', '2 games'], ['Win rate', '50% (1 of 2)'], ['Streak', '1 game']]);
});

test('daily deals: a card once a day was played, days counted', () => {
  assert.equal(cards.dailyCard('Spider, 1 suit', { played: 0, won: 0, streak: 0, bestStreak: 0 }), null);
  assert.deepEqual(plain(cards.dailyCard('Klondike, draw 1', { played: 3, won: 2, streak: 1, bestStreak: 2 })), {
    title: 'Klondike, draw 1',
    figures: [['Days played', '3 days'], ['Win rate', '67% (2 of 3)'], ['Streak', '1 day'], ['Best streak', '2 days']],
    notes: [],
  });
});

test('the formats and the line of variants not played', () => {
  assert.deepEqual([cards.time(0), cards.time(61000), cards.time(3723000)], ['0:00', '1:01', '1:02:03']);
  assert.deepEqual([cards.money(-52), cards.money(5)], ['-$52', '$5']);
  assert.deepEqual([cards.percent(2, 3), cards.percent(0, 0)], ['67%', '–']);
  assert.equal(cards.notPlayed([]), '');
  assert.equal(cards.notPlayed(['Spider, 4 suits', 'Pyramid, all cards']), 'Not played yet: Spider, 4 suits; Pyramid, all cards.');
});
