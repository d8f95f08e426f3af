#include "game_catalog.h"

#include "klondike/deal.h"
#include "klondike_table.h"
#include "pyramid/deal.h"
#include "pyramid_table.h"
#include "spider/deal.h"
#include "spider_table.h"

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
        t += "\nScore: 500 to start, -1 per move (a deal is a move), +100 per run completed.\n"
             "\nControls: drag a card or a run, or click/tap it to send it to its best place "
             "(onto its own suit first). Keyboard: arrows choose a pile, Space or Enter picks up "
             "and puts down, Z undo, Y redo, N new deal.";
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
        t += "\nScore: +5 per pair or King from the pyramid, +25 for each row cleared, +500 for "
             "the whole pyramid.\n"
             "\nControls: click a card, then its partner (or drag one onto the other); click a "
             "King to remove it. Keyboard: arrows choose a card, Space or Enter picks it up and "
             "puts it on its partner (or removes a King), Z undo, Y redo, N new deal.";
        return t;
    }
    t += "\nControls: drag cards, or click/tap a card to send it to its best place "
         "(foundations first); double-click sends a card home. Keyboard: arrows choose a "
         "pile, Space or Enter picks up and puts down, Z undo, Y redo, N new deal.";
    return t;
}

} // namespace

std::string help_text(const Preset& p) {
    // The daily deal (web/daily.js) is played with the game's first variant.
    const Preset* first = &p;
    for (const Preset& q : all_presets())
        if (q.game == p.game && has_table(q)) {
            first = &q;
            break;
        }
    return rules_text(p) +
           "\n\nGame > Daily deal: one deal a day for everyone (the day in UTC), which the "
           "solver has proved winnable, played as " +
           std::string(first->title) +
           ". Game > Select deal... opens a deal by its number or its link.";
}

} // namespace sol::ui
