// Our text form of a Pyramid deal or position, read by `solve --deal FILE` and the solver
// module, written by `deal` and by replays. A deal is 52 cards separated by white space:
// the pyramid row by row from the apex, left to right, then the stock from the first card
// drawn. Cards are rank then suit in either case (`Ah`, `TD`, `10d`); `#` starts a comment.
//
//               7C
//             QD 2S
//   ...                       (the pyramid's 7 rows, as `deal` writes them)
//   4S 5H ... (24 cards)      the stock
//
// A game in progress writes `--` for each removed card, keeping every slot (the stock's
// slots stay in the order of the first pass), and then two optional fields:
//   drawn: N     the first N stock slots are the waste (0..24; default 0)
//   redeals: N   redeals done so far (default 0)
#pragma once
#include "core/result.h"
#include "pyramid/position.h"
#include <string>
#include <string_view>

namespace sol::pyramid {

// The position in the form above; a fresh deal is just its 52 cards.
std::string position_text(const Position& pos);

// Reads the form above. Errors are one line: a wrong number of cards, an unknown card, a
// duplicate, a removed card still covered, a field out of range.
Result<Position> parse_position(std::string_view text, const Rules& rules);

} // namespace sol::pyramid
