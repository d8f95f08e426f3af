// The generic best-first search, one core with two orders of its frontier:
// - Admissible: optimal (A*) over unit-cost moves, guided by a lower bound, for games small
//   enough to keep every position reached in memory (Pyramid);
// - Weighted: weighted A* guided by an estimate, a heuristic complement to the depth-first
//   search (dfs.h) for games where a good line is found by going where the estimate points
//   (Spider, FreeCell).
#pragma once
#include "search/budget.h"
#include "search/game.h"
#include "search/limits.h"
#include "search/outcome.h"
#include "search/visited_table.h"
#include <algorithm>
#include <concepts>
#include <cstdint>
#include <utility>
#include <vector>

namespace sol::search {

// A game the admissible order can drive: a Game (search/game.h) whose whole state can be
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

// Optionally, move_cost(m): how many moves m stands for (a game may play a run of moves as
// one step: Pyramid's deferred removals), 1 without it. A position is then g + cost moves
// from the root; the admissible order stays optimal, since f is still a lower bound of
// every line through a position.
template <class G>
concept HasMoveCost = requires(const G& cgame, const typename G::Move& m) {
    { cgame.move_cost(m) } -> std::convertible_to<int>;
};

template <class G>
std::uint32_t move_cost(const G& game, const typename G::Move& m) {
    if constexpr (HasMoveCost<G>)
        return std::uint32_t(game.move_cost(m));
    else
        return 1;
}

// Optionally, generate_alive(list): the same moves as generate(), for a position whose
// lower_bound() was not DEAD, skipping the checks lower_bound() made already. The
// admissible order expands only such positions (each was evaluated when it was queued),
// so it asks this instead of generate().
template <class G>
concept HasGenerateAlive = requires(const G& cgame, typename G::MoveList& list) {
    cgame.generate_alive(list);
};

// A game the weighted order can drive: a Game whose state can be saved and restored in a
// compact form, with an estimate of the distance to a win (lower is closer; any integer
// scale). Its forced_move() is not used: generate() lists every move to try.
template <class G>
concept Guided = Game<G> && requires(G& game, const G& cgame, const typename G::Snapshot& s) {
    { cgame.snapshot() } -> std::same_as<typename G::Snapshot>;
    game.restore(s);
    { cgame.estimate() } -> std::convertible_to<int>;
};

// A queued position: the expanded position it is reached from (its record) and the move
// from there. Its moves from the root are its parent's plus the move's cost, so the queue
// need not hold them: 8 bytes with a 4-byte move, the largest share of a long search's
// memory.
template <class Move>
struct Queued {
    std::uint32_t parent;
    Move move;
};

// The admissible order: by f = g + h (h the game's lower bound), deepest (highest g) first
// among equal f, so that a winnable deal is often walked to its end almost straight, and
// last in first out among equal g. Any order within the lowest f keeps the returned line a
// shortest one. A position reached again with fewer moves is queued again, even after it
// was expanded (which a consistent bound rules out); the table keeps the fewest moves each
// position was reached with, and a queued copy with more is skipped. Forced moves are
// played alone. The queue can be left and taken up again at any point (a pause).
struct Admissible {
    static constexpr bool OPTIMAL = true;
    using Cost = std::uint16_t; // the table's value: the fewest moves a position was reached with

    template <class G>
    static int evaluate(const G& game) {
        return game.lower_bound();
    }

    template <class Move>
    class Queue {
      public:
        using Entry = Queued<Move>;
        explicit Queue(const Admissible&) {}
        void start(int h_root) { f_ = std::size_t(h_root); }
        // Empties the queue, keeping its arrays.
        void clear(const Admissible&) {
            for (Bucket& bucket : buckets_) {
                for (std::vector<Entry>& v : bucket.by_g) v.clear();
                bucket.top = bucket.size = 0;
            }
            f_ = size_ = 0;
        }
        // Whether a won child at `g` moves ends the search with a shortest line: every line
        // through a queued position has at least its f moves, and no f is below the current
        // one.
        bool goal_now(std::uint32_t g) const { return g <= f_; }
        // Queues `e`, `g` moves from the root, with bound h; false (nothing queued) when its
        // array would pass `room` bytes for the whole queue.
        bool push(const Entry& e, std::uint32_t g, int h, std::size_t room) {
            // Never below the bucket being expanded: a bound that is not consistent may drop
            // by more than the move's 1, but every line through this child runs through its
            // parent, which needs f moves at least (pathmax). A lower bucket would never be
            // looked at again.
            const std::size_t f = std::max(std::size_t(g) + std::size_t(h), f_);
            if (f >= buckets_.size()) buckets_.resize(f + 1);
            Bucket& bucket = buckets_[f];
            if (g >= bucket.by_g.size()) bucket.by_g.resize(g + 1);
            std::vector<Entry>& v = bucket.by_g[g];
            const std::size_t before = v.capacity();
            if (v.size() == before &&
                bytes_ + std::max<std::size_t>(before * 2, 4) * sizeof(Entry) > room)
                return false;
            v.push_back(e);
            bytes_ += (v.capacity() - before) * sizeof(Entry);
            bucket.top = std::max(bucket.top, std::size_t(g) + 1);
            ++bucket.size;
            ++size_;
            return true;
        }
        bool empty() const { return size_ == 0; }
        Entry pop() {
            while (buckets_[f_].size == 0) ++f_;
            --size_;
            return buckets_[f_].pop();
        }
        std::size_t bytes() const { return bytes_; }

      private:
        // The queue of one f: entries by g, the deepest taken first (a position that has
        // come further with the same bound is usually nearer a win: with Pyramid this
        // expanded 12% fewer nodes than one stack for the whole f).
        struct Bucket {
            std::vector<std::vector<Entry>> by_g;
            std::size_t top = 0;  // by_g[top..] are empty
            std::size_t size = 0; // entries queued
            Entry pop() {
                while (by_g[top - 1].empty()) --top;
                const Entry e = by_g[top - 1].back();
                by_g[top - 1].pop_back();
                --size;
                return e;
            }
        };
        std::vector<Bucket> buckets_; // by f
        std::size_t f_ = 0;           // the bucket being expanded
        std::size_t size_ = 0;
        std::size_t bytes_ = 0; // the capacity of the entries' arrays
    };
};

// The weighted order: by weight * estimate + depth_weight * depth (weighted A*). A large
// weight follows the estimate greedily (fewer nodes, longer lines); a small one keeps lines
// short at the price of a wider search. Ties go to the position generated first, so a run
// is a fixed function of the game and the options. Each position is queued at most once
// (its key enters the table when it is generated).
struct Weighted {
    int weight = 4;
    int depth_weight = 1;
    // When true, an exhausted frontier proves the game lost (the game's generate() left
    // out no move that a win needs); otherwise it ends as Unknown(NodeLimit).
    bool exhaustive_proves = false;

    static constexpr bool OPTIMAL = false;
    using Cost = NoValue;

    template <class G>
    static int evaluate(const G& game) {
        return game.estimate();
    }

    // A bucket queue: one first-in first-out list per priority, the lowest non-empty one
    // taken from. Priorities are small integers (estimates and depths), so this pops in
    // exactly the order of (priority, order of generation) that a heap of both would, at a
    // constant cost per entry instead of a heap's logarithmic walk over cache lines, and
    // holds an entry in 8 bytes (Spider) instead of 16 with its rank. A bucket is a chain of
    // chunks of CHUNK entries, all in one pool array (a taken chunk goes back to the pool):
    // one large array is given back to the system when the search ends, where an array per
    // bucket, small ones, stayed resident in the allocator's heap under the next search.
    template <class Move>
    class Queue {
      public:
        using Entry = Queued<Move>;
        explicit Queue(const Weighted& order)
            : weight_(order.weight), depth_weight_(order.depth_weight) {}
        void start(int) {}
        // Empties the queue, keeping its arrays, for a search in `order`.
        void clear(const Weighted& order) {
            buckets_.clear();
            chunks_.clear();
            free_ = NIL;
            min_ = size_ = 0;
            weight_ = order.weight;
            depth_weight_ = order.depth_weight;
        }
        bool goal_now(std::uint32_t) const { return true; }
        bool push(const Entry& e, std::uint32_t g, int h, std::size_t room) {
            const std::int64_t priority =
                std::int64_t(weight_) * h + std::int64_t(depth_weight_) * std::int64_t(g);
            if (buckets_.empty()) low_ = priority;
            if (priority < low_) { // below every bucket so far: room at the front
                // At least as many buckets again as there are, so that a search whose
                // priorities keep falling (FreeCell's estimates fall as cards go home) moves
                // its buckets a few times, not at every new low: that move was a sixth of
                // FreeCell's best-first search (memmove, deals 1-3000).
                const std::size_t more = std::max(std::size_t(low_ - priority), buckets_.size());
                if (!room_for(buckets_.size() + more, chunks_.size(), room)) return false;
                buckets_.insert(buckets_.begin(), more, Bucket{});
                min_ += more;
                low_ -= std::int64_t(more);
            }
            const std::size_t i = std::size_t(priority - low_);
            if (i >= buckets_.size()) {
                if (!room_for(i + 1, chunks_.size(), room)) return false;
                buckets_.resize(i + 1);
            }
            Bucket& b = buckets_[i];
            if (b.tail == NIL || b.tail_pos == CHUNK) {
                std::uint32_t c = free_;
                if (c != NIL) {
                    free_ = chunks_[c].next;
                } else {
                    if (!room_for(buckets_.size(), chunks_.size() + 1, room)) return false;
                    c = std::uint32_t(chunks_.size());
                    chunks_.emplace_back();
                }
                chunks_[c].next = NIL;
                if (b.tail == NIL)
                    b.head = c;
                else
                    chunks_[b.tail].next = c;
                b.tail = c;
                b.tail_pos = 0;
            }
            chunks_[b.tail].entries[b.tail_pos++] = e;
            if (size_ == 0 || i < min_) min_ = i;
            ++size_;
            return true;
        }
        bool empty() const { return size_ == 0; }
        Entry pop() {
            while (buckets_[min_].head == NIL) ++min_;
            Bucket& b = buckets_[min_];
            const std::uint32_t c = b.head;
            const Entry e = chunks_[c].entries[b.head_pos++];
            if (c == b.tail && b.head_pos == b.tail_pos) { // the bucket is empty
                b = Bucket{};
                release(c);
            } else if (b.head_pos == CHUNK) {
                b.head = chunks_[c].next;
                b.head_pos = 0;
                release(c);
            }
            --size_;
            return e;
        }
        std::size_t bytes() const {
            return chunks_.capacity() * sizeof(Chunk) + buckets_.capacity() * sizeof(Bucket);
        }

      private:
        static constexpr std::uint32_t NIL = 0xFFFFFFFFu;
        static constexpr std::uint32_t CHUNK = 32;
        struct Chunk {
            Entry entries[CHUNK];
            std::uint32_t next; // the bucket's next chunk, or the pool's next free one
        };
        struct Bucket {
            std::uint32_t head = NIL, tail = NIL; // chunks, NIL when the bucket is empty
            std::uint32_t head_pos = 0;           // chunks_[head].entries[..head_pos) are taken
            std::uint32_t tail_pos = 0;           // chunks_[tail].entries[tail_pos..) are free
        };
        void release(std::uint32_t c) {
            chunks_[c].next = free_;
            free_ = c;
        }
        // Whether `buckets` buckets and `chunks` chunks fit `room` bytes, an array that must
        // grow counted twice (the old and the new are alive together while it doubles).
        bool room_for(std::size_t buckets, std::size_t chunks, std::size_t room) const {
            const auto need = [](std::size_t n, std::size_t cap, std::size_t size) {
                return n <= cap ? cap * size
                                : (cap + std::max({cap * 2, n, std::size_t(16)})) * size;
            };
            return need(buckets, buckets_.capacity(), sizeof(Bucket)) +
                       need(chunks, chunks_.capacity(), sizeof(Chunk)) <=
                   room;
        }
        int weight_, depth_weight_;
        std::vector<Bucket> buckets_; // by priority - low_
        std::vector<Chunk> chunks_;   // the pool
        std::uint32_t free_ = NIL;    // the pool's first free chunk
        std::int64_t low_ = 0;        // the priority of buckets_[0]
        std::size_t min_ = 0;         // no entry below buckets_[min_] (when size_ > 0)
        std::size_t size_ = 0;
    };
};

namespace detail {
// The compact state of a game, under the name its concept gives it.
template <class G>
auto save(const G& game) {
    if constexpr (BestFirstGame<G>)
        return game.state();
    else
        return game.snapshot();
}
template <class G, class S>
void load(G& game, const S& s) {
    if constexpr (BestFirstGame<G>)
        game.set_state(s);
    else
        game.restore(s);
}
} // namespace detail

// Best-first search with a transposition table, its frontier in the order `Order`
// (Admissible or Weighted above). Every expanded position keeps a record (its state, its
// parent record and the move from there), so the line to any position is read back along
// the parents; the frontier holds (parent, move) pairs, not positions. `nodes` counts
// positions generated by a move (each is played once to be evaluated), so with no time
// limit a run is deterministic. Memory is the table, a record per expanded position and
// an entry per queued one, held to the limits' memory budget: the table has a quarter, the
// records and the queue the rest, counted by the capacity of their arrays, and an array is
// never grown past its share (the old and the new array are alive together while it
// doubles). The game is back at the root position when run_until() returns.
template <class G, class Order>
requires(Order::OPTIMAL ? BestFirstGame<G> : Guided<G>) class BestFirstSearch {
  public:
    using Move = typename G::Move;
    using MoveList = typename G::MoveList;

    // `initial_slots`: the table's first size, as DepthFirstSearch's.
    BestFirstSearch(G& game, const Limits& limits, const Order& order = {},
                    std::size_t initial_slots = std::size_t(1) << 14)
        : game_(game), budget_(limits), order_(order), queue_(order),
          table_(limits.memory_limit_bytes / 4, initial_slots) {}

    // Makes this a new search from the game's position now, with `order` and `limits`, as a
    // newly constructed one, but in the arrays this one holds: a solver's restarts then
    // reuse memory already paged in instead of mapping and faulting in fresh arrays (a
    // fifth of the time of Spider's short restarts went to the kernel).
    void restart(const Order& order, const Limits& limits) {
        budget_ = Budget(limits);
        order_ = order;
        queue_.clear(order);
        table_.clear();
        table_.set_max_bytes(limits.memory_limit_bytes / 4);
        stats_ = {};
        reason_ = UnknownReason::None;
        records_.clear();
        line_.clear();
        exhausted_ = false;
        phase_ = Phase::Fresh;
        final_ = SolveStatus::Unknown;
        next_child_ = 0;
        moves_.size = 0;
    }

    SolveStatus run() { return run_until(0); }
    // Searches until a verdict, a limit, or (when pause_at > 0) `pause_at` nodes in total.
    // A pause (at that very node) returns Unknown with NodeLimit and leaves the game at the
    // root, and calling again goes on exactly where the search stopped, as if never paused
    // (a solver keeps one best-first search alive across its turns, or takes turns between
    // it and another). Time counts from the first call. A finished search keeps answering
    // with its verdict.
    SolveStatus run_until(std::uint64_t pause_at);
    // Sets the node limit (0: none) for the rest of the search, as DepthFirstSearch's.
    void set_node_limit(std::uint64_t nodes) { budget_.set_node_limit(nodes); }
    // Whether the search has ended for good (a verdict or a limit, not a pause).
    bool finished() const { return phase_ == Phase::Done; }
    UnknownReason reason() const { return reason_; }
    const SearchStats& stats() const { return stats_; }
    // The winning line from the root (valid after Solved).
    const std::vector<Move>& line() const { return line_; }
    // Whether the run ended because no queued position was left (every position reachable
    // with the game's moves was generated).
    bool exhausted() const { return exhausted_; }

  private:
    using State = decltype(detail::save(std::declval<const G&>()));
    using Entry = Queued<Move>;
    static constexpr std::uint32_t NONE = 0xFFFFFFFFu;
    // An expanded position: its state, its parent record, the move from there and the
    // moves from the root.
    struct Record {
        State state;
        std::uint32_t parent;
        std::uint32_t g;
        Move move;
    };

    std::size_t bytes() const {
        return records_.capacity() * sizeof(Record) + queue_.bytes() + table_.bytes();
    }
    // What the records and the queue may hold together.
    std::size_t share() const {
        const std::size_t limit = budget_.limits().memory_limit_bytes;
        return limit - limit / 4;
    }
    // Whether one more record fits beside the queue (both arrays of a doubling counted).
    bool room_for_record() const {
        if (records_.size() < records_.capacity()) return records_.size() < NONE;
        const std::size_t more =
            std::max<std::size_t>(records_.capacity() * 2, 16) * sizeof(Record);
        return records_.capacity() * sizeof(Record) + more + queue_.bytes() <= share();
    }
    // Generates the moves of the position the game stands at (record current_).
    void expand() {
        next_child_ = 0;
        Move forced{};
        if constexpr (Order::OPTIMAL) {
            if (game_.forced_move(forced)) {
                moves_.size = 0;
                moves_.push(forced);
                forced_ = true;
                return;
            }
        }
        forced_ = false;
        if constexpr (Order::OPTIMAL && HasGenerateAlive<G>)
            game_.generate_alive(moves_);
        else
            game_.generate(moves_);
        if constexpr (HasKeyHint<G>)
            for (int i = 0; i < moves_.size; ++i)
                if (const std::uint64_t key = game_.key_hint(moves_.moves[std::size_t(i)]))
                    table_.prefetch(key);
    }
    // The line from the root to `record`, then `last`.
    void read_line(std::uint32_t record, Move last) {
        line_.clear();
        line_.push_back(last);
        for (std::uint32_t r = record; records_[r].parent != NONE; r = records_[r].parent)
            line_.push_back(records_[r].move);
        std::reverse(line_.begin(), line_.end());
    }
    // Ends a call: the game back at the root, the counters, and with a verdict (not a
    // pause) the search for good.
    SolveStatus finish(SolveStatus s, bool pause = false) {
        detail::load(game_, root_);
        stats_.stored = table_.size();
        stats_.table_bytes = bytes();
        stats_.seconds +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - resumed_).count();
        if (!pause) {
            phase_ = Phase::Done;
            final_ = s;
        }
        return s;
    }
    SolveStatus out_of_memory() {
        reason_ = UnknownReason::MemoryLimit;
        return finish(SolveStatus::Unknown);
    }

    G& game_;
    Budget budget_;
    Order order_;
    typename Order::template Queue<Move> queue_;
    KeyTable<typename Order::Cost> table_;
    SearchStats stats_;
    UnknownReason reason_ = UnknownReason::None;
    std::vector<Record> records_;
    std::vector<Move> line_;
    bool exhausted_ = false;
    std::chrono::steady_clock::time_point resumed_;
    // Between calls: not started, paused (the game at the root, the search expanding
    // record `current_` of depth `depth_`, its children before moves_[next_child_]
    // played), or done with verdict `final_`.
    enum class Phase : std::uint8_t { Fresh, Paused, Done };
    Phase phase_ = Phase::Fresh;
    SolveStatus final_ = SolveStatus::Unknown;
    State root_{};
    std::uint32_t current_ = 0;
    std::uint32_t depth_ = 0;
    MoveList moves_{};
    int next_child_ = 0;
    bool forced_ = false; // moves_ is a lone forced move
};

template <class G, class Order>
requires(Order::OPTIMAL
             ? BestFirstGame<G>
             : Guided<G>) SolveStatus BestFirstSearch<G, Order>::run_until(std::uint64_t pause_at) {
    resumed_ = std::chrono::steady_clock::now();
    if (phase_ == Phase::Done) return final_;
    budget_.start();
    if (phase_ == Phase::Fresh) {
        phase_ = Phase::Paused;
        root_ = detail::save(game_);
        line_.clear();
        if (game_.is_won()) return finish(SolveStatus::Solved);
        if constexpr (Order::OPTIMAL) {
            const int h0 = Order::evaluate(game_);
            if (h0 == DEAD) return finish(SolveStatus::Unsolvable);
            queue_.start(h0);
        }
        if (table_.insert(game_.key()) == TableInsert::Full) return out_of_memory();
        records_.push_back(Record{root_, NONE, 0, Move{}});
        current_ = 0;
        depth_ = 0;
        expand();
    } else {
        // The game was left at the root: back to the record the search stood at.
        detail::load(game_, records_[current_].state);
    }
    const auto bytes = [this] { return this->bytes(); };
    for (;;) {
        // The children of record current_ (the game stands there), from the one a pause
        // stopped at: pausing before a child is played lets the next call go on with
        // exactly that child, so a pause falls on the very node asked for.
        for (; next_child_ < moves_.size; ++next_child_) {
            const std::uint32_t g =
                depth_ + move_cost(game_, moves_.moves[std::size_t(next_child_)]);
            if (pause_at && stats_.nodes >= pause_at) {
                reason_ = UnknownReason::NodeLimit;
                return finish(SolveStatus::Unknown, true);
            }
            const Move m = moves_.moves[std::size_t(next_child_)];
            game_.do_move(m);
            ++stats_.nodes;
            stats_.forced += forced_;
            if (budget_.over(stats_.nodes, bytes, reason_)) return finish(SolveStatus::Unknown);
            const std::uint64_t key = game_.key();
            int h = 0;
            if constexpr (Order::OPTIMAL) {
                // Reached before with as few moves: nothing new behind it. Otherwise the
                // bound decides, and the table keeps the fewer moves.
                typename Order::Cost* seen = table_.find(key);
                h = seen && *seen <= g ? DEAD : Order::evaluate(game_);
                if (h == DEAD) {
                    stats_.transpositions += seen != nullptr;
                    game_.undo_move(m);
                    continue;
                }
                if (seen)
                    *seen = typename Order::Cost(g);
                else if (table_.insert(key, typename Order::Cost(g)) == TableInsert::Full)
                    return out_of_memory();
            } else {
                const TableInsert inserted = table_.insert(key);
                if (inserted == TableInsert::Full) return out_of_memory();
                if (inserted == TableInsert::Present) {
                    ++stats_.transpositions;
                    game_.undo_move(m);
                    continue;
                }
            }
            if (game_.is_won() && queue_.goal_now(g)) {
                game_.undo_move(m);
                read_line(current_, m);
                return finish(SolveStatus::Solved);
            }
            if constexpr (!Order::OPTIMAL) h = Order::evaluate(game_);
            game_.undo_move(m);
            if (!queue_.push(Entry{current_, m}, g, h,
                             share() - records_.capacity() * sizeof(Record)))
                return out_of_memory();
            if (int(g) > stats_.max_depth) stats_.max_depth = int(g);
        }
        // The next position to expand.
        Entry next;
        std::uint32_t next_g = 0; // its moves from the root
        for (;;) {
            if (queue_.empty()) {
                exhausted_ = true;
                if constexpr (Order::OPTIMAL)
                    return finish(SolveStatus::Unsolvable);
                else if (order_.exhaustive_proves)
                    return finish(SolveStatus::Unsolvable);
                reason_ = UnknownReason::NodeLimit;
                return finish(SolveStatus::Unknown);
            }
            next = queue_.pop();
            if (next.parent != current_) {
                detail::load(game_, records_[next.parent].state);
                current_ = next.parent;
            }
            game_.do_move(next.move);
            next_g = records_[next.parent].g + move_cost(game_, next.move);
            if constexpr (Order::OPTIMAL) {
                // Queued again with fewer moves since (and expanded then): skip this copy.
                if (*table_.find(game_.key()) < next_g) {
                    game_.undo_move(next.move);
                    continue;
                }
            }
            break;
        }
        // A won position queued above the bound of its time (Admissible only) ends here.
        if (game_.is_won()) {
            game_.undo_move(next.move);
            read_line(next.parent, next.move);
            return finish(SolveStatus::Solved);
        }
        if (!room_for_record()) return out_of_memory();
        depth_ = next_g;
        records_.push_back(Record{detail::save(game_), next.parent, depth_, next.move});
        current_ = std::uint32_t(records_.size() - 1);
        expand();
    }
}

} // namespace sol::search
