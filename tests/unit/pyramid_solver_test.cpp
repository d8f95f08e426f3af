// The Pyramid solver: shortest lines against a literal breadth-first count, the three
// strategies agreeing on every verdict, every line replayed to a win.
#include "pyramid/deal.h"
#include "pyramid/position_text.h"
#include "pyramid/solver.h"
#include "pyramid_util.h"
#include "test_util.h"
#include <catch2/catch.hpp>

using namespace sol;
using namespace sol::pyramid;
using search::SolveStatus;

namespace {

// The deal of `seed` with pyramid rows below `rows` and talon slots from `stock` on
// removed: a position small enough for the literal breadth-first search.
Position small_position(const Rules& rules, std::uint64_t seed, int rows, int stock) {
    const Position full = deal(rules, seed);
    const PlaceMask pyramid = (PlaceMask(1) << place_of(rows, 0)) - 1;
    const SlotMask talon = (SlotMask(1) << stock) - 1;
    return Position(rules, full.cards(), pyramid, talon, 0, 0);
}

// Solves with every strategy, checks that they agree and that each line wins, and
// returns the optimal line's length (-1 when lost).
int shortest(const Position& pos) {
    const SolveResult dfs = solve(pos, {}, Strategy::DepthFirst);
    const SolveResult optimal = solve(pos, {}, Strategy::Optimal);
    const SolveResult best = solve(pos, {}, Strategy::BestFirst);
    REQUIRE(dfs.status != SolveStatus::Unknown);
    CHECK(optimal.status == dfs.status);
    CHECK(best.status == dfs.status);
    if (dfs.status != SolveStatus::Solved) return -1;
    CHECK(replays_to_win(pos, dfs.moves));
    CHECK(replays_to_win(pos, optimal.moves));
    CHECK(replays_to_win(pos, best.moves));
    CHECK(best.moves.size() == optimal.moves.size());
    CHECK(optimal.moves.size() <= dfs.moves.size());
    return int(optimal.moves.size());
}

} // namespace

TEST_CASE("Pyramid optimal lines are as short as a literal breadth-first search finds",
          "[pyramid][solver]") {
    const Position fixture =
        test::pyramid_position(test::read_fixture("pyramid/small_rows4_stock10.txt"));
    CHECK(shortest(fixture) == test::literal_shortest_win(fixture));
    const Rules variants[] = {Rules{}, Rules{1, false, Goal::Pyramid},
                              Rules{3, true, Goal::AllCards}, Rules{0, true, Goal::Pyramid},
                              Rules{2, false, Goal::Pyramid}};
    int won = 0, lost = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Rules& rules = variants[seed % 5];
        const Position pos = small_position(rules, seed, 3 + int(seed % 2), 16 + int(seed % 9));
        INFO("seed " << seed << "\n" << position_text(pos));
        const int expected = test::literal_shortest_win(pos);
        CHECK(shortest(pos) == expected);
        (expected >= 0 ? won : lost)++;
    }
    CHECK(won >= 5);
    CHECK(lost >= 5);
}

TEST_CASE("Pyramid depth-first and best-first agree on 1,000 classic deals", "[pyramid][solver]") {
    const Rules classic{1, false, Goal::Pyramid};
    int won = 0;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
        const Position pos = deal(classic, seed);
        const SolveResult dfs = solve(pos, {}, Strategy::DepthFirst);
        const SolveResult best = solve(pos, {}, Strategy::BestFirst);
        INFO("seed " << seed);
        REQUIRE(dfs.status != SolveStatus::Unknown);
        REQUIRE(best.status == dfs.status);
        if (dfs.status == SolveStatus::Solved) {
            ++won;
            CHECK(replays_to_win(pos, dfs.moves));
            CHECK(replays_to_win(pos, best.moves));
            CHECK(best.moves.size() <= dfs.moves.size());
        }
    }
    CHECK(won > 20);
}

TEST_CASE("Pyramid strategies agree on the 3-pass and all-cards deals", "[pyramid][solver]") {
    const Rules rules[] = {Rules{}, Rules{3, true, Goal::AllCards}, Rules{0, true, Goal::Pyramid}};
    for (const Rules& r : rules)
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            INFO("seed " << seed << " passes " << int(r.max_passes));
            shortest(deal(r, seed));
        }
}

TEST_CASE("Pyramid solver: pinned verdicts and shortest lengths", "[pyramid][solver]") {
    // Seed 1 of the 3-pass rules is won in 45 moves at best; seed 11 is lost.
    CHECK(shortest(deal(Rules{}, 1)) == 45);
    CHECK(shortest(deal(Rules{}, 11)) == -1);
    // A won position is solved with no moves; limits give Unknown with the reason.
    const SolveResult limited = solve(deal(Rules{}, 2), search::Limits{10}, Strategy::BestFirst);
    CHECK(limited.status == SolveStatus::Unknown);
    CHECK(limited.reason == search::UnknownReason::NodeLimit);
}

TEST_CASE("Pyramid solver: a node limit stops every strategy at that very node",
          "[pyramid][solver]") {
    // Issue 28 item 10: the two searches took turns of 2000 x 2^k nodes and the limit was
    // checked only between turns: seed 4 was solved after 38 nodes with a limit of 1, and
    // seed 32 stopped at 2,503 of 1,000 (the daily deal's 100,000 could mean 160,000).
    for (const Strategy strategy : {Strategy::DepthFirst, Strategy::Optimal, Strategy::BestFirst})
        for (const std::uint64_t seed : {4, 32, 2363})
            for (const std::uint64_t limit : {1, 37, 1000, 2600, 100000}) {
                INFO("seed " << seed << " limit " << limit << " strategy " << int(strategy));
                search::Limits limits;
                limits.node_limit = limit;
                const SolveResult r = solve(deal(Rules{}, seed), limits, strategy);
                CHECK(r.stats.nodes <= limit);
                if (r.status == SolveStatus::Unknown) {
                    CHECK(r.reason == search::UnknownReason::NodeLimit);
                    CHECK(r.stats.nodes == limit);
                }
            }
}
