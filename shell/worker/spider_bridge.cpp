// Spider's side of the solver module's bridge (bridge_game.h, bridge_of.h). A move number
// is the Move's 32 bits, consequence bits included (spider/position.h), so the page can
// play it without asking the engine what it turns or removes.
#include "bridge_of.h"
#include "spider/deal.h"
#include "spider/move_text.h"
#include "spider/position_text.h"
#include "spider/solver.h"

namespace bridge {

namespace {

struct Spider {
    using Position = sol::spider::Position;
    using Move = sol::spider::Move;
    static constexpr std::uint32_t MAX_MOVE_NUMBER = 4294967295u;
    static Position deal(const sol::Preset& p, std::uint64_t seed) {
        return sol::spider::deal(p.spider, seed);
    }
    static auto parse_position(std::string_view text, const sol::Preset& p) {
        return sol::spider::parse_position(text, p.spider);
    }
    static auto parse_moves(const Position& pos, std::string_view text) {
        return sol::spider::parse_moves(pos, text);
    }
    static std::string position_text(const Position& pos) {
        return sol::spider::position_text(pos);
    }
    static std::string move_text(const Position&, Move m) { return sol::spider::move_text(m); }
    static auto solve(const Position& pos, const sol::search::Limits& limits) {
        return sol::spider::solve(pos, limits);
    }
    static int macro_moves(const sol::spider::SolveResult& r) { return int(r.moves.size()); }
};

} // namespace

extern const BridgeGame SPIDER_BRIDGE;
const BridgeGame SPIDER_BRIDGE = BridgeOf<Spider>::GAME;

} // namespace bridge
