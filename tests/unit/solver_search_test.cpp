// The generic search core, on a toy game small enough to know every answer: verdicts,
// lines, and each limit ending the search with its own reason.
#include "search/dfs.h"
#include "search/visited_table.h"
#include <array>
#include <atomic>
#include <catch2/catch.hpp>
#include <vector>

using namespace sol::search;

namespace {

// Counting game: start at 0, add `step_a` or `step_b`, never above `bound`; won at `target`.
// With steps 3 and 5, 7 is the only unreachable number above 4 (and 1, 2, 4).
struct Counter {
    struct Move {
        int step = 0;
    };
    struct MoveList {
        std::array<Move, 2> moves;
        int size = 0;
        void push(Move m) { moves[std::size_t(size++)] = m; }
    };

    int value = 0, target, bound, step_a = 3, step_b = 5;

    bool is_won() const { return value == target; }
    std::uint64_t key() const { return std::uint64_t(value) * 0x9E3779B97F4A7C15ULL + 1; }
    bool forced_move(Move&) const { return false; }
    void generate(MoveList& list) const {
        list.size = 0;
        for (const int s : {step_a, step_b})
            if (value + s <= bound) list.push(Move{s});
    }
    void do_move(Move m) { value += m.step; }
    void undo_move(Move m) { value -= m.step; }
};
static_assert(Game<Counter>);

} // namespace

TEST_CASE("visited table stores keys once and reports a full budget", "[search]") {
    VisitedTable table(1 << 20, 16);
    CHECK(table.insert(42) == VisitedTable::Insert::Added);
    CHECK(table.insert(42) == VisitedTable::Insert::Present);
    CHECK(table.insert(0) == VisitedTable::Insert::Added); // 0 is stored as 1
    CHECK(table.insert(1) == VisitedTable::Insert::Present);
    for (std::uint64_t k = 100; k < 1100; ++k)
        REQUIRE(table.insert(k * 7919) != VisitedTable::Insert::Full);
    CHECK(table.size() == 1002);
    CHECK(table.contains(500 * 7919));
    CHECK(!table.contains(5));

    VisitedTable tiny(1024); // 128 slots, usable up to 7/8
    int added = 0;
    while (tiny.insert(std::uint64_t(added + 1) * 0x9E3779B97F4A7C15ULL) ==
           VisitedTable::Insert::Added)
        ++added;
    CHECK(added == 112);
    CHECK(tiny.bytes() <= 1024);
}

// Doublings from 2 MB on move the keys within the array (native Linux builds): every key
// stays found, including those near the end of the array whose probes wrap round.
TEST_CASE("visited table keeps every key through large doublings", "[search]") {
    VisitedTable table(std::size_t(64) << 20, std::size_t(1) << 18); // 2 MB to start
    std::vector<std::uint64_t> keys;
    std::uint64_t x = 12345;
    for (int i = 0; i < 1'500'000; ++i) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        // One key in 1024 has its home in the last 64 slots of every table size: a cluster
        // there wraps round.
        keys.push_back(i % 1024 ? x : x | 0x3FFFC0);
    }
    int full = 0, missing = 0, again = 0;
    for (const std::uint64_t k : keys) full += table.insert(k) == VisitedTable::Insert::Full;
    CHECK(full == 0);
    CHECK(table.bytes() == std::size_t(32) << 20);
    for (const std::uint64_t k : keys) missing += !table.contains(k);
    for (const std::uint64_t k : keys) again += table.insert(k) != VisitedTable::Insert::Present;
    CHECK(missing == 0);
    CHECK(again == 0);
    CHECK(table.size() == keys.size());
    CHECK(!table.contains(7));
}

TEST_CASE("search finds a line, proves unsolvability, and leaves the game at the root",
          "[search]") {
    Counter game{0, 11, 100};
    DepthFirstSearch<Counter> solved(game, {});
    REQUIRE(solved.run() == SolveStatus::Solved);
    int sum = 0;
    for (const auto m : solved.line()) sum += m.step;
    CHECK(sum == 11);
    CHECK(game.value == 0);

    Counter unreachable{0, 7, 100};
    DepthFirstSearch<Counter> proof(unreachable, {});
    CHECK(proof.run() == SolveStatus::Unsolvable);
    CHECK(proof.reason() == UnknownReason::None);
    CHECK(proof.stats().stored == 97); // 0..100 but 1, 2, 4 and 7, each entered once
    CHECK(unreachable.value == 0);

    Counter won{0, 0, 10};
    DepthFirstSearch<Counter> at_root(won, {});
    CHECK(at_root.run() == SolveStatus::Solved);
    CHECK(at_root.line().empty());
}

TEST_CASE("each limit stops the search with its reason", "[search]") {
    // Steps 2 and 4 never reach an odd target: the space is every even number up to bound.
    Counter big{0, 1, 2'000'000, 2, 4};

    Limits nodes;
    nodes.node_limit = 500;
    DepthFirstSearch<Counter> by_nodes(big, nodes);
    CHECK(by_nodes.run() == SolveStatus::Unknown);
    CHECK(by_nodes.reason() == UnknownReason::NodeLimit);
    CHECK(by_nodes.stats().nodes == 500);
    CHECK(big.value == 0);

    Limits time;
    time.time_limit_seconds = 1e-9;
    DepthFirstSearch<Counter> by_time(big, time);
    CHECK(by_time.run() == SolveStatus::Unknown);
    CHECK(by_time.reason() == UnknownReason::TimeLimit);

    std::atomic<bool> cancel{true};
    Limits cancelled;
    cancelled.cancel = &cancel;
    DepthFirstSearch<Counter> by_cancel(big, cancelled);
    CHECK(by_cancel.run() == SolveStatus::Unknown);
    CHECK(by_cancel.reason() == UnknownReason::Cancelled);
    CHECK(by_cancel.stats().nodes <= 1024);

    Limits memory;
    memory.memory_limit_bytes = 4096;
    DepthFirstSearch<Counter> by_memory(big, memory);
    CHECK(by_memory.run() == SolveStatus::Unknown);
    CHECK(by_memory.reason() == UnknownReason::MemoryLimit);
    CHECK(by_memory.stats().table_bytes <= 4096);
    CHECK(big.value == 0);
}
