// Reads a Spider deal file in either form: Solvitaire's JSON (starts with '{') or our text,
// inside the envelope every game's deal files share (core/deal_file.h: a byte-order mark
// skipped, at most MAX_DEAL_BYTES).
#pragma once
#include "core/result.h"
#include "spider/position.h"
#include <string_view>

namespace sol::spider {

Result<Position> read_deal(std::string_view text, const Rules& rules);

} // namespace sol::spider
