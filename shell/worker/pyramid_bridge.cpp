// Pyramid's side of the solver module's bridge (bridge_game.h, bridge_of.h).
#include "bridge_of.h"
#include "pyramid/deal.h"
#include "pyramid/move_text.h"
#include "pyramid/position_text.h"
#include "pyramid/solver.h"

namespace bridge {

namespace {

struct Pyramid {
    using Position = sol::pyramid::Position;
    using Move = sol::pyramid::Move;
    static constexpr std::uint32_t MAX_MOVE_NUMBER = 65535; // 15 bits are used
    static Position deal(const sol::Preset& p, std::uint64_t seed) {
        return sol::pyramid::deal(p.pyramid, seed);
    }
    static auto parse_position(std::string_view text, const sol::Preset& p) {
        return sol::pyramid::parse_position(text, p.pyramid);
    }
    static auto parse_moves(const Position& pos, std::string_view text) {
        return sol::pyramid::parse_moves(pos, text);
    }
    static std::string position_text(const Position& pos) {
        return sol::pyramid::position_text(pos);
    }
    // A removal names its cards, which the position before it knows.
    static std::string move_text(const Position& before, Move m) {
        return sol::pyramid::move_text(before, m);
    }
    static auto solve(const Position& pos, const sol::search::Limits& limits) {
        return sol::pyramid::solve(pos, limits);
    }
    static int macro_moves(const sol::pyramid::SolveResult& r) { return int(r.moves.size()); }
};

} // namespace

extern const BridgeGame PYRAMID_BRIDGE;
const BridgeGame PYRAMID_BRIDGE = BridgeOf<Pyramid>::GAME;

} // namespace bridge
