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
    if (const auto error = play_moves(pos, moves, sol::klondike::parse_moves))
        return sol::Error{*error};
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
