// Pyramid's side of the CLI (game_cli.h): its deal forms, and its solver's line as text
// and JSON.
#include "core/card_text.h"
#include "game_cli.h"
#include "pyramid/deal.h"
#include "pyramid/move_text.h"
#include "pyramid/position_json.h"
#include "pyramid/position_text.h"
#include "pyramid/solver.h"

namespace cli {

namespace {

using sol::pyramid::Move;
using sol::pyramid::MoveKind;
using sol::pyramid::Position;

// One move as a JSON object: its text, kind ("draw", "redeal", "king" or "pair"), where
// its card(s) come from and go, and the cards; `before` is the position it is played from.
void write_move(sol::JsonWriter& w, const Position& before, Move m) {
    w.begin_object();
    w.key("move").value(sol::pyramid::move_text(before, m));
    switch (m.kind()) {
    case MoveKind::Draw: {
        const sol::Card card = before.talon_card(before.stock_top());
        w.key("kind").value("draw").key("from").value("stock").key("to").value("waste");
        w.key("count").value(1).key("card").value(sol::card_text(card));
        w.key("cards").begin_array().value(sol::card_text(card)).end_array();
        break;
    }
    case MoveKind::Redeal:
        w.key("kind").value("redeal").key("from").value("waste").key("to").value("stock");
        w.key("count").value(before.waste_len());
        w.key("cards").begin_array().end_array();
        break;
    default: {
        const int places[2] = {m.first(), m.second()};
        const int count = m.is_pair() ? 2 : 1;
        w.key("kind").value(m.is_pair() ? "pair" : "king");
        w.key("from").value(sol::pyramid::place_text(before, places[0]));
        w.key("to").value("removed");
        w.key("count").value(count);
        w.key("card").value(sol::card_text(before.place_card(places[0])));
        w.key("cards").begin_array();
        for (int i = 0; i < count; ++i) w.value(sol::card_text(before.place_card(places[i])));
        w.end_array();
        w.key("places").begin_array();
        for (int i = 0; i < count; ++i) w.value(sol::pyramid::place_text(before, places[i]));
        w.end_array();
        break;
    }
    }
    w.end_object();
}

std::string deal_text(const sol::Preset& preset, std::uint64_t seed) {
    return sol::pyramid::position_text(sol::pyramid::deal(preset.pyramid, seed));
}

void write_deal_json(sol::JsonWriter& w, const sol::Preset& preset, std::uint64_t seed) {
    sol::pyramid::write_position_members(w, sol::pyramid::deal(preset.pyramid, seed));
}

sol::Result<CliSolve> solve(const SolveRequest& request, const sol::search::Limits& limits) {
    sol::pyramid::Strategy strategy{};
    if (!sol::pyramid::parse_strategy(request.strategy, strategy))
        return sol::Error{"Pyramid has no strategy '" + std::string(request.strategy) +
                          "' (dfs, optimal, best-first)"};
    const sol::pyramid::Rules& rules = request.preset->pyramid;
    const auto start = start_position<Position>(
        request, [&](std::uint64_t seed) { return sol::pyramid::deal(rules, seed); },
        [&](std::string_view text) { return sol::pyramid::parse_position(text, rules); });
    if (!start) return sol::Error{start.error()};
    const sol::pyramid::SolveResult r = sol::pyramid::solve(*start, limits, strategy);
    return cli_solve(
        request, *start, r,
        [](const Position& before, Move m) { return sol::pyramid::move_text(before, m); },
        write_move);
}

} // namespace

extern const GameCli PYRAMID_CLI;
const GameCli PYRAMID_CLI{deal_text, write_deal_json, nullptr, solve,
                          "dfs (default), optimal (shortest line), best-first"};

} // namespace cli
