#include "klondike/solver.h"
#include "klondike/line_detours.h"
#include "klondike/position_text.h"
#include "klondike/solver_deadlock.h"
#include "klondike/solver_game.h"
#include "search/dfs.h"
#include "search/line_cycles.h"
#include "search/turns.h"
#include <algorithm>
#include <cassert>
#include <chrono>
#include <memory>
#include <optional>

namespace sol::klondike {

using search::add_stats;
using search::ProgressRelay;

static_assert(search::Game<SolverGame>);

bool replays_to_win(const Position& position, const std::vector<Move>& moves) {
    return search::replays_to_win(position, moves);
}

namespace {

// Restarts. The time a depth-first search needs on a winnable deal depends wildly on its
// move order: one early wrong turn can cost millions of nodes that another order never
// visits (a heavy-tailed distribution; draw 3 seed 37 is still undecided after 400 M nodes
// of the plain order and won in 102 by another). So the solver interleaves one main search
// with the plain order, paused and resumed, with fresh searches under perturbed orders
// (restart k uses noise k) for as long as the solve goes on. Whichever finishes first
// answers: a line found is a solution, and a search that exhausts its space proves
// unsolvability whatever its order. Budgets are nodes, so results stay deterministic.
//
// Restart budgets follow Luby's sequence (1 1 2 1 1 2 4 1 1 2 ...) times RESTART_UNIT,
// which is within a constant factor of the best fixed budget for any distribution of run
// lengths without knowing it. The main search (and the relaxation) got MAIN_SHARE times
// each restart's budget before it: restarts only find wins, and proofs of unsolvability
// come from the main search alone. Measured on the seeds of 1-1000 undecided at 2 M nodes
// (102 draw 3, 31 draw 1), nodes in all at a 50 M limit, unknown in brackets:
//   share 1: draw 3 1100 M (15), draw 1 248 M (1); share 3: 1022 M (12), 187 M (1);
//   share 7: 1040 M (9); restarts stopped after the 8th: 1347 M (13), 163 M (1).
// Measured again once the deadlock proof knew about twins (24 draw 3 seeds undecided at
// 2 M nodes), nodes at a 50 M limit (unknown), and the slowest two decided, 241 (won by a
// restart) and 661 (lost):
//   share 4: 301.6 M (2), 23.8 M and 36.3 M;  share 5: 301.6 M (2), 28.6 M and 34.9 M;
//   share 6: 303.6 M (2), 33.4 M and 34.0 M;  share 7: 306.7 M (2), 38.1 M and 33.1 M;
//   unit 1000 or 4000 (share 7): 323 M and 325 M (3).
// Share 6 evens out the two slowest, and at 2 M nodes on seeds 1-1000 it costs fewer nodes
// than 7 in draw 3 (72.3 M against 73.5 M) and draw 1 (20.4 M, 20.6 M), with the same
// unknowns in all four presets (the Vegas ones within 1%: 154.7 M against 153.8 M, 121.1 M
// against 121.8 M).
constexpr std::uint64_t RESTART_UNIT = 2000;
//
// The search over classes (SolverGame::Mode::Classes) came later and now decides nearly every
// hard deal. Of the 113 draw 3 deals of 1-10000 that took 0.5 s or more, at 150 M nodes: the
// search over classes decided 88 (23 wins, 65 losses), the relaxation 21 losses, restarts 4
// wins, the main search none. So the main search keeps one unit (it decides the easy deals
// in its first slice), the relaxation six and the search over classes the rest: nodes in
// all on those 113 deals (the largest three, all lost):
//   main 6, relaxation 6, classes 18: 879 M (61.4 M, 60.0 M, 50.4 M);
//   main 1, relaxation 6, classes 23: 705 M (48.0 M, 47.5 M, 39.3 M);
//   main 1, relaxation 6, classes 30: 705 M;  classes 40: 706 M;
//   main 1, relaxation 3, classes 26: 722 M (losses the relaxation proves take twice as long).
// The relaxation then got twice the memory (below) and twelve units. With a sixteenth of the
// memory it filled its table on draw 3 seed 3757 (1.8 M positions stored at 4.6 M nodes)
// and was dropped, where it proves the loss in 9 M nodes with about 3 M stored; the search
// over classes took 50.3 M nodes in all to prove it. On the 155 draw 3 deals of 1-10000
// that took 1 M nodes or more (at 10 s), nodes in all at an 80 M limit, with the memory
// doubled, and the two deals the relaxation proves only beside the search over classes that
// grow most (506 and 3952, whose relaxations are lost but hard):
//   relaxation 6: 894 M (1/16 of the memory: 3757 50.3 M; 506 27.6 M, 3952 26.5 M);
//   relaxation 9: 853 M (3757 33.0 M; 506 30.3 M, 3952 29.2 M);
//   relaxation 12: 834 M (3757 26.4 M; 506 33.0 M, 3952 31.9 M);
//   relaxation 18: 811 M (3757 20.8 M; 506 35.6 M, 3952 35.3 M).
// Twelve: most of the gain, while the deals it slows stay well under the 37 M nodes or so
// that 10 s allow (deals whose relaxation is won drop it early and lose nothing).
constexpr std::uint64_t MAIN_SHARE = 1;
constexpr std::uint64_t RELAXED_SHARE = 12;
constexpr std::uint64_t CLASSES_SHARE = 23;

// The caller's memory limit bounds the whole solve, so it is split among the tables that
// may be alive at once: the search over classes' (five eighths: it proves the hard losses,
// and the largest tables are its), the relaxation's (an eighth, when there is one: a draw 1
// proof stores about a third of its nodes, and 3757's needs 3 M positions), one restart's
// (a sixteenth; restarts run one after another, and in 120 s none is given more than about
// a million nodes) and the main search's (the rest: it decides the easy deals in its first
// slices, and none of the hard ones). Each table keeps within its share even while it
// doubles, so their sum keeps within the limit. (With an eighth for each of the small ones,
// draw 3 seed 137 under a 12 MB limit peaked at 12.7 MB of process; with an eighth for the
// relaxation alone, 8.5 MB.)
struct MemoryShares {
    std::size_t main, relaxed, restart, classes;
};
MemoryShares memory_shares(std::size_t limit, bool relaxation) {
    const std::size_t relaxed = relaxation ? limit / 8 : 0;
    const std::size_t restart = limit / 16, classes = limit / 8 * 5;
    return {limit - relaxed - restart - classes, relaxed, restart, classes};
}

// One search with the game it walks (the search holds a reference to it).
struct Lane {
    SolverGame game;
    search::DepthFirstSearch<SolverGame> search;
    Lane(const Position& root, const search::Limits& limits, std::uint64_t noise = 0,
         SolverGame::Mode mode = SolverGame::Mode::Pruned)
        : game(root, noise, mode), search(game, limits) {}
};

// A relaxation of `pos`: the same position under rules that allow every line its own rules
// allow, and more, so that if the relaxation cannot be won neither can `pos`. Draw 1 is one
// for draw 3: each draw of three is three draws of one, and a redeal is a redeal. With the
// same pass limit, since a line of the real game uses the same redeals in the relaxation.
// Its proofs are far cheaper: with draw 1 every talon card stays reachable, so the waste
// length drops out of the key (unlimited passes) and the safe talon cards go up at once.
// None when the rules are already draw 1.
std::optional<Position> relaxation(const Position& pos) {
    if (pos.rules().draw == 1) return std::nullopt;
    Layout layout = pos.layout();
    layout.rules.draw = 1;
    return Position(layout);
}

} // namespace

SolveResult solve(const Position& position, const search::Limits& limits) {
    using search::SolveStatus;
    using search::UnknownReason;
    SolveResult result;
    if (!position.is_won() && hopeless(position)) {
        result.status = SolveStatus::Unsolvable;
        return result;
    }
    const auto start = std::chrono::steady_clock::now();
    auto seconds_left = [&] {
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
        return std::max(1e-9, limits.time_limit_seconds - spent.count());
    };

    // The main search: the caller's limits except nodes, which are counted over all
    // searches here and enforced through pauses.
    const auto easier = relaxation(position);
    const MemoryShares memory = memory_shares(limits.memory_limit_bytes, easier.has_value());
    search::Limits main_limits = limits;
    main_limits.node_limit = 0;
    main_limits.memory_limit_bytes = memory.main;
    ProgressRelay main_progress{&limits, start}, restart_progress{&limits, start},
        relaxed_progress{&limits, start}, classes_progress{&limits, start};
    main_progress.attach(main_limits);
    Lane main(position, main_limits);
    // The relaxation (see relaxation()), searched beside the main search while it may still
    // prove something: dropped once it finds a win or fills its table. It is searched over
    // classes: once the main search's rows of cards going up were made sound
    // (solver_followup.h, "Rows"), its draw 1 proofs cost more, and on the 113 draw 3 deals
    // of 1-10000 that took 0.5 s or more the whole solves took 866 M nodes with the pruned
    // search as the relaxation and 796 M with the search over classes (6398: 46.8 M ->
    // 17.6 M; 916 the other way, 4.0 M -> 26.1 M).
    std::unique_ptr<Lane> relaxed;
    // The search over classes of positions (SolverGame::Mode::Classes), beside the main
    // one: it proves most losses in a tenth of the positions. Dropped if it fills its table.
    std::unique_ptr<Lane> classes;
    bool main_full = false; // the main search filled its table
    {
        search::Limits l = limits;
        l.node_limit = 0;
        l.memory_limit_bytes = memory.classes;
        classes_progress.attach(l);
        classes = std::make_unique<Lane>(position, l, 0, SolverGame::Mode::Classes);
    }
    if (easier) {
        search::Limits l = limits;
        l.node_limit = 0;
        l.memory_limit_bytes = memory.relaxed;
        relaxed_progress.attach(l);
        relaxed = std::make_unique<Lane>(*easier, l, 0, SolverGame::Mode::Classes);
    }
    search::SearchStats others; // the finished restarts and relaxation
    std::vector<SolverMove> line;

    auto total_nodes = [&] {
        return others.nodes + main.search.stats().nodes +
               (relaxed ? relaxed->search.stats().nodes : 0) +
               (classes ? classes->search.stats().nodes : 0);
    };
    // Nodes still allowed by the caller's node limit, capped at `want` (0: no cap).
    auto allowed = [&](std::uint64_t want) -> std::uint64_t {
        if (!limits.node_limit) return want;
        const std::uint64_t left =
            limits.node_limit > total_nodes() ? limits.node_limit - total_nodes() : 0;
        return want && want < left ? want : left;
    };
    // Each slice returns true when the solve is decided (or stopped) and `result` says how.
    auto main_slice = [&](std::uint64_t want) {
        const std::uint64_t n = allowed(want);
        if (limits.node_limit && n == 0) {
            result.status = SolveStatus::Unknown;
            result.reason = UnknownReason::NodeLimit;
            return true;
        }
        if (main_full) return false;
        main_progress.base = total_nodes() - main.search.stats().nodes;
        result.status = main.search.run_until(n ? main.search.stats().nodes + n : 0);
        result.reason = main.search.reason();
        if (result.status == SolveStatus::Solved) line = main.search.line();
        if (result.status == SolveStatus::Unknown && result.reason == UnknownReason::MemoryLimit &&
            classes) {
            main_full = true; // the search over classes may still decide
            return false;
        }
        return result.status != SolveStatus::Unknown || result.reason != UnknownReason::NodeLimit ||
               (limits.node_limit && allowed(0) == 0);
    };
    // Runs `lane` for n more nodes, its progress reported on top of the others' nodes.
    auto run_lane = [&](Lane& lane, ProgressRelay& progress, std::uint64_t n) {
        progress.base = total_nodes() - lane.search.stats().nodes;
        return lane.search.run_until(lane.search.stats().nodes + n);
    };
    auto relaxed_slice = [&](std::uint64_t want) {
        const std::uint64_t n = allowed(want);
        if (!relaxed || n == 0) return false;
        search::DepthFirstSearch<SolverGame>& s = relaxed->search;
        const SolveStatus status = run_lane(*relaxed, relaxed_progress, n);
        if (status == SolveStatus::Unsolvable) { // so is the real game
            result.status = status;
            result.reason = UnknownReason::None;
            return true;
        }
        if (status == SolveStatus::Unknown && s.reason() == UnknownReason::NodeLimit)
            return false; // paused
        if (status == SolveStatus::Unknown && s.reason() != UnknownReason::MemoryLimit) {
            result.status = status; // time or cancel: final for every search
            result.reason = s.reason();
            return true;
        }
        add_stats(others, s.stats()); // a win or a full table: it can prove nothing more
        relaxed.reset();
        return false;
    };

    // The search over classes: its wins and its proofs are both final.
    auto classes_slice = [&](std::uint64_t want) {
        const std::uint64_t n = allowed(want);
        if (!classes || n == 0) return false;
        search::DepthFirstSearch<SolverGame>& s = classes->search;
        const SolveStatus status = run_lane(*classes, classes_progress, n);
        if (status == SolveStatus::Unknown && s.reason() == UnknownReason::NodeLimit)
            return false; // paused
        if (status != SolveStatus::Unknown || s.reason() != UnknownReason::MemoryLimit) {
            result.status = status; // a verdict, or time or cancel: final for every search
            result.reason = status == SolveStatus::Unknown ? s.reason() : UnknownReason::None;
            if (status == SolveStatus::Solved) line = s.line();
            return true;
        }
        add_stats(others, s.stats()); // a full table: it can prove nothing more
        classes.reset();
        if (!main_full) return false;
        result.status = SolveStatus::Unknown; // neither complete search can go on
        result.reason = UnknownReason::MemoryLimit;
        return true;
    };

    // Every way out of this loop leaves the verdict (or the limit hit) in `result`.
    for (std::uint64_t k = 1;; ++k) {
        const std::uint64_t budget = RESTART_UNIT * search::luby(k);
        if (main_slice(budget * MAIN_SHARE) || relaxed_slice(budget * RELAXED_SHARE) ||
            classes_slice(budget * CLASSES_SHARE))
            break;
        const std::uint64_t n = allowed(budget);
        if (n == 0) break;
        search::Limits l = limits;
        l.node_limit = n;
        l.memory_limit_bytes = memory.restart;
        if (limits.time_limit_seconds > 0) l.time_limit_seconds = seconds_left();
        restart_progress.base = total_nodes();
        restart_progress.attach(l);
        Lane restart(position, l, k);
        const SolveStatus s = restart.search.run();
        add_stats(others, restart.search.stats());
        if (s == SolveStatus::Solved || s == SolveStatus::Unsolvable) {
            result.status = s;
            result.reason = UnknownReason::None;
            if (s == SolveStatus::Solved) line = restart.search.line();
            break;
        }
        if (restart.search.reason() != UnknownReason::NodeLimit) { // time, cancel or memory
            result.status = s;
            result.reason = restart.search.reason();
            break;
        }
    }
    result.stats = main.search.stats();
    const std::uint64_t nodes = total_nodes();
    if (relaxed) add_stats(others, relaxed->search.stats());
    if (classes) add_stats(others, classes->search.stats());
    add_stats(result.stats, others);
    result.stats.nodes = nodes;
    result.stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (result.status != SolveStatus::Solved) return result;

    // Expand the solver's line into primitive moves by playing it on a fresh copy.
    SolverGame replay(position);
    Move prims[MAX_EXPANSION];
    for (const SolverMove m : line) {
        const int n = replay.expand(m, prims);
        result.moves.insert(result.moves.end(), prims, prims + n);
        replay.do_move(m);
    }
    // The main search enters no position twice, but its positions are keyed up to the
    // order of the piles and its moves fold several primitive ones: the expanded line can
    // still pass through the same position twice (a run moved over and back, a card home
    // and out again). Players watch and follow these lines: take the loops out.
    // Positions are told apart by their text (Position's == also compares the unused
    // slots above each pile's top).
    // Then the detours and the long ways round to the end (line_detours.h), and the loops
    // a straight end game can make (a pass of the talon with nothing played).
    result.moves = search::line_without_cycles(position, result.moves, position_text);
    result.moves = without_detours(position, std::move(result.moves));
    result.moves = with_straight_end(position, std::move(result.moves));
    result.moves = search::line_without_cycles(position, result.moves, position_text);
    result.macro_moves = 0;
    for (const Move m : result.moves)
        result.macro_moves += m.kind() != MoveKind::Draw && m.kind() != MoveKind::Redeal;
    if (!replays_to_win(position, result.moves)) {
        assert(false && "solver line does not replay to a win");
        result.status = search::SolveStatus::Unknown;
        result.reason = search::UnknownReason::InternalError;
        result.moves.clear();
    }
    return result;
}
} // namespace sol::klondike
