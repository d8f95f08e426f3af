// Fuzz target: the deal paths of URLs ("klondike/draw3/12345"), as parse_deal_path reads
// them. A path that reads must be written back by deal_path and read again to the same deal.
#include "presets.h"
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto id = sol::parse_deal_path(text);
    if (!id) return 0;
    const auto again = sol::parse_deal_path(sol::deal_path(*id->preset, id->seed));
    if (!again || again->preset != id->preset || again->seed != id->seed) std::abort();
    return 0;
}
