#include "freecell/solver.h"
#include "freecell/safe.h"
#include "freecell/solver_game.h"
#include "freecell/supermove.h"
#include "search/best_first.h"
#include "search/dfs.h"
#include "search/shorten.h"
#include "search/turns.h"
#include <algorithm>
#include <chrono>
#include <memory>

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
// First a dive: one depth-first search over the focused moves in their own order, for
// DIVE nodes. Half the deals are won there in about 130 nodes, before any other search
// has cost anything. Then turn k: the main search goes on for MAIN_SHARE x UNIT x luby(k)
// nodes; when k is a power of two, the one best-first search goes on for BEST_SHARE x
// UNIT x k more (it is paused and resumed, never started again, so what it queued stays
// queued); and a depth-first restart with noise k over the focused moves gets UNIT x
// luby(k). Luby's sequence (1 1 2 1 1 2 4 ...) is within a constant factor of the best
// fixed budget for any distribution of run lengths.
// Measured on deals 1-3000, total nodes: 5.87 M with a fresh best-first search of
// 2 x UNIT x k at each power of two and no dive; 4.54 M with the best-first search kept
// alive (the same budgets); 4.20 M with the dive of 300 nodes (dives of 150 and 600: 4%
// and 3% more). On deals 1-4000 the shares and unit were flat around these values (UNIT
// 200 or 450, MAIN_SHARE 0.25 or 1, BEST_SHARE 1 or 3: 1% to 15% more nodes).
// Counted in work rather than nodes, the shares are not flat: a best-first node costs about
// 1.8 times a depth-first one (its record, its queue entry, a restore per expansion; 0.25
// against 0.14 us a node in long searches), and with BEST_SHARE 2 the best-first search
// made 46% of the nodes of deals 1-32000. Its hardest deals are won by depth-first orders
// of a few thousand nodes (the ten slowest of deals 2^31 .. 2^31 + 999: restarts under
// random orders win half the time within 1.4 k-13 k nodes, where the best-first search
// alone needs 12 k-1.6 M), so the unit and the best-first share are smaller now.
// Instructions (valgrind, the CLI's bench): deals 1-32000 47.9 G with UNIT 300,
// MAIN_SHARE 0.5, BEST_SHARE 2 (31.41 M nodes), 46.3 G with 200, 0.25, 1 (30.93 M);
// deals 2^31 .. 2^31 + 999 1.93 G (1.31 M nodes), 1.60 G (1.07 M).
constexpr std::uint64_t UNIT = 200;
constexpr double MAIN_SHARE = 0.25;
constexpr std::uint64_t BEST_SHARE = 1;
constexpr std::uint64_t DIVE = 300;
// Lines longer than this are shortened before they are returned (see solve()).
constexpr std::size_t LONG_LINE = 200;

// How the best-first search orders its queue: by BEST_WEIGHT x estimate - depth, so the
// estimate decides and, among positions that look as close to a win, the deepest goes
// first (it follows the line it is on rather than go back to an older one); 64 moves
// deeper weigh as much as one point of the estimate. Deals 1-3000 in 3.91 M nodes, where
// the estimate alone (ties to the position queued first) took 4.20 M; weights 16 and 256
// gave the same within 1%.
constexpr int BEST_WEIGHT = 64, BEST_DEPTH_WEIGHT = -1;

// The caller's memory limit bounds the whole solve: the main search's table has half, the
// restart (or the dive before it) and the best-first search (one of each alive at a time)
// a quarter each.
constexpr std::size_t MAIN_PART = 2, RESTART_PART = 4, BEST_PART = 4;

// The first size of the main search's table: most deals are won in a few thousand nodes,
// and the table doubles as it fills.
constexpr std::size_t START_SLOTS = std::size_t(1) << 11;

// A table's first size for a search of at most `nodes` nodes: as many slots as nodes,
// between 2^8 and the default 2^14 (clearing 2^14 slots costs more than a restart of a
// few hundred nodes). Most nodes are positions met before, which take no slot, so the
// table is rarely half full (when it is, it doubles once); room for every node at half
// full cleared twice as much for nothing.
std::size_t table_slots(std::uint64_t nodes) {
    std::size_t slots = 256;
    while (slots < (std::size_t(1) << 14) && slots < nodes) slots *= 2;
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
    search::SearchStats others; // the dive and the finished restarts
    std::vector<Move> line;
    // The best-first search, made at its first turn and kept to the end of the solve.
    SolverGame best_game(position, Pruning::Focused);
    std::unique_ptr<search::BestFirstSearch<SolverGame, search::Weighted>> best;

    auto total_nodes = [&] {
        return others.nodes + main.stats().nodes + (best ? best->stats().nodes : 0);
    };
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

    // Set once a focused search has entered every position the focused moves reach from
    // the start without a win (a restart ended Unsolvable, or the best-first search ran out
    // of positions to queue). The focused moves of a position do not depend on the noise,
    // which only orders them, so every other focused search would go through the same
    // positions and find no win either: from then on the main search runs alone (it alone
    // can decide the deal). Deal 11982, the lost one: 734 k nodes before this rule, most of
    // them restarts over a focused space long since exhausted.
    bool focused_done = false;

    // A depth-first search over the focused moves (the dive, noise 0, or a restart) for at
    // most `want` nodes. Sets `stop` when it ends the solve: a win (the line kept), or a
    // limit of the caller's.
    auto focused_dfs = [&](std::uint64_t noise, std::uint64_t want, bool& stop) {
        SolverGame game(position, Pruning::Focused, noise);
        const std::uint64_t nodes = allowed(want);
        search::DepthFirstSearch<SolverGame> dfs(game, other_limits(nodes, RESTART_PART),
                                                 table_slots(nodes));
        const SolveStatus s = dfs.run();
        add_stats(others, dfs.stats());
        stop = true;
        // (Unsolvable here proves nothing about the deal: the focused moves leave some out.
        // It does prove that no focused search can win, see `focused_done`.)
        if (s == SolveStatus::Unsolvable) focused_done = true;
        if (s == SolveStatus::Solved) {
            result.status = s;
            line = dfs.line();
        } else if (final_stop(dfs.reason())) {
            result.reason = dfs.reason();
        } else if (out_of_nodes()) {
            result.reason = UnknownReason::NodeLimit;
        } else {
            stop = false;
        }
    };

    bool stop = false;
    focused_dfs(0, DIVE, stop);
    for (std::uint64_t k = 1; !stop; ++k) {
        const std::uint64_t budget = UNIT * search::luby(k);
        // The main search's turn (to the end once it runs alone).
        const std::uint64_t main_turn = allowed(
            focused_done ? ~std::uint64_t(0) >> 1
                         : std::max<std::uint64_t>(1, std::uint64_t(double(budget) * MAIN_SHARE)));
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
        if (focused_done) continue;
        // The best-first search's turn, when k is a power of two (and it has not ended:
        // out of memory, or every position its moves reach queued, it has nothing more).
        if ((k & (k - 1)) == 0 && !(best && best->finished())) {
            const std::uint64_t best_nodes = allowed(BEST_SHARE * UNIT * k);
            if (!best) {
                // No node limit of its own: its turns are pauses (the time limit and the
                // memory share hold for its whole life).
                best = std::make_unique<search::BestFirstSearch<SolverGame, search::Weighted>>(
                    best_game, other_limits(0, BEST_PART),
                    search::Weighted{BEST_WEIGHT, BEST_DEPTH_WEIGHT, false},
                    table_slots(best_nodes));
            }
            other_progress.base = total_nodes() - best->stats().nodes;
            const SolveStatus s = best->run_until(best->stats().nodes + best_nodes);
            if (s == SolveStatus::Solved) {
                result.status = s;
                line = best->line();
                break;
            }
            if (final_stop(best->reason())) {
                result.reason = best->reason();
                break;
            }
            if (out_of_nodes()) {
                result.reason = UnknownReason::NodeLimit;
                break;
            }
            if (best->exhausted()) {
                focused_done = true;
                continue;
            }
        }
        // A restart's turn.
        focused_dfs(k, budget, stop);
    }
    if (best) add_stats(others, best->stats());
    result.stats = main.stats();
    add_stats(result.stats, others);
    result.stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (result.status != SolveStatus::Solved) return result;
    result.reason = UnknownReason::None;

    // The line written out: each search move, then the safe moves SolverGame::do_move
    // played after it (each legal: it goes home). No loop needs cutting: every position a
    // search enters has a key of its own (a position keyed like one entered before is not
    // entered again), so the positions between search moves are all different, even up to
    // the order of columns and cells; and the positions between safe moves have more cards
    // home than the one before them and fewer than the one after. Shortcuts do: a line of
    // a depth-first dive can take a long way round to a position one move reaches (deal
    // 6240's line had 1,020 moves, 213 once shortened). Only long lines are shortened: the
    // look for shortcuts plays every move of every position of the line, which costs more
    // than the search of a typical deal (shortening every line made deals 1-32000 take 3x
    // the time), and the worst detours are in the longest lines. Shortened, deals 1-32000's
    // lines over 300 moves (4) went from a mean of 592 moves to 239, those of 201-300 (53)
    // from 229 to 181, of 151-200 (537) from 164 to 144, of 121-150 (3,198) from 131 to
    // 123, the rest (28,207) from 100.3 to 99.3: above 200 the cost is about 1%.
    std::vector<Move> full;
    full.reserve(line.size() * 2);
    Position pos = position;
    bool legal = true;
    // Each move checked through the rules and counted in single-card moves as it is played.
    const auto play = [&](Move m) {
        if (!(legal = legal && pos.is_legal(m))) return;
        result.single_moves += single_move_count(pos, m);
        full.push_back(m);
        pos.do_move(m);
    };
    for (const Move m : line) {
        play(m);
        for (Move f; legal && safe_move_home(pos, f);) play(f);
    }
    if (legal && full.size() > LONG_LINE) { // shortened, then played again
        const std::vector<Move> shorter = search::shortened_line<MoveList>(
            position, full, [](const Position& p, MoveList& list) { p.generate(list); });
        full.clear();
        result.single_moves = 0;
        pos = position;
        for (const Move m : shorter) play(m);
    }
    result.moves = std::move(full);
    if (!legal || !pos.is_won()) {
        result.status = SolveStatus::Unknown;
        result.reason = UnknownReason::InternalError;
        result.moves.clear();
        result.single_moves = 0;
    }
    return result;
}

} // namespace sol::freecell
