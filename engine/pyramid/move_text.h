// Pyramid move notation: short tokens for solutions, logs, tests and the page.
//   S        draw (the stock's top card to the waste)     R   redeal
//   KH       remove a King alone                          8D+5C   remove a pair
// A removal names its cards, which say where they are: every card of a deal is unique.
// Readers ignore case and also accept "draw", "redeal" and "10" for ten.
#pragma once
#include "core/result.h"
#include "pyramid/position.h"
#include <string>
#include <string_view>
#include <vector>

namespace sol::pyramid {

// The token for m, legal in `before` (the position it is played from).
std::string move_text(const Position& before, Move m);

// The legal move that `text` names in `pos`, or an error saying why the text is malformed
// or the move is not legal here.
Result<Move> parse_move(const Position& pos, std::string_view text);

// Whitespace-separated moves played from `start` in turn, each checked for legality.
Result<std::vector<Move>> parse_moves(const Position& start, std::string_view text);

// Where a move place is, as players name it: "pyramid 7.3" (row 7, card 3 from the
// left), "stock" or "waste" (`before` tells which the talon slot is).
std::string place_text(const Position& before, int place);

} // namespace sol::pyramid
