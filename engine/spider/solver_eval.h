// The solver's estimate of how far a Spider position is from a win: the guide of its
// best-first search and the move order of its complete search. Not a bound (the search
// does not rely on it for correctness), only a ranking.
#pragma once
#include "spider/position.h"

namespace sol::spider {

// Lower is closer to a win; 0 only when won. The terms, after the seeds' evaluation
// (runs completed, empty piles, face-up cards, cards in one-suit order), as costs:
// - every card still in play costs 1, so a removed run gains 13;
// - a face-down card costs DOWN: each must be uncovered, usually by moving what lies on it;
// - on face-up cards, a card that is not one rank below the card under it costs BREAK (it
//   must move again before its run can form), one rank below but of another suit costs
//   OFF_SUIT (it can stay for now but never leaves in that run);
// - a stock card costs STOCK_CARD, about what a dealt card adds on average, so that a deal
//   is not preferred just for being a move that costs nothing;
// - an empty pile gains EMPTY: it is the room every rearrangement needs.
int estimate(const Position& pos);

struct EstimateWeights {
    static constexpr int DOWN = 6;
    static constexpr int BREAK = 4;
    static constexpr int OFF_SUIT = 2;
    static constexpr int STOCK_CARD = 3;
    static constexpr int EMPTY = 4;
};

} // namespace sol::spider
