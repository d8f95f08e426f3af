// Klondike move notation: short tokens for solutions, logs and tests.
//   S        draw (turn min(draw, stock) cards)      R        redeal
//   W>F      waste to its foundation                 W>3      waste to tableau pile 3
//   3>F      top of pile 3 to its foundation         FH>3     hearts foundation to pile 3
//   3>5      one card from pile 3 to pile 5          3>5x4    a run of 4 cards, 3 to 5
// A reader given "3>5" without a count takes the one run of pile 3 that fits on pile 5.
// Piles are numbered 1..7 as players see them (Move holds 0..6). Readers ignore case and
// also accept "draw", "redeal", an explicit foundation suit on "W>FH"/"3>FH", and "x1".
#pragma once
#include "core/result.h"
#include "klondike/position.h"
#include <string>
#include <string_view>
#include <vector>

namespace sol::klondike {

// The token for m (flip and draw count are implied by the position, so not written).
std::string move_text(Move m);

// The legal move that `text` names in `pos`, with its flip bit and draw count filled in,
// or an error saying why the text is malformed or the move is not legal here.
Result<Move> parse_move(const Position& pos, std::string_view text);

// Whitespace-separated moves played from `start` in turn, each checked for legality.
Result<std::vector<Move>> parse_moves(const Position& start, std::string_view text);

// The first (bottom) card that m moves in `before`, the position m is played from;
// NO_CARD for Draw and Redeal.
Card moved_card(const Position& before, Move m);

} // namespace sol::klondike
