// Pyramid's facts, once for the CLI, the solver module's bridge and the table
// (game_registry.h): the engine's functions (game_of.h), its strategies, its moves as JSON,
// its table adapter and its rules for the Help dialog. It has no Solvitaire format; a deal
// file is its position text.
#include "core/card_text.h"
#include "pyramid/deal.h"
#include "pyramid/move_text.h"
#include "pyramid/position_json.h"
#include "pyramid/position_text.h"
#include "pyramid/solver.h"
#include "shell/games/game_catalog.h"
#include "shell/games/game_of.h"
#include "shell/games/pyramid/pyramid_table.h"

#include <optional>

namespace sol::games {

namespace {

struct Pyramid {
    using Table = ui::PyramidTable;
    static constexpr std::string_view TITLE = "Pyramid";
    static constexpr std::uint32_t MAX_MOVE_NUMBER = 65535; // 15 bits are used
    static const pyramid::Rules& rules(const Preset& p) { return p.pyramid; }

    // The Help dialog's rules of the variant.
    static std::string rules_text(const Preset& p) {
        const auto& r = p.pyramid;
        std::string t = r.goal == pyramid::Goal::Pyramid
                            ? "Pyramid: clear the 28 cards of the pyramid.\n\n"
                            : "Pyramid: remove all 52 cards, the pyramid's and the stock's.\n\n";
        t += "Remove two cards whose ranks add up to 13 (Ace 1, Jack 11, Queen 12), or a King "
             "alone. A pyramid card can be played once the two cards covering it are gone. ";
        t += r.stock_playable ? "The top cards of the stock and of the waste play too.\n\n"
                              : "The top card of the waste plays too (the stock's does not).\n\n";
        t += "Stock: click it to turn a card onto the waste. ";
        t += ui::passes_help(
            r.max_passes,
            "When it is empty, click it to turn the waste over, as often as you like.\n");
        t += "\nScore: +5 per pair or King from the pyramid, +25 for each row cleared, +500 for "
             "the whole pyramid.\n"
             "\nControls: click a card, then its partner (or drag one onto the other); click a "
             "King to remove it; a card that cannot go shakes. With the keyboard, Space or Enter "
             "picks a card up and puts it on its partner (or removes a King).";
        return t;
    }

    static constexpr const char* STRATEGY_HINT = " (optimal, dfs, best-first)";
    static std::optional<pyramid::Strategy> strategy(std::string_view name) {
        pyramid::Strategy s{};
        if (!pyramid::parse_strategy(name, s)) return std::nullopt;
        return s;
    }
    static pyramid::SolveResult solve(const pyramid::Position& pos, const search::Limits& limits,
                                      pyramid::Strategy strategy) {
        return pyramid::solve(pos, limits, strategy);
    }

    // One move as a JSON object: its text, kind ("draw", "redeal", "king" or "pair"), where
    // its card(s) come from and go, and the cards; `before` is the position it is played
    // from.
    static void write_move(JsonWriter& w, const pyramid::Position& before, pyramid::Move m) {
        w.begin_object();
        w.key("move").value(pyramid::move_text(before, m));
        switch (m.kind()) {
        case pyramid::MoveKind::Draw: {
            const Card card = before.talon_card(before.stock_top());
            w.key("kind").value("draw").key("from").value("stock").key("to").value("waste");
            w.key("count").value(1).key("card").value(card_text(card));
            w.key("cards").begin_array().value(card_text(card)).end_array();
            break;
        }
        case pyramid::MoveKind::Redeal:
            w.key("kind").value("redeal").key("from").value("waste").key("to").value("stock");
            w.key("count").value(before.waste_len());
            w.key("cards").begin_array().end_array();
            break;
        default: {
            const int places[2] = {m.first(), m.second()};
            const int count = m.is_pair() ? 2 : 1;
            w.key("kind").value(m.is_pair() ? "pair" : "king");
            w.key("from").value(pyramid::place_text(before, places[0]));
            w.key("to").value("removed");
            w.key("count").value(count);
            w.key("card").value(card_text(before.place_card(places[0])));
            w.key("cards").begin_array();
            for (int i = 0; i < count; ++i) w.value(card_text(before.place_card(places[i])));
            w.end_array();
            w.key("places").begin_array();
            for (int i = 0; i < count; ++i) w.value(pyramid::place_text(before, places[i]));
            w.end_array();
            break;
        }
        }
        w.end_object();
    }
};

} // namespace

extern const Game PYRAMID = GameOf<Pyramid>::GAME;

} // namespace sol::games
