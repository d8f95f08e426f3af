// Klondike's facts, once for the CLI, the solver module's bridge and the table
// (game_registry.h): the engine's functions (game_of.h), its moves as JSON, its table
// adapter and its rules for the Help dialog.
#include "core/card_text.h"
#include "klondike/deal.h"
#include "klondike/move_text.h"
#include "klondike/position_json.h"
#include "klondike/position_text.h"
#include "klondike/read_deal.h"
#include "klondike/solver.h"
#include "klondike/solvitaire.h"
#include "shell/games/game_catalog.h"
#include "shell/games/game_of.h"
#include "shell/games/klondike/klondike_table.h"

namespace sol::games {

namespace {

using klondike::MoveKind;

std::string foundation_name(int s) {
    return std::string("foundation ") + suit_char(s);
}

struct Klondike {
    using Table = ui::KlondikeTable;
    static constexpr std::string_view TITLE = "Klondike";
    static constexpr std::uint32_t MAX_MOVE_NUMBER = 65535; // a Move is 16 bits
    static const klondike::Rules& rules(const Preset& p) { return p.klondike; }

    // The Help dialog's rules of the variant.
    static std::string rules_text(const Preset& p) {
        const auto& r = p.klondike;
        std::string t =
            "Klondike: move all 52 cards to the four foundations, each built up in one suit "
            "from Ace to King.\n\n"
            "Tableau: build down in alternating colours (a red 6 on a black 7). Move any "
            "face-up run that starts one rank below and of the other colour. Only a King, or "
            "a run led by a King, goes to an empty pile. A face-down card left on top turns "
            "face up.\n\n";
        t += r.draw == 3 ? "Stock: click it to turn three cards onto the waste; only the top "
                           "one plays.\n"
                         : "Stock: click it to turn one card onto the waste.\n";
        t += ui::passes_help(r.max_passes,
                             "When the stock is empty, click it to turn the waste over.\n");
        t += r.scoring == klondike::Scoring::Vegas
                 ? "\nVegas scoring: you pay 52 for the deck and win 5 for each card home.\n"
                 : "\nScore: +10 per card home, +5 waste to tableau, +5 for each card turned, "
                   "-15 foundation to tableau, and a penalty for turning the waste over.\n";
        t += "\nControls: drag cards, or click/tap a card to send it to its best place "
             "(foundations first); double-click sends a card home; a card that cannot move "
             "shakes.";
        return t;
    }

    // One primitive move as a JSON object naming its source, destination and card count;
    // the position is the one the move is played from.
    static void write_move(JsonWriter& w, const klondike::Position& before, klondike::Move m) {
        std::string kind, from, to;
        int count = m.count();
        switch (m.kind()) {
        case MoveKind::Draw: kind = "draw", from = "stock", to = "waste"; break;
        case MoveKind::Redeal:
            kind = "redeal", from = "waste", to = "stock", count = before.waste_len();
            break;
        case MoveKind::WasteToFoundation:
            kind = "waste-to-foundation", from = "waste", to = foundation_name(m.to());
            break;
        case MoveKind::WasteToTableau:
            kind = "waste-to-tableau", from = "waste", to = tableau_name(m.to());
            break;
        case MoveKind::TableauToFoundation:
            kind = "tableau-to-foundation", from = tableau_name(m.from()),
            to = foundation_name(m.to());
            break;
        case MoveKind::TableauToTableau:
            kind = "tableau-to-tableau", from = tableau_name(m.from()), to = tableau_name(m.to());
            break;
        case MoveKind::FoundationToTableau:
            kind = "foundation-to-tableau", from = foundation_name(m.from()),
            to = tableau_name(m.to());
            break;
        }
        w.begin_object();
        w.key("move").value(klondike::move_text(m));
        w.key("kind").value(kind);
        w.key("from").value(from);
        w.key("to").value(to);
        w.key("count").value(count);
        const Card card = klondike::moved_card(before, m);
        if (card) w.key("card").value(card_text(card));
        if (m.flip())
            w.key("turns").value(
                card_text(before.pile_card(m.from(), before.pile_len(m.from()) - m.count() - 1)));
        w.end_object();
    }
};

} // namespace

extern const Game KLONDIKE = GameOf<Klondike>::GAME;

} // namespace sol::games
