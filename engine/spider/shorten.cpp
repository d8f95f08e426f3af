#include "spider/shorten.h"
#include "search/shorten.h"

namespace sol::spider {

std::vector<Move> shorten(const Position& start, std::vector<Move> line) {
    return search::shortened_line<MoveList>(
        start, line, [](const Position& p, MoveList& list) { p.legal_moves(list); });
}

} // namespace sol::spider
