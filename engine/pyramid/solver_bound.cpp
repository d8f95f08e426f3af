#include "pyramid/solver_bound.h"
#include "pyramid/bits.h"
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

PyramidBound::PyramidBound(const Position& deal) : passes_(deal) {
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
        for (unsigned subset = 0; subset < 256; ++subset) {
            pair.matching[subset] = std::uint8_t(
                max_matching(meet, 0, pair.a, subset & ((1u << pair.a) - 1), subset >> pair.a));
            pair.sides[subset] = std::uint8_t(bit_count(subset & ((1u << pair.a) - 1)) |
                                              bit_count(subset >> pair.a) << 4);
        }
        for (int i = 0; i < pair.a + pair.b; ++i) {
            const int p = pair.places[std::size_t(i)];
            for (unsigned byte = 0; byte < 256; ++byte)
                if (byte >> (p % 8) & 1)
                    subsets_[std::size_t(p / 8)][byte] |= std::uint64_t(1) << (8 * (r - 1) + i);
        }
    }
}

int PyramidBound::moves_needed(const Position& pos) const {
    const PlaceMask left = pos.pyramid_left();
    // n: pyramid cards left but Kings; matched: the most pairs of two pyramid cards.
    int n = 0, matched = 0;
    PassSchedule::Demand needed{}; // talon cards needed, per rank
    const std::uint64_t subsets = subsets_[0][left & 0xFF] | subsets_[1][left >> 8 & 0xFF] |
                                  subsets_[2][left >> 16 & 0xFF] | subsets_[3][left >> 24 & 0xFF];
    for (int r = 1; r <= 6; ++r) {
        const RankPair& pair = pairs_[std::size_t(r)];
        const unsigned subset = unsigned(subsets >> (8 * (r - 1)) & 0xFF);
        const int a = pair.sides[subset] & 15;
        const int b = pair.sides[subset] >> 4;
        const int m = pair.matching[subset];
        n += a + b;
        matched += m;
        needed[std::size_t(RANKS - r)] = a - m;
        needed[std::size_t(r)] = b - m;
    }
    const PassSchedule::Need need = passes_.need(pos, needed);
    if (need.lost) return -1;
    // With p pairs of two pyramid cards, the removals are Kings + n - p, n - 2p of them with
    // a talon card, so at most that many passed stock cards leave without a move of their
    // own; each other one costs a draw (or a removal of talon cards alone).
    int best = 1 << 20;
    for (int p = 0; p <= matched; ++p)
        best =
            std::min(best, n - p + std::max(0, need.passed - std::min(n - 2 * p, need.absorbed)));
    return bit_count(left & kings_) + best + need.redeals;
}

} // namespace sol::pyramid
