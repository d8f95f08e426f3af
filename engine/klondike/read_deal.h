// One entry point for deal files of either format, for `solve --deal FILE` and the game's
// "open deal": Solvitaire JSON when the text starts with '{', our position text otherwise.
#pragma once
#include "core/result.h"
#include "klondike/position.h"
#include <string_view>

namespace sol::klondike {

Result<Position> read_deal(std::string_view text, const Rules& rules);

} // namespace sol::klondike
