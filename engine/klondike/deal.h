// Klondike deals: (rules, seed) -> the starting position, fixed forever (docs/rules.md,
// Deals and seeds; Klondike: Layout).
#pragma once
#include "klondike/position.h"
#include <cstdint>

namespace sol::klondike {

// The deal for `seed`: sol::shuffled_deck(seed) laid out by Position(rules, deck), i.e.
// deck[0] to pile 1, deck[1..2] to pile 2 (bottom to top), ..., deck[21..27] to pile 7,
// and deck[28..51] the stock with deck[28] drawn first. The rules do not change the cards,
// so every Klondike preset deals the same cards for the same seed.
Position deal(const Rules& rules, std::uint64_t seed);

} // namespace sol::klondike
