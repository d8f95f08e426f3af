// The FreeCell solver: can this position be won, and how?
#pragma once
#include "freecell/position.h"
#include "search/limits.h"
#include "search/outcome.h"
#include <vector>

namespace sol::freecell {

// The answer for one position. With Solved, `moves` wins from the given position (run
// moves kept whole, as the table plays them) and was replayed through Position before it
// was returned: a line that does not replay is a bug and is never returned (Unknown with
// InternalError). `single_moves` is its length in single-card moves (supermove.h).
struct SolveResult {
    search::SolveStatus status = search::SolveStatus::Unknown;
    search::UnknownReason reason = search::UnknownReason::None;
    std::vector<Move> moves;
    int single_moves = 0;
    search::SearchStats stats;
};

// Solves `position` within `limits`. First a short depth-first dive over the focused
// moves; then three kinds of search over SolverGame's moves take turns (solver.cpp says
// why and how long each turn is):
// - the main one, depth-first (search/dfs.h) over the complete moves, paused and resumed:
//   it ends Solved, or Unsolvable once every position the moves reach was entered (a
//   proof), or Unknown at a limit;
// - depth-first restarts over the focused moves in perturbed orders, and
// - one best-first search (search/best_first.h) over the focused moves, guided by
//   the estimate, paused and resumed, which only ever finds wins.
// Node counts decide every turn, so with a node limit and no time limit the verdict and
// the line are a fixed function of the position; the node limit counts all the searches.
SolveResult solve(const Position& position, const search::Limits& limits = {});

// True when `moves` played from `position` are all legal and end in a won position.
bool replays_to_win(const Position& position, const std::vector<Move>& moves);

} // namespace sol::freecell
