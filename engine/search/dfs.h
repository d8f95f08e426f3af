// The generic complete search: depth-first, each position entered once.
#pragma once
#include "search/budget.h"
#include "search/game.h"
#include "search/limits.h"
#include "search/outcome.h"
#include "search/visited_table.h"
#include <array>
#include <cassert>
#include <chrono>
#include <memory>
#include <new>
#include <vector>

namespace sol::search {

// Depth-first search over a Game with a set of visited positions. Entering each position at
// most once is complete for "can a won position be reached?": a position seen before was
// either fully explored without a win or is still on the current line, and in both cases
// nothing new lies behind it. So the search ends with Solved (the line of moves in
// `line()`), Unsolvable (every reachable position of the reduced game was entered), or
// Unknown when a limit stops it first.
//
// The line is kept as an explicit stack of frames, one per ply, each holding that
// position's moves (so no recursion depth limit applies under wasm, and no allocation
// happens per node: the stack only grows the first time a depth is reached). A frame
// holds a whole move list (1-3 KB), and a line can be hundreds of thousands of plies deep,
// so the stack counts against the memory limit with the table: it grows in blocks of
// FRAMES_PER_BLOCK frames (never copied, so no doubling holds two copies at once), the
// table may only grow into what the stack leaves, and a block that would pass the limit
// (or that the allocator refuses) ends the search with Unknown(MemoryLimit).
// The game is back at the root position once the search has ended, whatever the verdict
// (a pause leaves it where the search stood).
template <Game G>
class DepthFirstSearch {
  public:
    using Move = typename G::Move;
    using MoveList = typename G::MoveList;

    // `initial_slots`: the table's first size (it doubles as it fills); a search expected to
    // be short (a solver's restart with a small node budget) starts smaller, since clearing
    // the default table costs more than searching a few hundred nodes.
    DepthFirstSearch(G& game, const Limits& limits,
                     std::size_t initial_slots = std::size_t(1) << 14)
        : game_(game), budget_(limits), table_(limits.memory_limit_bytes, initial_slots) {}

    SolveStatus run() { return run_until(0); }
    // Searches until a verdict, a limit, or (when pause_at > 0) `pause_at` nodes in total.
    // A pause returns Unknown with NodeLimit but keeps the line and the table, and the game
    // stays where the search stood: calling again goes on exactly where it stopped, as if
    // never paused (the solver interleaves restarts with one long search this way).
    SolveStatus run_until(std::uint64_t pause_at);
    UnknownReason reason() const { return reason_; }
    const SearchStats& stats() const { return stats_; }
    // Sets the node limit (0: none) for the rest of the search: a solver that shares one
    // limit among searches taking turns gives each, before its turn, what is left. Unlike
    // a pause, reaching it ends the search (Unknown with NodeLimit) at that very node.
    void set_node_limit(std::uint64_t nodes) { budget_.set_node_limit(nodes); }
    // The winning line from the root (valid after run() returned Solved).
    const std::vector<Move>& line() const { return line_; }

  private:
    // One ply: the moves of the position it stands for, the next one to try, and the
    // move that led here from the parent (unused at the root).
    struct Frame {
        MoveList moves;
        int next = 0;
        bool forced = false; // `moves` is a lone forced move, not a generated list
        Move played{};
        // The child key of each move (with HasChildKey), computed once for the prefetch (all
        // at once with HasChildKeys).
        std::conditional_t<HasChildKey<G>,
                           std::array<std::uint64_t, sizeof(MoveList::moves) / sizeof(Move)>, char>
            keys{};
    };

    // Frames per block of the stack: 16 KB-200 KB a block, a few blocks for most deals.
    static constexpr std::size_t FRAMES_PER_BLOCK = 64;

    void expand(Frame& frame);
    bool over_budget();
    void unwind(int depth);
    Frame& frame_at(std::size_t d) { return blocks_[d / FRAMES_PER_BLOCK][d % FRAMES_PER_BLOCK]; }
    std::size_t stack_frames() const { return blocks_.size() * FRAMES_PER_BLOCK; }
    std::size_t stack_bytes() const {
        return blocks_.capacity() * sizeof(blocks_[0]) + stack_frames() * sizeof(Frame);
    }
    // Adds a block of frames; false (nothing added) when that would pass the memory limit.
    bool grow_stack();

    G& game_;
    Budget budget_;
    VisitedTable table_;
    SearchStats stats_;
    UnknownReason reason_ = UnknownReason::None;
    std::vector<std::unique_ptr<Frame[]>> blocks_; // the stack of frames, in blocks
    int depth_ = 0; // frames in use (frame 0 is the root); 0 before the first call, -1 after
    SolveStatus final_ = SolveStatus::Unknown; // the verdict once depth_ < 0
    std::vector<Move> line_;
    double last_grow_seconds_ = 0; // how long the table's last doubling took
    double seconds_spent() const { return budget_.seconds(); }
};

template <Game G>
void DepthFirstSearch<G>::expand(Frame& frame) {
    frame.next = 0;
    Move forced{};
    frame.forced = game_.forced_move(forced);
    if (frame.forced) {
        frame.moves.size = 0;
        frame.moves.push(forced);
    } else {
        game_.generate(frame.moves);
    }
    // Most children are looked up in the table soon (two thirds of them are found there and
    // left at once): start loading their slots now rather than stall on each in turn.
    if constexpr (HasChildKeys<G>) {
        game_.child_keys(frame.moves, frame.keys.data());
        for (int i = 0; i < frame.moves.size; ++i) table_.prefetch(frame.keys[std::size_t(i)]);
    } else if constexpr (HasChildKey<G>) {
        for (int i = 0; i < frame.moves.size; ++i) {
            frame.keys[std::size_t(i)] = game_.child_key(frame.moves.moves[std::size_t(i)]);
            table_.prefetch(frame.keys[std::size_t(i)]);
        }
    }
}

// The depth-first search's memory is checked where it grows (the table, the stack).
template <Game G>
bool DepthFirstSearch<G>::over_budget() {
    return budget_.over(
        stats_.nodes, [] { return std::size_t(0); }, reason_);
}

// Undoes the moves of frames [1, depth) so that the game is back at the root.
template <Game G>
void DepthFirstSearch<G>::unwind(int depth) {
    for (int d = depth - 1; d >= 1; --d) game_.undo_move(frame_at(std::size_t(d)).played);
}

template <Game G>
bool DepthFirstSearch<G>::grow_stack() {
    const std::size_t block_bytes = FRAMES_PER_BLOCK * sizeof(Frame);
    // The list of blocks doubles too: count its next array while both are alive.
    const std::size_t list_bytes = blocks_.size() == blocks_.capacity()
                                       ? (blocks_.capacity() * 3 + 2) * sizeof(blocks_[0])
                                       : blocks_.capacity() * sizeof(blocks_[0]);
    const std::size_t after =
        table_.bytes() + stack_frames() * sizeof(Frame) + list_bytes + block_bytes;
    if (after > budget_.limits().memory_limit_bytes) return false;
    std::unique_ptr<Frame[]> block(new (std::nothrow) Frame[FRAMES_PER_BLOCK]);
    if (!block) return false;
    blocks_.push_back(std::move(block));
    // What the table may still grow into. (It is never shrunk: the stack only grows
    // into room the table left.)
    table_.set_max_bytes(budget_.limits().memory_limit_bytes - stack_bytes());
    return true;
}

template <Game G>
SolveStatus DepthFirstSearch<G>::run_until(std::uint64_t pause_at) {
    const auto resumed = std::chrono::steady_clock::now();
    if (depth_ == 0) budget_.start();
    auto finish = [&](SolveStatus s) {
        stats_.stored = table_.size();
        stats_.table_bytes = table_.bytes();
        stats_.seconds +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - resumed).count();
        return s;
    };
    // A finished search (depth_ < 0) keeps answering with its verdict.
    auto end = [&](SolveStatus s) {
        depth_ = -1;
        final_ = s;
        return finish(s);
    };
    if (depth_ < 0) return final_;
    if (depth_ == 0) {
        if (game_.is_won()) return end(SolveStatus::Solved);
        table_.insert(game_.key());
        if (blocks_.empty() && !grow_stack()) {
            reason_ = UnknownReason::MemoryLimit;
            return end(SolveStatus::Unknown);
        }
        depth_ = 1;
        expand(frame_at(0));
    }
    // The time limit counts from the first call; pauses do not stop the clock.
    int& depth = depth_;
    while (depth > 0) {
        Frame& frame = frame_at(std::size_t(depth - 1));
        if (frame.next == frame.moves.size) { // exhausted: back up one ply
            if (--depth > 0) game_.undo_move(frame.played);
            continue;
        }
        if (pause_at && stats_.nodes >= pause_at) {
            reason_ = UnknownReason::NodeLimit;
            return finish(SolveStatus::Unknown);
        }
        const std::size_t index = std::size_t(frame.next++);
        const Move move = frame.moves.moves[index];
        if constexpr (HasChildKey<G>) {
            // Most moves lead to a position already entered (or whose unrestricted twin
            // was): skip those without playing them. Counted exactly as if played and found
            // in the table, so node counts do not depend on this shortcut. (A won position
            // is never in the table: the search ends on entering one.) Not for the first
            // move of a position: its slot was only just prefetched, and playing the move
            // first hides the wait.
            if (frame.next > 1 && table_.contains(frame.keys[index])) {
                ++stats_.nodes;
                if (frame.forced) ++stats_.forced;
                if (over_budget()) {
                    unwind(depth);
                    return end(SolveStatus::Unknown);
                }
                ++stats_.transpositions;
                continue;
            }
        }
#ifndef NDEBUG
        std::uint64_t expected_key = 0;
        if constexpr (HasChildKey<G>) expected_key = game_.child_key(move);
#endif
        if constexpr (HasKeyedMove<G>)
            game_.do_move(move, frame.keys[index]);
        else
            game_.do_move(move);
#ifndef NDEBUG
        if constexpr (HasChildKey<G> && HasBaseKey<G>) assert(game_.base_key() == expected_key);
        if constexpr (HasChildKey<G> && !HasBaseKey<G>) assert(game_.key() == expected_key);
#endif
        ++stats_.nodes;
        if (frame.forced) ++stats_.forced;
        if (game_.is_won()) {
            line_.clear();
            for (int d = 1; d < depth; ++d) line_.push_back(frame_at(std::size_t(d)).played);
            line_.push_back(move);
            game_.undo_move(move);
            unwind(depth);
            return end(SolveStatus::Solved);
        }
        if (over_budget()) {
            game_.undo_move(move);
            unwind(depth);
            return end(SolveStatus::Unknown);
        }
        if constexpr (HasBaseKey<G>) {
            const std::uint64_t base = game_.base_key();
            if (base != game_.key() && table_.contains(base)) {
                game_.undo_move(move);
                ++stats_.transpositions;
                continue;
            }
        }
        if constexpr (HasDominators<G>) {
            std::uint64_t keys[MAX_DOMINATORS];
            const int n = game_.dominators(keys);
            bool dominated = false;
            for (int i = 0; i < n && !dominated; ++i) dominated = table_.contains(keys[i]);
            if (dominated) {
                game_.undo_move(move);
                ++stats_.transpositions;
                continue;
            }
        }
        // A large table takes a while to double (0.4 s from 256 MB to 512 MB), and time is
        // polled only between nodes: rather than start a doubling that would end past the
        // time limit, stop now. Each doubling takes about twice as long as the last.
        double grow_start = -1;
        if (budget_.limits().time_limit_seconds > 0 && table_.grows_next()) {
            grow_start = seconds_spent();
            if (grow_start + 2 * last_grow_seconds_ >= budget_.limits().time_limit_seconds) {
                game_.undo_move(move);
                reason_ = UnknownReason::TimeLimit;
                unwind(depth);
                return end(SolveStatus::Unknown);
            }
        }
        const auto inserted = table_.insert(game_.key());
        if (grow_start >= 0 && inserted == VisitedTable::Insert::Added)
            last_grow_seconds_ = seconds_spent() - grow_start;
        if (inserted != VisitedTable::Insert::Added) {
            game_.undo_move(move);
            if (inserted == VisitedTable::Insert::Present) {
                ++stats_.transpositions;
                continue;
            }
            reason_ = UnknownReason::MemoryLimit;
            unwind(depth);
            return end(SolveStatus::Unknown);
        }
        if (std::size_t(depth) == stack_frames() && !grow_stack()) {
            game_.undo_move(move);
            reason_ = UnknownReason::MemoryLimit;
            unwind(depth);
            return end(SolveStatus::Unknown);
        }
        Frame& child = frame_at(std::size_t(depth++));
        child.played = move;
        expand(child);
        if (depth - 1 > stats_.max_depth) stats_.max_depth = depth - 1;
    }
    return end(SolveStatus::Unsolvable);
}

} // namespace sol::search
