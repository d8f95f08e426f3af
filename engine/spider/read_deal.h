// Reads a Spider deal file in either form: Solvitaire's JSON (starts with '{') or our text.
#pragma once
#include "core/result.h"
#include "spider/position.h"
#include <string_view>

namespace sol::spider {

Result<Position> read_deal(std::string_view text, const Rules& rules);

} // namespace sol::spider
