// Pyramid rule variants as data. Named presets of them are in presets.h.
#pragma once
#include <cstdint>

namespace sol::pyramid {

// What wins (docs/rules.md, Pyramid: Won): the 28 pyramid cards removed, or all 52 cards.
enum class Goal : std::uint8_t { Pyramid, AllCards };

// One Pyramid variant. Defaults are the common game: 3 passes through the stock, the
// stock's top card playable, the pyramid to clear.
struct Rules {
    std::uint8_t max_passes = 3; // passes through the stock, 1..64; 0 = unlimited
    bool stock_playable = true;  // the stock's top card is shown and may be removed
    Goal goal = Goal::Pyramid;
    constexpr bool operator==(const Rules&) const = default;
};

} // namespace sol::pyramid
