// The Spider solver: can this position be won, and how?
#pragma once
#include "search/limits.h"
#include "search/outcome.h"
#include "spider/position.h"
#include <vector>

namespace sol::spider {

// The answer for one position. With Solved, `moves` is a winning line from the given
// position, shortened (shorten.h) and replayed through Position before it is returned: a
// line that does not replay is a bug and is never returned (Unknown with InternalError).
struct SolveResult {
    search::SolveStatus status = search::SolveStatus::Unknown;
    search::UnknownReason reason = search::UnknownReason::None;
    std::vector<Move> moves;
    int unshortened = 0; // the line's length as the search found it
    search::SearchStats stats;
};

// Solves `position` thoughtfully (the face-down cards are known) within `limits`, in two
// stages over the same moves and keys (solver_game.h):
// 1. weighted best-first searches (search/best_first.h) over the focused moves, guided by
//    the estimate (solver_eval.h), restarted with several weightings and noise in a Luby
//    schedule (solver.cpp), with FOCUSED_SHARE of the node or time budget (FOCUSED_NODES
//    nodes when there is neither limit), which find most wins;
// 2. then, for completeness, the depth-first search (search/dfs.h) over every move that a
//    win may need, ordered by the estimate, with the rest of the budget: it ends Solved,
//    Unsolvable (the whole space was searched: a proof), or Unknown with the limit.
// Node counts are deterministic, so with a node limit and no time limit the verdict is too.
SolveResult solve(const Position& position, const search::Limits& limits = {});

inline constexpr double FOCUSED_SHARE = 0.9;
inline constexpr std::uint64_t FOCUSED_NODES = 6'000'000;

} // namespace sol::spider
