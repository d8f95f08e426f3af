// The optimal search's count of what the stock still costs: the stock cards every winning
// line must still pass (each by a draw, or by a removal at the stock's top), the redeals it
// cannot avoid, and how many of those cards can at most leave with a pyramid card.
#pragma once
#include "pyramid/position.h"
#include "pyramid/talon_bytes.h"
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace sol::pyramid {

// The goal "clear the pyramid". A pass of the stock is simulated, relaxed so that it finds
// for every card a time before which no real line of the pass can remove it (simulate()
// has the argument). A pyramid card that cannot leave in this pass at all makes a redeal
// certain, and a second pass is simulated for the cards that must wait for it. The stock's
// top must reach the time the last card needs, so the stock cards on the way are passed.
class PassSchedule {
  public:
    explicit PassSchedule(const Position& deal);

    // What every winning line from a position still does with the stock.
    struct Need {
        bool lost = false; // no line wins: a card cannot leave in the passes left
        int redeals = 0;   // redeals still certain
        int passed = 0;    // stock cards certainly passed (drawn, or removed at the top)
        // By the passed card's rank, the most of those that can leave with a pyramid card:
        // for need(), not capped by the pyramid cards of the partner rank left (PyramidBound
        // caps them with its pairs); for need_all(), at the stock's top, Kings at RANKS.
        std::array<std::int8_t, RANKS + 1> absorbed_by_rank{};
    };
    // `needed`: per rank, how many talon cards every winning line still removes with
    // pyramid cards (those the pyramid's own pairs cannot cover).
    using Demand = std::array<int, RANKS + 1>;
    Need need(const Position& pos, const Demand& needed) const;
    // The same for the goal "all cards": every stock card is passed in this pass (it leaves
    // only from a top), and a card of any kind that cannot leave in this pass makes a
    // redeal certain. `absorbed_by_rank` then bounds the passed cards that can leave at the stock's
    // top in any removal (with a pyramid card, with the waste's top, or a King).
    Need need_all(const Position& pos) const;
    // The cards of `pyramid` and `talon` by rank, in 4-bit fields (bit 4r on: rank r), and
    // the field of `rank` in such counts.
    std::uint64_t rank_counts(PlaceMask pyramid, SlotMask talon) const {
        return pyramid_counts(pyramid) + counts_of(talon);
    }
    static int count_in(std::uint64_t counts, int rank) { return int(counts >> (4 * rank) & 15); }
    // The pyramid cards that pair with a card of one of `ranks` (bit r for rank r).
    PlaceMask pairing_with(std::uint32_t ranks) const { return wanting_.of(ranks); }

  private:
    // One pass of the stock.
    struct PassInput {
        PlaceMask block = 0;    // pyramid cards to leave (they cover the cards under them)
        PlaceMask partners = 0; // pyramid cards that may pair
        SlotMask pile = 0;      // the waste when the pass starts
        SlotMask stock = 0;     // the stock
        SlotMask certain = 0;   // talon cards surely there (the others may have left before)
        bool to_end = false;    // go on to the end of the stock once the block has left
        // Count what a block card leaving with a talon card waits for (simulate() has the
        // argument). Pass 2's simulations go without (there it spared 0.4% of the nodes), and
        // so does the goal "all cards" (3.7%, for more time than that).
        bool tight = true;
        // The pass ends once the stock's top has passed this slot (TALON: the whole pass).
        int last_slot = TALON;
    };
    // The least time of each event in the pass (NEVER: not in this pass). Of the block
    // cards only which can leave and the latest of their times are kept: nothing asks more.
    struct PassTimes {
        std::array<std::int8_t, PYRAMID> uncovered{}; // a partner is uncovered
        std::array<std::int8_t, TALON> talon_leave{}; // a talon card (by slot) leaves
        PlaceMask gone = 0;                           // the block cards that can leave in the pass
        int last = -1;           // the latest time one of them can leave by (-1: none)
        SlotMask talon_gone = 0; // the talon cards with a time in `talon_leave`
        SlotMask buried = 0;     // waste cards that never are a possible top (see need())
        SlotMask at_top = 0;     // stock cards that can leave at the stock's top, at their slot
    };
    void simulate(const PassInput& in, PassTimes& out) const;
    template <bool TIGHT>
    void simulate_as(const PassInput& in, PassTimes& result) const;
    PlaceMask counted(const PassInput& in, PlaceMask free, PlaceMask by_talon, int t,
                      std::uint64_t can_all, int low, SlotMask blocking) const;
    // Pass 1 from a position: the cards, what the simulation found, the pyramid cards that
    // cannot leave in it (`never`), the time the others can all have left by (`last`), and
    // the talon cards that cannot leave in it (`stuck`: surely there in pass 2).
    struct FirstPass {
        PlaceMask left = 0, never = 0;
        SlotMask talon = 0, pile = 0, stock = 0, stuck = 0;
        int last = 0;
        PassTimes times;
    };
    FirstPass first_pass(const Position& pos, bool to_end, bool tight = true) const;
    // Pass 2 as need() and need_all() simulate it (for the latter, `to_end`: on past the
    // pyramid's last card, up to the last of the talon cards in `stuck`):
    // its input is (never, left, talon, stuck) alone, and about a third of those simulations
    // repeat an earlier one (positions that differ in the stock's top or the redeals), so
    // they are remembered, direct-mapped: the same times as simulate() finds, only cheaper
    // (1,024 entries, some 90 kB: 4,096 found no more that pays for setting them up at
    // every solve; mutable state of a const question, like RelaxedGame's memory: one search
    // at a time uses it).
    struct SecondPass {
        PlaceMask never = 0, left = 0;
        SlotMask talon = 0, stuck = 0;
        bool valid = false, to_end = false;
        PassTimes times;
    };
    const PassTimes& second_pass(PlaceMask never, PlaceMask left, SlotMask talon, SlotMask stuck,
                                 bool to_end = false) const;
    mutable std::vector<SecondPass> second_memo_; // allocated at the first use
    // Adds to `out` (by talon rank) how many of the stock cards in `passed` can leave at
    // the stock's top with a pyramid card uncovered by then.
    void absorb(SlotMask passed, PlaceMask partners, const PassTimes& times,
                std::array<std::int8_t, RANKS + 1>& out) const;
    // Takes from `cards` (talon cards of rank r, passed) those the pyramid cards of the
    // partner rank in `partners` can take at the stock's top, as many as can be; returns
    // how many.
    int take_with_pyramid(SlotMask& cards, int r, PlaceMask partners, const PassTimes& times) const;
    // For need_all: adds to `by_rank` how many of the stock cards in `passed` can leave at
    // the stock's top.
    void absorb_all(SlotMask passed, SlotMask talon, PlaceMask partners, const PassTimes& times,
                    std::array<std::int8_t, RANKS + 1>& by_rank) const;
    // The slot of the k-th talon card of rank q in `cards` (slot order), or -1.
    int kth_of_rank(SlotMask cards, int q, int k) const;
    static PlaceMask parents_of(PlaceMask cards);

    std::array<std::uint8_t, PYRAMID> rank_{};       // of each pyramid card
    std::array<PlaceMask, PYRAMID> meet_{};          // pyramid partners out of its cones
    std::array<PlaceMask, RANKS + 1> rank_places_{}; // pyramid places by rank
    std::array<std::uint8_t, TALON> talon_rank_{};
    std::array<SlotMask, RANKS + 1> talon_of_rank_{};
    // At a set of talon slots: how many cards of each rank q lie there, in bits 4q on.
    TalonBytes<std::uint64_t, std::plus<std::uint64_t>> counts_by_slots_;
    std::uint64_t counts_of(SlotMask cards) const { return counts_by_slots_.of(cards); }
    // By a set of talon ranks (bit r for rank r): the pyramid cards that pair with one of
    // them (the Kings, which need none, are rank_places_[RANKS]).
    RankBytes<PlaceMask, std::bit_or<PlaceMask>> wanting_;
    bool playable_;
    // Cards by rank in 4-bit fields (bit 4r on: rank r) for a set of pyramid places; a card's
    // bit at its partner rank 13 - r instead (Kings at field 0), by place and by slot, and
    // those summed over a set of places or of talon slots.
    PlaceBytes<std::uint64_t, std::plus<std::uint64_t>> pyramid_counts_, pyramid_partner_counts_;
    std::array<std::uint64_t, PYRAMID> place_partner_bit_{};
    std::array<std::uint64_t, TALON> slot_partner_bit_{};
    TalonBytes<std::uint64_t, std::plus<std::uint64_t>> talon_partner_counts_;
    std::uint64_t pyramid_counts(PlaceMask m) const { return pyramid_counts_.of(m); }
    std::uint64_t pyramid_partner_counts(PlaceMask m) const {
        return pyramid_partner_counts_.of(m);
    }
};

} // namespace sol::pyramid
