// Sums over a set of talon slots (or of pyramid places, or of ranks) in one table lookup per
// chunk of its mask (a byte; 7 bits for ranks).
#pragma once
#include "pyramid/geometry.h"
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace sol::pyramid {

// Entry [k][b] combines (by Combine, associative, T{} its identity) the terms of the slots
// BITS * k + i for the bits i of b (BITS = 8: bytes); filled from each chunk's lowest slot
// and the entry of the rest, so a deal's tables take CHUNKS x (2^BITS - 1) steps. The
// solver keeps counts of cards by rank in fields of a word (added: a rank has at most 4
// cards, no field overflows) and sets of ranks or of places (or-ed).
template <class T, class Combine, std::size_t CHUNKS = 3, unsigned BITS = 8>
class TalonBytes {
    static constexpr std::uint32_t MASK = (1u << BITS) - 1;

  public:
    template <class Term>
    void fill(Term term) {
        for (std::size_t k = 0; k < CHUNKS; ++k)
            for (unsigned chunk = 1; chunk <= MASK; ++chunk)
                table_[k][chunk] = Combine{}(table_[k][chunk & (chunk - 1)],
                                             T(term(int(BITS * k) + std::countr_zero(chunk))));
    }
    T of(std::uint32_t bits) const {
        const Combine c{};
        T sum = table_[0][bits & MASK];
        for (std::size_t k = 1; k < CHUNKS; ++k) sum = c(sum, table_[k][bits >> (BITS * k) & MASK]);
        return sum;
    }

  private:
    std::array<std::array<T, MASK + 1>, CHUNKS> table_{};
};

// The same over a set of pyramid places (28 bits, four bytes: fill() asks a term for places
// 28-31 too, which give T{}).
template <class T, class Combine>
using PlaceBytes = TalonBytes<T, Combine, 4>;

// The same over a set of ranks (bit r for rank r, 0-13) in two chunks of 7 bits (fill()
// asks a term for rank 0 too).
template <class T, class Combine>
using RankBytes = TalonBytes<T, Combine, 2, 7>;

} // namespace sol::pyramid
