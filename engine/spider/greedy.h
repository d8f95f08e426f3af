// The seeds' method, kept as a baseline to measure the solver against: a greedy player
// that looks three moves ahead with the Spider seed article's evaluation.
#pragma once
#include "search/limits.h"
#include "spider/solver.h"

namespace sol::spider {

// The seed article's evaluation, higher is better: 10000 per removed run, 500 per empty
// pile, 10 per face-up card, 50 times the length of each pile's one-suit run on top (0 for
// a lone card, as the seed counts it), 5 times each pile's movable run length.
double seed_evaluation(const Position& pos);

// Plays from `position`: at each turn, tries every sequence of up to LOOKAHEAD tableau
// moves (a deal only where no tableau move exists, as the seed does) and plays the first
// move of the sequence with the best evaluation, if that beats the current evaluation;
// otherwise deals. Unlike the seed, it follows the deal rule: where the seed would deal
// onto an empty pile it plays the best move instead (even one that does not improve),
// and it gives up only when no move is left; it never plays into a position it has already
// stood in (the seed's loop can cycle forever) and stops after MAX_MOVES. Solved with the line
// played when it wins (replayed like the solver's); otherwise Unknown, with the limit that stopped
// it or GaveUp.
SolveResult solve_greedy(const Position& position, const search::Limits& limits = {});

inline constexpr int LOOKAHEAD = 3;
inline constexpr int MAX_MOVES = 1000;

} // namespace sol::spider
