// One game's side of the solver module's bridge, written once for every game: a Traits
// type names the game's Position and Move and its deal, text and solver functions (see
// klondike_bridge.cpp), and BridgeOf<Traits>::GAME is its BridgeGame.
#pragma once
#include "bridge_game.h"
#include <string>

namespace bridge {

template <class T>
struct BridgeOf {
    using Position = typename T::Position;
    using Move = typename T::Move;

    static sol::Result<Position> start_position(const sol::Preset& preset, const Start& start) {
        if (start.seed) return T::deal(preset, *start.seed);
        auto pos = T::parse_position(start.position, preset);
        if (!pos) return sol::Error{"position: " + pos.error()};
        return *pos;
    }

    // Moves as text tokens, or as move numbers (what the page plays), each checked.
    static sol::Result<Replayed> replay(const sol::Preset& preset, const Start& start,
                                        const sol::JsonValue& moves) {
        const auto started = start_position(preset, start);
        if (!started) return sol::Error{started.error()};
        Position pos = *started;
        if (moves.is_string()) {
            const auto line = T::parse_moves(pos, moves.string);
            if (!line) return sol::Error{"moves: " + line.error()};
            for (const Move m : *line) pos.do_move(m);
        } else {
            for (std::size_t i = 0; i < moves.items.size(); ++i) {
                const sol::JsonValue& v = moves.items[i];
                const bool number = v.type == sol::JsonValue::Type::Number && v.number >= 0 &&
                                    v.number <= double(T::MAX_MOVE_NUMBER);
                const Move m{number ? std::uint32_t(v.number) : 0u};
                if (!number || !pos.is_legal(m))
                    return sol::Error{"moves: move " + std::to_string(i + 1) +
                                      " is not legal here"};
                pos.do_move(m);
            }
        }
        return Replayed{pos.is_won(), T::position_text(pos)};
    }

    static sol::Result<Solved> solve(const sol::Preset& preset, const Start& start,
                                     const sol::search::Limits& limits) {
        const auto started = start_position(preset, start);
        if (!started) return sol::Error{started.error()};
        const auto r = T::solve(*started, limits);
        Solved out{r.status, r.reason, {}, {}, T::macro_moves(r), r.stats};
        Position pos = *started;
        for (const Move m : r.moves) {
            out.moves.push_back(T::move_text(pos, m));
            out.bits.push_back(m.bits);
            pos.do_move(m);
        }
        return out;
    }

    static constexpr BridgeGame GAME{replay, solve};
};

} // namespace bridge
