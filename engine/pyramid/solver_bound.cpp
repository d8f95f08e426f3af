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
    // Per place (0..31): the bit of its card in the subsets of its pair (0 if none).
    std::array<std::uint64_t, 32> bit{};
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
        // Only subsets of the pair's own a + b cards are ever looked up (the others stay 0).
        for (unsigned subset = 0; subset < 1u << (pair.a + pair.b); ++subset) {
            pair.matching[subset] = std::uint8_t(
                max_matching(meet, 0, pair.a, subset & ((1u << pair.a) - 1), subset >> pair.a));
            pair.sides[subset] = std::uint8_t(bit_count(subset & ((1u << pair.a) - 1)) |
                                              bit_count(subset >> pair.a) << 4);
        }
        for (int i = 0; i < pair.a + pair.b; ++i)
            bit[pair.places[std::size_t(i)]] = std::uint64_t(1) << (8 * (r - 1) + i);
    }
    // Byte by byte: a byte's subsets are its lowest place's bit and those of the rest.
    for (int k = 0; k < 4; ++k)
        for (unsigned byte = 1; byte < 256; ++byte)
            subsets_[std::size_t(k)][byte] = subsets_[std::size_t(k)][byte & (byte - 1)] |
                                             bit[std::size_t(8 * k + std::countr_zero(byte))];
}

int PyramidBound::moves_needed(const Position& pos) const {
    const PlaceMask left = pos.pyramid_left();
    // n: pyramid cards left but Kings; per pair of ranks, the cards left of each side and the
    // most pairs of two pyramid cards among them.
    int n = 0;
    std::array<int, 7> a{}, b{}, m{};
    PassSchedule::Demand needed{}; // talon cards needed, per rank
    const std::uint64_t subsets = subsets_[0][left & 0xFF] | subsets_[1][left >> 8 & 0xFF] |
                                  subsets_[2][left >> 16 & 0xFF] | subsets_[3][left >> 24 & 0xFF];
    for (int r = 1; r <= 6; ++r) {
        const RankPair& pair = pairs_[std::size_t(r)];
        const unsigned subset = unsigned(subsets >> (8 * (r - 1)) & 0xFF);
        a[std::size_t(r)] = pair.sides[subset] & 15;
        b[std::size_t(r)] = pair.sides[subset] >> 4;
        m[std::size_t(r)] = pair.matching[subset];
        n += a[std::size_t(r)] + b[std::size_t(r)];
        needed[std::size_t(RANKS - r)] = a[std::size_t(r)] - m[std::size_t(r)];
        needed[std::size_t(r)] = b[std::size_t(r)] - m[std::size_t(r)];
    }
    const PassSchedule::Need need = passes_.need(pos, needed);
    if (need.lost) return -1;
    // Ranks r and 13 - r with p of their pairs made of two pyramid cards (p <= m): their a + b
    // pyramid cards leave in a + b - p moves, a - p of the r's with talon cards of rank 13 - r
    // and b - p of the others with talon r's. So at most min(A', a - p) + min(A, b - p) of the
    // passed stock cards leave at the stock's top with them (A, A': the passed stock cards of
    // ranks r and 13 - r that can leave so, need.absorbed_by_rank); every other passed card
    // costs a move of its own (a draw, or a removal of talon cards alone). The bound is the
    // least over every choice of the p's of
    //   Kings + n - (sum of p's) + max(0, passed - sum of absorbed) + redeals.
    // Raising one p by 1 saves a removal and lowers that pair's absorbed by d = 0, 1 or 2,
    // d never falling as p grows; so the least takes every step with d = 0, then steps with
    // d = 1 while absorbed exceeds passed (each saves one move), then steps with d = 2 while
    // it exceeds passed by 2 or more. (A step past those saves nothing.)
    int absorbed = 0, free_steps = 0, steps1 = 0, steps2 = 0;
    for (int r = 1; r <= 6; ++r) {
        const int hi = need.absorbed_by_rank[std::size_t(RANKS - r)]; // with the r's
        const int lo = need.absorbed_by_rank[std::size_t(r)];         // with the 13 - r's
        const int ar = a[std::size_t(r)], br = b[std::size_t(r)];
        int before = std::min(hi, ar) + std::min(lo, br);
        absorbed += before;
        for (int p = 1; p <= m[std::size_t(r)]; ++p) {
            const int after = std::min(hi, ar - p) + std::min(lo, br - p);
            const int d = before - after;
            (d == 0 ? free_steps : d == 1 ? steps1 : steps2)++;
            before = after;
        }
    }
    int pairs = free_steps;
    int slack = absorbed - need.passed;
    const int take1 = std::min(steps1, std::max(0, slack));
    pairs += take1, absorbed -= take1, slack -= take1;
    const int take2 = std::min(steps2, std::max(0, slack) / 2);
    pairs += take2, absorbed -= 2 * take2;
    return bit_count(left & kings_) + n - pairs + std::max(0, need.passed - absorbed) +
           need.redeals;
}

} // namespace sol::pyramid
