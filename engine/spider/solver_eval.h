// The solver's estimate of how far a Spider position is from a win: the guide of its
// best-first search and the move order of its complete search. Not a bound (the search
// does not rely on it for correctness), only a ranking.
#pragma once
#include "spider/position.h"

namespace sol::spider {

// Lower is closer to a win; 0 only when won. The terms, after the seeds' evaluation
// (runs completed, empty piles, face-up cards, cards in one-suit order), as costs:
// - every card still in play costs 1, so a removed run gains 13;
// - a face-down card costs `down`: each must be uncovered, usually by moving what lies on it;
// - on face-up cards, a card that is not one rank below the card under it costs `break_` (it
//   must move again before its run can form), one rank below but of another suit costs
//   `off_suit` (it can stay for now but never leaves in that run);
// - a stock card costs `stock_card`, about what a dealt card adds on average, so that a deal
//   is not preferred just for being a move that costs nothing;
// - an empty pile gains `empty`: it is the room every rearrangement needs.
struct EstimateWeights {
    int down = 6;
    int break_ = 4;
    int off_suit = 3;
    int stock_card = 3;
    int empty = 4;
};

int estimate(const Position& pos, const EstimateWeights& weights = {});

// The estimate in parts, for a caller that updates it a pile at a time: pile p's terms,
// and the estimate from the sum of every pile's (equal to estimate() for the same sum).
int pile_estimate(const Position& pos, int p, const EstimateWeights& weights);
int estimate_from_piles(const Position& pos, int piles_sum, const EstimateWeights& weights);

} // namespace sol::spider
