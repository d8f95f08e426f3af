// Microsoft's FreeCell deal numbers (docs/rules.md, FreeCell: Microsoft's deal numbers):
// the card order of deal n, by the generator and dealing order of FreeCell in Windows,
// extended as FreeCell Pro did to numbers up to 2^33 - 1. Integer arithmetic only, so every
// build deals the same cards; tests pin whole deals of each range card by card.
#pragma once
#include "core/card.h"
#include <array>
#include <cstdint>

namespace sol::freecell {

inline constexpr std::uint64_t FIRST_DEAL = 1;
inline constexpr std::uint64_t LAST_DEAL = (std::uint64_t(1) << 33) - 1; // 8,589,934,591

constexpr bool is_deal_number(std::uint64_t n) {
    return n >= FIRST_DEAL && n <= LAST_DEAL;
}

// Microsoft's generator for deal n: a 32-bit linear congruential state and the draw that
// each range of deal numbers reads from it.
class MsRandom {
  public:
    explicit constexpr MsRandom(std::uint64_t deal)
        : state_(std::uint32_t(deal < HIGH ? deal : deal - HIGH)),
          range_(deal < MIDDLE ? Range::Low
                 : deal < HIGH ? Range::Middle
                               : Range::High) {}

    // The next draw: 0..32767 below 2^31, 32768..65535 from 2^31 on, 1..65536 from 2^32.
    constexpr std::uint32_t next() {
        state_ = state_ * 214013u + 2531011u; // mod 2^32: the type's own wrap
        switch (range_) {
        case Range::Low: return state_ >> 16 & 0x7FFF;
        case Range::Middle: return (state_ >> 16 & 0x7FFF) | 0x8000;
        case Range::High: break;
        }
        return (state_ >> 16 & 0xFFFF) + 1;
    }

  private:
    static constexpr std::uint64_t MIDDLE = std::uint64_t(1) << 31;
    static constexpr std::uint64_t HIGH = std::uint64_t(1) << 32;
    enum class Range : std::uint8_t { Low, Middle, High };
    std::uint32_t state_;
    Range range_;
};

// The 52 cards of deal n in the order they are dealt: card k goes to column k mod 8, row
// k / 8 (row 0 the bottom). n must be a deal number (is_deal_number).
std::array<Card, DECK_SIZE> ms_deal_order(std::uint64_t n);

} // namespace sol::freecell
