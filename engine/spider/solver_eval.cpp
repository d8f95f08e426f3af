#include "spider/solver_eval.h"

namespace sol::spider {

int pile_estimate(const Position& pos, int p, const EstimateWeights& w) {
    const int len = pos.pile_len(p), down = pos.pile_down(p);
    if (len == 0) return -w.empty;
    int cost = len + down * w.down;
    for (int i = down; i + 1 < len; ++i) {
        const Card below = pos.pile_card(p, i), above = pos.pile_card(p, i + 1);
        if (rank_of(above) + 1 != rank_of(below))
            cost += w.break_;
        else if (suit_of(above) != suit_of(below))
            cost += w.off_suit;
    }
    return cost;
}

int estimate_from_piles(const Position& pos, int piles_sum, const EstimateWeights& w) {
    // Empty piles can make the sum negative only while cards remain; keep 0 for a win.
    return pos.is_won() ? 0
                        : pos.stock_len() * (1 + w.stock_card) + piles_sum + PILES * w.empty + 1;
}

int estimate(const Position& pos, const EstimateWeights& w) {
    int sum = 0;
    for (int p = 0; p < PILES; ++p) sum += pile_estimate(pos, p, w);
    return estimate_from_piles(pos, sum, w);
}

} // namespace sol::spider
