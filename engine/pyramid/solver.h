// The Pyramid solver: can this position be won, and in how few moves?
#pragma once
#include "pyramid/position.h"
#include "search/limits.h"
#include "search/outcome.h"
#include <string_view>
#include <vector>

namespace sol::pyramid {

// How to search. Optimal (the default): best-first with a consistent lower bound, so a
// line found is a shortest one (every draw, redeal and removal counts one move).
// DepthFirst: the generic depth-first search with the same pruning; any winning line.
// Both are complete, so they agree on every verdict.
enum class Strategy : std::uint8_t { Optimal, DepthFirst };

// "optimal" or "dfs" -> the strategy; false for another name.
bool parse_strategy(std::string_view name, Strategy& out);

// The answer for one position. With Solved, `moves` wins from the given position and was
// replayed through Position before it was returned: a line that does not replay is a bug
// and is never returned (the status is then Unknown with UnknownReason::InternalError).
struct SolveResult {
    search::SolveStatus status = search::SolveStatus::Unknown;
    search::UnknownReason reason = search::UnknownReason::None;
    std::vector<Move> moves;
    search::SearchStats stats;
};

SolveResult solve(const Position& position, const search::Limits& limits = {},
                  Strategy strategy = Strategy::Optimal);

// True when `moves` played from `position` are all legal and end in a won position.
bool replays_to_win(const Position& position, const std::vector<Move>& moves);

} // namespace sol::pyramid
