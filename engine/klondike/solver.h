// The Klondike solver: can this position be won, and how?
#pragma once
#include "klondike/position.h"
#include "search/limits.h"
#include "search/outcome.h"
#include <vector>

namespace sol::klondike {

// The answer for one position. With Solved, `moves` is a complete winning line of primitive
// Position moves (draws and redeals included) from the given position, already replayed
// through Position: a line that does not replay is a bug and is never returned (the status
// is then Unknown with UnknownReason::InternalError). The line never passes through the
// same position twice. `macro_moves` is its length without the draws and redeals.
struct SolveResult {
    search::SolveStatus status = search::SolveStatus::Unknown;
    search::UnknownReason reason = search::UnknownReason::None;
    std::vector<Move> moves;
    int macro_moves = 0;
    search::SearchStats stats;
};

// Solves `position` (any reachable position, not only a fresh deal) for its own rules,
// thoughtfully (the face-down cards are known), within `limits`. The node limit counts all
// nodes of every search it runs (the main one, its restarts, the search over classes of
// positions, and with draw 3 a draw 1 relaxation whose loss proves the real game lost);
// the memory limit bounds all their tables together (solver.cpp, memory_shares).
SolveResult solve(const Position& position, const search::Limits& limits = {});

// True when `moves` played from `position` are all legal and end in a won position.
bool replays_to_win(const Position& position, const std::vector<Move>& moves);

} // namespace sol::klondike
