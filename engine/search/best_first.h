// The generic optimal search: best-first (A*) over unit-cost moves, for games small
// enough to keep every position reached in memory.
#pragma once
#include "search/game.h"
#include "search/limits.h"
#include "search/outcome.h"
#include <algorithm>
#include <chrono>
#include <concepts>
#include <cstdint>
#include <limits>
#include <memory>
#include <new>
#include <vector>

namespace sol::search {

// A game the best-first search can drive: a Game (search/game.h) whose whole state can be
// taken as a small value and put back (state() / set_state()), with lower_bound(): a
// number of moves that every winning line from here needs at least (0 when won), or DEAD
// when no line wins at all. The bound must be admissible (never more than the moves a
// shortest win needs); then the first winning line the search finds is a shortest one.
// A consistent bound (a move lowers it by at most 1) also expands each position once.
//
// Pruning and forced moves are allowed as in Game, with a stronger promise: generate()
// and forced_move() must keep, from every position, at least one *shortest* winning line.
inline constexpr int DEAD = -1;

template <class G>
concept BestFirstGame = Game<G> && requires(G& game, const G& cgame, typename G::State state) {
    { cgame.state() } -> std::same_as<typename G::State>;
    game.set_state(state);
    { cgame.lower_bound() } -> std::convertible_to<int>;
};

// Best-first search in order of f = g + h (g the moves played from the root, h the game's
// lower bound), deepest (highest g) first among equal f, so that a winnable deal is often
// walked to its end almost straight. Positions are identified by key(); each keeps the
// fewest moves it was reached with, and a position reached again with fewer moves is queued
// again, even after it was expanded (which a consistent bound rules out). Ends with Solved and a
// shortest line, Unsolvable once every position reached was expanded, or Unknown at a
// limit. Every position is stored (the state, its parent and the move), so the memory
// limit counts nodes, the queue and the key map: the map has a quarter (both arrays of a
// doubling included), the nodes and the queue the rest, and the array of nodes is never
// doubled past it. The game is left at the root position.
template <BestFirstGame G>
class BestFirstSearch {
  public:
    using Move = typename G::Move;
    using MoveList = typename G::MoveList;
    using State = typename G::State;

    BestFirstSearch(G& game, const Limits& limits) : game_(game), limits_(limits) {}

    SolveStatus run() { return run_until(0); }
    // Searches until a verdict, a limit, or (when pause_at > 0) `pause_at` nodes in total.
    // A pause returns Unknown with NodeLimit and leaves the game at the root; calling again
    // goes on where it stopped, as if never paused (so a solver can take turns between
    // this search and another). A finished search keeps answering with its verdict.
    SolveStatus run_until(std::uint64_t pause_at);
    UnknownReason reason() const { return reason_; }
    const SearchStats& stats() const { return stats_; }
    // Sets the node limit (0: none) for the rest of the search, as DepthFirstSearch's: it
    // ends the search at that very node, where a pause waits for the end of an expansion.
    void set_node_limit(std::uint64_t nodes) { limits_.node_limit = nodes; }
    // The winning line from the root (valid after run() returned Solved).
    const std::vector<Move>& line() const { return line_; }

  private:
    // One position reached: its state, the node it was reached from and by which move,
    // and the moves from the root.
    struct Node {
        State state;
        std::uint32_t parent;
        Move move;
        std::uint16_t g;
    };
    static constexpr std::uint32_t NO_PARENT = 0xFFFFFFFFu;
    static constexpr std::uint64_t POLL_INTERVAL = 1024;

    // The fewest moves each key was reached with: open addressing on the game's keys
    // (uniformly mixed, so a key is its own hash; 0 marks an empty slot, and a real 0 is
    // stored as 1).
    class CostMap {
      public:
        // The cost stored for `key`, or nullptr; insert() adds it with `g`.
        std::uint16_t* find(std::uint64_t key) {
            if (key == 0) key = 1;
            for (std::size_t i = std::size_t(key) & mask_; keys_[i]; i = (i + 1) & mask_)
                if (keys_[i] == key) return &costs_[i];
            return nullptr;
        }
        bool insert(std::uint64_t key, std::uint16_t g) {
            if (key == 0) key = 1;
            if ((size_ + 1) * 2 > mask_ + 1 && !grow()) return false;
            std::size_t i = std::size_t(key) & mask_;
            while (keys_[i]) i = (i + 1) & mask_;
            keys_[i] = key;
            costs_[i] = g;
            ++size_;
            return true;
        }
        std::size_t bytes() const { return (mask_ + 1) * (sizeof(std::uint64_t) + 2); }
        std::size_t size() const { return size_; }
        std::size_t max_bytes = 0;

      private:
        bool grow() {
            const std::size_t capacity = mask_ ? (mask_ + 1) * 2 : 4096;
            if (mask_ && (capacity + mask_ + 1) * (sizeof(std::uint64_t) + 2) > max_bytes)
                return false;
            std::unique_ptr<std::uint64_t[]> keys(new (std::nothrow) std::uint64_t[capacity]());
            std::unique_ptr<std::uint16_t[]> costs(new (std::nothrow) std::uint16_t[capacity]());
            if (!keys || !costs) return false;
            const std::size_t mask = capacity - 1;
            for (std::size_t i = 0; mask_ && i <= mask_; ++i) {
                if (!keys_[i]) continue;
                std::size_t j = std::size_t(keys_[i]) & mask;
                while (keys[j]) j = (j + 1) & mask;
                keys[j] = keys_[i];
                costs[j] = costs_[i];
            }
            keys_ = std::move(keys);
            costs_ = std::move(costs);
            mask_ = mask;
            return true;
        }
        std::unique_ptr<std::uint64_t[]> keys_;
        std::unique_ptr<std::uint16_t[]> costs_;
        std::size_t mask_ = 0;
        std::size_t size_ = 0;
    };

    // Queues node `index` with bound f; false when the memory budget is spent.
    void push(std::uint32_t index, int f) {
        if (std::size_t(f) >= buckets_.size()) buckets_.resize(std::size_t(f) + 1);
        Bucket& bucket = buckets_[std::size_t(f)];
        const std::size_t g = nodes_[index].g;
        if (g >= bucket.by_g.size()) bucket.by_g.resize(g + 1);
        bucket.by_g[g].push_back(index);
        bucket.top = std::max(bucket.top, g + 1);
        ++bucket.size;
        ++queued_;
    }
    bool over_budget();
    std::size_t bytes_used() const {
        return nodes_.capacity() * sizeof(Node) + map_.bytes() + queued_ * sizeof(std::uint32_t);
    }
    // Whether one more node fits: a full array doubles, the old one alive beside the new.
    bool room_for_node() const {
        if (nodes_.size() < nodes_.capacity()) return true;
        const std::size_t more = std::max<std::size_t>(nodes_.capacity() * 2, 16) * sizeof(Node);
        // Queued indices: a bucket's array may be twice what it holds.
        const std::size_t rest =
            nodes_.capacity() * sizeof(Node) + 2 * queued_ * sizeof(std::uint32_t);
        return rest + more <= limits_.memory_limit_bytes - limits_.memory_limit_bytes / 4;
    }
    SolveStatus solved(std::uint32_t last);
    // Ends a call: the counters, and with a verdict (not a pause) the search for good.
    SolveStatus finish(SolveStatus s, bool pause = false) {
        stats_.stored = map_.size();
        stats_.table_bytes = bytes_used();
        stats_.seconds +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - resumed_).count();
        if (!pause) {
            done_ = true;
            final_ = s;
        }
        return s;
    }

    G& game_;
    Limits limits_;
    SearchStats stats_;
    UnknownReason reason_ = UnknownReason::None;
    std::vector<Node> nodes_;
    // The queue of one f: node indices by g, the deepest taken first (a node that has come
    // further with the same bound is usually nearer a win: with Pyramid this expanded 12%
    // fewer nodes than one stack for the whole f), last out first among equal g. Any order
    // within the lowest f keeps the returned line a shortest one.
    struct Bucket {
        std::vector<std::vector<std::uint32_t>> by_g;
        std::size_t top = 0;  // by_g[top..] are empty
        std::size_t size = 0; // indices queued
        std::uint32_t pop() {
            while (by_g[top - 1].empty()) --top;
            const std::uint32_t index = by_g[top - 1].back();
            by_g[top - 1].pop_back();
            --size;
            return index;
        }
    };
    std::vector<Bucket> buckets_; // by f
    std::size_t queued_ = 0;
    CostMap map_;
    std::vector<Move> line_;
    std::chrono::steady_clock::time_point start_, resumed_;
    double next_progress_ = 0;
    bool started_ = false, done_ = false;
    SolveStatus final_ = SolveStatus::Unknown; // the verdict once done_
    std::size_t f_ = 0;                        // the bucket being expanded
    State root_{};
};

template <BestFirstGame G>
bool BestFirstSearch<G>::over_budget() {
    if (limits_.node_limit && stats_.nodes >= limits_.node_limit) {
        reason_ = UnknownReason::NodeLimit;
        return true;
    }
    if (stats_.nodes % POLL_INTERVAL) return false;
    if (bytes_used() > limits_.memory_limit_bytes) {
        reason_ = UnknownReason::MemoryLimit;
        return true;
    }
    if (limits_.cancel && limits_.cancel->load(std::memory_order_relaxed)) {
        reason_ = UnknownReason::Cancelled;
        return true;
    }
    if (limits_.time_limit_seconds <= 0 && !limits_.progress) return false;
    const double spent =
        stats_.seconds +
        std::chrono::duration<double>(std::chrono::steady_clock::now() - resumed_).count();
    if (limits_.progress && spent >= next_progress_) {
        next_progress_ = spent + limits_.progress_interval_seconds;
        limits_.progress(limits_.progress_context, Progress{stats_.nodes, spent});
    }
    if (limits_.time_limit_seconds > 0 && spent >= limits_.time_limit_seconds) {
        reason_ = UnknownReason::TimeLimit;
        return true;
    }
    return false;
}

// The line to node `last`, read back through the parents; the game back at the root.
template <BestFirstGame G>
SolveStatus BestFirstSearch<G>::solved(std::uint32_t last) {
    line_.clear();
    for (std::uint32_t i = last; nodes_[i].parent != NO_PARENT; i = nodes_[i].parent)
        line_.push_back(nodes_[i].move);
    std::reverse(line_.begin(), line_.end());
    game_.set_state(root_);
    return finish(SolveStatus::Solved);
}

template <BestFirstGame G>
SolveStatus BestFirstSearch<G>::run_until(std::uint64_t pause_at) {
    resumed_ = std::chrono::steady_clock::now();
    if (done_) return final_;
    if (!started_) {
        started_ = true;
        start_ = resumed_;
        next_progress_ = limits_.progress_interval_seconds;
        map_.max_bytes = limits_.memory_limit_bytes / 4;
        root_ = game_.state();
        nodes_.push_back(Node{root_, NO_PARENT, Move{}, 0});
        if (game_.is_won()) return solved(0);
        const int h0 = game_.lower_bound();
        if (h0 == DEAD) return finish(SolveStatus::Unsolvable);
        if (!map_.insert(game_.key(), 0)) {
            reason_ = UnknownReason::MemoryLimit;
            return finish(SolveStatus::Unknown);
        }
        push(0, h0);
        f_ = std::size_t(h0);
    }
    MoveList moves;
    auto stop = [&](SolveStatus s) {
        game_.set_state(root_);
        return finish(s);
    };
    for (; f_ < buckets_.size(); ++f_) {
        const std::size_t f = f_;
        // buckets_[f] is named anew each time: a push may grow buckets_ and move it.
        while (buckets_[f].size) {
            if (pause_at && stats_.nodes >= pause_at) {
                reason_ = UnknownReason::NodeLimit;
                game_.set_state(root_);
                return finish(SolveStatus::Unknown, true);
            }
            const std::uint32_t index = buckets_[f].pop();
            --queued_;
            const Node node = nodes_[index];
            game_.set_state(node.state);
            // Queued again with fewer moves since (and expanded then): skip this copy.
            if (*map_.find(game_.key()) < node.g) continue;
            if (game_.is_won()) return solved(index);
            Move forced{};
            if (game_.forced_move(forced)) {
                moves.size = 0;
                moves.push(forced);
            } else {
                game_.generate(moves);
            }
            const std::uint16_t g = std::uint16_t(node.g + 1);
            for (int i = 0; i < moves.size; ++i) {
                const Move m = moves.moves[std::size_t(i)];
                game_.do_move(m);
                ++stats_.nodes;
                if (over_budget()) return stop(SolveStatus::Unknown);
                const std::uint64_t key = game_.key();
                std::uint16_t* seen = map_.find(key);
                const int h = seen && *seen <= g ? DEAD : game_.lower_bound();
                if (h == DEAD) {
                    stats_.transpositions += seen != nullptr;
                    game_.undo_move(m);
                    continue;
                }
                if (seen) {
                    *seen = g;
                } else if (!map_.insert(key, g)) {
                    reason_ = UnknownReason::MemoryLimit;
                    return stop(SolveStatus::Unknown);
                }
                if (nodes_.size() >= NO_PARENT || !room_for_node()) {
                    reason_ = UnknownReason::MemoryLimit;
                    return stop(SolveStatus::Unknown);
                }
                nodes_.push_back(Node{game_.state(), index, m, g});
                const auto child = std::uint32_t(nodes_.size() - 1);
                if (g > stats_.max_depth) stats_.max_depth = g;
                // A won child at the current bound is a shortest line: every line through
                // a queued position has at least its f moves, and no f is below the
                // current one.
                if (game_.is_won() && std::size_t(g) <= f) return solved(child);
                game_.undo_move(m);
                // Never below the bucket being expanded: a bound that is not consistent
                // may drop by more than the move's 1, but every line through this child
                // runs through its parent, which needs f moves at least (pathmax). A lower
                // bucket would never be looked at again.
                push(child, std::max(int(g) + h, int(f)));
            }
        }
    }
    return stop(SolveStatus::Unsolvable);
}

} // namespace sol::search
