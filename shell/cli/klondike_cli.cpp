// Klondike's side of the CLI (game_cli.h): its deal forms, and its solver's line as text
// and JSON.
#include "core/card_text.h"
#include "game_cli.h"
#include "klondike/deal.h"
#include "klondike/move_text.h"
#include "klondike/position_json.h"
#include "klondike/position_text.h"
#include "klondike/read_deal.h"
#include "klondike/solver.h"
#include "klondike/solvitaire.h"

namespace cli {

namespace {

using sol::klondike::Move;
using sol::klondike::MoveKind;
using sol::klondike::Position;

std::string pile_end(int p) {
    return "tableau " + std::to_string(p + 1);
}
std::string foundation_end(int s) {
    return std::string("foundation ") + sol::suit_char(s);
}

// One primitive move as a JSON object naming its source, destination and card count; the
// position is the one the move is played from.
void write_move(sol::JsonWriter& w, const Position& before, Move m) {
    std::string kind, from, to;
    int count = m.count();
    switch (m.kind()) {
    case MoveKind::Draw: kind = "draw", from = "stock", to = "waste"; break;
    case MoveKind::Redeal:
        kind = "redeal", from = "waste", to = "stock", count = before.waste_len();
        break;
    case MoveKind::WasteToFoundation:
        kind = "waste-to-foundation", from = "waste", to = foundation_end(m.to());
        break;
    case MoveKind::WasteToTableau:
        kind = "waste-to-tableau", from = "waste", to = pile_end(m.to());
        break;
    case MoveKind::TableauToFoundation:
        kind = "tableau-to-foundation", from = pile_end(m.from()), to = foundation_end(m.to());
        break;
    case MoveKind::TableauToTableau:
        kind = "tableau-to-tableau", from = pile_end(m.from()), to = pile_end(m.to());
        break;
    case MoveKind::FoundationToTableau:
        kind = "foundation-to-tableau", from = foundation_end(m.from()), to = pile_end(m.to());
        break;
    }
    w.begin_object();
    w.key("move").value(sol::klondike::move_text(m));
    w.key("kind").value(kind);
    w.key("from").value(from);
    w.key("to").value(to);
    w.key("count").value(count);
    const sol::Card card = sol::klondike::moved_card(before, m);
    if (card) w.key("card").value(sol::card_text(card));
    if (m.flip())
        w.key("turns").value(
            sol::card_text(before.pile_card(m.from(), before.pile_len(m.from()) - m.count() - 1)));
    w.end_object();
}

std::string deal_text(const sol::Preset& preset, std::uint64_t seed) {
    return sol::klondike::position_text(sol::klondike::deal(preset.klondike, seed));
}

void write_deal_json(sol::JsonWriter& w, const sol::Preset& preset, std::uint64_t seed) {
    sol::klondike::write_position_members(w, sol::klondike::deal(preset.klondike, seed));
}

std::string deal_solvitaire(const sol::Preset& preset, std::uint64_t seed) {
    return sol::klondike::solvitaire_json(sol::klondike::deal(preset.klondike, seed));
}

sol::Result<CliSolve> solve(const SolveRequest& request, const sol::search::Limits& limits) {
    if (!request.strategy.empty())
        return sol::Error{"Klondike has no strategy '" + std::string(request.strategy) + "'"};
    const sol::klondike::Rules& rules = request.preset->klondike;
    const auto start = start_position<Position>(
        request, [&](std::uint64_t seed) { return sol::klondike::deal(rules, seed); },
        [&](std::string_view text) { return sol::klondike::read_deal(text, rules); });
    if (!start) return sol::Error{start.error()};
    const sol::klondike::SolveResult r = sol::klondike::solve(*start, limits);
    CliSolve out = cli_solve(
        request, *start, r, [](const Position&, Move m) { return sol::klondike::move_text(m); },
        write_move);
    out.macro_moves = r.macro_moves;
    return out;
}

} // namespace

extern const GameCli KLONDIKE_CLI;
const GameCli KLONDIKE_CLI{deal_text, write_deal_json, deal_solvitaire, solve, ""};

} // namespace cli
