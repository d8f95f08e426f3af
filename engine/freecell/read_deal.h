// One entry point for FreeCell deal files of either format, for `solve --deal FILE`:
// Solvitaire JSON when the text starts with '{', our position text otherwise, inside the
// envelope every game's deal files share (core/deal_file.h).
#pragma once
#include "core/deal_file.h"
#include "core/result.h"
#include "freecell/position.h"
#include <string_view>

namespace sol::freecell {

Result<Position> read_deal(std::string_view text, const Rules& rules);

} // namespace sol::freecell
