// Pyramid's text forms: deal files (52 cards, either case, T or 10), positions in
// progress, bad files rejected with one line, and move texts read back.
#include "pyramid/deal.h"
#include "pyramid/move_text.h"
#include "pyramid/position_text.h"
#include "pyramid_util.h"
#include "test_util.h"
#include <catch2/catch.hpp>

using namespace sol;
using namespace sol::pyramid;

TEST_CASE("Pyramid deal files read back to the deal, in either case, with 10 for ten",
          "[pyramid]") {
    const Position seven = deal(Rules{}, 7);
    CHECK(test::pyramid_position(test::read_fixture("pyramid/good_lower_ten.txt")) == seven);
    const Position one = test::pyramid_position(test::read_fixture("pyramid/good_seed1.txt"));
    CHECK(one == deal(Rules{}, 1));
    // Any white space will do: one line of 52 cards reads the same.
    std::string flat = position_text(seven);
    for (char& c : flat)
        if (c == '\n') c = ' ';
    CHECK(test::pyramid_position(flat) == seven);
}

TEST_CASE("Pyramid bad deal files are rejected with one line", "[pyramid]") {
    const struct {
        const char* file;
        const char* message;
    } cases[] = {
        {"pyramid/bad_wrong_count.txt", "expected 52 cards"},
        {"pyramid/bad_unknown_card.txt", "unknown card '7X'"},
        {"pyramid/bad_duplicate.txt", "card 7D appears twice"},
    };
    for (const auto& c : cases) {
        const auto pos = parse_position(test::read_fixture(c.file), Rules{});
        INFO(c.file);
        REQUIRE_FALSE(pos.ok());
        CHECK_THAT(pos.error(), Catch::Contains(c.message));
        CHECK(pos.error().find('\n') == std::string::npos);
    }
    // 53 cards, a removed card still covered, fields out of range.
    const std::string deal_text = position_text(deal(Rules{}, 1));
    CHECK_THAT(parse_position(deal_text + "--", Rules{}).error(), Catch::Contains("found 53"));
    std::string covered = deal_text;
    covered.replace(covered.find("7D"), 2, "--");
    CHECK_THAT(parse_position(covered, Rules{}).error(), Catch::Contains("still covered"));
    CHECK_FALSE(parse_position(deal_text + "drawn: 25", Rules{}).ok());
    CHECK_FALSE(parse_position(deal_text + "drawn:", Rules{}).ok());
    CHECK_FALSE(parse_position(deal_text + "redeals: x", Rules{}).ok());
    // Issue 28 item 13: a field given twice is refused (the last one used to win).
    CHECK_FALSE(parse_position(deal_text + "drawn: 1\ndrawn: 2", Rules{}).ok());
    CHECK_FALSE(parse_position(deal_text + "redeals: 1\nredeals: 1", Rules{}).ok());
    CHECK(parse_position(deal_text + "drawn: 1\nredeals: 1", Rules{}).ok());
}

TEST_CASE("Pyramid positions in progress write every slot and read back exactly", "[pyramid]") {
    Position pos = deal(Rules{}, 1);
    const auto line = parse_moves(pos, "KS QC+AH KC 4S+9H S S R S");
    REQUIRE_FALSE(line.ok()); // R with a stock left: refused, naming the move
    CHECK_THAT(line.error(), Catch::Contains("move 7"));
    const auto good = parse_moves(pos, "KS QC+AH KC 4S+9H S S");
    REQUIRE(good.ok());
    for (const Move m : *good) pos.do_move(m);
    const std::string text = position_text(pos);
    CHECK_THAT(text, Catch::Contains("drawn: 3"));
    // Removed cards are not written, so compare what is left and where the stock stands.
    const Position again = test::pyramid_position(text);
    CHECK(again.state_bits() == pos.state_bits());
    CHECK(position_text(again) == text);
    CHECK(pos.waste_top() == 2);
    CHECK(pos.stock_top() == 3);
}

TEST_CASE("Pyramid move texts read back to the same moves", "[pyramid]") {
    Position pos = deal(Rules{}, 1);
    for (const char* text : {"KS", "qc+ah", "KC", "S", "4s+9h", "draw"}) {
        const auto m = parse_move(pos, text);
        INFO(text);
        REQUIRE(m.ok());
        CHECK(*parse_move(pos, move_text(pos, *m)) == *m);
        pos.do_move(*m);
    }
    CHECK_THAT(parse_move(pos, "KS").error(), Catch::Contains("already removed"));
    CHECK_THAT(parse_move(pos, "ZZ").error(), Catch::Contains("unknown card"));
    CHECK_FALSE(parse_move(pos, "R").ok());
}
