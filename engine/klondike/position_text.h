// Our text format for any Klondike position: a deal, or a game in progress. One field per
// line, `#` starts a comment, blank lines are ignored, field names and cards ignore case:
//
//   game: klondike
//   rules: draw=3 passes=unlimited scoring=standard
//   foundations: 2C AH          top card of each started foundation, or -
//   tableau 1: | 7C             face-down cards (bottom first) | face-up cards (top last)
//   tableau 2: 5D | QH JS       an empty pile is "-" or nothing
//   ...                         (all seven tableau lines are required)
//   stock: 4S 5H ...            next card drawn first, or -
//   waste: 9D KC                bottom first, so the last card is the playable top, or -
//   redeals: 0                  redeals already done (matters when passes are limited)
//
// `game`, `rules`, `foundations`, `stock`, `waste` and `redeals` are optional; a rules line
// overrides only the fields it names. A tableau line without "|" has all cards face up.
#pragma once
#include "core/result.h"
#include "klondike/position.h"
#include <string>
#include <string_view>

namespace sol::klondike {

// The position in the format above (every field written, so reading gives it back exactly).
std::string position_text(const Position& pos);

// Reads the format above. `rules` are used for every field that no rules line names.
// Errors name the line and the problem: unknown card text, duplicate or missing cards
// (wrong count), a face-down top card, bad structure.
Result<Layout> parse_layout(std::string_view text, const Rules& rules);
Result<Position> parse_position(std::string_view text, const Rules& rules);

// The text of rules as written on a rules line, e.g. "draw=3 passes=unlimited scoring=vegas".
std::string rules_text(const Rules& rules);

} // namespace sol::klondike
