// The optimal search's lower bound for the goal "clear the pyramid": moves that any
// winning line from a position still needs, counted from the cards alone.
#pragma once
#include "pyramid/position.h"
#include <array>
#include <cstdint>

namespace sol::pyramid {

// Every move is a removal that takes pyramid cards, or one that does not (a talon King, a
// pair of talon cards), or a draw, or a redeal. The bound adds a bound on each of the first
// kind and on draws plus removals of talon cards alone:
// - removals of pyramid cards: a move takes one King, or two complementary cards of which
//   two are pyramid cards only if neither covers the other (through any cards). For ranks r
//   and 13 - r, with a and b of them left in the pyramid and at most M pairs of them that
//   can meet (a maximum matching, precomputed for every subset of those at most 8 cards),
//   that takes at least a + b - M moves; and at least a - M of the r's leave with talon
//   cards of rank 13 - r, at least b - M of the others with talon r's.
// - draws: if k talon cards of rank q are needed and only w lie in the waste (which
//   removals alone might uncover), the (k - w)-th of the stock's in slot order must become
//   available: the stock's top must reach it (or pass it, when only the waste's top is
//   playable), passing the stock cards on the way. Each is passed by a draw, or by
//   removing it from the stock's top: with a talon card or alone (moves the first term
//   does not count), or with a pyramid card (at most as many of rank r as there are
//   pyramid cards of rank 13 - r: `absorbed`). Now with p pairs of two pyramid cards
//   (p <= the matchings' sum), the n pyramid cards but Kings leave in n - p moves, and
//   n - 2p of them with talon cards, so at most min(n - 2p, absorbed) cards are passed
//   for free: the bound is Kings + the least over p of n - p + passed - min(...), the
//   largest over q.
// Each term counts different moves, so the sum is a lower bound (admissible). It is not
// always consistent; the best-first search queues a position again when it finds a shorter
// way to it, so the line it returns is a shortest one all the same.
class PyramidBound {
  public:
    explicit PyramidBound(const Position& deal);
    // The bound for `pos` (a position of this deal), or -1 when some needed talon cards
    // are not there at all (the position is lost).
    int moves_needed(const Position& pos) const;

  private:
    // The pyramid cards of ranks r (side a) and 13 - r (side b), r = 1..6.
    struct RankPair {
        std::array<std::uint8_t, 8> places{}; // side a first, then side b
        int a = 0, b = 0;
        std::array<std::uint8_t, 256> matching{}; // by subset of `places` left
    };
    std::array<RankPair, 7> pairs_{}; // index r = 1..6
    PlaceMask kings_ = 0;
    std::array<SlotMask, RANKS + 1> talon_of_rank_{};
    bool playable_;
};

} // namespace sol::pyramid
