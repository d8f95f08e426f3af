#include "spider/shorten.h"
#include <unordered_map>

namespace sol::spider {

namespace {

// One pass; true when something was cut.
bool shorten_once(const Position& start, std::vector<Move>& line) {
    // Where the line stands after each prefix: exact key -> the last index reaching it.
    std::unordered_map<std::uint64_t, std::size_t> last;
    Position pos = start;
    last[pos.exact_key()] = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        pos.do_move(line[i]);
        last[pos.exact_key()] = i + 1;
    }
    pos = start;
    MoveList moves;
    for (std::size_t i = 0; i < line.size(); ++i) {
        // A loop: the position before move i comes back later.
        if (const std::size_t j = last[pos.exact_key()]; j > i) {
            line.erase(line.begin() + std::ptrdiff_t(i), line.begin() + std::ptrdiff_t(j));
            return true;
        }
        // A shortcut: one move reaches a later position of the line.
        pos.legal_moves(moves);
        for (const Move m : moves) {
            pos.do_move(m);
            const auto it = last.find(pos.exact_key());
            pos.undo_move(m);
            if (it != last.end() && it->second > i + 1) {
                line.erase(line.begin() + std::ptrdiff_t(i) + 1,
                           line.begin() + std::ptrdiff_t(it->second));
                line[i] = m;
                return true;
            }
        }
        pos.do_move(line[i]);
    }
    return false;
}

} // namespace

std::vector<Move> shorten(const Position& start, std::vector<Move> line) {
    while (shorten_once(start, line)) {
    }
    return line;
}

} // namespace sol::spider
