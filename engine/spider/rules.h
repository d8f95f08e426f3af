// Spider rule variants as data. Named presets of them are in presets.h.
#pragma once
#include <cstdint>

namespace sol::spider {

// One Spider variant (docs/rules.md, Spider): the number of suits in the 104-card deck
// (1: eight sets of spades; 2: four of hearts and four of spades; 4: two full decks), and
// whether a deal from the stock is allowed while a pile is empty ("relaxed").
struct Rules {
    std::uint8_t suits = 1; // 1, 2 or 4
    bool relaxed = false;
    constexpr bool operator==(const Rules&) const = default;
};

} // namespace sol::spider
