// Shortening a winning line before people watch it played back, for any game whose
// positions have an exact key.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace sol::search {

// The line with its detours cut, in one pass from the start: from each position it keeps,
// the line goes on from the last time it passes that same position (a loop, or a run moved
// away and back, dropped), then takes the one legal move that reaches the latest position
// of the line (the line's own next move at least), so the moves between are replaced by
// it. Every position of the result is one of the line's, so each kept position is looked
// at once and nothing is left to a second pass. Positions are compared by exact_key() (the
// order of piles, columns and cells included), so the moves after a cut still name the
// right places. `generate(position, list)` fills a MoveList with the position's legal
// moves; `line` must be legal from `start`, and the result is legal too, no longer, and
// ends in the same position.
template <class MoveList, class Position, class Move, class Generate>
std::vector<Move> shortened_line(const Position& start, const std::vector<Move>& line,
                                 Generate generate) {
    // Every position of the line by exact key, with its index; sorted, so that a key's
    // last index is the last entry of its run.
    std::vector<std::pair<std::uint64_t, std::size_t>> at;
    at.reserve(line.size() + 1);
    Position pos = start;
    at.emplace_back(pos.exact_key(), 0);
    for (std::size_t i = 0; i < line.size(); ++i) {
        pos.do_move(line[i]);
        at.emplace_back(pos.exact_key(), i + 1);
    }
    std::sort(at.begin(), at.end());
    constexpr std::size_t NONE = 0;
    // The last index of the line at the position of this key (NONE when the line never
    // stands there; index 0 is the start, which no move leads back to usefully).
    const auto last = [&](std::uint64_t key) {
        auto it = std::upper_bound(at.begin(), at.end(), std::pair{key, std::size_t(-1)});
        return it != at.begin() && (--it)->first == key ? it->second : NONE;
    };
    std::vector<Move> out;
    pos = start;
    MoveList moves;
    for (std::size_t i = 0;;) {
        i = std::max(i, last(pos.exact_key())); // a loop back here: go on from its end
        if (i >= line.size()) break;
        Move best = line[i];
        std::size_t to = i + 1;
        generate(pos, moves);
        for (const Move m : moves) {
            pos.do_move(m);
            const std::size_t j = last(pos.exact_key());
            pos.undo_move(m);
            if (j > to) {
                to = j;
                best = m;
            }
        }
        pos.do_move(best);
        out.push_back(best);
        i = to;
    }
    return out;
}

} // namespace sol::search
