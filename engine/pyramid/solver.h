// The Pyramid solver: can this position be won, and in how few moves?
#pragma once
#include "pyramid/position.h"
#include "search/limits.h"
#include "search/outcome.h"
#include <string_view>
#include <vector>

namespace sol::pyramid {

// How to search. Optimal (the default, "optimal"): the generic depth-first search with the
// pruning of SolverGame decides (most deals in about a millisecond, losses above all), and a
// won deal is searched again best-first with an admissible lower bound (solver_bound.h,
// solver_passes.h), so the line returned is a shortest one (every draw, redeal and removal
// counts one move); should the limits stop that second search first, the depth-first line
// is returned (the deal is won all the same). DepthFirst ("dfs"): the depth-first search
// alone, taking turns with the best-first one as Optimal does, but returning whichever
// line comes first: fewer nodes, longer lines. BestFirst ("best-first"): the best-first
// search alone, deciding too (for tests: it must agree with the depth-first search on every
// verdict, and it is slower on losses). All are complete, so they agree on every verdict.
enum class Strategy : std::uint8_t { DepthFirst, Optimal, BestFirst };

// "" or "optimal", "dfs", "best-first" -> the strategy; false for another name.
bool parse_strategy(std::string_view name, Strategy& out);

// The answer for one position. With Solved, `moves` wins from the given position and was
// replayed through Position before it was returned: a line that does not replay is a bug
// and is never returned (the status is then Unknown with UnknownReason::InternalError).
struct SolveResult {
    search::SolveStatus status = search::SolveStatus::Unknown;
    search::UnknownReason reason = search::UnknownReason::None;
    std::vector<Move> moves;
    search::SearchStats stats;
    bool shortest = false; // Solved by the best-first search: no line wins in fewer moves
};

// With Optimal, when the limits stop the best-first search first, the depth-first line
// is returned (the deal is won all the same) and the counters cover both searches.
SolveResult solve(const Position& position, const search::Limits& limits = {},
                  Strategy strategy = Strategy::Optimal);

// True when `moves` played from `position` are all legal and end in a won position.
bool replays_to_win(const Position& position, const std::vector<Move>& moves);

} // namespace sol::pyramid
