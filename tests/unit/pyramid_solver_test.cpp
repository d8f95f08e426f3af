// The Pyramid solver: shortest lines against a literal breadth-first count, the three
// strategies agreeing on every verdict, every line replayed to a win.
#include "pyramid/deal.h"
#include "pyramid/position_text.h"
#include "pyramid/solver.h"
#include "pyramid/solver_game.h"
#include "pyramid_util.h"
#include "search/best_first.h"
#include "test_util.h"
#include <catch2/catch.hpp>

using namespace sol;
using namespace sol::pyramid;
using search::SolveStatus;

namespace {

// Deals 1..count of one variant, for the tests that run many whole deals.
struct Deals {
    Rules rules;
    std::uint64_t count;
};

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
    // 150 positions: 30 of each variant, pyramids of 3 to 5 rows, stocks of 12 to 24 cards
    // (the smallest with the deepest pyramids, for the literal search's sake).
    int won = 0, lost = 0;
    for (std::uint64_t seed = 1; seed <= 150; ++seed) {
        const Rules& rules = variants[seed % 5];
        const int rows = 3 + int(seed % 3);
        const int stock = rows == 5 ? 12 + int(seed % 5) : 16 + int(seed % 9);
        const Position pos = small_position(rules, seed, rows, stock);
        INFO("seed " << seed << "\n" << position_text(pos));
        const int expected = test::literal_shortest_win(pos);
        CHECK(shortest(pos) == expected);
        (expected >= 0 ? won : lost)++;
    }
    CHECK(won >= 25); // 27 of them
    CHECK(lost >= 25);
}

// The optimal search's bound (SolverGame::lower_bound, with solver_bound.h and
// solver_passes.h) must never exceed the moves a shortest line still needs: checked at every
// position along shortest lines of whole deals of every variant, where the literal search
// is out of reach.
TEST_CASE("Pyramid bound never exceeds the moves a shortest line still needs",
          "[pyramid][solver][slow]") {
    const Deals cases[] = {{Rules{}, 40},
                           {Rules{3, true, Goal::AllCards}, 20},
                           {Rules{0, true, Goal::Pyramid}, 15},
                           {Rules{1, false, Goal::Pyramid}, 200}};
    int lines = 0;
    for (const Deals& c : cases)
        for (std::uint64_t seed = 1; seed <= c.count; ++seed) {
            const Position start = deal(c.rules, seed);
            const SolveResult best = solve(start, {}, Strategy::Optimal);
            if (best.status != SolveStatus::Solved) continue;
            ++lines;
            SolverGame game(start);
            const int n = int(best.moves.size());
            for (int i = 0; i < n; ++i) {
                INFO("passes " << int(c.rules.max_passes) << " seed " << seed << " move " << i);
                const int bound = game.lower_bound();
                REQUIRE(bound != search::DEAD);
                CHECK(bound <= n - i);
                game.do_move(best.moves[std::size_t(i)]);
            }
            CHECK(game.lower_bound() == 0);
        }
    CHECK(lines >= 50);
}

// The same at the root of many whole deals, against the solved lengths (issue 25: every
// tightening of the bound must keep this): 300 deals with 3 passes, 150 with the goal "all
// cards", 400 classic, 60 with unlimited passes. A lost deal may have any bound.
TEST_CASE("Pyramid bound at the root never exceeds the shortest win of many deals",
          "[pyramid][solver][slow]") {
    const Deals cases[] = {{Rules{}, 300},
                           {Rules{3, true, Goal::AllCards}, 150},
                           {Rules{1, false, Goal::Pyramid}, 400},
                           {Rules{0, true, Goal::Pyramid}, 60}};
    int won = 0;
    long bounds = 0, lengths = 0;
    for (const Deals& c : cases)
        for (std::uint64_t seed = 1; seed <= c.count; ++seed) {
            const Position start = deal(c.rules, seed);
            const SolveResult best = solve(start, {}, Strategy::Optimal);
            INFO("passes " << int(c.rules.max_passes) << " goal " << int(c.rules.goal) << " seed "
                           << seed);
            REQUIRE(best.status != SolveStatus::Unknown);
            if (best.status != SolveStatus::Solved) continue;
            REQUIRE(best.shortest);
            ++won;
            const int bound = SolverGame(start).lower_bound();
            REQUIRE(bound != search::DEAD);
            CHECK(bound <= int(best.moves.size()));
            bounds += bound;
            lengths += long(best.moves.size());
        }
    CHECK(won > 300);
    // What the bound sees at the root, for the record: 3-pass roots average about 31 of
    // 41.5 moves (29 before the absorbed stock cards were counted per pair of ranks).
    CHECK(bounds < lengths);
}

// The best-first search plays runs (solver_deferred.h): removals of pyramid cards alone
// deferred to the move that needs them, draws that are a position's only move passed
// through. Its header argues that some shortest line stays in reach from every position;
// here the plain best-first search over single moves (SolverGame, every move a child)
// checks it: the same verdicts and the same shortest lengths on deals of every variant,
// with fewer positions generated.
TEST_CASE("Pyramid runs keep the shortest lengths of the best-first search over single moves",
          "[pyramid][solver][slow]") {
    const Deals cases[] = {{Rules{}, 100},
                           {Rules{3, true, Goal::AllCards}, 40},
                           {Rules{1, false, Goal::Pyramid}, 150},
                           {Rules{0, true, Goal::Pyramid}, 30},
                           {Rules{2, false, Goal::Pyramid}, 40}};
    int won = 0;
    std::uint64_t plain_nodes = 0, run_nodes = 0;
    for (const Deals& c : cases)
        for (std::uint64_t seed = 1; seed <= c.count; ++seed) {
            const Position start = deal(c.rules, seed);
            INFO("passes " << int(c.rules.max_passes) << " goal " << int(c.rules.goal) << " seed "
                           << seed);
            SolverGame game(start);
            search::BestFirstSearch<SolverGame, search::Admissible> plain(game, search::Limits{});
            const SolveStatus status = plain.run();
            const SolveResult runs = solve(start, {}, Strategy::BestFirst);
            REQUIRE(status != SolveStatus::Unknown);
            REQUIRE(runs.status == status);
            plain_nodes += plain.stats().nodes;
            run_nodes += runs.stats.nodes;
            if (status != SolveStatus::Solved) continue;
            ++won;
            CHECK(replays_to_win(start, plain.line()));
            CHECK(replays_to_win(start, runs.moves));
            CHECK(runs.moves.size() == plain.line().size());
        }
    CHECK(won > 100);
    // 1.51 M positions generated against 2.78 M over single moves (148 deals won).
    CHECK(run_nodes < plain_nodes);
}

TEST_CASE("Pyramid strategy names: the optimal search is the default", "[pyramid][solver]") {
    Strategy s = Strategy::BestFirst;
    CHECK(parse_strategy("", s));
    CHECK(s == Strategy::Optimal);
    CHECK(parse_strategy("dfs", s));
    CHECK(s == Strategy::DepthFirst);
    CHECK(parse_strategy("optimal", s));
    CHECK(s == Strategy::Optimal);
    CHECK(parse_strategy("best-first", s));
    CHECK(s == Strategy::BestFirst);
    CHECK_FALSE(parse_strategy("greedy", s));
    // The default line is a shortest one: seed 1 of the 3-pass rules in 45 moves.
    const SolveResult r = solve(deal(Rules{}, 1));
    REQUIRE(r.status == SolveStatus::Solved);
    CHECK(r.moves.size() == 45);
}

TEST_CASE("Pyramid depth-first and best-first agree on 1,000 classic deals",
          "[pyramid][solver][slow]") {
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

TEST_CASE("Pyramid under a node limit: the optimal default wins exactly the deals the "
          "depth-first strategy wins (the daily deal's choice)",
          "[pyramid][solver][slow]") {
    // The daily deal is the first candidate proved winnable within a node limit. The
    // optimal search decides as the depth-first strategy does (the same turns) and only
    // then looks for a shorter line, keeping the depth-first one if the limit comes first:
    // the same deals are won within any limit, so the daily choice did not change.
    // 3-pass and all-cards deals 1-300 at 3,000 nodes (near where the turns switch), and
    // three deals at the daily deal's 100,000.
    const Rules rules[] = {Rules{}, Rules{3, true, Goal::AllCards}};
    int won = 0, unknown = 0;
    auto agree = [&](const Rules& r, std::uint64_t seed, std::uint64_t limit) {
        search::Limits limits;
        limits.node_limit = limit;
        const Position pos = deal(r, seed);
        const SolveResult dfs = solve(pos, limits, Strategy::DepthFirst);
        const SolveResult optimal = solve(pos, limits, Strategy::Optimal);
        INFO("seed " << seed << " goal " << int(r.goal) << " limit " << limit);
        CHECK(optimal.status == dfs.status);
        won += dfs.status == SolveStatus::Solved;
        unknown += dfs.status == SolveStatus::Unknown;
        if (optimal.status == SolveStatus::Solved) {
            CHECK(replays_to_win(pos, optimal.moves));
            CHECK(optimal.moves.size() <= dfs.moves.size());
        }
    };
    for (const Rules& r : rules)
        for (std::uint64_t seed = 1; seed <= 300; ++seed) agree(r, seed, 3000);
    for (const std::uint64_t seed : {1, 7757, 2363}) agree(Rules{}, seed, 100000);
    CHECK(won > 100);
    CHECK(unknown > 10);
}
