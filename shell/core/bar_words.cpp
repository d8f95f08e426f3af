#include "shell/core/bar_words.h"

#include "shell/core/number_words.h"

#include <array>
#include <cstdlib>

namespace sol::ui {

namespace {

// Points in good grammar: "1 pt", "95 pts", "-5 pts".
std::string points_words(int n) {
    return std::to_string(n) + (n == 1 || n == -1 ? " pt" : " pts");
}

constexpr std::array<const char*, 12> MONTHS = {"January",   "February", "March",    "April",
                                                "May",       "June",     "July",     "August",
                                                "September", "October",  "November", "December"};

} // namespace

std::string count_words(int n, std::string_view noun) {
    std::string out = std::to_string(n) + " ";
    out += noun;
    if (n != 1 && n != -1) out += 's';
    return out;
}

std::string short_title(std::string_view title) {
    const size_t open = title.find(" (");
    return std::string(title.substr(0, open));
}

std::string game_name(std::string_view title) {
    return std::string(title.substr(0, title.find(',')));
}

std::string daily_words(std::string_view date, bool short_form) {
    // yyyy-mm-dd, checked by the page's router (web/router.js) before it reaches the table.
    if (date.size() != 10 || date[4] != '-' || date[7] != '-') return "";
    for (const size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
        if (date[i] < '0' || date[i] > '9') return "";
    const int month = (date[5] - '0') * 10 + (date[6] - '0');
    const int day = (date[8] - '0') * 10 + (date[9] - '0');
    if (month < 1 || month > 12 || day < 1 || day > 31) return "";
    const std::string name = MONTHS[size_t(month - 1)];
    if (short_form) return "Daily, " + std::to_string(day) + " " + name.substr(0, 3);
    return "Daily deal, " + std::to_string(day) + " " + name;
}

std::vector<StatusLine> status_lines(const StatusFacts& f) {
    const std::string time = format_time(f.time_ms);
    const std::string deal = f.daily.empty() ? "Deal " + f.seed : daily_words(f.daily);
    const std::string short_deal = f.daily.empty() ? "Deal " + f.seed : daily_words(f.daily, true);
    std::string wide = "Moves " + std::to_string(f.moves) + "   Time " + time + "   Score ";
    std::string narrow = count_words(f.moves, "move") + "  " + time + "  ";
    std::string narrowest = narrow;
    if (f.vegas_total) {
        wide += format_money(f.score) + "   Total " + format_money(*f.vegas_total);
        narrow += format_money(f.score) + " (total " + format_money(*f.vegas_total) + ")";
        narrowest += format_money(f.score);
    } else {
        wide += std::to_string(f.score);
        narrow += points_words(f.score);
        narrowest = narrow;
    }
    const std::string brief = short_title(f.title), game = game_name(f.title);
    return {
        {f.title + "   " + deal, wide},
        {brief + "   " + deal, wide},
        {brief + "   " + deal, narrow},
        {brief + "  " + short_deal, narrow},
        {game + "  " + short_deal, narrow},
        {game + "  " + short_deal, narrowest},
        {game, narrowest},
    };
}

std::string win_words(const StatusFacts& f, bool computer, bool hints) {
    const std::string day = daily_words(f.daily);
    const std::string deal = day.empty() ? "Deal " + f.seed : "The daily deal of " + day.substr(12);
    const std::string moves = count_words(f.moves, "move");
    if (computer) return deal + " was solved by the computer in " + moves + ".";
    return deal + " won in " + moves + ", " + format_time(f.time_ms) +
           (hints ? ", with hints." : ".");
}

const char* menu_key(const char* key, bool touch) {
    return touch ? nullptr : key;
}

std::string question_words(Question q, std::string_view seed, int moves, std::string_view title) {
    const std::string game =
        "Deal " + std::string(seed) + " is in progress (" + count_words(moves, "move") + "). ";
    switch (q) {
    case Question::Variant:
        return game + "Start a new deal of " + std::string(title) +
               " now, which ends this game, or keep playing and switch from the next deal?";
    case Question::WinnableOnly:
        return game + "Deal a winnable one now, which ends this game, or keep playing and get "
                      "winnable deals from the next deal?";
    case Question::Restart:
        return game + "Restarting takes every move back and starts the clock and the score "
                      "again from zero.";
    case Question::NewDeal:
        return game + "A new deal ends this game, and it counts as a game lost.";
    case Question::WinnableDeal:
        return game + "A winnable deal ends this game, and it counts as a game lost.";
    case Question::None: break;
    }
    return "";
}

const char* question_title(Question q) {
    return q == Question::Restart ? "Restart this deal?" : "End this game?";
}

const char* question_now(Question q) {
    switch (q) {
    case Question::Restart: return "Restart";
    case Question::NewDeal: return "New deal";
    case Question::WinnableDeal: return "Winnable deal";
    default: return "New deal now";
    }
}

bool question_offers_next(Question q) {
    return q == Question::Variant || q == Question::WinnableOnly;
}

} // namespace sol::ui
