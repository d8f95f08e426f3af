// Solvitaire's JSON deal format for Spider, written and read:
//   {"tableau piles": [[10 piles, each bottom to top]], "stock": [cards]}
// Cards are rank + suit ("10" for ten: Solvitaire does not read "T"); a face-down card has
// its suit letter in lower case. The stock's last card is dealt first, to pile 1. 1- and
// 2-suit deals use the same layout with their fewer suits; the suit count comes from the
// preset's rules, not from the file.
#pragma once
#include "core/result.h"
#include "spider/position.h"
#include <string>
#include <string_view>

namespace sol::spider {

// The position as Solvitaire's JSON (removed runs are not part of the format; a deal has
// none).
std::string solvitaire_json(const Position& pos);

// Reads Solvitaire's JSON, checked as check_layout (position_text.h) checks our text.
Result<Position> parse_solvitaire(std::string_view json, const Rules& rules);

} // namespace sol::spider
