// Spider deal files: our text form and Solvitaire's JSON read back what `deal` writes, and
// bad files are rejected with a one-line reason.
#include "spider/deal.h"
#include "spider/read_deal.h"
#include "spider/solvitaire.h"
#include "spider_test_util.h"

using sol::spider::Rules;

TEST_CASE("spider deal files read back the deal they were written from", "[spider]") {
    for (const int suits : {1, 2, 4})
        for (std::uint64_t seed : {1ull, 7ull, 123456789ull}) {
            const Rules rules{std::uint8_t(suits), false};
            const auto pos = sol::spider::deal(rules, seed);
            const auto text = sol::spider::read_deal(sol::spider::position_text(pos), rules);
            REQUIRE(text.ok());
            CHECK(sol::spider::position_text(*text) == sol::spider::position_text(pos));
            CHECK(text->key() == pos.key());
            const auto json = sol::spider::read_deal(sol::spider::solvitaire_json(pos), rules);
            INFO(json.error());
            REQUIRE(json.ok());
            CHECK(sol::spider::position_text(*json) == sol::spider::position_text(pos));
        }
    // The pinned fixtures, written by the CLI.
    const auto two = sol::spider::read_deal(
        test::read_fixture("spider/good_seed1_2suits_solvitaire.json"), Rules{2, false});
    REQUIRE(two.ok());
    CHECK(two->key() == sol::spider::deal(Rules{2, false}, 1).key());
    const auto one = sol::spider::read_deal(
        test::read_fixture("spider/good_seed7_1suit_solvitaire.json"), Rules{1, false});
    REQUIRE(one.ok());
    CHECK(one->key() == sol::spider::deal(Rules{1, false}, 7).key());
}

TEST_CASE("spider bad deal files are rejected with a reason", "[spider]") {
    const struct {
        const char* file;
        int suits;
        const char* reason;
    } cases[] = {
        {"bad_unknown_card.txt", 4, "unknown card"},
        {"bad_wrong_count.txt", 4, "103 cards in all"},
        {"bad_three_copies.txt", 4, "more than 2 copies of QD"},
        {"bad_stock.txt", 4, "whole deals of ten"},
        {"bad_clubs_in_2suits.json", 2, "not in a 2-suit deck"},
        {"bad_syntax.json", 2, "JSON"},
        {"bad_nine_piles.json", 2, "10 piles"},
    };
    for (const auto& c : cases) {
        INFO(c.file);
        const auto pos = sol::spider::read_deal(test::read_fixture(std::string("spider/") + c.file),
                                                Rules{std::uint8_t(c.suits), false});
        REQUIRE_FALSE(pos.ok());
        CHECK(pos.error().find(c.reason) != std::string::npos);
        CHECK(pos.error().find('\n') == std::string::npos);
    }
    // A 4-suit deal read as 1 suit: its hearts are not in the deck.
    const auto wrong =
        sol::spider::read_deal(test::read_fixture("spider/good_seed1_4suits.txt"), Rules{1, false});
    CHECK_FALSE(wrong.ok());
    // A complete run left on top, or a face-down top card.
    CHECK_FALSE(sol::spider::parse_position("pile 1: KS |", Rules{1, false}).ok());
}

TEST_CASE("spider deal files cannot change the game's rules", "[spider]") {
    // Issue 28 item 9: "rules: relaxed=yes" silently made a relaxed game of a strict preset
    // while the output named the preset. A conflict is an error, as a wrong suit count is.
    const Rules strict{1, false}, relaxed{1, true};
    std::string text = sol::spider::position_text(sol::spider::deal(strict, 3));
    REQUIRE(text.find("relaxed=no") != std::string::npos);
    CHECK(sol::spider::read_deal(text, strict).ok());
    const auto as_relaxed = sol::spider::read_deal(text, relaxed);
    REQUIRE_FALSE(as_relaxed.ok());
    CHECK(as_relaxed.error().find("relaxed=no") != std::string::npos);
    text.replace(text.find("relaxed=no"), 10, "relaxed=yes");
    CHECK_FALSE(sol::spider::read_deal(text, strict).ok());
    const auto ok = sol::spider::read_deal(text, relaxed);
    REQUIRE(ok.ok());
    CHECK(ok->rules().relaxed);
}

TEST_CASE("spider Solvitaire member names are escaped and clipped in errors", "[spider]") {
    // Issue 28 item 7: the unknown name went raw into the message (a forged second line).
    const auto forged =
        sol::spider::read_deal("{\"a\\nsolitaire solve: FORGED line\":1}", Rules{1, false});
    REQUIRE_FALSE(forged.ok());
    CHECK(forged.error().find('\n') == std::string::npos);
    CHECK(forged.error().find("\\x0A") != std::string::npos);
    const auto huge =
        sol::spider::read_deal("{\"" + std::string(500000, 'a') + "\":1}", Rules{1, false});
    REQUIRE_FALSE(huge.ok());
    CHECK(huge.error().size() < 300);
}
