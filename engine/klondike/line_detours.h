// Taking detours out of a winning Klondike line.
#pragma once
#include "klondike/position.h"
#include <vector>

namespace sol::klondike {

// `line`, a win from `root`, less the pairs of moves that only make a detour: a card brought
// down from its foundation, sent up from a pile, or a run moved from pile to pile, and the
// next move of the same card, when the line without the two still wins (each candidate is
// replayed through the rules). The search's lines can bring cards down and up again in the end
// game, where its depth-first order tried the moves to the foundations first and came back to
// these.
std::vector<Move> without_detours(const Position& root, std::vector<Move> line);

} // namespace sol::klondike
