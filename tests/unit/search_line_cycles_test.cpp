// Loops taken out of solution lines (search/line_cycles.h): the generic cut on position
// ids, and every Klondike line passing through each position once (issue 12: the page
// follows lines by position, and a line that came back to a position looped for ever).
#include "klondike/deal.h"
#include "klondike/position_text.h"
#include "klondike/solver.h"
#include "presets.h"
#include "search/line_cycles.h"
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

using namespace sol;

TEST_CASE("moves_without_cycles cuts every return to a position on the kept path",
          "[search][cycles]") {
    using V = std::vector<std::size_t>;
    // ids: the start, then the position after each move.
    CHECK(search::moves_without_cycles(std::vector<int>{}) == V{});
    CHECK(search::moves_without_cycles(std::vector<int>{0}) == V{});
    CHECK(search::moves_without_cycles(std::vector<int>{0, 1, 2, 3}) == V{0, 1, 2});
    // 0 -> 1 -> 0: back to the start, nothing left.
    CHECK(search::moves_without_cycles(std::vector<int>{0, 1, 0}) == V{});
    // 0 1 2 1 3: the detour 1 -> 2 -> 1 goes, moves 0 and 3 stay.
    CHECK(search::moves_without_cycles(std::vector<int>{0, 1, 2, 1, 3}) == V{0, 3});
    // Nested and overlapping loops: 0 1 2 3 2 1 4 -> 0 1 4.
    CHECK(search::moves_without_cycles(std::vector<int>{0, 1, 2, 3, 2, 1, 4}) == V{0, 5});
    // After a cut the line goes on from the position it returned to: 0 1 2 1 2 5 keeps
    // the second 1 -> 2 (move 3), not the first.
    CHECK(search::moves_without_cycles(std::vector<int>{0, 1, 2, 1, 2, 5}) == V{0, 3, 4});
}

TEST_CASE("Klondike solutions never pass through a position twice", "[solver][cycles][slow]") {
    // 12345, 255 and 87 (draw 3) are the deals whose lines looped in the page; the rest
    // is a plain range. Every line is also replayed to a win by solve() itself.
    std::vector<std::pair<const char*, std::uint64_t>> deals = {
        {"klondike-draw3", 12345}, {"klondike-draw3", 255}, {"klondike-draw3", 87}};
    for (std::uint64_t seed = 1; seed <= 25; ++seed) {
        deals.push_back({"klondike-draw3", seed});
        deals.push_back({"klondike-draw1", seed});
    }
    int solved = 0;
    for (const auto& [name, seed] : deals) {
        INFO(name << " " << seed);
        klondike::Position pos = klondike::deal(find_preset(name)->klondike, seed);
        search::Limits limits;
        limits.node_limit = 2'000'000;
        const klondike::SolveResult r = klondike::solve(pos, limits);
        if (r.status != search::SolveStatus::Solved) continue;
        ++solved;
        std::set<std::string> seen{klondike::position_text(pos)};
        for (const klondike::Move m : r.moves) {
            pos.do_move(m);
            CHECK(seen.insert(klondike::position_text(pos)).second);
        }
        CHECK(pos.is_won());
    }
    CHECK(solved >= 40);
}
