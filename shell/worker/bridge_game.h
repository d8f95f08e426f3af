// What the solver module's bridge (solver_bridge.cpp) asks of one game. The bridge reads
// the request, the preset and the limits once for every game; each game (klondike_bridge.cpp
// and one file alike per game) turns a start and some moves into its own position, and its
// solver's answer into move texts and move numbers (the bits the game's table plays).
#pragma once
#include "core/json.h"
#include "core/result.h"
#include "presets.h"
#include "search/limits.h"
#include "search/outcome.h"
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace bridge {

// Where a request starts: the deal of a seed, or a position in the game's text form.
struct Start {
    std::optional<std::uint64_t> seed;
    std::string_view position; // used when seed is empty
};

// A replay's answer: whether the moves won, and the position after them as text.
struct Replayed {
    bool won = false;
    std::string position;
};

// A solve's answer.
struct Solved {
    sol::search::SolveStatus status = sol::search::SolveStatus::Unknown;
    sol::search::UnknownReason reason = sol::search::UnknownReason::None;
    std::vector<std::string> moves;  // move text tokens
    std::vector<std::uint32_t> bits; // the same moves as the game's move numbers
    int macro_moves = 0;             // the line's length in solver moves
    sol::search::SearchStats stats;
};

struct BridgeGame {
    // Plays `moves` (a string of move text tokens, or an array of move numbers) from the
    // start; an error names the first move that is not legal.
    sol::Result<Replayed> (*replay)(const sol::Preset&, const Start&, const sol::JsonValue& moves);
    sol::Result<Solved> (*solve)(const sol::Preset&, const Start&, const sol::search::Limits&);
};

// Plays `moves` on `pos` as replay() takes them: a string of move text tokens, read by
// `parse_moves(pos, text)` (the game's, returning its moves or an error), or an array of
// move numbers (the Move's bits, checked with pos.is_legal). Written once for every
// game's bridge; the error names the first move that is not legal.
template <class Position, class ParseMoves>
std::optional<std::string> play_moves(Position& pos, const sol::JsonValue& moves,
                                      ParseMoves parse_moves) {
    using Move = decltype(parse_moves(pos, "").value().front());
    if (moves.is_string()) {
        const auto line = parse_moves(pos, moves.string);
        if (!line) return "moves: " + line.error();
        for (const auto m : *line) pos.do_move(m);
        return std::nullopt;
    }
    for (std::size_t i = 0; i < moves.items.size(); ++i) {
        const sol::JsonValue& v = moves.items[i];
        const std::remove_cvref_t<Move> m{std::uint32_t(v.number)};
        if (v.type != sol::JsonValue::Type::Number || v.number < 0 || v.number > 65535 ||
            !pos.is_legal(m))
            return "moves: move " + std::to_string(i + 1) + " is not legal here";
        pos.do_move(m);
    }
    return std::nullopt;
}

// The bridge side of the game, or nullptr for a game the solver module does not serve yet.
const BridgeGame* bridge_game(sol::GameKind game);

} // namespace bridge
