#include "shell/games/game_catalog.h"

#include "klondike/deal.h"
#include "shell/games/klondike/klondike_table.h"
#include "pyramid/deal.h"
#include "shell/games/pyramid/pyramid_table.h"
#include "spider/deal.h"
#include "shell/games/spider/spider_table.h"

namespace sol::ui {

std::string preset_url(const Preset& p) {
    return std::string(p.game_id) + "/" + std::string(p.variant);
}

bool has_table(const Preset&) {
    return true; // every game has its adapter
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
    switch (p.game) {
    case GameKind::Klondike:
        return std::make_unique<KlondikeTable>(klondike::deal(p.klondike, seed));
    case GameKind::Pyramid: return std::make_unique<PyramidTable>(pyramid::deal(p.pyramid, seed));
    case GameKind::Spider: return std::make_unique<SpiderTable>(spider::deal(p.spider, seed));
    }
    return nullptr;
}

namespace {

// The stock's badge: "24 ↻2" is 24 cards left and two more turns of the waste.
std::string stock_badge(int max_passes) {
    if (max_passes == 0) return "The number on the stock is the cards left in it.\n";
    return "The number on the stock is the cards left in it; \xE2\x86\xBB"
           "2 beside it "
           "would mean the waste can be turned over 2 more times (\xE2\x86\xBB"
           "0: no more).\n";
}

// The rules and controls of one variant.
std::string rules_text(const Preset& p) {
    std::string t;
    if (p.game == GameKind::Klondike) {
        const auto& r = p.klondike;
        t += "Klondike: move all 52 cards to the four foundations, each built up in one suit "
             "from Ace to King.\n\n"
             "Tableau: build down in alternating colours (a red 6 on a black 7). Move any "
             "face-up run that starts one rank below and of the other colour. Only a King, or "
             "a run led by a King, goes to an empty pile. A face-down card left on top turns "
             "face up.\n\n";
        t += r.draw == 3 ? "Stock: click it to turn three cards onto the waste; only the top "
                           "one plays.\n"
                         : "Stock: click it to turn one card onto the waste.\n";
        if (r.max_passes == 0)
            t += "When the stock is empty, click it to turn the waste over.\n";
        else if (r.max_passes == 1)
            t += "One pass only: the waste is never turned over.\n";
        else
            t += "You may go through the stock " + std::to_string(r.max_passes) + " times.\n";
        t += stock_badge(r.max_passes);
        t += r.scoring == klondike::Scoring::Vegas
                 ? "\nVegas scoring: you pay 52 for the deck and win 5 for each card home.\n"
                 : "\nScore: +10 per card home, +5 waste to tableau, +5 for each card turned, "
                   "-15 foundation to tableau, and a penalty for turning the waste over.\n";
    }
    if (p.game == GameKind::Spider) {
        const auto& r = p.spider;
        t += "Spider: build eight runs from King down to Ace, each in one suit; a complete run "
             "leaves the table at once.\n\n";
        t += r.suits == 1   ? "One suit: every card is a spade.\n\n"
             : r.suits == 2 ? "Two suits: hearts and spades.\n\n"
                            : "Four suits: two full decks.\n\n";
        t += "Move a card onto any card one rank higher, whatever its suit, or onto an empty "
             "pile. A run of cards in one suit, in order, moves as a unit. A face-down card left "
             "on top turns face up.\n\n";
        t += r.relaxed ? "Stock: click it to deal one card onto every pile, even onto empty "
                         "ones.\n"
                       : "Stock: click it to deal one card onto every pile; not while a pile is "
                         "empty (unless fewer than ten cards are left on the table).\n";
        t += "The number on the stock is the deals left in it.\n";
        t += "\nScore: 500 to start, -1 per move (a deal is a move), +100 per run completed.\n"
             "\nControls: drag a card or a run, or click/tap it to send it to its best place "
             "(onto its own suit first); a card that cannot move shakes.";
        return t;
    }
    if (p.game == GameKind::Pyramid) {
        const auto& r = p.pyramid;
        t += r.goal == pyramid::Goal::Pyramid
                 ? "Pyramid: clear the 28 cards of the pyramid.\n\n"
                 : "Pyramid: remove all 52 cards, the pyramid's and the stock's.\n\n";
        t += "Remove two cards whose ranks add up to 13 (Ace 1, Jack 11, Queen 12), or a King "
             "alone. A pyramid card can be played once the two cards covering it are gone. ";
        t += r.stock_playable ? "The top cards of the stock and of the waste play too.\n\n"
                              : "The top card of the waste plays too (the stock's does not).\n\n";
        t += "Stock: click it to turn a card onto the waste. ";
        if (r.max_passes == 0)
            t += "When it is empty, click it to turn the waste over, as often as you like.\n";
        else if (r.max_passes == 1)
            t += "One pass only: the waste is never turned over.\n";
        else
            t += "You may go through the stock " + std::to_string(r.max_passes) + " times.\n";
        t += stock_badge(r.max_passes);
        t += "\nScore: +5 per pair or King from the pyramid, +25 for each row cleared, +500 for "
             "the whole pyramid.\n"
             "\nControls: click a card, then its partner (or drag one onto the other); click a "
             "King to remove it; a card that cannot go shakes. With the keyboard, Space or Enter "
             "picks a card up and puts it on its partner (or removes a King).";
        return t;
    }
    t += "\nControls: drag cards, or click/tap a card to send it to its best place "
         "(foundations first); double-click sends a card home; a card that cannot move "
         "shakes.";
    return t;
}

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
    return rules_text(p) + SOLVER_AND_KEYS +
           "\n\nGame > Daily deal: one deal a day for everyone (the day in UTC), which the "
           "solver has proved winnable, played as " +
           std::string(first->title) +
           ". Game > Select deal... opens a deal by its number or its link.";
}

} // namespace sol::ui
