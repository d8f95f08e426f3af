// Our text format for any FreeCell position: a deal, or a game in progress. One field per
// line, `#` starts a comment, blank lines are ignored, field names and cards ignore case:
//
//   game: freecell
//   rules: cells=4 build=alternate    (build=suit: Baker's Game)
//   foundations: 2C AH                top card of each started foundation, or -
//   cells: 7H - - -                   each cell's card or -, left to right (or - alone)
//   column 1: JD KD 2S 4C 3S 6D 6S    bottom card first, the top card last
//   ...                               (all eight column lines are required; empty: -)
//
// `game`, `rules`, `foundations` and `cells` are optional; a rules line overrides only the
// fields it names. Every card of the deck must appear exactly once.
#pragma once
#include "core/result.h"
#include "freecell/position.h"
#include <string>
#include <string_view>

namespace sol::freecell {

// The position in the format above (every field written, so reading gives it back exactly).
std::string position_text(const Position& pos);

// Reads the format above; `rules` stand for every field no rules line names. Errors name
// the line and the problem.
Result<Layout> parse_layout(std::string_view text, const Rules& rules);
Result<Position> parse_position(std::string_view text, const Rules& rules);

// The rules as a rules line writes them: "cells=4 build=alternate".
std::string rules_text(const Rules& rules);

} // namespace sol::freecell
