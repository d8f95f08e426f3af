// Loops taken out of a line of moves. A search that keys positions up to symmetry, or plays
// several primitive moves as one, can return a line that passes through the same position
// twice (a run moved to another pile and back, with draws between). Such a detour is
// useless to a player watching the line, and fatal to anyone who follows a line by
// position: arriving at a position seen earlier, they would start the detour again.
#pragma once
#include <cstddef>
#include <vector>

namespace sol::search {

// `ids[0]` identifies the start position and `ids[i]` the position after move i - 1 of a
// line (so a line of n moves has n + 1 ids; Id needs only ==, and equal ids must mean
// positions with the same future). Returns the indices of the moves to keep, in order:
// whenever a position equals one earlier on the kept path, the moves between them are
// dropped. The kept moves lead from the start through positions that are all different,
// and end in the same position as the whole line (every cut joins two equal positions, so
// each kept move is played from the very position it was played from before).
template <class Id>
std::vector<std::size_t> moves_without_cycles(const std::vector<Id>& ids) {
    std::vector<std::size_t> kept; // move indices
    std::vector<std::size_t> path; // ids indices of the kept path's positions
    if (ids.empty()) return kept;
    path.push_back(0);
    for (std::size_t i = 1; i < ids.size(); ++i) {
        std::size_t j = 0;
        while (j < path.size() && !(ids[path[j]] == ids[i])) ++j;
        if (j < path.size()) { // back at the kept path's j-th position: cut the loop
            path.resize(j + 1);
            kept.resize(j);
        } else {
            path.push_back(i);
            kept.push_back(i - 1);
        }
    }
    return kept;
}

// The line without its loops, played from `position` (a type with do_move); `id(position)`
// identifies a position as moves_without_cycles needs.
template <class Position, class Move, class IdOf>
std::vector<Move> line_without_cycles(Position position, const std::vector<Move>& line, IdOf id) {
    std::vector<decltype(id(position))> ids;
    ids.reserve(line.size() + 1);
    ids.push_back(id(position));
    for (const Move m : line) {
        position.do_move(m);
        ids.push_back(id(position));
    }
    std::vector<Move> out;
    for (const std::size_t i : moves_without_cycles(ids)) out.push_back(line[i]);
    return out;
}

} // namespace sol::search
