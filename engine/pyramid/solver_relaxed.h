// A relaxation of Pyramid whose losses prove real losses, cheap enough to ask at every
// node: the talon's cards are all available at every moment.
#pragma once
#include "pyramid/position.h"
#include "pyramid/talon_bytes.h"
#include "search/visited_table.h"
#include <cstdint>
#include <functional>

namespace sol::pyramid {

// The relaxed game: the pyramid as in the real one, but each talon card still there may
// be paired at any time, as if stock and waste were one open row, and there are no draws,
// redeals or passes. Every real line is a relaxed line once its draws and redeals are
// dropped (with the goal "pyramid", its pairs of two talon cards are dropped too: they
// only take partners away), so a relaxed loss is a real loss.
//
// Talon cards of one rank are then interchangeable, so a relaxed state is the pyramid's
// mask and how many talon cards of each rank A..Q are left (Kings leave alone at any
// time): 28 + 12 * 3 = 64 bits, an exact key. Its verdicts are kept, won and lost, for the
// whole solve: the real search asks again and again about the same few relaxed states.
//
// In the last pass (no redeal left) the waste is a pile for good: a card under the
// waste's top leaves only after every card above it. So then the relaxation keeps the
// waste as a pile (its top available, the next one once it leaves) and frees only the
// stock's cards. Still a relaxation: a real line removes waste cards top first (cards it
// draws later lie on them and must leave before them, which the relaxation does not ask),
// and its stock cards are available at some moments, the relaxation's at all. The pile
// makes the key 88 bits, so such states are keyed by a 64-bit hash of them.
//
// With the goal "all cards" the relaxation still clears only the pyramid, and then asks
// whether the talon cards left could pair off among themselves (talon_clears).
class RelaxedGame {
  public:
    explicit RelaxedGame(const Position& deal, std::size_t memory_bytes);
    // Whether the relaxed game can be won from these cards; false is a proof of loss. A
    // question that would take too long is answered true (no proof).
    // `next` and `last_pass` as in Position (next(), !redeal_left()).
    bool winnable(PlaceMask pyramid_left, SlotMask talon_left, int next, bool last_pass);

  private:
    std::int64_t budget_; // relaxed nodes the questions may still visit (see the .cpp)
    bool search(PlaceMask left, std::uint64_t counts, SlotMask pile);
    bool dead(PlaceMask left, std::uint64_t counts, SlotMask pile) const;
    bool talon_clears(std::uint64_t counts, SlotMask pile) const;
    static int count(std::uint64_t counts, int rank) { return int(counts >> (3 * (rank - 1)) & 7); }

    bool stock_playable_;
    bool all_cards_;                            // the goal: all 52 cards (else the pyramid)
    std::array<std::uint8_t, PYRAMID> ranks_{}; // rank of the card at each pyramid place
    std::array<Card, TALON> talon_card_{};
    std::array<SlotMask, RANKS + 1> talon_of_rank_{};
    // The counts (as in a relaxed state) of the cards A..Q at a set of talon slots.
    TalonBytes<std::uint64_t, std::plus<std::uint64_t>> counts_by_slots_;
    // Per pyramid place: the pyramid places of partners out of its cones (see SolverGame).
    std::array<PlaceMask, PYRAMID> partners_{};
    // By a set of talon ranks (bit r for rank r): the pyramid places of their partner ranks;
    // and the Kings'.
    RankBytes<PlaceMask, std::bit_or<PlaceMask>> wanting_;
    PlaceMask kings_ = 0;
    // The verdicts known, 1 won and 0 lost, in one table: a state asked about again is
    // found by one lookup (two tables took two, the miss in the first a long probe once
    // they were full).
    search::KeyTable<std::uint8_t> verdicts_;
};

} // namespace sol::pyramid
