// Spider move notation: short tokens for solutions, logs and tests.
//   3>5      the top card of pile 3 onto pile 5
//   3>5x4    a run of 4 cards, pile 3 to pile 5
//   3>5x1    the top card alone onto empty pile 5, from a longer run (see below)
//   D        deal a row from the stock
// Piles are numbered 1..10 as players see them (Move holds 0..9). Readers ignore case,
// accept "deal" for D and "x1"; "3>5" without a count takes the longest movable run of
// pile 3 that fits on pile 5 (onto an empty pile: the whole run). So the writer, which
// sees the position, writes the count whenever the reader would take another one: a
// count above 1 always, and "x1" for one card onto an empty pile from a longer run. Text
// -> move -> text is then exact.
#pragma once
#include "core/result.h"
#include "spider/position.h"
#include <string>
#include <string_view>
#include <vector>

namespace sol::spider {

// The token for m played from `before` (the removal and turn bits follow from the
// position, so are not written).
std::string move_text(const Position& before, Move m);

// The legal move that `text` names in `pos`, consequence bits filled in, or an error.
Result<Move> parse_move(const Position& pos, std::string_view text);

// Whitespace-separated moves played from `start` in turn, each checked for legality.
Result<std::vector<Move>> parse_moves(const Position& start, std::string_view text);

// The first (bottom) card m moves in `before`; NO_CARD for a deal.
Card moved_card(const Position& before, Move m);

// True when `moves` played from `start` are all legal and end in a won position.
bool replays_to_win(const Position& start, const std::vector<Move>& moves);

} // namespace sol::spider
