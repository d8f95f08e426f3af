// The solver's position key: stronger symmetry reduction than Position::key().
#pragma once
#include "core/card.h"
#include <cstdint>

namespace sol::klondike::solver_key {

// Zobrist-like numbers made on the fly by a 64-bit mixer (the SplitMix64 finalizer) rather
// than read from a table: a few multiplications are cheaper than cache misses in a hot loop.
constexpr std::uint64_t mix(std::uint64_t x) {
    x = (x ^ 0x2545F4914F6CDD1DULL) * 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// A tableau card is hashed with the card it lies on (NO_CARD at a pile bottom) and its side.
// The set of (card, below) pairs determines every pile, but not the piles' order, so the
// xor of these terms is a key in which the seven piles are interchangeable (symmetry
// reduction), and moving a run changes only the term of its first card: O(1) per move.
constexpr std::uint64_t tableau(Card c, Card below, bool face_up) {
    return mix(std::uint64_t(c) | std::uint64_t(below) << 6 | std::uint64_t(face_up) << 12 |
               std::uint64_t(1) << 16);
}
constexpr std::uint64_t foundation(int suit, int count) {
    return mix(std::uint64_t(suit) << 4 | std::uint64_t(count) | std::uint64_t(2) << 16);
}
// The terms that tell apart variants of one arrangement of the cards: the waste length,
// the redeals used, and the search's follow-up restriction (solver_followup.h). They are
// small fields in disjoint bits of the high half of the key, not random numbers: so the
// variants of one arrangement never collide (their xor is injective), while the tableau
// and foundation terms above keep every key as random as before. And since the visited
// table indexes by the low bits, the variants of a position share their slots'
// neighbourhood: the search looks up the dominating ones (fewer cards drawn, fewer
// redeals) and the unrestricted one right after the position itself, from the cache.
//   bits 32-36 waste length (0..TALON + 1), bits 40-47 redeals, bits 48-59 follow-up
constexpr std::uint64_t waste_len(int n) {
    return std::uint64_t(n) << 32;
}
constexpr std::uint64_t redeals(int n) {
    return std::uint64_t(n & 0xFF) << 40;
}
constexpr std::uint64_t follow_up(int kind, Card top, int suit) {
    return (std::uint64_t(kind) << 9 | std::uint64_t(top) << 3 | std::uint64_t(suit + 1)) << 48;
}

// The talon's cards are not hashed: every card is in the tableau, on a foundation or in the
// talon, so the first two determine the talon's set, and its order never changes within a
// search. Only waste_len and the redeals used can still differ, and they are hashed only
// when they matter (see SolverGame).

} // namespace sol::klondike::solver_key
