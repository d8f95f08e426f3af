// Klondike rule variants as data. Named presets of them are in presets.h.
#pragma once
#include <cstdint>

namespace sol::klondike {

// How a game is scored (score.h): standard or Vegas (docs/rules.md, Klondike: Scoring).
enum class Scoring : std::uint8_t { Standard, Vegas };

// One Klondike variant. Defaults are the common draw-1, unlimited-passes game. Scoring
// changes only the score (score.h), never which moves are legal.
struct Rules {
    std::uint8_t draw = 1;       // cards turned per draw: 1 or 3
    std::uint8_t max_passes = 0; // passes through the stock; 0 = unlimited
    Scoring scoring = Scoring::Standard;
    constexpr bool operator==(const Rules&) const = default;
};

} // namespace sol::klondike
