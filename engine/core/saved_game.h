// The saved game as the engine reads it from the page's storage: the deal's seed as
// decimal text, the moves played as comma-separated move codes ("12,40,7"), and the clock.
// The page validates its record first; this is the engine's own check at the same edge,
// so that no stored text can make it open a deal other than the one named, or crash.
#pragma once
#include "core/result.h"
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace sol {

// The longest game a saved record may hold (a Klondike game rarely passes 500 moves).
inline constexpr std::size_t MAX_SAVED_MOVES = 10000;
// The largest clock a saved record may hold: 1000 hours, in milliseconds.
inline constexpr double MAX_SAVED_ELAPSED_MS = 1000.0 * 3600 * 1000;

// "" or comma-separated decimal codes, each fitting in 32 bits; anything else (signs,
// exponents, spaces, empty items, more than MAX_SAVED_MOVES codes) is an error.
Result<std::vector<std::uint32_t>> parse_move_codes(std::string_view text);

// The saved clock if it is a number from 0 to MAX_SAVED_ELAPSED_MS, else 0 (a bad clock
// costs the player the time shown, never the game).
double saved_elapsed_ms(double ms);

} // namespace sol
