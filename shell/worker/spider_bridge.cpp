// Spider's side of the solver module's bridge (bridge_game.h). A move number is the
// Move's 32 bits, consequence bits included (spider/position.h), so the page can play it
// without asking the engine what it turns or removes.
#include "bridge_game.h"
#include "spider/deal.h"
#include "spider/move_text.h"
#include "spider/position_text.h"
#include "spider/solver.h"

namespace bridge {

namespace {

using sol::spider::Move;
using sol::spider::Position;

sol::Result<Position> start_position(const sol::Preset& preset, const Start& start) {
    if (start.seed) return sol::spider::deal(preset.spider, *start.seed);
    auto pos = sol::spider::parse_position(start.position, preset.spider);
    if (!pos) return sol::Error{"position: " + pos.error()};
    return *pos;
}

sol::Result<Replayed> replay(const sol::Preset& preset, const Start& start,
                             const sol::JsonValue& moves) {
    const auto started = start_position(preset, start);
    if (!started) return sol::Error{started.error()};
    Position pos = *started;
    if (moves.is_string()) {
        const auto line = sol::spider::parse_moves(pos, moves.string);
        if (!line) return sol::Error{"moves: " + line.error()};
        for (const Move m : *line) pos.do_move(m);
    } else {
        for (std::size_t i = 0; i < moves.items.size(); ++i) {
            const sol::JsonValue& v = moves.items[i];
            const bool number =
                v.type == sol::JsonValue::Type::Number && v.number >= 0 && v.number <= 4294967295.0;
            const Move m{number ? std::uint32_t(v.number) : 0u};
            if (!number || !pos.is_legal(m))
                return sol::Error{"moves: move " + std::to_string(i + 1) + " is not legal here"};
            pos.do_move(m);
        }
    }
    return Replayed{pos.is_won(), sol::spider::position_text(pos)};
}

sol::Result<Solved> solve(const sol::Preset& preset, const Start& start,
                          const sol::search::Limits& limits) {
    const auto pos = start_position(preset, start);
    if (!pos) return sol::Error{pos.error()};
    const sol::spider::SolveResult r = sol::spider::solve(*pos, limits);
    Solved out{r.status, r.reason, {}, {}, int(r.moves.size()), r.stats};
    for (const Move m : r.moves) {
        out.moves.push_back(sol::spider::move_text(m));
        out.bits.push_back(m.bits);
    }
    return out;
}

} // namespace

extern const BridgeGame SPIDER_BRIDGE;
const BridgeGame SPIDER_BRIDGE{replay, solve};

} // namespace bridge
