// The optimal search's lower bound for the goal "clear the pyramid": moves that any
// winning line from a position still needs, counted from the cards alone.
#pragma once
#include "pyramid/position.h"
#include "pyramid/solver_passes.h"
#include <array>
#include <cstdint>

namespace sol::pyramid {

// Every move is a removal that takes pyramid cards, or one that does not (a talon King, a
// pair of talon cards), or a draw, or a redeal. The bound adds a bound on each of the first
// kind and on draws plus removals of talon cards alone, plus the redeals:
// - removals of pyramid cards: a move takes one King, or two complementary cards of which
//   two are pyramid cards only if neither covers the other (through any cards). For ranks r
//   and 13 - r, with a and b of them left in the pyramid and at most M pairs of them that
//   can meet (a maximum matching, precomputed for every subset of those at most 8 cards),
//   that takes at least a + b - M moves; and at least a - M of the r's leave with talon
//   cards of rank 13 - r, at least b - M of the others with talon r's (`needed`).
// - the stock (PassSchedule, solver_passes.h): the stock cards every winning line still
//   passes, each by a draw or by a removal at the stock's top, with a talon card or alone
//   (moves the first term does not count) or with a pyramid card (at most `absorbed_by_rank` of
//   them), and the redeals it cannot avoid. Now with p pairs of two pyramid cards among
//   ranks r and 13 - r (p <= their matching), their a + b cards leave in a + b - p moves,
//   and at most min(A', a - p) + min(A, b - p) passed cards leave with them (A, A': the
//   passed cards of ranks r and 13 - r that can, `absorbed_by_rank`), each other passed card
//   costing a move of its own: the bound is Kings + the least over every pair's p of
//   n - (sum of p) + max(0, passed - the absorbed cards), plus the redeals (moves_needed()
//   takes that least exactly).
// Each term counts different moves, so the sum is a lower bound (admissible). It is not
// always consistent (a move may lower it by more than 1): the best-first search queues a
// child no lower than its parent's f (pathmax), and queues a position again when it finds
// a shorter way to it, so the line it returns is a shortest one all the same.
class PyramidBound {
  public:
    explicit PyramidBound(const Position& deal);
    // The bound for `pos` (a position of this deal), or -1 when the position is lost
    // (some pyramid card cannot leave in the passes left).
    int moves_needed(const Position& pos) const;
    // The stock's schedule the bound asks (SolverGame asks it too, for the goal "all cards").
    const PassSchedule& passes() const { return passes_; }

  private:
    // The pyramid cards of ranks r (side a) and 13 - r (side b), r = 1..6.
    struct RankPair {
        std::array<std::uint8_t, 8> places{}; // side a first, then side b
        int a = 0, b = 0;
        std::array<std::uint8_t, 256> matching{}; // by subset of `places` left
        std::array<std::uint8_t, 256> sides{};    // by subset: a-side cards | b-side << 4
    };
    std::array<RankPair, 7> pairs_{}; // index r = 1..6
    // By byte k of the pyramid's mask: the subsets of every pair that its places hold, the
    // pair of r in bits 8 * (r - 1) on (every pyramid place is in one pair at most), so the
    // six subsets are four lookups.
    std::array<std::array<std::uint64_t, 256>, 4> subsets_{};
    PlaceMask kings_ = 0;
    PassSchedule passes_;
};

} // namespace sol::pyramid
