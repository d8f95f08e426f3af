// Pyramid's side of the solver module's bridge (bridge_game.h).
#include "bridge_game.h"
#include "pyramid/deal.h"
#include "pyramid/move_text.h"
#include "pyramid/position_text.h"
#include "pyramid/solver.h"

namespace bridge {

namespace {

using sol::pyramid::Move;
using sol::pyramid::Position;

sol::Result<Position> start_position(const sol::Preset& preset, const Start& start) {
    if (start.seed) return sol::pyramid::deal(preset.pyramid, *start.seed);
    auto pos = sol::pyramid::parse_position(start.position, preset.pyramid);
    if (!pos) return sol::Error{"position: " + pos.error()};
    return *pos;
}

sol::Result<Replayed> replay(const sol::Preset& preset, const Start& start,
                             const sol::JsonValue& moves) {
    const auto started = start_position(preset, start);
    if (!started) return sol::Error{started.error()};
    Position pos = *started;
    if (const auto error = play_moves(pos, moves, sol::pyramid::parse_moves))
        return sol::Error{*error};
    return Replayed{pos.is_won(), sol::pyramid::position_text(pos)};
}

sol::Result<Solved> solve(const sol::Preset& preset, const Start& start,
                          const sol::search::Limits& limits) {
    const auto started = start_position(preset, start);
    if (!started) return sol::Error{started.error()};
    const sol::pyramid::SolveResult r = sol::pyramid::solve(*started, limits);
    Solved out{r.status, r.reason, {}, {}, int(r.moves.size()), r.stats};
    Position pos = *started;
    for (const Move m : r.moves) {
        out.moves.push_back(sol::pyramid::move_text(pos, m));
        out.bits.push_back(m.bits);
        pos.do_move(m);
    }
    return out;
}

} // namespace

extern const BridgeGame PYRAMID_BRIDGE;
const BridgeGame PYRAMID_BRIDGE{replay, solve};

} // namespace bridge
