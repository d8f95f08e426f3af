// One entry point for deal files of either format, for `solve --deal FILE` and the game's
// "open deal": Solvitaire JSON when the text starts with '{', our position text otherwise.
// A leading UTF-8 byte-order mark is skipped; a text over MAX_DEAL_BYTES is an error
// before any parsing (a deal is under 2 KB; the cap keeps a huge file from costing memory).
#pragma once
#include "core/result.h"
#include "klondike/position.h"
#include <cstddef>
#include <string_view>

namespace sol::klondike {

inline constexpr std::size_t MAX_DEAL_BYTES = 64 * 1024;

Result<Position> read_deal(std::string_view text, const Rules& rules);

} // namespace sol::klondike
