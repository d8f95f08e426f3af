// Pyramid deals: (rules, seed) -> the starting position, fixed forever (docs/rules.md,
// Deals and seeds; Pyramid: Layout).
#pragma once
#include "pyramid/position.h"
#include <cstdint>

namespace sol::pyramid {

// The deal for `seed`: sol::shuffled_deck(seed) laid out by Position(rules, deck), i.e.
// deck[0] the apex, deck[1..2] row 2 left to right, ..., deck[21..27] row 7, and
// deck[28..51] the stock with deck[28] drawn first. The rules do not change the cards, so
// every Pyramid preset deals the same cards for the same seed.
Position deal(const Rules& rules, std::uint64_t seed);

} // namespace sol::pyramid
