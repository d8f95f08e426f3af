// Klondike's side of the solver module's bridge (bridge_game.h, bridge_of.h).
#include "bridge_of.h"
#include "klondike/deal.h"
#include "klondike/move_text.h"
#include "klondike/position_text.h"
#include "klondike/solver.h"

namespace bridge {

namespace {

struct Klondike {
    using Position = sol::klondike::Position;
    using Move = sol::klondike::Move;
    static constexpr std::uint32_t MAX_MOVE_NUMBER = 65535; // a Move is 16 bits
    static Position deal(const sol::Preset& p, std::uint64_t seed) {
        return sol::klondike::deal(p.klondike, seed);
    }
    static auto parse_position(std::string_view text, const sol::Preset& p) {
        return sol::klondike::parse_position(text, p.klondike);
    }
    static auto parse_moves(const Position& pos, std::string_view text) {
        return sol::klondike::parse_moves(pos, text);
    }
    static std::string position_text(const Position& pos) {
        return sol::klondike::position_text(pos);
    }
    static std::string move_text(const Position&, Move m) { return sol::klondike::move_text(m); }
    static auto solve(const Position& pos, const sol::search::Limits& limits) {
        return sol::klondike::solve(pos, limits);
    }
    // The line's length with a talon play and its draws as one move.
    static int macro_moves(const sol::klondike::SolveResult& r) { return r.macro_moves; }
};

} // namespace

extern const BridgeGame KLONDIKE_BRIDGE;
const BridgeGame KLONDIKE_BRIDGE = BridgeOf<Klondike>::GAME;

} // namespace bridge
