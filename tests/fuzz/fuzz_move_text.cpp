// Fuzz target: move text ("S", "W>3", "3>5x4" ...) played from a dealt position. The first
// byte picks the deal; every move that reads is legal, and the line replays.
#include "fuzz_checks.h"
#include "klondike/deal.h"
#include "klondike/move_text.h"
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sol::klondike;
    if (size == 0) return 0;
    const Position start = deal(Rules{std::uint8_t(data[0] & 1 ? 3 : 1), 0}, data[0] >> 1);
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    check_move_text(start, text);
    return 0;
}
