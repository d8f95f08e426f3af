#include "pyramid/score.h"
#include <cassert>

namespace sol::pyramid {

namespace {
constexpr int PER_REMOVAL = 5;
constexpr int PER_ROW = 25;
constexpr int FOR_PYRAMID = 500;
} // namespace

int move_score(const Position& before, Move m) {
    if (m.kind() != MoveKind::Remove) return 0;
    PlaceMask taken = 0;
    for (const int place : {m.first(), m.second()})
        if (place != NO_PLACE && is_pyramid_place(place)) taken |= PlaceMask(1) << place;
    if (!taken) return 0;
    const PlaceMask left = before.pyramid_left();
    const PlaceMask after = left & ~taken;
    int score = PER_REMOVAL;
    for (int r = 0; r < ROWS; ++r)
        if ((left & row_mask(r)) && !(after & row_mask(r))) score += PER_ROW;
    if (!after) score += FOR_PYRAMID;
    return score;
}

int line_score(const Position& start, const std::vector<Move>& moves) {
    Position pos = start;
    int score = 0;
    for (const Move m : moves) {
        assert(pos.is_legal(m));
        score += move_score(pos, m);
        pos.do_move(m);
    }
    return score;
}

} // namespace sol::pyramid
