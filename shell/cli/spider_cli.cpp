// Spider's side of the CLI (game_cli.h): its deal forms, and its solvers' lines as text and
// JSON.
#include "core/card_text.h"
#include "game_cli.h"
#include "spider/deal.h"
#include "spider/greedy.h"
#include "spider/move_text.h"
#include "spider/position_text.h"
#include "spider/read_deal.h"
#include "spider/solver.h"
#include "spider/solvitaire.h"

namespace cli {

namespace {

using sol::spider::Move;
using sol::spider::Position;

std::string pile_end(int p) {
    return "tableau " + std::to_string(p + 1);
}

// One move as a JSON object in the shape Klondike's moves have, played from `before`.
// A deal names no single card: its "cards" lists the ten dealt, pile 1 first. "turns" is
// the card the move turned face up on its source pile; "removed" the suit of a run that
// left, "turns_to" a card turned on the pile the run left (a deal lists these per pile).
void write_move(sol::JsonWriter& w, const Position& before, Move m) {
    w.begin_object();
    w.key("move").value(sol::spider::move_text(m));
    if (m.is_deal()) {
        w.key("kind").value("deal");
        w.key("from").value("stock");
        w.key("to").value("tableau");
        w.key("count").value(sol::spider::PILES);
        w.key("cards").begin_array();
        for (int p = 0; p < sol::spider::PILES; ++p)
            w.value(sol::card_text(before.stock_card(before.stock_len() - 1 - p)));
        w.end_array();
        if (m.removed_mask()) {
            Position after = before;
            after.do_move(m);
            w.key("removed").begin_array();
            for (int p = 0; p < sol::spider::PILES; ++p) {
                if (!(m.removed_mask() >> p & 1)) continue;
                w.begin_object().key("pile").value(pile_end(p));
                if (m.flip_mask() >> p & 1)
                    w.key("turns").value(sol::card_text(after.pile_card(p, after.pile_down(p))));
                w.end_object();
            }
            w.end_array();
        }
    } else {
        w.key("kind").value("tableau-to-tableau");
        w.key("from").value(pile_end(m.from()));
        w.key("to").value(pile_end(m.to()));
        w.key("count").value(m.count());
        w.key("card").value(sol::card_text(sol::spider::moved_card(before, m)));
        const int from_len = before.pile_len(m.from());
        if (m.flip_from())
            w.key("turns").value(
                sol::card_text(before.pile_card(m.from(), from_len - m.count() - 1)));
        if (m.removed()) {
            w.key("removed").value(std::string(
                1, sol::suit_char(sol::suit_of(before.pile_card(m.from(), from_len - 1)))));
            if (m.flip_to()) {
                const int to_len = before.pile_len(m.to()) + m.count() - 13;
                w.key("turns_to").value(sol::card_text(before.pile_card(m.to(), to_len - 1)));
            }
        }
    }
    w.end_object();
}

std::string deal_text(const sol::Preset& preset, std::uint64_t seed) {
    return sol::spider::position_text(sol::spider::deal(preset.spider, seed));
}

void write_deal_json(sol::JsonWriter& w, const sol::Preset& preset, std::uint64_t seed) {
    const Position pos = sol::spider::deal(preset.spider, seed);
    w.key("tableau").begin_array();
    for (int p = 0; p < sol::spider::PILES; ++p) {
        w.begin_object();
        w.key("down").begin_array();
        for (int i = 0; i < pos.pile_down(p); ++i) w.value(sol::card_text(pos.pile_card(p, i)));
        w.end_array();
        w.key("up").begin_array();
        for (int i = pos.pile_down(p); i < pos.pile_len(p); ++i)
            w.value(sol::card_text(pos.pile_card(p, i)));
        w.end_array();
        w.end_object();
    }
    w.end_array();
    // In the order dealt: the first ten are the first deal, pile 1 first.
    w.key("stock").begin_array();
    for (int i = pos.stock_len() - 1; i >= 0; --i) w.value(sol::card_text(pos.stock_card(i)));
    w.end_array();
}

std::string deal_solvitaire(const sol::Preset& preset, std::uint64_t seed) {
    return sol::spider::solvitaire_json(sol::spider::deal(preset.spider, seed));
}

sol::Result<CliSolve> solve(const SolveRequest& request, const sol::search::Limits& limits) {
    const bool greedy = request.strategy == "greedy";
    if (!request.strategy.empty() && !greedy)
        return sol::Error{"Spider has no strategy '" + std::string(request.strategy) +
                          "' (try greedy)"};
    const sol::spider::Rules& rules = request.preset->spider;
    const auto start = start_position<Position>(
        request, [&](std::uint64_t seed) { return sol::spider::deal(rules, seed); },
        [&](std::string_view text) { return sol::spider::read_deal(text, rules); });
    if (!start) return sol::Error{start.error()};
    const sol::spider::SolveResult r =
        greedy ? sol::spider::solve_greedy(*start, limits) : sol::spider::solve(*start, limits);
    return cli_solve(
        request, *start, r, [](const Position&, Move m) { return sol::spider::move_text(m); },
        write_move);
}

} // namespace

extern const GameCli SPIDER_CLI;
const GameCli SPIDER_CLI{deal_text, write_deal_json, deal_solvitaire, solve, "greedy"};

} // namespace cli
