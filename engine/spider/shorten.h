// Shortening a winning line before people watch it played back.
#pragma once
#include "spider/position.h"
#include <vector>

namespace sol::spider {

// The line with its detours cut: whenever the line passes the same exact position twice
// (a loop, or a run moved away and back), the moves between are dropped; and whenever one
// legal move leads from the position before move i straight to a position the line
// reaches later, the moves between are replaced by it. Repeated until nothing changes.
// Positions are compared exactly (pile order included), so the moves after a cut still
// name the right piles. `line` must be legal from `start`; the result is legal too and
// ends in the same position.
std::vector<Move> shorten(const Position& start, std::vector<Move> line);

} // namespace sol::spider
