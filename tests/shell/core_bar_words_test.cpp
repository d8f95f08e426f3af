// The words of the bars, menus and questions (shell/core/bar_words.h): the status bar names
// the variant as the Variant menu does, in every form down to a phone's, with the daily
// deal's day and counts in good grammar; menus show no keys on touch; the questions.
#include "shell/core/bar_words.h"
#include "shell/games/game_catalog.h"

#include <catch2/catch.hpp>

using namespace sol::ui;

TEST_CASE("counts are grammatical", "[core][words]") {
    CHECK(count_words(0, "move") == "0 moves");
    CHECK(count_words(1, "move") == "1 move");
    CHECK(count_words(2, "move") == "2 moves");
    CHECK(count_words(-1, "point") == "-1 point");
}

TEST_CASE("the daily deal's day in words", "[core][words]") {
    CHECK(daily_words("2026-12-02") == "Daily deal, 2 December");
    CHECK(daily_words("2026-12-02", true) == "Daily, 2 Dec");
    CHECK(daily_words("2000-01-31") == "Daily deal, 31 January");
    CHECK(daily_words("") == "");
    CHECK(daily_words("2026-13-01") == "");
    CHECK(daily_words("2026-1-1") == "");
    CHECK(daily_words("yesterday!") == "");
}

TEST_CASE("the status bar names every variant as the Variant menu does, in every form",
          "[core][words]") {
    for (const sol::Preset& p : sol::all_presets()) {
        if (!has_table(p)) continue;
        const std::string title(p.title);
        INFO(title);
        for (const int moves : {0, 1, 2, 137}) {
            StatusFacts f;
            f.title = title;
            f.seed = "337463597";
            f.moves = moves;
            f.time_ms = 65000;
            f.score = moves == 1 ? 1 : 95;
            const auto lines = status_lines(f);
            REQUIRE(lines.size() >= 3);
            CHECK(lines[0].left == title + "   Deal 337463597");
            for (const StatusLine& l : lines) {
                INFO(l.left << " | " << l.right);
                // The game's name in every form, never the code's names ("draw1", "3passes").
                CHECK(l.left.rfind(game_name(title), 0) == 0);
                const std::string code(p.variant);
                if (code.find_first_of("0123456789-") != std::string::npos)
                    CHECK(l.left.find(code) == std::string::npos);
                // Counts in good grammar.
                CHECK(l.right.find("1 moves") == std::string::npos);
                CHECK(l.right.find("1 pts") == std::string::npos);
                CHECK(l.right.find("1:05") != std::string::npos);
                if (moves == 1 && l.right.find("Moves") == std::string::npos)
                    CHECK(l.right.find("1 move ") != std::string::npos);
            }
            // Each form is no longer than the one before.
            for (size_t i = 1; i < lines.size(); ++i)
                CHECK(lines[i].left.size() + lines[i].right.size() <=
                      lines[i - 1].left.size() + lines[i - 1].right.size());
            // The narrowest fits a 320 px phone: at most about 36 characters of the bar's font.
            CHECK(lines.back().left.size() + lines.back().right.size() <= 36);
        }
    }
    StatusFacts f{"Klondike, draw 3, Vegas (3 passes)", "7", "", 1, 5000, -47, -99};
    const auto lines = status_lines(f);
    CHECK(lines[0].right == "Moves 1   Time 0:05   Score -$47   Total -$99");
    CHECK(lines[1].left == "Klondike, draw 3, Vegas   Deal 7");
    CHECK(lines[2].right == "1 move  0:05  -$47 (total -$99)");
    CHECK(lines.back().left == "Klondike");
    CHECK(lines.back().right == "1 move  0:05  -$47");
}

TEST_CASE("the daily deal is marked as one in the status bar and the win", "[core][words]") {
    StatusFacts f{"Spider, 1 suit", "337463597", "2026-12-02", 12, 61000, 488, std::nullopt};
    const auto lines = status_lines(f);
    CHECK(lines[0].left == "Spider, 1 suit   Daily deal, 2 December");
    CHECK(lines[0].right == "Moves 12   Time 1:01   Score 488");
    bool short_form = false;
    for (const StatusLine& l : lines) {
        CHECK(l.left.find("Deal 337463597") == std::string::npos); // the day names it
        short_form = short_form || l.left == "Spider  Daily, 2 Dec";
    }
    CHECK(short_form);
    CHECK(win_words(f, false, false) == "The daily deal of 2 December won in 12 moves, 1:01.");
    f.daily.clear();
    f.moves = 1;
    CHECK(win_words(f, false, true) == "Deal 337463597 won in 1 move, 1:01, with hints.");
    CHECK(win_words(f, true, false) == "Deal 337463597 was solved by the computer in 1 move.");
}

TEST_CASE("menus show their keys only where there is a keyboard", "[core][words]") {
    CHECK(std::string(menu_key("N", false)) == "N");
    CHECK(menu_key("N", true) == nullptr);
    CHECK(menu_key("F1", true) == nullptr);
}

TEST_CASE("the questions before a game in progress ends", "[core][words]") {
    CHECK(question_words(Question::NewDeal, "42", 1, "") ==
          "Deal 42 is in progress (1 move). A new deal ends this game, and it counts as a game "
          "lost.");
    CHECK(question_words(Question::Restart, "42", 3, "")
              .rfind("Deal 42 is in progress (3 moves). "
                     "Restarting",
                     0) == 0);
    CHECK(question_words(Question::Variant, "42", 2, "Spider, 2 suits").find("Spider, 2 suits") !=
          std::string::npos);
    CHECK(std::string(question_title(Question::Restart)) == "Restart this deal?");
    CHECK(std::string(question_title(Question::NewDeal)) == "End this game?");
    CHECK(std::string(question_now(Question::NewDeal)) == "New deal");
    CHECK(question_offers_next(Question::Variant));
    CHECK_FALSE(question_offers_next(Question::NewDeal));
    CHECK_FALSE(question_offers_next(Question::Restart));
}
