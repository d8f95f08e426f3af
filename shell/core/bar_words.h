#pragma once
// The words of the table's bars, menus and questions, as the player reads them: the status
// bar (the variant named as the Variant menu names it, the deal or the daily deal's day, the
// moves, clock and score) in forms from the widest to the narrowest, counts in good grammar
// ("1 move"), the menus' key hints (none on a touch screen, which has no keys), and the
// question asked before something ends the game in progress. The views measure and draw
// them (shell/ui/panels.cpp).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sol::ui {

// "1 move", "12 moves"; "1 card", "24 cards" (any noun with a plain "s" plural).
std::string count_words(int n, std::string_view noun);

// The variant's name for a narrow bar: its title without the part in brackets ("Klondike,
// draw 3, Vegas (3 passes)" -> "Klondike, draw 3, Vegas"), and the game's name alone
// ("Klondike").
std::string short_title(std::string_view title);
std::string game_name(std::string_view title);

// A daily deal's day (yyyy-mm-dd) as the bar says it: "Daily deal, 2 December", or in short
// "Daily, 2 Dec"; "" when `date` is not such a day.
std::string daily_words(std::string_view date, bool short_form = false);

// What the status bar shows.
struct StatusFacts {
    std::string title; // the variant's title, as in the Variant menu
    std::string seed;  // the deal's number
    std::string daily; // the daily deal's day (yyyy-mm-dd), or "" for another deal
    int moves = 0;
    double time_ms = 0;
    int score = 0;
    std::optional<int> vegas_total; // Vegas: the running total, this deal included
};

// One way to fill the status bar: the deal at the left, the figures at the right.
struct StatusLine {
    std::string left, right;
};

// The status bar's forms, widest first: the view shows the first that fits. Every form
// names the game; the last fits a 320 px phone.
std::vector<StatusLine> status_lines(const StatusFacts& f);

// The win dialog's sentence: "Deal 7 won in 1 move, 0:42, with hints.", "Deal 7 was solved
// by the computer in 96 moves." (the daily deal: "The daily deal of 2 December ...").
std::string win_words(const StatusFacts& f, bool computer, bool hints);

// A menu item's key ("N", "Z", "F1") as the menu shows it: nullptr on a touch screen.
const char* menu_key(const char* key, bool touch);

// The questions asked before a command ends the game in progress, and what they ask about.
enum class Question : std::uint8_t { None, Variant, WinnableOnly, Restart, NewDeal, WinnableDeal };

// The question's words: deal `seed` is in progress with `moves` moves; `title` is the
// variant chosen (Question::Variant).
std::string question_words(Question q, std::string_view seed, int moves, std::string_view title);
// The question's title ("Restart this deal?", "End this game?") and its button for "now"
// ("Restart", "New deal", "New deal now").
const char* question_title(Question q);
const char* question_now(Question q);
// Whether the question offers "From the next deal" (a change that can wait for it).
bool question_offers_next(Question q);

} // namespace sol::ui
