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

// `line`, a win from `root`, with its end game played straight when that is shorter: from
// the first position with no face-down card, every pile is one alternating run, and the
// cards go up as they come (a pile's top or the waste's, else a draw or a redeal). Kept
// only when that wins (replayed through the rules) in fewer moves than the line's own end,
// which the search may reach by a long way round when the talon still holds cards.
std::vector<Move> with_straight_end(const Position& root, std::vector<Move> line);

} // namespace sol::klondike
