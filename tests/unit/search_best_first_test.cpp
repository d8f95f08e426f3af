// The generic best-first search (search/best_first.h) on a toy graph small enough to know
// every answer: with a bound that is admissible but not consistent, the line it returns is
// still a shortest one.
#include "search/best_first.h"
#include <array>
#include <catch2/catch.hpp>
#include <vector>

using namespace sol::search;

namespace {

// A walk on a small directed graph: a move follows an edge; won at a goal node. The bound
// is a table per node, admissible (never more than the true distance to a goal) but free
// to drop by more than 1 along an edge.
struct Walk {
    struct Move {
        int to = 0, from = 0;
    };
    struct MoveList {
        std::array<Move, 4> moves;
        int size = 0;
        void push(Move m) { moves[std::size_t(size++)] = m; }
    };
    using State = int;

    std::vector<std::vector<int>> edges; // per node, the nodes it leads to, in order
    std::vector<int> bound;              // per node
    std::vector<bool> goal;              // per node
    int node = 0;

    bool is_won() const { return goal[std::size_t(node)]; }
    std::uint64_t key() const { return std::uint64_t(node + 1) * 0x9E3779B97F4A7C15ULL; }
    bool forced_move(Move&) const { return false; }
    void generate(MoveList& list) const {
        list.size = 0;
        for (const int to : edges[std::size_t(node)]) list.push(Move{to, node});
    }
    void do_move(Move m) { node = m.to; }
    void undo_move(Move m) { node = m.from; }
    State state() const { return node; }
    void set_state(State s) { node = s; }
    int lower_bound() const { return bound[std::size_t(node)]; }
    // The same walk for the weighted order: the bound as its estimate.
    using Snapshot = int;
    Snapshot snapshot() const { return node; }
    void restore(Snapshot s) { node = s; }
    int estimate() const { return bound[std::size_t(node)]; }
};
static_assert(BestFirstGame<Walk>);
static_assert(Guided<Walk>);

// A grid walk: from (x, y) one step right or down, won at the far corner; many lines meet
// at each cell, so the table and the queue both matter.
Walk grid(int n) {
    Walk w;
    const int cells = n * n;
    w.edges.resize(std::size_t(cells));
    w.bound.resize(std::size_t(cells));
    w.goal.assign(std::size_t(cells), false);
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const int c = y * n + x;
            if (x + 1 < n) w.edges[std::size_t(c)].push_back(c + 1);
            if (y + 1 < n) w.edges[std::size_t(c)].push_back(c + n);
            w.bound[std::size_t(c)] = (n - 1 - x) + (n - 1 - y);
        }
    w.goal[std::size_t(cells - 1)] = true;
    return w;
}

} // namespace

TEST_CASE("best-first: a bound that drops by more than 1 still gives a shortest line", "[search]") {
    // Nodes: 0 start; 1 -> 2 -> 3 goal is the short way (3 moves); 4 -> 5 -> 6 -> 7 goal the
    // long one (4 moves). The bound is exact at 1 (2 moves left) but 0 at 2 (1 left): the
    // child 2 of 1 has f = 2 + 0 below its parent's f = 1 + 2. Queued at that f, below the
    // bucket being expanded, it was never looked at again, and the search returned the long
    // way (the bug of issue 25: a Pyramid deal came back 3 moves longer than its shortest).
    Walk w;
    w.edges = {{1, 4}, {2}, {3}, {}, {5}, {6}, {7}, {}};
    w.bound = {0, 2, 0, 0, 0, 0, 0, 0};
    w.goal = {false, false, false, true, false, false, false, true};
    BestFirstSearch<Walk, Admissible> search(w, Limits{});
    REQUIRE(search.run() == SolveStatus::Solved);
    REQUIRE(search.line().size() == 3);
    CHECK(search.line().back().to == 3);
    CHECK(w.node == 0); // the game is left at the root
}

TEMPLATE_TEST_CASE("best-first: paused at every node, a search ends as if never paused", "[search]",
                   Admissible, Weighted) {
    Walk once = grid(8), paused = grid(8);
    BestFirstSearch<Walk, TestType> a(once, Limits{});
    REQUIRE(a.run() == SolveStatus::Solved);
    BestFirstSearch<Walk, TestType> b(paused, Limits{});
    SolveStatus s = SolveStatus::Unknown;
    for (std::uint64_t n = 1; s == SolveStatus::Unknown; ++n) {
        s = b.run_until(n);
        CHECK(paused.node == 0); // every pause leaves the game at the root
        REQUIRE(n < 1000);
    }
    CHECK(s == SolveStatus::Solved);
    CHECK(b.stats().nodes == a.stats().nodes);
    CHECK(b.line().size() == a.line().size());
    CHECK(a.line().size() == 14); // every line to the corner is shortest here
}

TEST_CASE("best-first: the node limit stops at that very node", "[search]") {
    Walk w = grid(8);
    Limits limits;
    limits.node_limit = 5;
    BestFirstSearch<Walk, Weighted> search(w, limits, Weighted{1, 1});
    CHECK(search.run() == SolveStatus::Unknown);
    CHECK(search.reason() == UnknownReason::NodeLimit);
    CHECK(search.stats().nodes == 5);
    CHECK(search.finished());
}

namespace {

// The walk with a cost per edge (move_cost): an edge stands for that many moves.
struct CostWalk : Walk {
    std::vector<std::vector<int>> costs; // per node, per edge in `edges`' order
    int move_cost(Move m) const {
        const std::vector<int>& out = edges[std::size_t(m.from)];
        for (std::size_t i = 0; i < out.size(); ++i)
            if (out[i] == m.to) return costs[std::size_t(m.from)][i];
        return 1;
    }
};
static_assert(HasMoveCost<CostWalk>);

} // namespace

TEST_CASE("best-first: moves that stand for several moves count them all", "[search]") {
    // 0 -> 1 goal in one edge of cost 3, or 0 -> 2 -> 3 goal in two edges of cost 1: the
    // second line is the shorter (2 moves against 3), though it has more edges. The bound
    // (1 at 0 and at 2) is admissible under the costs.
    CostWalk w;
    w.edges = {{1, 2}, {}, {3}, {}};
    w.costs = {{3, 1}, {}, {1}, {}};
    w.bound = {1, 0, 1, 0};
    w.goal = {false, true, false, true};
    BestFirstSearch<CostWalk, Admissible> search(w, Limits{});
    REQUIRE(search.run() == SolveStatus::Solved);
    REQUIRE(search.line().size() == 2);
    CHECK(search.line().back().to == 3);
    // Made dearer, the two-edge line loses: 0 -> 2 costs 3 now (4 moves in all).
    CostWalk dear = w;
    dear.costs = {{3, 3}, {}, {1}, {}};
    BestFirstSearch<CostWalk, Admissible> again(dear, Limits{});
    REQUIRE(again.run() == SolveStatus::Solved);
    REQUIRE(again.line().size() == 1);
    CHECK(again.line().back().to == 1);
}
