// The Pyramid solver: can this position be won, and in how few moves?
#pragma once
#include "pyramid/position.h"
#include "search/limits.h"
#include "search/outcome.h"
#include <string_view>
#include <vector>

namespace sol::pyramid {

// How to search. DepthFirst (the default, "dfs"): the generic depth-first search with
// the pruning of SolverGame; any winning line, and every deal decided in about a
// millisecond. Optimal ("optimal"): the same depth-first search decides, then a won deal
// is searched again best-first with an admissible lower bound, so the line returned is a
// shortest one (every draw, redeal and removal counts one move). It is not the default
// because that second search takes tens of milliseconds on a typical won deal (README).
// BestFirst ("best-first"): the best-first search alone, deciding too (for tests: it
// must agree with the depth-first search on every verdict, and it is slower on losses).
// All are complete, so they agree on every verdict.
enum class Strategy : std::uint8_t { DepthFirst, Optimal, BestFirst };

// "" or "dfs", "optimal", "best-first" -> the strategy; false for another name.
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

// With Optimal, when the limits stop the best-first search first, the depth-first line
// is returned (the deal is won all the same) and the counters cover both searches.
SolveResult solve(const Position& position, const search::Limits& limits = {},
                  Strategy strategy = Strategy::DepthFirst);

// True when `moves` played from `position` are all legal and end in a won position.
bool replays_to_win(const Position& position, const std::vector<Move>& moves);

} // namespace sol::pyramid
