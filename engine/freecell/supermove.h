// A run move written out as the single-card moves it stands for (docs/rules.md, FreeCell:
// Moves): the solver's lines keep run moves whole for the table, and their JSON and their
// length in single moves come from here.
#pragma once
#include "freecell/position.h"
#include <vector>

namespace sol::freecell {

// The single-card moves that play `m` (legal in `before`), in order, each legal where it
// is played; m itself when it moves one card. A run of n cards with c empty cells and e
// empty columns to pass through: when n <= c + 1, n - 1 cards to the cells, the bottom one
// across, and the cells' cards after it in reverse; otherwise the top (c + 1) x 2^(e - 1)
// cards to an empty column (the same way, with one empty column fewer), the rest across,
// and the parked cards after them. Every part fits the limit by the same count that made
// the run move legal.
std::vector<Move> single_moves(const Position& before, Move m);

// How many single-card moves `m` stands for in `before` (single_moves(before, m).size()).
int single_move_count(const Position& before, Move m);

} // namespace sol::freecell
