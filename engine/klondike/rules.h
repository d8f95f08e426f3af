// Klondike rule variants as data, and the table of named presets.
#pragma once
#include <cstdint>

namespace sol::klondike {

enum class Scoring : std::uint8_t { Standard, Vegas };

// One Klondike variant. Defaults are the common draw-1, unlimited-passes game.
struct Rules {
    std::uint8_t draw = 1;       // cards turned per draw: 1 or 3
    std::uint8_t max_passes = 0; // passes through the stock; 0 = unlimited
    Scoring scoring = Scoring::Standard;
    constexpr bool operator==(const Rules&) const = default;
};

} // namespace sol::klondike
