// Spider's facts, once for the CLI, the solver module's bridge and the table
// (game_registry.h): the engine's functions (game_of.h), the greedy strategy, its deal and
// moves as JSON, its table adapter and its rules for the Help dialog. A move number is the
// Move's 32 bits, consequence bits included (spider/position.h), so the page can play it
// without asking the engine what it turns or removes.
#include "core/card_text.h"
#include "shell/games/game_of.h"
#include "shell/games/spider/spider_table.h"
#include "spider/deal.h"
#include "spider/greedy.h"
#include "spider/move_text.h"
#include "spider/position_text.h"
#include "spider/read_deal.h"
#include "spider/solver.h"
#include "spider/solvitaire.h"

#include <optional>

namespace sol::games {

namespace {

struct Spider {
    using Table = ui::SpiderTable;
    static constexpr std::string_view TITLE = "Spider";
    static constexpr std::uint32_t MAX_MOVE_NUMBER = 4294967295u;
    static const spider::Rules& rules(const Preset& p) { return p.spider; }

    // The Help dialog's rules of the variant.
    static std::string rules_text(const Preset& p) {
        const auto& r = p.spider;
        std::string t = "Spider: build eight runs from King down to Ace, each in one suit; a "
                        "complete run leaves the table at once.\n\n";
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

    // Besides the complete solver: "greedy" (spider/greedy.h).
    static constexpr const char* STRATEGY_HINT = " (try greedy)";
    static std::optional<bool> strategy(std::string_view name) { // true: greedy
        if (name.empty() || name == "greedy") return name == "greedy";
        return std::nullopt;
    }
    static spider::SolveResult solve(const spider::Position& pos, const search::Limits& limits,
                                     bool greedy) {
        return greedy ? spider::solve_greedy(pos, limits) : spider::solve(pos, limits);
    }

    // The deal's piles (face-down and face-up cards apart) and its stock in the order dealt:
    // the first ten are the first deal, pile 1 first.
    static void write_deal_json(JsonWriter& w, const spider::Position& pos) {
        w.key("tableau").begin_array();
        for (int p = 0; p < spider::PILES; ++p) {
            w.begin_object();
            w.key("down").begin_array();
            for (int i = 0; i < pos.pile_down(p); ++i) w.value(card_text(pos.pile_card(p, i)));
            w.end_array();
            w.key("up").begin_array();
            for (int i = pos.pile_down(p); i < pos.pile_len(p); ++i)
                w.value(card_text(pos.pile_card(p, i)));
            w.end_array();
            w.end_object();
        }
        w.end_array();
        w.key("stock").begin_array();
        for (int i = pos.stock_len() - 1; i >= 0; --i) w.value(card_text(pos.stock_card(i)));
        w.end_array();
    }

    // One move as a JSON object in the shape Klondike's moves have, played from `before`.
    // A deal names no single card: its "cards" lists the ten dealt, pile 1 first. "turns"
    // is the card the move turned face up on its source pile; "removed" the suit of a run
    // that left, "turns_to" a card turned on the pile the run left (a deal lists these per
    // pile).
    static void write_move(JsonWriter& w, const spider::Position& before, spider::Move m) {
        w.begin_object();
        w.key("move").value(spider::move_text(before, m));
        if (m.is_deal()) {
            w.key("kind").value("deal");
            w.key("from").value("stock");
            w.key("to").value("tableau");
            w.key("count").value(spider::PILES);
            w.key("cards").begin_array();
            for (int p = 0; p < spider::PILES; ++p)
                w.value(card_text(before.stock_card(before.stock_len() - 1 - p)));
            w.end_array();
            if (m.removed_mask()) {
                spider::Position after = before;
                after.do_move(m);
                w.key("removed").begin_array();
                for (int p = 0; p < spider::PILES; ++p) {
                    if (!(m.removed_mask() >> p & 1)) continue;
                    w.begin_object().key("pile").value(tableau_name(p));
                    if (m.flip_mask() >> p & 1)
                        w.key("turns").value(card_text(after.pile_card(p, after.pile_down(p))));
                    w.end_object();
                }
                w.end_array();
            }
        } else {
            w.key("kind").value("tableau-to-tableau");
            w.key("from").value(tableau_name(m.from()));
            w.key("to").value(tableau_name(m.to()));
            w.key("count").value(m.count());
            w.key("card").value(card_text(spider::moved_card(before, m)));
            const int from_len = before.pile_len(m.from());
            if (m.flip_from())
                w.key("turns").value(
                    card_text(before.pile_card(m.from(), from_len - m.count() - 1)));
            if (m.removed()) {
                w.key("removed").value(
                    std::string(1, suit_char(suit_of(before.pile_card(m.from(), from_len - 1)))));
                if (m.flip_to()) {
                    const int to_len = before.pile_len(m.to()) + m.count() - 13;
                    w.key("turns_to").value(card_text(before.pile_card(m.to(), to_len - 1)));
                }
            }
        }
        w.end_object();
    }
};

} // namespace

extern const Game SPIDER = GameOf<Spider>::GAME;

} // namespace sol::games
