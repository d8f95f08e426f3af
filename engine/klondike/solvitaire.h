// The JSON deal format of the Solvitaire solver (Blake and Gent), so that our deals can be
// checked against it and its deal files solved here:
//   {"tableau piles": [[bottom .. top] x 7], "stock": [...]}
// Cards are rank A 2..10 J Q K plus suit; a lower-case suit letter marks a face-down
// tableau card ("Qh"). The stock's LAST element is the first card drawn. Optional members
// "waste" (bottom .. top) and "foundations" (4 arrays, each A upwards) describe a game in
// progress; they are written only when not empty.
#pragma once
#include "core/result.h"
#include "klondike/position.h"
#include <string>
#include <string_view>

namespace sol::klondike {

// The position as Solvitaire JSON. Redeals done are not representable and are dropped.
std::string solvitaire_json(const Position& pos);

// Reads Solvitaire JSON (rank "T" and "10", either case, are accepted) with the given
// rules. Errors say which pile or member and which card is wrong.
Result<Layout> parse_solvitaire_layout(std::string_view json, const Rules& rules);
Result<Position> parse_solvitaire(std::string_view json, const Rules& rules);

} // namespace sol::klondike
