#include "pyramid/solver_passes.h"
#include "pyramid/bits.h"
#include <algorithm>
#include <bit>

namespace sol::pyramid {

namespace {

constexpr int NEVER = 99;

// Sets of ranks 1..13 as 16-bit masks, bit r for rank r.
std::uint16_t rank_bit(int rank) {
    return std::uint16_t(1u << rank);
}
bool has_rank(std::uint16_t ranks, int rank) {
    return ranks >> rank & 1;
}

} // namespace

PassSchedule::PassSchedule(const Position& deal) : playable_(deal.rules().stock_playable) {
    for (int p = 0; p < PYRAMID; ++p) {
        rank_[std::size_t(p)] = std::uint8_t(rank_of(deal.pyramid_card(p)));
        rank_places_[rank_[std::size_t(p)]] |= PlaceMask(1) << p;
    }
    for (int p = 0; p < PYRAMID; ++p)
        for (int q = 0; q < PYRAMID; ++q)
            if (rank_[std::size_t(p)] + rank_[std::size_t(q)] == RANKS &&
                !((TABLES.covering[std::size_t(p)] | TABLES.covered[std::size_t(p)]) >> q & 1))
                meet_[std::size_t(p)] |= PlaceMask(1) << q;
    for (int t = 0; t < TALON; ++t) {
        talon_rank_[std::size_t(t)] = std::uint8_t(rank_of(deal.talon_card(t)));
        talon_of_rank_[talon_rank_[std::size_t(t)]] |= SlotMask(1) << t;
    }
    counts_by_slots_.fill(
        [&](int slot) { return std::uint64_t(1) << (4 * talon_rank_[std::size_t(slot)]); });
    auto partner_bit = [](int rank) { return std::uint64_t(1) << (4 * ((RANKS - rank) % RANKS)); };
    for (int p = 0; p < PYRAMID; ++p)
        place_partner_bit_[std::size_t(p)] = partner_bit(rank_[std::size_t(p)]);
    for (int t = 0; t < TALON; ++t)
        slot_partner_bit_[std::size_t(t)] = partner_bit(talon_rank_[std::size_t(t)]);
    pyramid_counts_.fill(
        [&](int p) { return p < PYRAMID ? std::uint64_t(1) << (4 * rank_[std::size_t(p)]) : 0; });
    pyramid_partner_counts_.fill(
        [&](int p) { return p < PYRAMID ? place_partner_bit_[std::size_t(p)] : 0; });
    talon_partner_counts_.fill([&](int slot) { return slot_partner_bit_[std::size_t(slot)]; });
    wanting_.fill([&](int r) {
        return r >= 1 && r < RANKS ? rank_places_[std::size_t(RANKS - r)] : PlaceMask(0);
    });
}

// The pyramid places that the cards in `cards` cover directly (geometry.h's tables: four
// loads instead of a loop over the rows, which cost an eighth of the optimal search's time).
PlaceMask PassSchedule::parents_of(PlaceMask cards) {
    return covered_directly(cards);
}

// The relaxation of one pass. Time t is the moment the stock's top reaches slot t (TALON:
// the stock is empty); a pass ends at TALON or with a redeal. The simulation plays every
// removal as soon as anything allows it and records when; that time is at most the time of
// the same removal in any real line of the pass (no redeal), by induction over the real
// line's moves in their order, because what allows a removal here at time t includes what
// allows it in the real line at time t:
// - a pyramid card counts as a partner from the moment it can be uncovered on, even after
//   it may have left (in the real line it may still be there);
// - a talon card that may be absent (it may have left at the stock's top, or it is not
//   certain to be there at all) buries nothing, but still counts as a possible top;
// - the waste's possible tops are its cards from the top down, for as long as every card
//   above can have left, each with a partner of its own: a pyramid card of the partner
//   rank uncovered by now, or a stock card that has been the stock's top (a tt pair), or
//   none (a King). That counts the partners of a real line's waste removals, which are
//   distinct, so no real line uncovers a waste card the simulation does not;
// - the stock's top is the card at slot t (when playable): it may leave there with a
//   partner pyramid card uncovered, or a possible top of the waste, or alone (a King);
// - a block card leaves once the block cards covering it may have left: a King, or with a
//   pyramid partner that can meet it and is uncovered, or with a talon card of the partner
//   rank on a possible top, if the count below allows it.
// The partners are not used up (one pyramid card may serve many): that is what keeps it
// cheap, and a relaxation all the same. One count reins that in (`tight`). Every removal
// takes a card of rank r and one of 13 - r (or a King alone), so whenever a block card c
// leaves with a talon card z, as many cards of each rank r have left before as of rank
// 13 - r. Among those that left are the cards c waited for: the block cards covering it
// and, when z is a waste card, the blockers above z (cards surely there that could not
// leave at the stock's top, so drawn onto z). And those of rank 13 - r are cards that may
// have left by then: pyramid cards uncovered by now (not c, nor any it covers), talon
// cards up to the stock's top now (not z, nor those under z when z lay in the waste at the
// start: z stays above them until c leaves). So c cannot leave with z while, for some r,
// the cards of rank r it waits for outnumber those of rank 13 - r that may have left. In
// a real line, every card c waits for is among the simulation's (they are surely there and
// surely needed) and every card that may have left is among the simulation's too (by the
// induction above), so the count holds here at the real removal's time at the latest.
// It is asked only of block cards that another block card covers: one that none covers
// waits only for the blockers above z, which the waste walk has already set against their
// partners (all but c and z). Leaving the count out there is a relaxation too; on
// `pyramid 1 2000` it changed no node, for 2% fewer instructions near the median.
void PassSchedule::simulate(const PassInput& in, PassTimes& out) const {
    if (in.tight)
        simulate_as<true>(in, out);
    else
        simulate_as<false>(in, out);
}

template <bool TIGHT>
void PassSchedule::simulate_as(const PassInput& in, PassTimes& result) const {
    // Built in a local: the compiler knows that its stores change none of this object's
    // tables, so it need not load them again after each (1% fewer instructions).
    PassTimes out;
    out.uncovered.fill(NEVER);
    out.talon_leave.fill(NEVER);
    out.gone = 0;
    out.last = -1;
    out.talon_gone = 0;
    out.at_top = 0;
    SlotMask blocking = 0, visited = 0; // blockers, and those the walk reached
    PlaceMask gone = 0;                 // block cards that may have left
    PlaceMask open = 0;                 // partners that may be uncovered
    PlaceMask meetable = 0;             // cards with a partner in `open` that can meet them
    std::uint16_t pyr_ranks = 0;        // the ranks of `open`
    std::array<std::int8_t, RANKS + 1> supply{}; // partners by rank for the waste's cards
    // The waste, bottom first, as the cards that may bury (certain to be there, no King)
    // and, above each, the ranks of the cards that bury nothing (absent perhaps, or Kings).
    std::uint8_t blocker[TALON];
    std::uint16_t above[TALON + 1];
    int blockers = 0;
    above[0] = 0;
    // The walk down the waste's possible tops (below), kept from one look to the next: the
    // blockers from the top that can leave (`passed`, with the partners they take by rank),
    // and the ranks of the cards walked over and of those the passed ones uncover. The walk
    // takes each card as long as a partner of its rank is left over; supply only grows, so a
    // card passed stays passed and only the card it stopped at needs another look. A new
    // blocker on top changes what every card below may take: then it starts again.
    int passed = 0;
    std::uint16_t walked_ranks = 0;
    std::array<std::int8_t, RANKS + 1> demand{};
    bool restart = true;
    auto push_waste = [&](int slot, bool optional) {
        const int r = talon_rank_[std::size_t(slot)];
        if (optional || r == RANKS) {
            above[blockers] |= rank_bit(r);
        } else {
            blocker[blockers++] = std::uint8_t(slot);
            blocking |= SlotMask(1) << slot;
            above[blockers] = 0;
            restart = true;
        }
    };
    for (SlotMask m = in.pile; m; m &= m - 1) {
        const int slot = std::countr_zero(m);
        push_waste(slot, !(in.certain >> slot & 1));
    }
    std::uint64_t may_have_left = 0; // (below)
    // The partners uncovered once the block cards in `gone` may have left.
    auto uncover = [&](int t) {
        const PlaceMask covered = parents_of(in.block & ~gone);
        for (PlaceMask m = in.partners & ~open & ~covered; m; m &= m - 1) {
            const int p = std::countr_zero(m);
            open |= PlaceMask(1) << p;
            out.uncovered[std::size_t(p)] = std::int8_t(t);
            meetable |= meet_[std::size_t(p)];
            pyr_ranks |= rank_bit(rank_[std::size_t(p)]);
            ++supply[rank_[std::size_t(p)]];
            if constexpr (TIGHT) may_have_left += place_partner_bit_[std::size_t(p)];
        }
    };
    const PlaceMask waiting = in.block & parents_of(in.block); // (see the count above)
    SlotMask stock = in.stock;
    int t = stock ? std::countr_zero(stock) : TALON;
    // For the count: the partners uncovered and the talon cards up to the stock's top, by
    // partner rank (counted()'s `can`), kept up as they come.
    if constexpr (TIGHT) may_have_left = talon_partner_counts_.of(in.pile);
    uncover(t);
    for (;;) {
        if constexpr (TIGHT)
            if (t < TALON) may_have_left += slot_partner_bit_[std::size_t(t)];
        const int top_rank = t < TALON && playable_ ? talon_rank_[std::size_t(t)] : 0;
        bool top_optional = !(in.certain >> t & 1);
        if (top_rank) ++supply[std::size_t(top_rank)];
        for (bool changed = true; changed;) {
            changed = false;
            // The waste's possible tops, down to the first card that cannot leave.
            if (restart) {
                passed = 0;
                walked_ranks = 0;
                demand.fill(0);
                restart = false;
            }
            for (int i = blockers - 1 - passed; i >= 0; --i) {
                const int c = blocker[i];
                visited |= SlotMask(1) << c;
                const int q = RANKS - talon_rank_[std::size_t(c)];
                walked_ranks |= rank_bit(RANKS - q);
                if (supply[std::size_t(q)] <= demand[std::size_t(q)]) break;
                ++demand[std::size_t(q)];
                ++passed;
                if (out.talon_leave[std::size_t(c)] == NEVER) {
                    out.talon_leave[std::size_t(c)] = std::int8_t(t);
                    out.talon_gone |= SlotMask(1) << c;
                }
                walked_ranks |= above[i];
            }
            const std::uint16_t waste_ranks = above[blockers] | walked_ranks;
            // The stock's top may leave there; then it buries nothing. That changes nothing
            // the rest of the loop reads (its rank counts as a partner and a possible top
            // already), so it asks for no second look: only block cards leaving do.
            if (top_rank && !top_optional &&
                (top_rank == RANKS || has_rank(pyr_ranks | waste_ranks, RANKS - top_rank))) {
                top_optional = true;
                out.talon_leave[std::size_t(t)] = std::int8_t(t);
                out.talon_gone |= SlotMask(1) << t;
                out.at_top |= SlotMask(1) << t;
            }
            // Block cards uncovered that can leave, and those they uncover in turn (with the
            // same talon ranks: the waste is looked at again after). Every event here only
            // grows what allows the others, so the order they are found in changes neither
            // the fixed point nor a time (all are t).
            const std::uint16_t talon_ranks = waste_ranks | rank_bit(top_rank);
            const PlaceMask by_talon = rank_places_[RANKS] | pairing_with(talon_ranks);
            auto may_leave = [&] {
                const PlaceMask cards = in.block & ~gone & open & (meetable | by_talon);
                if constexpr (!TIGHT) return cards;
                const PlaceMask free = cards & (meetable | rank_places_[RANKS] | ~waiting);
                if (cards == free) return cards;
                const int stop = blockers - 1 - passed; // the walk stopped there
                return counted(in, free, cards & ~free, t, may_have_left,
                               stop >= 0 ? blocker[stop] : 0, blocking);
            };
            PlaceMask leaving = may_leave();
            if (leaving) {
                do {
                    gone |= leaving;
                    uncover(t);
                    leaving = may_leave();
                } while (leaving);
                out.gone = gone;
                out.last = t;
                // Another look only if it can find more: if the walk can go on past the card
                // it stopped at, or the stock's top leave with a pyramid card uncovered now
                // (the block is at its fixed point for these talon ranks).
                const int i = blockers - 1 - passed;
                const int q = i >= 0 ? RANKS - talon_rank_[blocker[i]] : 0;
                changed = (i >= 0 && supply[std::size_t(q)] > demand[std::size_t(q)]) ||
                          (top_rank && !top_optional && has_rank(pyr_ranks, RANKS - top_rank));
            }
        }
        if ((!(in.block & ~gone) && !in.to_end) || t >= in.last_slot) {
            out.buried = blocking & ~visited;
            result = out;
            return;
        }
        push_waste(t, top_optional); // drawn (if it may have left, it buries nothing)
        stock &= stock - 1;
        t = stock ? std::countr_zero(stock) : TALON;
    }
}

// The count of simulate()'s comment, for the block cards `by_talon` that may leave now with
// a talon partner only (those in `free` may leave without the count): the cards of each
// rank r that such a card c waits for (`must`) must be no more than those of rank 13 - r
// that may have left (`can`, kept at field r), all counted in 4-bit fields by rank;
// `can_all`: those of every card uncovered or reached, c's and z's among them. `low`: the
// lowest slot of the waste's possible tops (where the walk stopped).
PlaceMask PassSchedule::counted(const PassInput& in, PlaceMask free, PlaceMask by_talon, int t,
                                std::uint64_t can_all, int low, SlotMask blocking) const {
    constexpr std::uint64_t GUARD = 0x0008888888888880ULL;  // the high bits of ranks 1..12
    auto fits = [](std::uint64_t must, std::uint64_t can) { // must <= can, field by field
        return (((can | GUARD) - must) & GUARD) == GUARD;   // (no field holds more than 4)
    };
    const SlotMask present = in.pile | in.stock;
    const SlotMask tops =
        present & ((SlotMask(1) << std::min(t, TALON)) - 1) & ~((SlotMask(1) << low) - 1);
    PlaceMask ok = free;
    for (PlaceMask m = by_talon; m; m &= m - 1) {
        const int c = std::countr_zero(m);
        const int x = RANKS - rank_[std::size_t(c)];
        const std::uint64_t must = pyramid_counts(TABLES.covering[std::size_t(c)] & in.block);
        const std::uint64_t can = can_all - place_partner_bit_[std::size_t(c)];
        // A partner z that waits for fewer cards and leaves more in reach settles the count
        // for the others: the stock's top (no blocker above it, the whole waste in reach: z's
        // of the waste have the same rank), else the highest z the stock brought in this pass
        // (nothing under it out of reach), else each z of the waste.
        bool fine = true; // (no z seen here: as the test without the count)
        if (t < TALON && playable_ && talon_rank_[std::size_t(t)] == x) {
            fine = fits(must, can - slot_partner_bit_[std::size_t(t)]);
        } else if (const SlotMask zs = tops & talon_of_rank_[std::size_t(x)]) {
            auto waits = [&](int z) { return counts_of(blocking & ~((SlotMask(2) << z) - 1)); };
            if (const SlotMask drawn = zs & ~in.pile) {
                const int z = 31 - std::countl_zero(drawn);
                fine = fits(must + waits(z), can - slot_partner_bit_[std::size_t(z)]);
            } else {
                fine = false;
                for (SlotMask w = zs; w && !fine; w &= w - 1) {
                    const int z = std::countr_zero(w);
                    const SlotMask under = in.pile & ((SlotMask(1) << z) - 1);
                    fine = fits(must + waits(z), can - slot_partner_bit_[std::size_t(z)] -
                                                     talon_partner_counts_.of(under));
                }
            }
        }
        if (fine) ok |= PlaceMask(1) << c;
    }
    return ok;
}

// A stock card passed at slot s leaves there with a pyramid card only if one of the
// partner rank is uncovered by s; each pyramid card leaves once. A partner uncovered at u
// can take any card at a slot from u on; each partner in turn (in any order) takes the
// lowest such card not taken yet, which makes a largest matching: some largest matching
// agrees with every choice so far, since if it gives the partner another card c' (then
// above the card c taken, c being the lowest free one) or none, c goes to the partner and,
// if a later partner had c, that one gets c' instead (it could take c, so c' too) or
// nothing (when the partner had none: the size stays the same).
void PassSchedule::absorb(SlotMask passed, PlaceMask partners, const PassTimes& times,
                          std::array<std::int8_t, RANKS + 1>& out) const {
    if (!playable_) return;
    for (int r = 1; r < RANKS; ++r) {
        SlotMask cards = passed & talon_of_rank_[std::size_t(r)];
        if (!cards) continue;
        out[std::size_t(r)] =
            std::int8_t(out[std::size_t(r)] + take_with_pyramid(cards, r, partners, times));
    }
}

int PassSchedule::take_with_pyramid(SlotMask& cards, int r, PlaceMask partners,
                                    const PassTimes& times) const {
    int used = 0;
    for (PlaceMask m = partners & rank_places_[std::size_t(RANKS - r)]; m && cards; m &= m - 1) {
        const int u = times.uncovered[std::size_t(std::countr_zero(m))];
        if (u >= TALON) continue; // never, or only once the stock is empty
        if (const SlotMask from_u = cards & (~SlotMask(0) << u)) {
            cards ^= from_u & -from_u;
            ++used;
        }
    }
    return used;
}

int PassSchedule::kth_of_rank(SlotMask cards, int q, int k) const {
    SlotMask m = cards & talon_of_rank_[std::size_t(q)];
    if (k <= 0 || bit_count(m) < k) return -1;
    while (--k) m &= m - 1;
    return std::countr_zero(m);
}

PassSchedule::FirstPass PassSchedule::first_pass(const Position& pos, bool to_end,
                                                 bool tight) const {
    FirstPass one;
    one.left = pos.pyramid_left();
    one.talon = pos.talon_left();
    one.pile = one.talon & ((SlotMask(1) << pos.next()) - 1);
    one.stock = one.talon & ~one.pile;
    simulate(PassInput{one.left, one.left, one.pile, one.stock, one.talon, to_end, tight},
             one.times);
    one.never = one.left & ~one.times.gone;
    one.last = std::max(pos.next(), one.times.last);
    one.stuck = one.talon & ~one.times.talon_gone;
    return one;
}

const PassSchedule::PassTimes& PassSchedule::second_pass(PlaceMask never, PlaceMask left,
                                                         SlotMask talon, SlotMask stuck,
                                                         bool to_end) const {
    constexpr int BITS = 10;
    if (second_memo_.empty()) second_memo_.resize(std::size_t(1) << BITS);
    std::uint64_t h = (std::uint64_t(never) << 32 | left) * 0x9E3779B97F4A7C15ULL;
    h ^= (std::uint64_t(talon) << 32 | stuck) * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 29;
    SecondPass& e = second_memo_[std::size_t(h * 0xBF58476D1CE4E5B9ULL >> (64 - BITS))];
    if (!e.valid || e.never != never || e.left != left || e.talon != talon || e.stuck != stuck ||
        e.to_end != to_end) {
        e.never = never, e.left = left, e.talon = talon, e.stuck = stuck, e.to_end = to_end;
        e.valid = true;
        PassInput in{never, left, 0, talon, stuck, to_end, false};
        // need_all() reads only when the stuck cards can leave at the stock's top and the
        // pyramid cards uncovered by then: nothing after the last of them.
        if (to_end) in.last_slot = 31 - std::countl_zero(stuck);
        simulate(in, e.times);
    }
    return e.times;
}

PassSchedule::Need PassSchedule::need(const Position& pos, const Demand& needed) const {
    Need need;
    // The time a card needs is the slot of a stock card at the stock's top, or the slot
    // after it once drawn (stock top not playable).
    auto at = [&](int slot) { return playable_ ? slot : slot + 1; };
    // Pass 1: from now to the end of the stock.
    FirstPass one = first_pass(pos, false);
    // The talon cards of some rank that every winning line still removes with pyramid cards
    // may be more than this pass can offer: its stock cards (each the stock's top once, when
    // that is playable; else drawn onto the waste) and the waste's cards that are ever a
    // possible top. A waste card the simulation run to the stock's end never reaches is
    // buried for good in this pass (no real line uncovers a waste card the simulation does
    // not), so it cannot serve. Then no line wins without a redeal. (Cheap test first: the
    // simulation stopped early reaches fewer cards.)
    auto short_of = [&](const FirstPass& f) {
        const SlotMask unusable = f.times.buried & (playable_ ? f.pile : f.talon);
        const std::uint64_t usable = counts_of(f.talon & ~unusable);
        for (int q = 1; q < RANKS; ++q)
            if (needed[std::size_t(q)] > 0 && needed[std::size_t(q)] > count_in(usable, q))
                return true;
        return false;
    };
    bool redeal_certain = false;
    if (!one.never && one.times.buried && short_of(one)) {
        FirstPass full = first_pass(pos, true);
        if (short_of(full)) {
            redeal_certain = true;
            one = full;
        }
    }
    const PlaceMask left = one.left, never = one.never;
    const SlotMask talon = one.talon, pile = one.pile, stock = one.stock;
    const PassTimes& first = one.times;
    int last = one.last;
    std::array<std::int8_t, RANKS + 1>& absorbed = need.absorbed_by_rank;
    if (!never && !redeal_certain) {
        // One pass may do. The k talon cards of rank q needed: the waste's cards of the
        // rank may serve, and past them the stock's top must reach the k-th of the stock.
        const std::uint64_t in_pile = counts_of(pile);
        for (int q = 1; q < RANKS; ++q) {
            if (needed[std::size_t(q)] <= 0) continue; // (saves the count below)
            const int k = needed[std::size_t(q)] - count_in(in_pile, q);
            if (k <= 0) continue;
            const int slot = kth_of_rank(stock, q, k);
            if (slot < 0) { // not enough of them left at all: every pass has only these
                need.lost = true;
                return need;
            }
            last = std::max(last, at(slot));
        }
        const SlotMask passed = stock & ((SlotMask(1) << std::min(last, TALON)) - 1);
        need.passed = bit_count(passed);
        absorb(passed, left, first, absorbed);
    } else {
        if (!pos.redeal_left()) {
            need.lost = true;
            return need;
        }
        // A redeal: the whole stock is passed first. Then pass 2 starts from the lowest
        // slot with every talon card still there; those that cannot leave in pass 1 surely
        // are (and they bury), the others may be.
        need.redeals = 1;
        need.passed = bit_count(stock);
        absorb(stock, left, first, absorbed);
        const SlotMask stuck = one.stuck;
        const PassTimes& second = second_pass(never, left, talon, stuck);
        const PlaceMask never2 = never & ~second.gone;
        int last2 = std::max(talon ? std::countr_zero(talon) : TALON, second.last);
        if (never2) {
            // A second redeal: pass 2 goes through (pass 3 is not counted).
            const int max_passes = pos.rules().max_passes;
            if (max_passes && int(pos.redeals()) + 2 >= max_passes) {
                need.lost = true;
                return need;
            }
            need.redeals = 2;
            last2 = TALON;
        }
        // The demand pass 1 cannot meet: the talon cards of rank q needed, less those that
        // may leave in pass 1, come from pass 2, whose stock's top must reach the k-th of
        // them (among the cards there now: pass 2's cards are among them).
        const std::uint64_t may_leave = counts_of(talon & ~stuck);
        for (int q = 1; q < RANKS; ++q) {
            if (needed[std::size_t(q)] <= 0) continue; // (saves the count below)
            const int k = needed[std::size_t(q)] - count_in(may_leave, q);
            const int slot = kth_of_rank(talon, q, k);
            if (slot >= 0) last2 = std::max(last2, at(slot));
        }
        const SlotMask passed2 = stuck & ((SlotMask(1) << std::min(last2, TALON)) - 1);
        need.passed += bit_count(passed2);
        absorb(passed2, left, second, absorbed);
    }
    // Each pyramid card leaves once, so no more are absorbed per rank than there are
    // partner-rank cards: PyramidBound::moves_needed() applies that cap, pair by pair.
    return need;
}

// A stock card passed leaves at the stock's top as a King, or with a partner of the
// partner rank: a pyramid card uncovered by then, or the waste's top, a talon card drawn
// before it in this pass (a lower slot: the waste is empty after a redeal, and the cards
// on it now lie below the stock's) and gone with it. Only the cards the simulation let
// leave at their own slot can. Both kinds of partner take a card from some slot on, so
// each in turn taking the lowest such card left makes a largest matching (absorb()'s
// argument): the pyramid's partners first, then the talon's. A talon partner was drawn, so
// it was not absorbed itself: of a pair of ranks r and 13 - r, the cards absorbed with a
// talon partner are at most the pair's talon cards less those absorbed, which caps the
// pair's absorbed cards at half its cards absorbed with a pyramid partner and its talon
// cards together.
void PassSchedule::absorb_all(SlotMask passed, SlotMask talon, PlaceMask partners,
                              const PassTimes& times,
                              std::array<std::int8_t, RANKS + 1>& by_rank) const {
    if (!playable_) return;
    const SlotMask at_top = passed & times.at_top;
    by_rank[RANKS] = std::int8_t(by_rank[RANKS] + bit_count(at_top & talon_of_rank_[RANKS]));
    // The cards of rank r taken: with a pyramid partner (`by_pyramid`) and in all.
    auto take = [&](int r, int& by_pyramid) {
        SlotMask cards = at_top & talon_of_rank_[std::size_t(r)];
        by_pyramid = cards ? take_with_pyramid(cards, r, partners, times) : 0;
        int used = by_pyramid;
        for (SlotMask m = talon & talon_of_rank_[std::size_t(RANKS - r)]; m && cards; m &= m - 1) {
            // (~1 << j: the slots above j.)
            if (const SlotMask later = cards & (~SlotMask(1) << std::countr_zero(m))) {
                cards ^= later & -later;
                ++used;
            }
        }
        return used;
    };
    const std::uint64_t in_talon = counts_of(talon);
    for (int r = 1; r <= RANKS / 2; ++r) {
        const std::size_t a = std::size_t(r), b = std::size_t(RANKS - r);
        if (!(at_top & (talon_of_rank_[a] | talon_of_rank_[b]))) continue;
        int pyramid_a, pyramid_b;
        const int taken_a = take(r, pyramid_a), taken_b = take(RANKS - r, pyramid_b);
        const int talon_cards = count_in(in_talon, r) + count_in(in_talon, RANKS - r);
        const int cap = (pyramid_a + pyramid_b + talon_cards) / 2;
        const int from_a = std::min(taken_a, cap);
        by_rank[a] = std::int8_t(by_rank[a] + from_a);
        by_rank[b] = std::int8_t(by_rank[b] + std::min(taken_b, cap - from_a));
    }
}

PassSchedule::Need PassSchedule::need_all(const Position& pos) const {
    Need need;
    // The whole pass is simulated: its talon cards matter after the pyramid's last. (Without
    // the count of simulate(): here it spared 3.7% of the nodes for more time than that.)
    const FirstPass one = first_pass(pos, true, false);
    const PlaceMask left = one.left, never = one.never;
    const SlotMask talon = one.talon, stuck = one.stuck;
    need.passed = bit_count(one.stock);
    absorb_all(one.stock, talon, left, one.times, need.absorbed_by_rank);
    if (!never && !stuck) return need;
    if (!pos.redeal_left()) {
        need.lost = true;
        return need;
    }
    // A redeal, then a pass over every card there: those pass 1 cannot remove surely are.
    need.redeals = 1;
    if (!stuck) return need;
    const PassTimes& second = second_pass(never, left, talon, stuck, true);
    need.passed += bit_count(stuck);
    absorb_all(stuck, talon, left, second, need.absorbed_by_rank);
    return need;
}

} // namespace sol::pyramid
