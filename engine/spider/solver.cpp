#include "spider/solver.h"
#include "search/best_first.h"
#include "search/dfs.h"
#include "search/turns.h"
#include "spider/move_text.h"
#include "spider/shorten.h"
#include "spider/solver_game.h"
#include <algorithm>

namespace sol::spider {

namespace {

// The focused searches of stage 1, tried in turn with growing budgets. Each is a weighted
// best-first search (priority = weight * estimate + depth_weight * depth) with its own
// estimate weights. Measured on deals 1-24 of each preset: one setting wins a deal in
// milliseconds that another misses after millions of nodes, and which one does varies by
// deal, so several settings with short budgets first beat any one with a long budget.
struct Setting {
    EstimateWeights weights;
    int weight, depth_weight;
};
constexpr Setting SETTINGS[] = {
    {{6, 4, 3, 3, 4}, 1, 2},
    {{6, 4, 4, 3, 4}, 1, 2},
    {{8, 4, 3, 3, 4}, 1, 2},
    {{6, 4, 2, 3, 4}, 1, 2},
};
// Nodes per setting in the first round; each round gives every setting four times more.
constexpr std::uint64_t FIRST_ROUND_NODES = 100'000;

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
    // Stage 1: focused best-first searches, in rounds of growing node budgets.
    // With a node limit, its share; with only a time limit, the time share decides (and
    // the memory budget); with neither, FOCUSED_NODES, so that the complete search gets
    // its turn.
    const std::uint64_t focused_nodes =
        limits.node_limit               ? std::uint64_t(double(limits.node_limit) * FOCUSED_SHARE)
        : limits.time_limit_seconds > 0 ? std::uint64_t(-1)
                                        : FOCUSED_NODES;
    const double focused_seconds =
        limits.time_limit_seconds > 0 ? limits.time_limit_seconds * FOCUSED_SHARE : 0;
    bool stage1_over = false;
    for (std::uint64_t round = FIRST_ROUND_NODES; !stage1_over; round *= 4) {
        for (const Setting& setting : SETTINGS) {
            if (result.stats.nodes >= focused_nodes) {
                stage1_over = true;
                break;
            }
            search::Limits focused = limits;
            focused.node_limit = std::min(round, focused_nodes - result.stats.nodes);
            if (focused_seconds > 0)
                focused.time_limit_seconds = focused_seconds - result.stats.seconds;
            if (focused.node_limit == 0 ||
                (focused_seconds > 0 && focused.time_limit_seconds <= 0)) {
                stage1_over = true;
                break;
            }
            SpiderGame game(position, Pruning::Focused, setting.weights);
            search::BestFirstSearch<SpiderGame, search::Weighted> search(
                game, focused, search::Weighted{setting.weight, setting.depth_weight});
            const search::SolveStatus s = search.run();
            search::add_stats(result.stats, search.stats());
            if (s == search::SolveStatus::Solved) return solved(position, search.line(), result);
            if (search.reason() == search::UnknownReason::Cancelled) {
                result.reason = search.reason();
                return result;
            }
            // A setting that ran out of positions has seen every focused line; the others
            // see the same positions in another order: only the complete search is left.
            if (search.exhausted() || search.reason() == search::UnknownReason::TimeLimit ||
                search.reason() == search::UnknownReason::MemoryLimit) {
                stage1_over = true;
                break;
            }
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
    search::add_stats(result.stats, dfs.stats());
    if (s == search::SolveStatus::Solved) return solved(position, dfs.line(), result);
    result.status = s;
    result.reason = dfs.reason();
    return result;
}

} // namespace sol::spider
