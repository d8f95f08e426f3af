#include "pyramid/solver.h"
#include "pyramid/solver_deferred.h"
#include "pyramid/solver_game.h"
#include "search/best_first.h"
#include "search/dfs.h"
#include "search/turns.h"
#include <algorithm>
#include <type_traits>

namespace sol::pyramid {

static_assert(search::BestFirstGame<DeferredGame>);

bool parse_strategy(std::string_view name, Strategy& out) {
    if (name.empty() || name == "optimal") {
        out = Strategy::Optimal;
        return true;
    }
    if (name == "dfs") {
        out = Strategy::DepthFirst;
        return true;
    }
    if (name == "best-first") {
        out = Strategy::BestFirst;
        return true;
    }
    return false;
}

bool replays_to_win(const Position& position, const std::vector<Move>& moves) {
    return search::replays_to_win(position, moves);
}

namespace {

// The two searches take turns (solve()): the depth-first one decides most deals within its
// first turn, and proves losses faster; but on a few won deals one early wrong turn costs
// it millions of nodes, where the best-first search, led by its bound, walks to a win in a
// few hundred thousand (3 passes, seed 7757: 2.3 M against 0.5 M nodes; all cards, seed
// 616: 7.2 M against 0.2 M). Turns double, so whichever would finish first alone finishes
// in at most about three times its own nodes. Node budgets decide every turn, so the
// verdicts and node counts are deterministic. A node limit counts both searches: before
// each turn the search gets what is left as its own limit, so that it stops at the very
// node the total reaches it (turns alone would pass it by up to a turn).
constexpr std::uint64_t FIRST_TURN = 2000;
constexpr std::uint64_t BEST_FIRST_SHARE = 4;
// The searches' tables start at 2,048 slots (16 kB; they double as they fill): a third of
// the deals are lost within a few nodes and most others won within a few hundred
// depth-first ones, and the default first arrays (16,384 slots, 128 kB and more each,
// cleared, and mapped afresh above the allocator's threshold) made such a solve cost
// 0.20 ms instead of 0.055 ms (the 1,000 deals of 1-3000 lost in under 5 nodes, 3 passes).
constexpr std::size_t FIRST_SLOTS = std::size_t(1) << 11;

// The best-first search plays runs of moves (solver_deferred.h).
using BestFirst = search::BestFirstSearch<DeferredGame, search::Admissible>;

// A result from a finished search, its line replayed first.
template <class Search>
SolveResult result(const Search& search, search::SolveStatus status, const Position& position) {
    SolveResult out;
    out.status = status;
    out.reason = search.reason();
    out.stats = search.stats();
    if (out.status == search::SolveStatus::Solved) {
        if constexpr (std::is_same_v<Search, BestFirst>)
            for (const Run& run : search.line()) append_moves(run, out.moves);
        else
            out.moves = search.line();
        if (!replays_to_win(position, out.moves)) {
            out.status = search::SolveStatus::Unknown;
            out.reason = search::UnknownReason::InternalError;
            out.moves.clear();
        }
    }
    // The best-first search's lines are shortest (its bound is admissible).
    out.shortest = out.status == search::SolveStatus::Solved && std::is_same_v<Search, BestFirst>;
    return out;
}

// A pause of run_until() (not a limit): the searches run without a node limit of their own.
bool paused(search::SolveStatus status, search::UnknownReason reason) {
    return status == search::SolveStatus::Unknown && reason == search::UnknownReason::NodeLimit;
}

} // namespace

SolveResult solve(const Position& position, const search::Limits& limits, Strategy strategy) {
    // Each search gets the limits but the node limit, which counts both (checked here).
    // (Best-first alone, for the tests, has them all.)
    search::Limits each = limits;
    if (strategy != Strategy::BestFirst) each.node_limit = 0;
    // Side by side (taking turns), each search has half of the memory: both grow until
    // the end.
    if (strategy != Strategy::BestFirst) each.memory_limit_bytes = limits.memory_limit_bytes / 2;
    DeferredGame best_game(position);
    BestFirst best(best_game, each, {}, FIRST_SLOTS);
    if (strategy == Strategy::BestFirst) return result(best, best.run(), position);
    SolverGame dfs_game(position, best_game.moves_game());
    search::DepthFirstSearch<SolverGame> dfs(dfs_game, each, FIRST_SLOTS);
    auto total = [&] { return dfs.stats().nodes + best.stats().nodes; };
    // Before a search's turn: the nodes left of the caller's limit become its own limit.
    auto cap = [&](auto& search) {
        if (limits.node_limit)
            search.set_node_limit(search.stats().nodes + (limits.node_limit - total()));
    };
    auto both = [&](SolveResult r) {
        r.stats = dfs.stats();
        search::add_stats(r.stats, best.stats(), search::Alive::Together);
        return r;
    };
    for (std::uint64_t turn = FIRST_TURN;; turn *= 2) {
        if (limits.node_limit && total() >= limits.node_limit) {
            SolveResult out;
            out.reason = search::UnknownReason::NodeLimit;
            return both(out);
        }
        cap(dfs);
        const search::SolveStatus d = dfs.run_until(turn);
        if (!paused(d, dfs.reason())) {
            if (strategy == Strategy::DepthFirst || d != search::SolveStatus::Solved)
                return both(result(dfs, d, position));
            // Optimal: won; the best-first search goes on to a shortest line. Out of
            // budget before it, the deal is won all the same, by the depth-first line.
            cap(best);
            const search::SolveStatus b = best.run();
            if (b != search::SolveStatus::Solved) return both(result(dfs, d, position));
            return both(result(best, b, position));
        }
        if (limits.node_limit && total() >= limits.node_limit) continue; // ends above
        cap(best);
        const search::SolveStatus b = best.run_until(turn / BEST_FIRST_SHARE);
        if (!paused(b, best.reason())) return both(result(best, b, position));
    }
}

} // namespace sol::pyramid
