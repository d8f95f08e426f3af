// Klondike's side of the solver module's bridge (bridge_game.h).
#include "bridge_game.h"
#include "klondike/deal.h"
#include "klondike/move_text.h"
#include "klondike/position_text.h"
#include "klondike/solver.h"

namespace bridge {

namespace {

using sol::klondike::Move;
using sol::klondike::Position;

sol::Result<Position> start_position(const sol::Preset& preset, const Start& start) {
    if (start.seed) return sol::klondike::deal(preset.klondike, *start.seed);
    auto pos = sol::klondike::parse_position(start.position, preset.klondike);
    if (!pos) return sol::Error{"position: " + pos.error()};
    return *pos;
}

sol::Result<Replayed> replay(const sol::Preset& preset, const Start& start,
                             const sol::JsonValue& moves) {
    const auto started = start_position(preset, start);
    if (!started) return sol::Error{started.error()};
    Position pos = *started;
    if (moves.is_string()) {
        const auto line = sol::klondike::parse_moves(pos, moves.string);
        if (!line) return sol::Error{"moves: " + line.error()};
        for (const Move m : *line) pos.do_move(m);
    } else {
        for (std::size_t i = 0; i < moves.items.size(); ++i) {
            const sol::JsonValue& v = moves.items[i];
            const Move m{std::uint32_t(v.number)};
            if (v.type != sol::JsonValue::Type::Number || v.number < 0 || v.number > 65535 ||
                !pos.is_legal(m))
                return sol::Error{"moves: move " + std::to_string(i + 1) + " is not legal here"};
            pos.do_move(m);
        }
    }
    return Replayed{pos.is_won(), sol::klondike::position_text(pos)};
}

sol::Result<Solved> solve(const sol::Preset& preset, const Start& start,
                          const sol::search::Limits& limits) {
    const auto pos = start_position(preset, start);
    if (!pos) return sol::Error{pos.error()};
    const sol::klondike::SolveResult r = sol::klondike::solve(*pos, limits);
    Solved out{r.status, r.reason, {}, {}, r.macro_moves, r.stats};
    for (const Move m : r.moves) {
        out.moves.push_back(sol::klondike::move_text(m));
        out.bits.push_back(m.bits);
    }
    return out;
}

} // namespace

extern const BridgeGame KLONDIKE_BRIDGE;
const BridgeGame KLONDIKE_BRIDGE{replay, solve};

} // namespace bridge
