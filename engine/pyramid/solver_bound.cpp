#include "pyramid/solver_bound.h"
#include <algorithm>
#include <bit>

namespace sol::pyramid {

namespace {

// The largest matching between the a-side cards in `left_a` and the b-side ones in
// `left_b` (bit i: places[i]), where `meet[i]` holds the b-side cards card i can meet.
// At most four cards a side: plain recursion.
int max_matching(const std::array<std::uint8_t, 4>& meet, int i, int a, unsigned left_a,
                 unsigned left_b) {
    if (i == a) return 0;
    int best = max_matching(meet, i + 1, a, left_a, left_b);
    if (left_a >> i & 1)
        for (unsigned m = meet[std::size_t(i)] & left_b; m; m &= m - 1)
            best = std::max(best, 1 + max_matching(meet, i + 1, a, left_a, left_b & ~(m & -m)));
    return best;
}

} // namespace

PyramidBound::PyramidBound(const Position& deal) : playable_(deal.rules().stock_playable) {
    for (int t = 0; t < TALON; ++t)
        if (const Card c = deal.talon_card(t)) talon_of_rank_[rank_of(c)] |= SlotMask(1) << t;
    for (int p = 0; p < PYRAMID; ++p)
        if (rank_of(deal.pyramid_card(p)) == RANKS) kings_ |= PlaceMask(1) << p;
    for (int r = 1; r <= 6; ++r) {
        RankPair& pair = pairs_[std::size_t(r)];
        for (int side = 0; side < 2; ++side)
            for (int p = 0; p < PYRAMID; ++p) {
                const Card c = deal.pyramid_card(p);
                if (c && rank_of(c) == (side ? RANKS - r : r))
                    pair.places[std::size_t(pair.a + pair.b)] = std::uint8_t(p),
                                                     ++(side ? pair.b : pair.a);
            }
        std::array<std::uint8_t, 4> meet{};
        for (int i = 0; i < pair.a; ++i)
            for (int j = 0; j < pair.b; ++j) {
                const int p = pair.places[std::size_t(i)], q = pair.places[std::size_t(pair.a + j)];
                if (!((TABLES.covering[p] | TABLES.covered[p]) >> q & 1))
                    meet[std::size_t(i)] |= std::uint8_t(1 << j);
            }
        for (unsigned subset = 0; subset < 256; ++subset)
            pair.matching[subset] = std::uint8_t(
                max_matching(meet, 0, pair.a, subset & ((1u << pair.a) - 1), subset >> pair.a));
    }
}

int PyramidBound::moves_needed(const Position& pos) const {
    const PlaceMask left = pos.pyramid_left();
    const SlotMask talon = pos.talon_left();
    const int next = pos.next();
    const SlotMask waste = talon & ((SlotMask(1) << next) - 1);
    const SlotMask stock = talon & ~waste;
    const int kings = std::popcount(left & kings_);
    // n: pyramid cards left but Kings; matched: the most pairs of two pyramid cards.
    int n = 0, matched = 0;
    std::array<int, RANKS + 1> needed{};     // talon cards needed, per rank
    std::array<int, RANKS + 1> in_pyramid{}; // pyramid cards left, per rank
    for (int r = 1; r <= 6; ++r) {
        const RankPair& pair = pairs_[std::size_t(r)];
        unsigned subset = 0;
        for (int i = 0; i < pair.a + pair.b; ++i)
            subset |= (left >> pair.places[std::size_t(i)] & 1u) << i;
        const int a = std::popcount(subset & ((1u << pair.a) - 1));
        const int b = std::popcount(subset >> pair.a);
        const int m = pair.matching[subset];
        n += a + b;
        matched += m;
        in_pyramid[std::size_t(r)] = a;
        in_pyramid[std::size_t(RANKS - r)] = b;
        needed[std::size_t(RANKS - r)] = a - m;
        needed[std::size_t(r)] = b - m;
    }
    int bound = kings + n - matched;
    for (int q = 1; q < RANKS; ++q) {
        int k = needed[std::size_t(q)] - std::popcount(waste & talon_of_rank_[std::size_t(q)]);
        if (k <= 0) continue;
        SlotMask m = stock & talon_of_rank_[std::size_t(q)];
        if (std::popcount(m) < k) return -1;
        while (--k) m &= m - 1;
        const int slot = std::countr_zero(m);
        const SlotMask way = stock & ((SlotMask(playable_ ? 1 : 2) << slot) - 1);
        const int passed = std::popcount(way);
        // The most of those the stock's top could leave with pyramid cards: per rank, no
        // more than the pyramid cards of the partner rank.
        int absorbed = 0;
        if (playable_)
            for (int r = 1; r < RANKS; ++r)
                absorbed += std::min(std::popcount(way & talon_of_rank_[std::size_t(r)]),
                                     in_pyramid[std::size_t(RANKS - r)]);
        // With p pairs of pyramid cards, n - 2p pyramid cards leave with talon cards (at
        // most that many from the stock's top), and the removals are Kings + n - p.
        int best = 1 << 20;
        for (int p = 0; p <= matched; ++p)
            best = std::min(best, n - p + std::max(0, passed - std::min(n - 2 * p, absorbed)));
        bound = std::max(bound, kings + best);
    }
    return bound;
}

} // namespace sol::pyramid
