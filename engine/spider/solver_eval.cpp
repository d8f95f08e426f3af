#include "spider/solver_eval.h"

namespace sol::spider {

int estimate(const Position& pos, const EstimateWeights& w) {
    int cost = pos.stock_len() * (1 + w.stock_card);
    for (int p = 0; p < PILES; ++p) {
        const int len = pos.pile_len(p), down = pos.pile_down(p);
        if (len == 0) {
            cost -= w.empty;
            continue;
        }
        cost += len + down * w.down;
        for (int i = down; i + 1 < len; ++i) {
            const Card below = pos.pile_card(p, i), above = pos.pile_card(p, i + 1);
            if (rank_of(above) + 1 != rank_of(below))
                cost += w.break_;
            else if (suit_of(above) != suit_of(below))
                cost += w.off_suit;
        }
    }
    // Empty piles can make the sum negative only while cards remain; keep 0 for a win.
    return pos.is_won() ? 0 : cost + PILES * w.empty + 1;
}

} // namespace sol::spider
