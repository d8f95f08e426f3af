// The generic complete search: depth-first, each position entered once.
#pragma once
#include "search/game.h"
#include "search/limits.h"
#include "search/outcome.h"
#include "search/visited_table.h"
#include <cassert>
#include <chrono>
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
// happens per node: the stack only grows the first time a depth is reached).
// The game is restored to the root position whatever the outcome.
template <Game G>
class DepthFirstSearch {
  public:
    using Move = typename G::Move;
    using MoveList = typename G::MoveList;

    DepthFirstSearch(G& game, const Limits& limits)
        : game_(game), limits_(limits), table_(limits.memory_limit_bytes) {}

    SolveStatus run();
    UnknownReason reason() const { return reason_; }
    const SearchStats& stats() const { return stats_; }
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
    };

    // Polled every POLL_INTERVAL nodes: the clock is not free, and a cancel or a time
    // limit a few microseconds late does not matter.
    static constexpr std::uint64_t POLL_INTERVAL = 1024;

    void expand(Frame& frame);
    bool over_budget();
    void unwind(int depth);

    G& game_;
    Limits limits_;
    VisitedTable table_;
    SearchStats stats_;
    UnknownReason reason_ = UnknownReason::None;
    std::vector<Frame> stack_;
    std::vector<Move> line_;
    std::chrono::steady_clock::time_point start_;
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
}

template <Game G>
bool DepthFirstSearch<G>::over_budget() {
    if (limits_.node_limit && stats_.nodes >= limits_.node_limit) {
        reason_ = UnknownReason::NodeLimit;
        return true;
    }
    if (stats_.nodes % POLL_INTERVAL) return false;
    if (limits_.cancel && limits_.cancel->load(std::memory_order_relaxed)) {
        reason_ = UnknownReason::Cancelled;
        return true;
    }
    if (limits_.time_limit_seconds > 0) {
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start_;
        if (spent.count() >= limits_.time_limit_seconds) {
            reason_ = UnknownReason::TimeLimit;
            return true;
        }
    }
    return false;
}

// Undoes the moves of frames [1, depth) so that the game is back at the root.
template <Game G>
void DepthFirstSearch<G>::unwind(int depth) {
    for (int d = depth - 1; d >= 1; --d) game_.undo_move(stack_[d].played);
}

template <Game G>
SolveStatus DepthFirstSearch<G>::run() {
    start_ = std::chrono::steady_clock::now();
    SolveStatus status = SolveStatus::Unsolvable;
    auto finish = [&](SolveStatus s) {
        stats_.stored = table_.size();
        stats_.table_bytes = table_.bytes();
        stats_.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        return s;
    };
    if (game_.is_won()) return finish(SolveStatus::Solved);
    table_.insert(game_.key());
    if (stack_.empty()) stack_.resize(64);
    int depth = 1; // frames in use; stack_[0] is the root
    expand(stack_[0]);

    while (depth > 0) {
        Frame& frame = stack_[depth - 1];
        if (frame.next == frame.moves.size) { // exhausted: back up one ply
            if (--depth > 0) game_.undo_move(frame.played);
            continue;
        }
        const Move move = frame.moves.moves[frame.next++];
        game_.do_move(move);
        ++stats_.nodes;
        if (frame.forced) ++stats_.forced;
        if (game_.is_won()) {
            line_.clear();
            for (int d = 1; d < depth; ++d) line_.push_back(stack_[d].played);
            line_.push_back(move);
            game_.undo_move(move);
            unwind(depth);
            status = SolveStatus::Solved;
            return finish(status);
        }
        if (over_budget()) {
            game_.undo_move(move);
            unwind(depth);
            return finish(SolveStatus::Unknown);
        }
        if constexpr (HasBaseKey<G>) {
            const std::uint64_t base = game_.base_key();
            if (base != game_.key() && table_.contains(base)) {
                game_.undo_move(move);
                ++stats_.transpositions;
                continue;
            }
        }
        const auto inserted = table_.insert(game_.key());
        if (inserted != VisitedTable::Insert::Added) {
            game_.undo_move(move);
            if (inserted == VisitedTable::Insert::Present) {
                ++stats_.transpositions;
                continue;
            }
            reason_ = UnknownReason::MemoryLimit;
            unwind(depth);
            return finish(SolveStatus::Unknown);
        }
        if (depth == int(stack_.size())) stack_.resize(stack_.size() * 2);
        Frame& child = stack_[depth++]; // `frame` may dangle after the resize above
        child.played = move;
        expand(child);
        if (depth - 1 > stats_.max_depth) stats_.max_depth = depth - 1;
    }
    return finish(status);
}

} // namespace sol::search
