#include "pyramid/solver_relaxed.h"
#include "pyramid/bits.h"
#include <algorithm>
#include <array>
#include <bit>

namespace sol::pyramid {

namespace {

// Relaxed nodes the questions may visit. The relaxation is exponential too, so its work is
// bounded: each question adds QUERY_SHARE nodes to a pool (which starts at POOL_START and
// holds at most POOL_MAX), and spends from it. A proof it cannot give within that is left
// to the real search (an answer "winnable" proves nothing, so it is always safe). Without
// the bound, classic seed 3658 spent minutes here (its relaxed space outgrew the tables,
// which then forgot and searched again); with it, about a second. Measured on seeds
// 1-1000 (share, start): (64, 2^20) classic 1.02 M real nodes, 3-pass 1.45 M; (16, 2^16)
// classic 1.21 M; (4, 4096) classic 23.9 M; without the relaxation, 127 M and 268 M.
constexpr std::int64_t QUERY_SHARE = 8;
constexpr std::int64_t POOL_START = 1 << 18;
constexpr std::int64_t POOL_MAX = 1 << 22;

// By four 3-bit count fields (a relaxed state's counts, 12 bits of them): which are not
// zero, bit k for field k.
constexpr auto NONZERO = [] {
    std::array<std::uint8_t, 4096> table{};
    for (unsigned fields = 0; fields < table.size(); ++fields)
        for (unsigned k = 0; k < 4; ++k)
            if (fields >> (3 * k) & 7) table[fields] |= std::uint8_t(1u << k);
    return table;
}();

std::uint64_t mix(std::uint64_t z) { // a bijection (SplitMix64's finaliser)
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace

RelaxedGame::RelaxedGame(const Position& deal, std::size_t memory_bytes)
    : budget_(POOL_START), stock_playable_(deal.rules().stock_playable),
      all_cards_(deal.rules().goal == Goal::AllCards), verdicts_(memory_bytes, 1 << 10) {
    for (int t = 0; t < TALON; ++t) {
        talon_card_[std::size_t(t)] = deal.talon_card(t);
        if (const Card c = deal.talon_card(t)) talon_of_rank_[rank_of(c)] |= SlotMask(1) << t;
    }
    // A King or no card counts nothing.
    counts_by_slots_.fill([&](int slot) {
        const Card c = talon_card_[std::size_t(slot)];
        const int r = c ? rank_of(c) : 0;
        return r >= 1 && r < RANKS ? std::uint64_t(1) << (3 * (r - 1)) : 0;
    });
    for (int p = 0; p < PYRAMID; ++p)
        ranks_[p] = std::uint8_t(deal.pyramid_card(p) ? rank_of(deal.pyramid_card(p)) : 0);
    std::array<PlaceMask, RANKS + 1> of_rank{};
    for (int p = 0; p < PYRAMID; ++p) of_rank[ranks_[p]] |= PlaceMask(1) << p;
    wanting_.fill([&](int r) { return r >= 1 && r < RANKS ? of_rank[std::size_t(RANKS - r)] : 0; });
    kings_ = of_rank[RANKS];
    for (int p = 0; p < PYRAMID; ++p)
        for (int q = 0; q < PYRAMID; ++q)
            if (ranks_[p] && ranks_[p] + ranks_[q] == RANKS &&
                !((TABLES.covering[p] | TABLES.covered[p]) >> q & 1))
                partners_[p] |= PlaceMask(1) << q;
}

bool RelaxedGame::winnable(PlaceMask pyramid_left, SlotMask talon_left, int next, bool last_pass) {
    const SlotMask pile = last_pass ? talon_left & ((SlotMask(1) << next) - 1) : 0;
    const SlotMask free = talon_left & ~pile;
    const std::uint64_t counts = counts_by_slots_.of(free);
    budget_ = std::min(POOL_MAX, budget_ + QUERY_SHARE);
    return search(pyramid_left, counts, pile);
}

// A pyramid card that is no King and has neither a pyramid partner it can meet nor a talon
// card of the partner rank left (free, or in the pile) can never leave.
bool RelaxedGame::dead(PlaceMask left, std::uint64_t counts, SlotMask pile) const {
    // A pile card that can never leave (SolverGame::buried_waste) holds every card under it.
    for (SlotMask m = pile; m; m &= ~(SlotMask(1) << (31 - std::countl_zero(m)))) {
        const int top = 31 - std::countl_zero(m);
        const int rank = rank_of(talon_card_[std::size_t(top)]);
        if (rank == RANKS) continue;
        bool partner = stock_playable_ && count(counts, RANKS - rank);
        for (PlaceMask q = left; q && !partner; q &= q - 1)
            partner = ranks_[std::countr_zero(q)] == RANKS - rank;
        if (!partner) {
            pile &= ~((SlotMask(2) << top) - 1);
            break;
        }
    }
    // The talon's ranks left (bit r for rank r) make the pyramid cards of the partner ranks
    // and the Kings alive at once: only the others are looked at one by one.
    std::uint32_t ranks =
        std::uint32_t(NONZERO[counts & 0xFFF] | NONZERO[counts >> 12 & 0xFFF] << 4 |
                      NONZERO[counts >> 24 & 0xFFF] << 8)
        << 1;
    for (SlotMask m = pile; m; m &= m - 1)
        ranks |= 1u << rank_of(talon_card_[std::size_t(std::countr_zero(m))]);
    const PlaceMask alive = kings_ | wanting_.of(ranks);
    for (PlaceMask m = left & ~alive; m; m &= m - 1)
        if (!(partners_[std::countr_zero(m)] & left)) return true;
    return false;
}

// With the goal "all cards", the talon cards left once the pyramid is clear leave in pairs
// of two talon cards (or alone, Kings): possible only with a playable stock's top, and
// only if each rank has as many cards left as its partner rank. Pairs of talon cards
// removed before keep that balance, so a real line that wins passes this test.
bool RelaxedGame::talon_clears(std::uint64_t counts, SlotMask pile) const {
    for (int r = 1; r <= 6; ++r) {
        const int a = count(counts, r) + bit_count(pile & talon_of_rank_[std::size_t(r)]);
        const int b =
            count(counts, RANKS - r) + bit_count(pile & talon_of_rank_[std::size_t(RANKS - r)]);
        if (a != b || (a && !stock_playable_)) return false;
    }
    return true;
}

// Depth-first with memory of both verdicts. Kings leave first (as in SolverGame: it never
// costs a win). Recursion is at most 28 deep: each move removes a pyramid card.
bool RelaxedGame::search(PlaceMask left, std::uint64_t counts, SlotMask pile) {
    if (!left) return !all_cards_ || talon_clears(counts, pile);
    std::uint64_t key = mix(std::uint64_t(left) | counts << PYRAMID);
    if (pile) key = mix(key ^ pile);
    if (const std::uint8_t* known = verdicts_.find(key)) return *known;
    // Out of budget: no proof, so "winnable". Wins that rest on such a guess are stored
    // as wins all the same: a stored win only means "no proof here", which is always safe,
    // and it keeps the relaxation from spending on the same question twice.
    if (budget_ <= 0) return true;
    --budget_;
    bool win = false;
    const PlaceMask open = uncovered(left);
    PlaceMask kings = 0;
    for (PlaceMask m = open; m; m &= m - 1)
        if (ranks_[std::countr_zero(m)] == RANKS) kings |= m & -m;
    // The pile's top: a King there leaves at once too (it pairs with nothing).
    const int top = pile ? 31 - std::countl_zero(pile) : -1;
    const int top_rank = top >= 0 ? rank_of(talon_card_[std::size_t(top)]) : 0;
    const SlotMask below = top >= 0 ? pile & ~(SlotMask(1) << top) : 0;
    if (kings) {
        win = search(left & ~kings, counts, pile);
    } else if (top_rank == RANKS) {
        win = search(left, counts, below);
    } else if (!dead(left, counts, pile)) {
        for (PlaceMask m = open; m && !win; m &= m - 1) {
            const int p = std::countr_zero(m);
            const int partner = RANKS - ranks_[p];
            // With a pyramid card: each pair once, from its lower place.
            for (PlaceMask n = open & partners_[p] & ~((PlaceMask(2) << p) - 1); n && !win;
                 n &= n - 1)
                win = search(left & ~(PlaceMask(1) << p) & ~(n & -n), counts, pile);
            if (!win && count(counts, partner))
                win = search(left & ~(PlaceMask(1) << p),
                             counts - (std::uint64_t(1) << (3 * (partner - 1))), pile);
            if (!win && top_rank == partner)
                win = search(left & ~(PlaceMask(1) << p), counts, below);
        }
        // The pile's top with a free stock card: only a playable stock's top pairs so.
        if (!win && top >= 0 && stock_playable_ && count(counts, RANKS - top_rank))
            win = search(left, counts - (std::uint64_t(1) << (3 * (RANKS - top_rank - 1))), below);
    }
    // A full table only forgets: the verdict stays right, the next ask costs more.
    (void)verdicts_.insert(key, std::uint8_t(win));
    return win;
}

} // namespace sol::pyramid
