#include "shell/games/game_catalog.h"

#include "shell/games/game_registry.h"

namespace sol::ui {

std::string preset_url(const Preset& p) {
    return std::string(p.game_id) + "/" + std::string(p.variant);
}

bool has_table(const Preset& p) {
    const games::Game* game = games::find_game(p.game);
    return game && game->make_table;
}

const Preset* find_preset_url(std::string_view url) {
    const size_t slash = url.find('/');
    if (slash == std::string_view::npos) return nullptr;
    const Preset* p = find_preset(url.substr(0, slash), url.substr(slash + 1));
    return p && has_table(*p) ? p : nullptr;
}

const Preset& default_preset() {
    return all_presets().front();
}

std::unique_ptr<TableGame> make_game(const Preset& p, std::uint64_t seed) {
    if (!has_table(p)) return nullptr;
    return games::find_game(p.game)->make_table(p, seed);
}

std::string passes_help(int max_passes, std::string_view unlimited) {
    std::string t;
    if (max_passes == 0)
        t = unlimited;
    else if (max_passes == 1)
        t = "One pass only: the waste is never turned over.\n";
    else
        t = "You may go through the stock " + std::to_string(max_passes) + " times.\n";
    // The stock's badge: "24 ↻2" is 24 cards left and two more turns of the waste.
    if (max_passes == 0) return t + "The number on the stock is the cards left in it.\n";
    return t + "The number on the stock is the cards left in it; \xE2\x86\xBB"
               "2 beside it "
               "would mean the waste can be turned over 2 more times (\xE2\x86\xBB"
               "0: no more).\n";
}

namespace {

// The solver bar and the keys: the same in every game.
constexpr const char* SOLVER_AND_KEYS =
    "\n\nThe solver bar, above the status bar:\n"
    "- Hint (H) outlines in green the next move of a line that wins. When no such line is "
    "known it shows a good-looking move and says it is a guess, and offers to undo to the "
    "last position that could still be won. A game won after a hint counts as a win with "
    "hints (no best time or fewest moves).\n"
    "- Auto-solve (A) plays a winning line from the position on the table, each move its own "
    "undo step; Pause, Stop and a speed slider meanwhile, and any move of yours stops it. A "
    "game it finishes counts as solved by the computer, not as your win.\n"
    "- The verdict on the right says whether the position can still be won: Winnable, Not "
    "winnable from here, Checking... (with the positions searched so far) or Unknown (the "
    "search reached its limit: never a guess). Solver... turns it off and on, and asks for "
    "winnable deals only.\n"
    "\nKeyboard: arrows (or Tab) choose a pile, Space or Enter picks up and puts down, "
    "Escape lets go or closes a dialog, Z undo, Y redo, N new deal, H hint, A auto-solve "
    "(again: stop), F1 this help; F10 or Alt opens the menus (arrows to move, Enter to "
    "choose, Escape to leave).\n"
    "\nChanging the variant, or asking for winnable deals only, during a game asks first: "
    "a new deal now, or from the next deal on.";

} // namespace

std::string help_text(const Preset& p) {
    // The daily deal (web/daily.js) is played with the game's first variant.
    const Preset* first = &p;
    for (const Preset& q : all_presets())
        if (q.game == p.game && has_table(q)) {
            first = &q;
            break;
        }
    return games::find_game(p.game)->rules_text(p) + SOLVER_AND_KEYS +
           "\n\nGame > Daily deal: one deal a day for everyone (the day in UTC), which the "
           "solver has proved winnable, played as " +
           std::string(first->title) +
           ". Game > Select deal... opens a deal by its number or its link.";
}

} // namespace sol::ui
