#include "spider/solver.h"
#include "search/best_first.h"
#include "search/dfs.h"
#include "search/turns.h"
#include "spider/move_text.h"
#include "spider/shorten.h"
#include "spider/solver_game.h"
#include <algorithm>
#include <chrono>
#include <iterator>
#include <memory>

namespace sol::spider {

namespace {

// The focused searches of stage 1, restarts in turn. Each is a weighted best-first search
// (priority = weight * estimate + depth_weight * depth) with its own estimate weights.
// Measured on deals 1-24 of each preset: one setting wins a deal in milliseconds that
// another misses after millions of nodes, and which one does varies by deal, so several
// settings with short budgets first beat any one with a long budget.
struct Setting {
    EstimateWeights weights;
    int weight, depth_weight;
};
// Two depth weightings alternate (3 x estimate + 4 x depth, and estimate + 2 x depth), the
// greedier first: measured against all four at 1 : 2 on spider-4suits deals 1-100 at 5 M
// nodes, 98 solved either way but in 59.2 M nodes against 63.7 M and a median of 132 k
// nodes against 248 k; deals 101-200 at 2 M: 88 either way, 51.8 M against 56.3 M;
// spider-2suits 1-100 at 1 M: 100 either way, 5.8 M against 7.5 M.
// Three of the four price a card in rank order on another suit above a break (off_suit 7
// against break_ 4): then a run is moved onto a card of another suit only when that turns
// up a card or frees a pile, not to shuffle runs between unsuited places. Alone, with
// 1 M nodes on spider-4suits deals 1-100, the first setting won 64 deals with off_suit 4
// (median 132 k nodes), 77 with 6 (55 k), 83 with 7 (55 k); break_ 5 or 6 beside it lost
// most of them (a move onto another suit must still gain against a break). The four in
// Luby restarts at 3 M nodes, against off_suit 4, 3, 2, 3: spider-4suits 1-100 99 solved
// instead of 94 in 21.4 M nodes instead of 51.8 M (median 55 k against 139 k); 101-300 196
// instead of 188, 63.0 M against 118.0 M (median 75 k against 195 k); spider-4suits-relaxed
// 1-200 196 instead of 186, 56.2 M against 112.8 M; spider-2suits 1-300 at 1 M 300
// instead of 299, 12.8 M against 19.8 M; spider-1suit (one suit: no term changes) 1-300
// 31.3 M against 31.8 M.
constexpr Setting SETTINGS[] = {
    {{6, 4, 7, 3, 4}, 3, 4},
    {{6, 4, 3, 3, 4}, 1, 2},
    {{7, 4, 7, 3, 4}, 3, 4},
    {{6, 4, 7, 3, 4}, 1, 2},
};
// Restart k (from 1) runs SETTINGS[(k - 1) % 4] for RESTART_UNIT * luby(k) nodes
// (search/turns.h); from the second pass over the settings on, its estimate carries a
// pseudo-random term below RESTART_NOISE, seeded by the pass (SpiderGame::set_noise), so
// that every restart is another search, not the same one again. The time a deal needs is
// heavy-tailed and which search wins it is luck, so many different short searches beat a
// few long ones, and Luby's schedule loses at most a small factor against the best fixed
// budget. Measured on spider-4suits deals 1-100 at 5 M nodes: 98 solved in 63.7 M nodes,
// against 93 in 88.2 M with the four settings repeated in rounds of 4x (100 k, 400 k, ...)
// and no noise (then a restart redid its setting's last round first). Without the noise
// the Luby restarts solved fewer (58 against 70 at 1 M): repeating a search is no
// restart. A restart's search stays small (the largest Luby term), so memory does too.
// The noise below 32 rather than 8 (estimates are some hundreds): more restarts that differ,
// so fewer deals are left to the last, longest ones. At 5 M nodes, spider-4suits 201-400:
// 199 solved instead of 197 (67.7 M nodes against 64.1 M: the deals won late cost a little
// more); spider-4suits-relaxed 201-400: 199 instead of 197; ten of the hardest deals of
// 1-500 at 20 M: 10 instead of 6; at 1 M, spider-1suit 1-300: 300 instead of 299 in 27.4 M
// nodes instead of 31.3 M, spider-2suits 1-300: 300 either way, 12.6 M against 12.8 M. The
// first pass has no noise, so the deals it wins (most) are won as before.
constexpr std::uint64_t RESTART_UNIT = 100'000;
constexpr int RESTART_NOISE = 32;

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
    // Stage 1: focused best-first searches, restarts in a Luby schedule (above).
    // With a node limit, its share; with only a time limit, the time share decides (and
    // the memory budget); with neither, FOCUSED_NODES, so that the complete search gets
    // its turn.
    const std::uint64_t focused_nodes =
        limits.node_limit               ? std::uint64_t(double(limits.node_limit) * FOCUSED_SHARE)
        : limits.time_limit_seconds > 0 ? std::uint64_t(-1)
                                        : FOCUSED_NODES;
    const double focused_seconds =
        limits.time_limit_seconds > 0 ? limits.time_limit_seconds * FOCUSED_SHARE : 0;
    const auto start = std::chrono::steady_clock::now();
    search::ProgressRelay relay{&limits, start};
    constexpr std::uint64_t SETTING_COUNT = std::size(SETTINGS);
    // One game and one search, restarted: the restarts reuse its arrays.
    SpiderGame focused_game(position, Pruning::Focused);
    std::unique_ptr<search::BestFirstSearch<SpiderGame, search::Weighted>> search;
    // The largest restart the memory budget holds. A restart that fills the budget ends
    // (MemoryLimit) and the later ones stay below half the nodes it reached, so the Luby
    // schedule goes on within the budget: the complete search that would get the time
    // instead wins few 4-suit deals, and a phone's budget (the page's 128 MB) is reached by
    // the long restarts that win the hardest deals.
    std::uint64_t restart_cap = std::uint64_t(-1);
    for (std::uint64_t k = 1;; ++k) {
        if (result.stats.nodes >= focused_nodes) break;
        search::Limits focused = limits;
        focused.node_limit = std::min(
            {RESTART_UNIT * search::luby(k), restart_cap, focused_nodes - result.stats.nodes});
        if (focused_seconds > 0) {
            focused.time_limit_seconds = focused_seconds - result.stats.seconds;
            if (focused.time_limit_seconds <= 0) break;
        }
        relay.base = result.stats.nodes;
        relay.attach(focused);
        const Setting& setting = SETTINGS[(k - 1) % SETTING_COUNT];
        focused_game.set_weights(setting.weights);
        const std::uint64_t pass = (k - 1) / SETTING_COUNT;
        focused_game.set_noise(pass, pass ? RESTART_NOISE : 0);
        const search::Weighted order{setting.weight, setting.depth_weight};
        if (search)
            search->restart(order, focused);
        else
            search = std::make_unique<search::BestFirstSearch<SpiderGame, search::Weighted>>(
                focused_game, focused, order);
        const search::SolveStatus s = search->run();
        search::add_stats(result.stats, search->stats());
        if (s == search::SolveStatus::Solved) return solved(position, search->line(), result);
        if (search->reason() == search::UnknownReason::Cancelled) {
            result.reason = search->reason();
            return result;
        }
        if (search->reason() == search::UnknownReason::MemoryLimit) {
            restart_cap = search->stats().nodes / 2;
            if (restart_cap < RESTART_UNIT) break;
            continue;
        }
        // A search that ran out of positions has seen every focused line (whatever its
        // order: the reachable positions are the same); only the complete search is left.
        if (search->exhausted() || search->reason() == search::UnknownReason::TimeLimit) break;
    }
    search.reset(); // its memory is the complete search's now
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
    relay.base = result.stats.nodes;
    relay.attach(rest);
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
