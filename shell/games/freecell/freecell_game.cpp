// FreeCell's facts, once for the CLI, the solver module's bridge and the table
// (game_registry.h): the engine's functions (game_of.h), its moves as JSON (a run move
// written out as the single-card moves it stands for), its table adapter and its rules for
// the Help dialog.
#include "core/card_text.h"
#include "freecell/deal.h"
#include "freecell/move_text.h"
#include "freecell/position_json.h"
#include "freecell/position_text.h"
#include "freecell/read_deal.h"
#include "freecell/solver.h"
#include "freecell/solvitaire.h"
#include "freecell/supermove.h"
#include "shell/games/freecell/freecell_table.h"
#include "shell/games/game_of.h"

namespace sol::games {

namespace {

using freecell::Move;

// A place as the JSON move objects name it, in the shape the other games use.
std::string place_json(int place) {
    if (freecell::is_column(place)) return tableau_name(place);
    return freecell::place_name(place);
}

std::string kind_json(int from, int to) {
    std::string kind = freecell::is_column(from) ? "tableau" : "cell";
    kind += freecell::is_foundation(to) ? "-to-foundation"
            : freecell::is_cell(to)     ? "-to-cell"
                                        : "-to-tableau";
    return kind;
}

struct FreeCell {
    using Table = ui::FreeCellTable;
    static constexpr std::string_view TITLE = "FreeCell";
    static constexpr std::uint32_t MAX_MOVE_NUMBER = 65535; // a Move is 16 bits
    static const freecell::Rules& rules(const Preset& p) { return p.freecell; }

    // The Help dialog's rules of the variant.
    static std::string rules_text(const Preset& p) {
        const auto& r = p.freecell;
        std::string t = "FreeCell: move all 52 cards to the four foundations, each built up in "
                        "one suit from Ace to King. Every card is face up; almost every deal "
                        "can be won (deal 11982 is the famous one that cannot).\n\n";
        t += r.build == freecell::Build::Suit
                 ? "Columns: build down in the same suit (a 6 of hearts on the 7 of hearts). "
                 : "Columns: build down in alternating colours (a red 6 on a black 7). ";
        t += "Any card goes to an empty column. Free cells: " + std::to_string(r.cells) +
             ", each holds one card.\n\n"
             "One card moves at a time. A run in order moves as a unit when there is room to "
             "move it card by card: (free cells + 1) x 2 to the power of the empty columns "
             "cards, half that to an empty column. A longer run is refused, with the reason.\n"
             "\nDeals are Microsoft's numbered deals, 1 to 8589934591: the same deal number "
             "gives the same cards as in Windows.\n"
             "\nScore: the cards on the foundations.\n"
             "\nControls: drag a card or a run; click/tap a card to send it home, else onto a "
             "column, else to a free cell; double-click sends a card home. Safe cards (ones no "
             "other card can need) go home by themselves unless Options turns that off.";
        return t;
    }

    static void write_single(JsonWriter& w, const freecell::Position& before, Move m,
                             const std::string* run) {
        w.begin_object();
        w.key("move").value(freecell::move_text(m));
        w.key("kind").value(kind_json(m.from(), m.to()));
        w.key("from").value(place_json(m.from()));
        w.key("to").value(place_json(m.to()));
        w.key("count").value(1);
        w.key("card").value(card_text(before.moved_card(m)));
        if (run) w.key("run").value(*run);
        w.end_object();
    }

    // One move as JSON move objects in the shape the other games' have: a single card is
    // one object; a run move is the objects of the single-card moves it stands for, each
    // with "run" naming the run move (so a reader can group them back).
    static void write_move(JsonWriter& w, const freecell::Position& before, Move m) {
        if (m.count() <= 1) {
            write_single(w, before, m, nullptr);
            return;
        }
        const std::string run = freecell::move_text(m);
        freecell::Position pos = before;
        for (const Move part : freecell::single_moves(before, m)) {
            write_single(w, pos, part, &run);
            pos.do_move(part);
        }
    }
};

} // namespace

extern const Game FREECELL = GameOf<FreeCell>::GAME;

} // namespace sol::games
