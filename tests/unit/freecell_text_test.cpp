// FreeCell's text forms: our position text and Solvitaire's JSON read back what they
// wrote, deal files of either form, and bad files refused with the reason.
#include "freecell/deal.h"
#include "freecell/position_json.h"
#include "freecell/position_text.h"
#include "freecell/read_deal.h"
#include "freecell/solvitaire.h"
#include "freecell_util.h"
#include "test_util.h"
#include <catch2/catch.hpp>

using namespace sol;
using namespace sol::freecell;

TEST_CASE("FreeCell position text and Solvitaire JSON read back what they wrote",
          "[freecell][text]") {
    int checked = 0;
    for (std::uint64_t n = 1; n <= 30; ++n) {
        const Rules rules =
            n % 3 == 0 ? Rules{4, Build::Suit} : Rules{std::uint8_t(1 + n % 8), Build::Alternate};
        Position pos = deal(rules, n);
        test::random_walk(pos, n * 7, 100, [&](const Position& p, Move) {
            const auto text = parse_position(position_text(p), Rules{});
            INFO(position_text(p));
            REQUIRE(text.ok());
            CHECK(*text == p);
            const auto json = parse_solvitaire(solvitaire_json(p), rules);
            REQUIRE(json.ok());
            // Solvitaire lists the cells' cards without their places: the same position up
            // to the order of the cells.
            CHECK(json->key() == p.key());
            CHECK(position_text(*json) ==
                  position_text(*parse_solvitaire(solvitaire_json(*json), rules)));
            ++checked;
        });
    }
    CHECK(checked > 1000);
}

TEST_CASE("FreeCell deal files: our text or Solvitaire JSON, with a byte-order mark",
          "[freecell][text]") {
    const Position one = deal(Rules{}, 1);
    const auto text = read_deal(test::read_fixture("freecell/good_ms1.txt"), Rules{});
    REQUIRE(text.ok());
    CHECK(*text == one);
    const auto json = read_deal(test::read_fixture("freecell/good_ms1_solvitaire.json"), Rules{});
    REQUIRE(json.ok());
    CHECK(*json == one);
    CHECK(solvitaire_json(one) == test::read_fixture("freecell/good_ms1_solvitaire.json"));
    const auto bom = read_deal("\xEF\xBB\xBF" + position_text(one), Rules{});
    REQUIRE(bom.ok());
    CHECK(*bom == one);
    // A rules line in the file decides the rules.
    const auto bakers =
        read_deal("rules: build=suit cells=2\n" +
                      position_text(one).substr(position_text(one).find("foundations")),
                  Rules{});
    REQUIRE(bakers.ok());
    CHECK(bakers->rules() == Rules{2, Build::Suit});
}

TEST_CASE("FreeCell bad deal files are refused with the reason", "[freecell][text]") {
    struct Case {
        const char* fixture;
        const char* error;
    };
    const Case cases[] = {
        {"freecell/bad_duplicate.txt", "card 7S appears more than once"},
        {"freecell/bad_missing_column.txt", "missing line 'column 8:'"},
        {"freecell/bad_unknown_card.txt", "line 5 (column 1): unknown card '1X'"},
        {"freecell/bad_cell_beyond_rules.txt",
         "cells: a card in cell 3 but the rules have 2 cells"},
        {"freecell/bad_long_column.txt", "(at most 20)"},
        {"freecell/bad_nine_piles.json", "\"tableau piles\" must be an array of 8 piles (got 9)"},
    };
    for (const Case& c : cases) {
        INFO(c.fixture);
        const auto pos = read_deal(test::read_fixture(c.fixture), Rules{});
        REQUIRE_FALSE(pos.ok());
        CHECK(pos.error().find(c.error) != std::string::npos);
    }
    CHECK(parse_position("game: klondike\n", Rules{}).error() ==
          "line 1: this is a FreeCell reader, not 'klondike'");
    CHECK(parse_position("rules: cells=9\n", Rules{}).error() == "line 1: cells must be 0..8");
}

TEST_CASE("FreeCell positions as JSON members", "[freecell][text]") {
    JsonWriter w;
    w.begin_object();
    write_position_members(
        w, test::fc_position("cells: KH\ncolumn 3: KS", Rules{2, Build::Alternate}));
    w.end_object();
    CHECK(
        w.str() ==
        R"({"rules":{"cells":2,"build":"alternate"},"columns":[[],[],["KS"],[],[],[],[],[]],"cells":["KH",null],"foundations":[13,13,12,12]})");
}
