// FreeCell deals: (rules, Microsoft deal number) -> the starting position, fixed forever
// (docs/rules.md, FreeCell: Microsoft's deal numbers).
#pragma once
#include "freecell/ms_deal.h"
#include "freecell/position.h"
#include <cstdint>

namespace sol::freecell {

// Deal n (is_deal_number(n)) dealt row by row across the eight columns. The rules do not
// change the cards: deal n is the same in every FreeCell preset.
Position deal(const Rules& rules, std::uint64_t n);

} // namespace sol::freecell
