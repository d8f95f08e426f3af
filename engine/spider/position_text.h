// Our text format for any Spider position: a deal, or a game in progress. One field per
// line, `#` starts a comment, blank lines are ignored, field names and cards ignore case:
//
//   game: spider
//   rules: suits=4 relaxed=no
//   pile 1: 9H 3C 2D 4S 8D | KS    face-down cards (bottom first) | face-up cards (top last)
//   ...                             (all ten pile lines are required; empty: "-")
//   stock: 4S 5H ...                in the order dealt: the first ten are the next deal,
//                                   pile 1 first; "-" when empty
//   removed: S H                    suits of the runs already removed, or "-"
//
// `game`, `rules`, `stock` and `removed` are optional; a rules line must agree with the
// rules of the game it is read for (suit count and relaxed=: the file cannot change the
// game named elsewhere, say on a command line). A pile line without "|" has all its
// cards face up.
#pragma once
#include "core/result.h"
#include "spider/position.h"
#include <optional>
#include <string>
#include <string_view>

namespace sol::spider {

// The position in the format above (every field written, so reading gives it back exactly).
std::string position_text(const Position& pos);

// Reads the format above, with `rules` for what no rules line names. The layout is checked
// by check_layout.
Result<Position> parse_position(std::string_view text, const Rules& rules);

// The checks every reader applies: suits 1, 2 or 4; every card of a suit the game uses and
// no more copies of a card than the deck holds (2 with 4 suits, 4 with 2, 8 with 1); 104
// cards in all, counting 13 per removed run; a stock of 0-50 cards in whole deals of ten;
// face-up top cards; no complete run left on top of a pile.
std::optional<Error> check_layout(const Layout& layout);

// "suits=4 relaxed=no".
std::string rules_text(const Rules& rules);

} // namespace sol::spider
