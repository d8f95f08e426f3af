// Sums over a set of talon slots (or of pyramid places, or of ranks) in one table lookup per
// byte of its mask.
#pragma once
#include "pyramid/geometry.h"
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace sol::pyramid {

// Entry [k][b] combines (by Combine, associative, T{} its identity) the terms of the slots
// 8k + i for the bits i of b; filled from each byte's lowest slot and the entry of the
// rest, so a deal's tables take BYTES x 255 steps. The solver keeps counts of cards by rank
// in fields of a word (added: a rank has at most 4 cards, no field overflows) and sets of
// ranks (or-ed).
template <class T, class Combine, std::size_t BYTES = 3>
class TalonBytes {
  public:
    template <class Term>
    void fill(Term term) {
        for (std::size_t k = 0; k < BYTES; ++k)
            for (unsigned byte = 1; byte < 256; ++byte)
                table_[k][byte] = Combine{}(table_[k][byte & (byte - 1)],
                                            T(term(int(8 * k) + std::countr_zero(byte))));
    }
    T of(std::uint32_t bits) const {
        const Combine c{};
        T sum = table_[0][bits & 0xFF];
        for (std::size_t k = 1; k < BYTES; ++k) sum = c(sum, table_[k][bits >> (8 * k) & 0xFF]);
        return sum;
    }

  private:
    std::array<std::array<T, 256>, BYTES> table_{};
};

// The same over a set of pyramid places (28 bits, four bytes: fill() asks a term for places
// 28-31 too, which give T{}).
template <class T, class Combine>
using PlaceBytes = TalonBytes<T, Combine, 4>;

// The same over a set of ranks (bit r for rank r, two bytes: fill() asks a term for 0 and
// 14-15 too).
template <class T, class Combine>
using RankBytes = TalonBytes<T, Combine, 2>;

} // namespace sol::pyramid
