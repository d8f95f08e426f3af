// Sums over a set of talon slots in three table lookups, one per byte of the slot mask.
#pragma once
#include "pyramid/geometry.h"
#include <array>
#include <bit>
#include <cstddef>

namespace sol::pyramid {

// Entry [k][b] combines (by Combine, associative, T{} its identity) the terms of the slots
// 8k + i for the bits i of b; filled from each byte's lowest slot and the entry of the
// rest, so a deal's tables take 3 x 255 steps. The solver keeps counts of cards by rank in
// fields of a word (added: a rank has at most 4 cards, no field overflows) and sets of
// ranks (or-ed).
template <class T, class Combine>
class TalonBytes {
  public:
    template <class Term>
    void fill(Term term) {
        for (std::size_t k = 0; k < 3; ++k)
            for (unsigned byte = 1; byte < 256; ++byte)
                table_[k][byte] = Combine{}(table_[k][byte & (byte - 1)],
                                            T(term(int(8 * k) + std::countr_zero(byte))));
    }
    T of(SlotMask slots) const {
        const Combine c{};
        return c(c(table_[0][slots & 0xFF], table_[1][slots >> 8 & 0xFF]),
                 table_[2][slots >> 16 & 0xFF]);
    }

  private:
    std::array<std::array<T, 256>, 3> table_{};
};

} // namespace sol::pyramid
