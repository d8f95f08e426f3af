#include "spider/solver.h"
#include "search/best_first.h"
#include "search/dfs.h"
#include "spider/move_text.h"
#include "spider/shorten.h"
#include "spider/solver_game.h"
#include <algorithm>

namespace sol::spider {

namespace {

void add_stats(search::SearchStats& total, const search::SearchStats& s) {
    total.nodes += s.nodes;
    total.transpositions += s.transpositions;
    total.forced += s.forced;
    total.stored += s.stored;
    total.table_bytes = std::max(total.table_bytes, s.table_bytes);
    total.max_depth = std::max(total.max_depth, s.max_depth);
    total.seconds += s.seconds;
}

// The found line, shortened and checked.
SolveResult solved(const Position& start, const std::vector<Move>& line, SolveResult r) {
    r.unshortened = int(line.size());
    r.moves = shorten(start, line);
    if (replays_to_win(start, r.moves)) {
        r.status = search::SolveStatus::Solved;
        r.reason = search::UnknownReason::None;
    } else {
        r.status = search::SolveStatus::Unknown;
        r.reason = search::UnknownReason::InternalError;
        r.moves.clear();
    }
    return r;
}

} // namespace

SolveResult solve(const Position& position, const search::Limits& limits) {
    SolveResult result;
    if (position.is_won()) {
        result.status = search::SolveStatus::Solved;
        return result;
    }
    // Stage 1: focused best-first search.
    search::Limits focused = limits;
    focused.node_limit = limits.node_limit
                             ? std::uint64_t(double(limits.node_limit) * FOCUSED_SHARE)
                             : FOCUSED_NODES;
    if (limits.time_limit_seconds > 0)
        focused.time_limit_seconds = limits.time_limit_seconds * FOCUSED_SHARE;
    {
        SpiderGame game(position, Pruning::Focused);
        search::BestFirstSearch<SpiderGame> search(game, focused, search::BestFirstOptions{});
        const search::SolveStatus s = search.run();
        add_stats(result.stats, search.stats());
        if (s == search::SolveStatus::Solved) return solved(position, search.line(), result);
        if (search.reason() == search::UnknownReason::Cancelled) {
            result.reason = search.reason();
            return result;
        }
    }
    // Stage 2: the complete depth-first search with what is left.
    search::Limits rest = limits;
    if (limits.node_limit) {
        if (result.stats.nodes >= limits.node_limit) {
            result.reason = search::UnknownReason::NodeLimit;
            return result;
        }
        rest.node_limit = limits.node_limit - result.stats.nodes;
    }
    if (limits.time_limit_seconds > 0) {
        rest.time_limit_seconds = limits.time_limit_seconds - result.stats.seconds;
        if (rest.time_limit_seconds <= 0.001) {
            result.reason = search::UnknownReason::TimeLimit;
            return result;
        }
    }
    SpiderGame game(position, Pruning::Complete);
    search::DepthFirstSearch<SpiderGame> dfs(game, rest);
    const search::SolveStatus s = dfs.run();
    add_stats(result.stats, dfs.stats());
    if (s == search::SolveStatus::Solved) return solved(position, dfs.line(), result);
    result.status = s;
    result.reason = dfs.reason();
    return result;
}

} // namespace sol::spider
