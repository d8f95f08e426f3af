// Standard and Vegas scoring (docs/rules.md, Klondike: Scoring), and GameRecord's exact
// undo of clamped scores.
#include "core/rng.h"
#include "klondike/deal.h"
#include "klondike/game_record.h"
#include "klondike/move_text.h"
#include "klondike/score.h"
#include "test_util.h"
#include <catch2/catch.hpp>

using namespace sol;
using namespace sol::klondike;

namespace {

Move parse(const Position& pos, const char* text) {
    const auto m = parse_move(pos, text);
    INFO(text << ": " << m.error());
    REQUIRE(m.ok());
    return *m;
}

} // namespace

TEST_CASE("standard score per move", "[klondike][score]") {
    const Position pos = test::position(test::SCENE);
    CHECK(standard_delta(pos, parse(pos, "W>F"), 0) == 10);
    CHECK(standard_delta(pos, parse(pos, "5>F"), 0) == 15); // +10, and TS turns: +5
    CHECK(standard_delta(pos, parse(pos, "7>F"), 0) == 10);
    CHECK(standard_delta(pos, parse(pos, "7>3"), 0) == 0);
    CHECK(standard_delta(pos, parse(pos, "FC>5"), 0) == -15);
    CHECK(standard_delta(pos, parse(pos, "S"), 0) == 0);

    const Position kings = test::position(R"(
tableau 1: -
tableau 2: | QS
tableau 3: | KH
tableau 4: | KC
tableau 5: | KS
tableau 6: -
tableau 7: -
waste: KD
)");
    CHECK(standard_delta(kings, parse(kings, "W>1"), 0) == 5);
}

TEST_CASE("redeal penalties: draw 1 after the first, draw 3 after the third", "[klondike][score]") {
    const Move redeal = Move::make(MoveKind::Redeal, 0, 0, 1, false);
    const Position d1 = deal(Rules{1, 0}, 1), d3 = deal(Rules{3, 0}, 1);
    CHECK(standard_delta(d1, redeal, 0) == 0);
    CHECK(standard_delta(d1, redeal, 1) == -100);
    CHECK(standard_delta(d1, redeal, 7) == -100);
    CHECK(standard_delta(d3, redeal, 0) == 0);
    CHECK(standard_delta(d3, redeal, 2) == 0);
    CHECK(standard_delta(d3, redeal, 3) == -20);

    // Through a GameRecord: the count of redeals is tracked by the record.
    GameRecord game(d3);
    int redeals = 0;
    for (int round = 0; round < 5; ++round) {
        while (game.position().stock_len())
            REQUIRE(
                game.play(Move::make(MoveKind::Draw, 0, 0, game.position().draw_count(), false)));
        REQUIRE(game.play(redeal));
        ++redeals;
        CHECK(game.redeals() == redeals);
    }
    CHECK(game.score() == 0); // penalties never take the score below 0
}

TEST_CASE("the standard score is clamped at 0 and undo restores it exactly", "[klondike][score]") {
    GameRecord game(test::position(test::SCENE));
    CHECK(game.score() == 0);
    REQUIRE(game.play(parse(game.position(), "FC>5")));
    CHECK(game.score() == 0); // -15 clamped
    REQUIRE(game.play(parse(game.position(), "W>F")));
    CHECK(game.score() == 10);
    REQUIRE(game.undo());
    REQUIRE(game.undo());
    CHECK(game.score() == 0);
    REQUIRE(game.play(parse(game.position(), "W>F")));
    REQUIRE(game.play(parse(game.position(), "FC>5")));
    CHECK(game.score() == 0); // 10 - 15 clamped
    REQUIRE(game.undo());
    CHECK(game.score() == 10);
    CHECK(game.moves_made() == 1);
    CHECK(!game.play(Move::make(MoveKind::Redeal, 0, 0, 1, false))); // illegal: no change
    CHECK(game.moves_made() == 1);
    REQUIRE(game.undo());
    CHECK(!game.undo());
}

TEST_CASE("Vegas: -52, +5 per card on the foundations", "[klondike][score]") {
    GameRecord fresh(deal(Rules{1, 1, Scoring::Vegas}, 3));
    CHECK(fresh.score() == -52);
    GameRecord game(test::position(test::SCENE, Rules{1, 1, Scoring::Vegas}));
    CHECK(game.score() == -52 + 5 * 32);
    REQUIRE(game.play(parse(game.position(), "W>F")));
    CHECK(game.score() == -52 + 5 * 33);
    REQUIRE(game.play(parse(game.position(), "FC>5")));
    CHECK(game.score() == -52 + 5 * 32); // a card taken back costs its 5 again
}

TEST_CASE("replay_score agrees with GameRecord along random games", "[klondike][score]") {
    for (const Rules rules :
         {Rules{1, 0}, Rules{3, 0}, Rules{1, 1, Scoring::Vegas}, Rules{3, 3, Scoring::Vegas}}) {
        Rng rng(rules.draw);
        for (std::uint64_t seed = 0; seed < 30; ++seed) {
            GameRecord game(deal(rules, seed));
            for (int step = 0; step < 300; ++step) {
                MoveList list;
                game.position().generate(list);
                if (!list.size) break;
                // Prefer foundation moves so that scores move.
                Move m = list.moves[rng.below(std::uint64_t(list.size))];
                for (const Move x : list)
                    if (x.kind() == MoveKind::TableauToFoundation) m = x;
                REQUIRE(game.play(m));
                CHECK(game.score() == replay_score(game.start(), game.history()));
            }
        }
    }
}
