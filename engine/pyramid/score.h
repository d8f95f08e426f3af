// Pyramid's score (docs/rules.md, Pyramid: Scoring): +5 per pair or King removed from the
// pyramid, +25 for each row cleared, +500 for clearing the pyramid. The score depends on the
// line played, not only on the position (a pair of two pyramid cards scores 5, as does a
// pyramid card paired with a waste card), so it is counted move by move.
#pragma once
#include "pyramid/position.h"
#include <vector>

namespace sol::pyramid {

// What `m`, played from `before`, adds to the score.
int move_score(const Position& before, Move m);

// The score of `moves` played from `start` (each legal, asserted in debug builds).
int line_score(const Position& start, const std::vector<Move>& moves);

} // namespace sol::pyramid
