// One entry point for deal files of either format, for `solve --deal FILE` and the game's
// "open deal": Solvitaire JSON when the text starts with '{', our position text otherwise,
// inside the envelope every game's deal files share (core/deal_file.h: a byte-order mark
// skipped, at most MAX_DEAL_BYTES).
#pragma once
#include "core/deal_file.h"
#include "core/result.h"
#include "klondike/position.h"
#include <string_view>

namespace sol::klondike {

using sol::MAX_DEAL_BYTES;

Result<Position> read_deal(std::string_view text, const Rules& rules);

} // namespace sol::klondike
