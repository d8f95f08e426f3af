// Whole games played to a win by auto-solve, in the core, over many deals of every game:
// the table's controller follows the engine's own winning lines (core_engine_port.h) move
// by move through the table adapters, at the fastest speed, on the test's clock. Small node
// budgets keep it to a few seconds; a deal the budget cannot decide is skipped, and each
// variant must win most of its deals.

#include "core_engine_port.h"
#include "core_fakes.h"

#include <catch2/catch.hpp>

#include <cstdio>

using namespace sol::ui;
using namespace sol::ui::test;

namespace {

struct Outcome {
    int won = 0, skipped = 0;
};

// Auto-solves `count` deals of `preset`, seeds spread over the 64-bit range.
Outcome auto_solve_deals(const char* preset, int count, std::uint64_t node_limit) {
    Outcome out;
    for (int i = 0; i < count; ++i) {
        const std::uint64_t seed = 1 + std::uint64_t(i) * 0x9E3779B97F4A7C15ull % 1000003ull;
        TableOn<EnginePort> t(preset, seed, false);
        t.solver.node_limit = node_limit;
        t.ctl().set_settings(SolverSettings{false, false, 20});
        t.ctl().press_solve();
        bool gave_up = false;
        for (int f = 0; f < 5000 && !t.session().won() && !gave_up; ++f) {
            t.solver.answer(t.ctl());
            t.frame(20);
            // No line within the budget (or none at all): the deal is skipped.
            gave_up = !t.ctl().auto_solving() && !t.session().won();
        }
        if (gave_up) {
            ++out.skipped;
            continue;
        }
        INFO(preset << " seed " << seed);
        REQUIRE(t.session().won());
        CHECK(t.page.wins.size() == 1);
        CHECK(t.session().assist() == Session::Assist::Computer);
        CHECK(t.ctl().verdict() == Verdict::Won);
        ++out.won;
    }
    return out;
}

// One variant: `deals` deals, at least `min_won` of them won (the others skipped).
void check_variant(const char* preset, int deals, int min_won) {
    const Outcome o = auto_solve_deals(preset, deals, 100000);
    INFO(preset << ": won " << o.won << ", skipped " << o.skipped);
    CHECK(o.won >= min_won);
}

} // namespace

TEST_CASE("solve games: Klondike draw 1, 50 deals to a win by auto-solve", "[solve][games]") {
    check_variant("klondike/draw1", 50, 40);
}
TEST_CASE("solve games: Klondike draw 3, 40 deals", "[solve][games]") {
    check_variant("klondike/draw3", 40, 25);
}
TEST_CASE("solve games: Klondike draw 3 Vegas, 20 deals", "[solve][games]") {
    check_variant("klondike/draw3-vegas", 20, 8);
}
TEST_CASE("solve games: Spider 1 suit, 30 deals", "[solve][games]") {
    check_variant("spider/1suit", 30, 20);
}
TEST_CASE("solve games: Spider 2 suits, 30 deals", "[solve][games]") {
    check_variant("spider/2suits", 30, 12);
}
TEST_CASE("solve games: Spider 4 suits, 20 deals", "[solve][games]") {
    check_variant("spider/4suits", 20, 1);
}
TEST_CASE("solve games: Pyramid, 40 deals", "[solve][games]") {
    check_variant("pyramid/3passes", 40, 20);
}
TEST_CASE("solve games: Pyramid all 52 cards and classic, 20 deals each", "[solve][games]") {
    check_variant("pyramid/all", 20, 10);
    check_variant("pyramid/classic", 20, 1);
}
