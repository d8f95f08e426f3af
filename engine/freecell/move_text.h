// FreeCell move notation: short tokens for solutions, logs, tests and the page.
//   3>5      the top card of column 3 onto column 5      3>5x4   a run of 4 cards, 3 to 5
//   3>a      column 3's top card to free cell a           a>5     cell a's card to column 5
//   3>F      column 3's top card to its foundation        a>F     cell a's card home
// Columns are numbered 1..8 and cells lettered a..h as players see them (Move holds 0..7
// and CELL0 + 0..7). Readers ignore case and accept "x1"; "3>5" without a count takes the
// one run of column 3 that fits on column 5, and onto an empty column one card (as the
// writer means it: a run to an empty column is always written with its count).
#pragma once
#include "core/result.h"
#include "freecell/position.h"
#include <string>
#include <string_view>
#include <vector>

namespace sol::freecell {

// The token for m (a foundation's suit follows from the card, so is not written).
std::string move_text(Move m);

// The legal move that `text` names in `pos`, or an error saying why the text is malformed
// or the move is not legal here.
Result<Move> parse_move(const Position& pos, std::string_view text);

// Whitespace-separated moves played from `start` in turn, each checked for legality.
Result<std::vector<Move>> parse_moves(const Position& start, std::string_view text);

// A place as the JSON move objects name it: "column 3", "cell a", "foundation H".
std::string place_name(int place);

// Why the run of `count` cards from column `from` may not go onto column `to` in `pos` (the
// table's message), or "" when nothing forbids it but the stacking itself.
std::string run_refusal(const Position& pos, int from, int to, int count);

} // namespace sol::freecell
