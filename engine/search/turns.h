// What a solver that runs several searches in turns (klondike/solver.cpp, freecell/solver.cpp)
// needs to report them as one solve: their counters summed, their progress as the solve's.
#pragma once
#include "search/limits.h"
#include "search/outcome.h"
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <vector>

namespace sol::search {

// Whether `moves`, each legal in turn, take `position` to the win: a solver's line checked
// through the rules (any game's Position with is_legal, do_move and is_won).
template <class Position, class Move>
bool replays_to_win(const Position& position, const std::vector<Move>& moves) {
    Position pos = position;
    for (const Move m : moves) {
        if (!pos.is_legal(m)) return false;
        pos.do_move(m);
    }
    return pos.is_won();
}

// The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, ... (i >= 1): the budget of a solver's k-th
// restart, in units of its choosing, so that no fixed guess of a deal's need is wasted by
// more than a small factor.
inline std::uint64_t luby(std::uint64_t i) {
    for (;;) {
        int k = 1;
        while ((std::uint64_t(1) << k) - 1 < i) ++k;
        if ((std::uint64_t(1) << k) - 1 == i) return std::uint64_t(1) << (k - 1);
        i -= (std::uint64_t(1) << (k - 1)) - 1;
    }
}

// How the searches whose counters are added shared the memory: one after the other (the
// largest table is what the solve held at most) or alive together (their tables add up).
enum class Alive : std::uint8_t { InTurn, Together };

// Adds search `s`'s counters to `total`, the one way every solver sums its searches: nodes,
// the like and the seconds summed, the depth the largest, the sizes as `alive` says.
inline void add_stats(SearchStats& total, const SearchStats& s, Alive alive = Alive::InTurn) {
    total.nodes += s.nodes;
    total.transpositions += s.transpositions;
    total.forced += s.forced;
    if (alive == Alive::Together) {
        total.stored += s.stored;
        total.table_bytes += s.table_bytes;
    } else {
        total.stored = std::max(total.stored, s.stored);
        total.table_bytes = std::max(total.table_bytes, s.table_bytes);
    }
    total.max_depth = std::max(total.max_depth, s.max_depth);
    total.seconds += s.seconds;
}

// Turns the progress of one of the searches into the progress of the whole solve: the
// nodes of the searches before it (`base`) are added, and time counts from the solve's start.
struct ProgressRelay {
    const Limits* outer;
    std::chrono::steady_clock::time_point start;
    std::uint64_t base = 0;

    static void report(void* context, const Progress& p) {
        const auto* relay = static_cast<const ProgressRelay*>(context);
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - relay->start;
        relay->outer->progress(relay->outer->progress_context,
                               Progress{relay->base + p.nodes, spent.count()});
    }
    // Points `limits` (a copy for one search) at this relay, if the caller wants progress.
    void attach(Limits& limits) {
        if (!outer->progress) return;
        limits.progress = &ProgressRelay::report;
        limits.progress_context = this;
    }
};

} // namespace sol::search
