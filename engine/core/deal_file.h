// The envelope of a deal file, the same for every game (README: deal files): a text over
// MAX_DEAL_BYTES is an error before any parsing (a deal is under 2 KB; the cap keeps a
// huge file from costing memory), and a leading UTF-8 byte-order mark (editors on
// Windows write one) is not part of the deal. Each game's reader of deal files starts
// here (klondike/read_deal.h, spider/read_deal.h; shell/games/game_of.h for every game).
#pragma once
#include "core/result.h"
#include <cstddef>
#include <string_view>

namespace sol {

inline constexpr std::size_t MAX_DEAL_BYTES = 64 * 1024;

// The deal in `text`: without its byte-order mark, or an error when over the cap.
Result<std::string_view> deal_file_body(std::string_view text);

// Whether the text's first character after blanks is '{' (Solvitaire JSON, where the game
// reads it; its own position text otherwise).
bool looks_like_json(std::string_view text);

} // namespace sol
