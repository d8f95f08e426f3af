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

// The bridge side of the game, or nullptr for a game the solver module does not serve yet.
const BridgeGame* bridge_game(sol::GameKind game);

} // namespace bridge
