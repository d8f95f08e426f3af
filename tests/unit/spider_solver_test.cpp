// The Spider solver and the greedy baseline: fixture deals won and lost, every solution
// replayed through the rules, shortening keeps lines legal.
#include "spider/deal.h"
#include "spider/greedy.h"
#include "spider/move_text.h"
#include "spider/seed_ac3.h"
#include "spider/shorten.h"
#include "spider/solver.h"
#include "spider_test_util.h"

using namespace spider_test;
using sol::search::SolveStatus;
using sol::search::UnknownReason;
using sol::spider::Rules;

namespace {

sol::search::Limits nodes(std::uint64_t n) {
    sol::search::Limits limits;
    limits.node_limit = n;
    return limits;
}

} // namespace

TEST_CASE("spider solver: hand-made positions won and lost", "[spider]") {
    const Position near = fixture("good_near_win.txt", Rules{2, false});
    auto r = sol::spider::solve(near, nodes(10000));
    REQUIRE(r.status == SolveStatus::Solved);
    CHECK(r.moves.size() == 2);
    CHECK(sol::spider::replays_to_win(near, r.moves));

    const Position stuck = fixture("lost_no_moves.txt", Rules{1, false});
    r = sol::spider::solve(stuck, nodes(10000));
    CHECK(r.status == SolveStatus::Unsolvable);

    const Position lost = fixture("lost_small.txt", Rules{4, false});
    r = sol::spider::solve(lost, nodes(1'000'000));
    CHECK(r.status == SolveStatus::Unsolvable);
    CHECK(r.stats.nodes > 0);
}

TEST_CASE("spider solver wins 1-suit deals; every line replays", "[spider]") {
    int solved = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const Position start = sol::spider::deal(Rules{1, false}, seed);
        const auto r = sol::spider::solve(start, nodes(2'000'000));
        CHECK(r.status != SolveStatus::Unsolvable);
        if (r.status != SolveStatus::Solved) continue;
        ++solved;
        CHECK(sol::spider::replays_to_win(start, r.moves));
        CHECK(int(r.moves.size()) <= r.unshortened);
    }
    CHECK(solved >= 9);
}

TEST_CASE("spider solver: 2- and 4-suit lines replay", "[spider]") {
    for (const int suits : {2, 4}) {
        const Position start = sol::spider::deal(Rules{std::uint8_t(suits), false}, 1);
        const auto r = sol::spider::solve(start, nodes(300'000));
        CHECK(r.status != SolveStatus::Unsolvable);
        if (r.status == SolveStatus::Solved) CHECK(sol::spider::replays_to_win(start, r.moves));
    }
}

TEST_CASE("spider greedy baseline plays legal lines", "[spider][slow]") {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const Position start = sol::spider::deal(Rules{1, false}, seed);
        const auto r = sol::spider::solve_greedy(start, nodes(3'000'000));
        CHECK(r.status != SolveStatus::Unsolvable);
        if (r.status == SolveStatus::Solved) CHECK(sol::spider::replays_to_win(start, r.moves));
        if (r.status == SolveStatus::Unknown) CHECK(r.reason != UnknownReason::None);
    }
    // Issue 28 item 13: stuck within its limits, it says it gave up ("unknown (none)" before).
    const auto stuck = sol::spider::solve_greedy(sol::spider::deal(Rules{4, false}, 8), {});
    CHECK(stuck.status == SolveStatus::Unknown);
    CHECK(stuck.reason == UnknownReason::GaveUp);
    CHECK(sol::search::reason_name(stuck.reason) == "gave-up");
}

TEST_CASE("spider shortening cuts loops and shortcuts", "[spider]") {
    const Position near = fixture("good_near_win.txt", Rules{2, false});
    // A detour: the ace of spades to an empty pile and back, then the win.
    const auto line = sol::spider::parse_moves(near, "3>5 5>3 4>1 3>2");
    REQUIRE(line.ok());
    const auto cut = sol::spider::shorten(near, *line);
    CHECK(cut.size() == 2);
    CHECK(sol::spider::replays_to_win(near, cut));
    // A shortcut: the ace to pile 5, then to pile 2, is the ace to pile 2.
    const auto line2 = sol::spider::parse_moves(near, "3>5 5>2 4>1");
    REQUIRE(line2.ok());
    CHECK(sol::spider::shorten(near, *line2).size() == 2);
}

TEST_CASE("spider: the seed's AC-3 calls winnable positions dead (so it is not used)", "[spider][slow]") {
    // Every position on the solver's winning lines of a few deals is winnable; count those
    // the seed's constraint propagation would declare unsolvable.
    int positions = 0, dead = 0;
    for (const int suits : {1, 2, 4})
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            Position pos = sol::spider::deal(Rules{std::uint8_t(suits), false}, seed);
            const auto r = sol::spider::solve(pos, nodes(2'000'000));
            if (r.status != SolveStatus::Solved) continue;
            for (const Move m : r.moves) {
                ++positions;
                dead += sol::spider::seed_ac3_says_dead(pos);
                pos.do_move(m);
            }
        }
    // Measured 1 December 2026: 13 of 1,612 positions (0.8%) called dead, every one of them
    // winnable.
    INFO(dead << " of " << positions << " positions on winning lines called dead");
    CHECK(positions > 1000);
    CHECK(dead > 0);
}

TEST_CASE("spider solver keeps its node limit exactly", "[spider]") {
    // Deal 21 of 4 suits is not won in these budgets; the searches together must stop at
    // the limit, not past it (a best-first run may pass its share by one position's moves).
    for (const std::uint64_t limit : {1000ull, 50'000ull, 300'000ull}) {
        const auto r = sol::spider::solve(sol::spider::deal(Rules{4, false}, 21), nodes(limit));
        CHECK(r.status == SolveStatus::Unknown);
        CHECK(r.reason == sol::search::UnknownReason::NodeLimit);
        CHECK(r.stats.nodes == limit);
    }
}

TEST_CASE("spider solver: restarts that fill the memory budget go on within it", "[spider][slow]") {
    // Deal 21 of 4 suits is won by a long restart that does not fit 24 MB. The restart that
    // fills the budget caps the later ones, which win it within the budget; before, the
    // filled budget ended the restarts and the complete search ran out of memory.
    sol::search::Limits limits;
    limits.memory_limit_bytes = std::size_t(24) << 20;
    const Position start = sol::spider::deal(Rules{4, false}, 21);
    const auto r = sol::spider::solve(start, limits);
    REQUIRE(r.status == SolveStatus::Solved);
    CHECK(sol::spider::replays_to_win(start, r.moves));
}
