// Deal files as `solve --deal FILE` reads them (tests/fixtures/klondike/): good files give
// the expected position, bad ones a clear error naming the problem.
#include "klondike/deal.h"
#include "klondike/read_deal.h"
#include "test_util.h"
#include <catch2/catch.hpp>

using namespace sol;
using namespace sol::klondike;

TEST_CASE("good deal files read back to the dealt position", "[klondike][files]") {
    const Position expected = deal(Rules{}, 1);
    for (const char* name : {"klondike/good_seed1.txt", "klondike/good_seed1_solvitaire.json"}) {
        INFO(name);
        const auto pos = read_deal(test::read_fixture(name), Rules{});
        INFO(pos.error());
        REQUIRE(pos.ok());
        CHECK(position_text(*pos) == position_text(expected));
        CHECK(pos->key() == expected.key());
    }
}

TEST_CASE("a game in progress reads with its rules, waste and redeals", "[klondike][files]") {
    const auto pos = read_deal(test::read_fixture("klondike/good_in_progress.txt"), Rules{});
    INFO(pos.error());
    REQUIRE(pos.ok());
    CHECK(pos->rules() == Rules{3, 3, Scoring::Vegas});
    CHECK(pos->redeals() == 1);
    CHECK(pos->waste_top() == make_card(5, CLUBS));
    CHECK(pos->foundation(HEARTS) == 3);
    CHECK(pos->pile_len(0) == 6);
    CHECK(pos->pile_down(0) == 0);
}

TEST_CASE("bad deal files give clear errors", "[klondike][files]") {
    const struct {
        const char* file;
        const char* message; // part of the expected error
    } CASES[] = {
        {"bad_wrong_count.txt", "wrong card count: 51 cards (expected 52); missing: 9H"},
        {"bad_too_many_cards.txt", "line 12 (stock): 25 cards (at most 24)"},
        {"bad_duplicate.txt", "duplicate card 7D (in tableau 1 and stock)"},
        {"bad_unknown_card.txt", "line 12 (stock): unknown card '9X'"},
        {"bad_face_down_top.txt", "the top card must be face up"},
        {"bad_missing_pile.txt", "missing line 'tableau 4:'"},
        {"bad_wrong_count.json", "wrong card count: 51 cards (expected 52); missing: 3D"},
        {"bad_duplicate.json", "duplicate card 7D (in tableau 1 and stock)"},
        {"bad_unknown_card.json", "stock, card 1: unknown card '3Z'"},
        {"bad_six_piles.json", "must be an array of 7 piles (got 6)"},
        {"bad_face_down_above_up.json", "tableau pile 2: face-down card 2H lies above a face-up"},
        {"bad_syntax.json", "JSON line 4, column 5: expected ',' or ']'"},
    };
    for (const auto& c : CASES) {
        INFO(c.file);
        const auto pos = read_deal(test::read_fixture(std::string("klondike/") + c.file), Rules{});
        REQUIRE(!pos.ok());
        INFO(pos.error());
        CHECK(pos.error().find(c.message) != std::string::npos);
    }
}
