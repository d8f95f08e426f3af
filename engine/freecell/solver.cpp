#include "freecell/solver.h"
#include "freecell/solver_game.h"
#include "freecell/supermove.h"
#include "search/dfs.h"
#include "search/line_cycles.h"
#include "search/turns.h"
#include "search/weighted_best_first.h"
#include <algorithm>
#include <chrono>

namespace sol::freecell {

using search::add_stats;
using search::ProgressRelay;

bool replays_to_win(const Position& position, const std::vector<Move>& moves) {
    return search::replays_to_win(position, moves);
}

namespace {

using search::SolveStatus;
using search::UnknownReason;

// The turns. How long a depth-first search takes on a winnable deal depends wildly on its
// move order: one early wrong turn can cost a million nodes that another order never
// visits. The best-first search fails on other deals (deal 178: 1.9 M nodes depth-first,
// 79 k best-first; deal 617 the other way round). So the searches take turns, and
// whichever finishes first answers; a line found is a solution whoever found it, and
// only the main search (complete moves) can prove a deal lost.
// Turn k: the main search goes on for MAIN_SHARE x UNIT x luby(k) nodes; a depth-first
// restart with noise k over the focused moves gets UNIT x luby(k); and when k is a power
// of two, a fresh best-first search gets BEST_SHARE x UNIT x k (so its budgets double and
// its total is within twice its last). Luby's sequence (1 1 2 1 1 2 4 ...) is within a
// constant factor of the best fixed budget for any distribution of run lengths.
// Measured on deals 1-1000, mean nodes a deal (all searches): main alone with restarts of
// the complete moves 3.3 k; unit 500 share 1 with focused ones 3.3 k and best-first share
// 4 2.4 k; unit 300, main share 0.5, best-first share 2: 2.5 k and the fewest nodes in the
// slowest 1% (no deal over 300 k).
constexpr std::uint64_t UNIT = 300;
constexpr double MAIN_SHARE = 0.5;
constexpr std::uint64_t BEST_SHARE = 2;

// The caller's memory limit bounds the whole solve: the main search's table has half, the
// restart and the best-first search (one of each alive at a time) a quarter each.
constexpr std::size_t MAIN_PART = 2, RESTART_PART = 4, BEST_PART = 4;

// The first size of the main search's table: most deals are won in a few thousand nodes,
// and the table doubles as it fills.
constexpr std::size_t START_SLOTS = std::size_t(1) << 11;

// A table's first size for a search of at most `nodes` nodes: room for them at half full,
// between 2^8 and the default 2^14 slots (clearing 2^14 slots costs more than a restart of
// a few hundred nodes).
std::size_t table_slots(std::uint64_t nodes) {
    std::size_t slots = 256;
    while (slots < (std::size_t(1) << 14) && slots < 2 * nodes) slots *= 2;
    return slots;
}

} // namespace

SolveResult solve(const Position& position, const search::Limits& limits) {
    SolveResult result;
    const auto start = std::chrono::steady_clock::now();
    auto seconds_left = [&] {
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
        return std::max(1e-9, limits.time_limit_seconds - spent.count());
    };
    ProgressRelay main_progress{&limits, start}, other_progress{&limits, start};
    search::Limits main_limits = limits;
    main_limits.node_limit = 0; // counted over all searches here, enforced by pauses
    main_limits.memory_limit_bytes = limits.memory_limit_bytes / MAIN_PART;
    main_progress.attach(main_limits);
    SolverGame main_game(position);
    search::DepthFirstSearch<SolverGame> main(main_game, main_limits, START_SLOTS);
    search::SearchStats others; // the finished restarts and best-first searches
    std::vector<Move> line;

    auto total_nodes = [&] { return others.nodes + main.stats().nodes; };
    // Nodes still allowed by the caller's node limit, capped at `want`.
    auto allowed = [&](std::uint64_t want) -> std::uint64_t {
        if (!limits.node_limit) return want;
        const std::uint64_t left =
            limits.node_limit > total_nodes() ? limits.node_limit - total_nodes() : 0;
        return std::min(want, left);
    };
    // The limits of one of the other searches, for `nodes` nodes.
    auto other_limits = [&](std::uint64_t nodes, std::size_t part) {
        search::Limits l = limits;
        l.node_limit = nodes;
        l.memory_limit_bytes = limits.memory_limit_bytes / part;
        if (limits.time_limit_seconds > 0) l.time_limit_seconds = seconds_left();
        other_progress.base = total_nodes();
        other_progress.attach(l);
        return l;
    };
    // A search's end that ends the solve: a win, a proof, or a limit the caller set (time,
    // cancel) that would stop every search alike. True when the solve is decided.
    auto final_stop = [&](UnknownReason reason) {
        return reason == UnknownReason::TimeLimit || reason == UnknownReason::Cancelled;
    };
    auto out_of_nodes = [&] { return limits.node_limit && allowed(1) == 0; };

    for (std::uint64_t k = 1;; ++k) {
        const std::uint64_t budget = UNIT * search::luby(k);
        // The main search's turn.
        const std::uint64_t main_turn =
            allowed(std::max<std::uint64_t>(1, std::uint64_t(double(budget) * MAIN_SHARE)));
        if (main_turn == 0) {
            result.reason = UnknownReason::NodeLimit;
            break;
        }
        main_progress.base = total_nodes() - main.stats().nodes;
        result.status = main.run_until(main.stats().nodes + main_turn);
        result.reason = main.reason();
        if (result.status == SolveStatus::Solved) line = main.line();
        if (result.status != SolveStatus::Unknown || result.reason != UnknownReason::NodeLimit)
            break; // a verdict, or a limit (time, memory, cancel) ends the solve
        if (out_of_nodes()) break;
        result.reason = UnknownReason::None;
        // A best-first search's turn, when k is a power of two.
        if ((k & (k - 1)) == 0) {
            SolverGame game(position, Pruning::Focused);
            const std::uint64_t best_nodes = allowed(BEST_SHARE * UNIT * k);
            search::BestFirstSearch<SolverGame> best(game, other_limits(best_nodes, BEST_PART),
                                                     search::BestFirstOptions{1, 0, false},
                                                     table_slots(best_nodes));
            const SolveStatus s = best.run();
            add_stats(others, best.stats());
            if (s == SolveStatus::Solved) {
                result.status = s;
                line = best.line();
                break;
            }
            if (final_stop(best.reason())) {
                result.reason = best.reason();
                break;
            }
            if (out_of_nodes()) {
                result.reason = UnknownReason::NodeLimit;
                break;
            }
        }
        // A restart's turn.
        SolverGame game(position, Pruning::Focused, k);
        const std::uint64_t restart_nodes = allowed(budget);
        search::DepthFirstSearch<SolverGame> restart(
            game, other_limits(restart_nodes, RESTART_PART), table_slots(restart_nodes));
        const SolveStatus s = restart.run();
        add_stats(others, restart.stats());
        if (s == SolveStatus::Solved) {
            result.status = s;
            line = restart.line();
            break;
        }
        if (final_stop(restart.reason())) {
            result.reason = restart.reason();
            break;
        }
        if (out_of_nodes()) {
            result.reason = UnknownReason::NodeLimit;
            break;
        }
    }
    result.stats = main.stats();
    add_stats(result.stats, others);
    result.stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (result.status != SolveStatus::Solved) return result;
    result.reason = UnknownReason::None;

    // The searches key positions up to the order of columns and cells, so a line may pass
    // through one exact position twice: cut such loops (the moves name places by number).
    result.moves = search::line_without_cycles(position, line,
                                               [](const Position& p) { return p.exact_key(); });
    if (!replays_to_win(position, result.moves)) {
        result.status = SolveStatus::Unknown;
        result.reason = UnknownReason::InternalError;
        result.moves.clear();
        return result;
    }
    Position pos = position;
    for (const Move m : result.moves) {
        result.single_moves += single_move_count(pos, m);
        pos.do_move(m);
    }
    return result;
}

} // namespace sol::freecell
