// Fuzz target: Pyramid's outside text, position files and move text. The first byte picks
// the rules and which reader; a position that reads must write back and read again to the
// same position, and every move that reads is legal.
#include "fuzz_checks.h"
#include "pyramid/deal.h"
#include "pyramid/move_text.h"
#include "pyramid/position_text.h"
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sol::pyramid;
    if (size == 0) return 0;
    const std::uint8_t passes[4] = {3, 1, 2, 0};
    const Rules rules{passes[data[0] & 3], (data[0] & 4) == 0,
                      data[0] & 8 ? Goal::AllCards : Goal::Pyramid};
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    if (data[0] & 16) { // move text from a dealt position
        const Position start = deal(rules, data[0] >> 5);
        check_move_text(start, text);
        return 0;
    }
    const auto pos = parse_position(text, rules);
    if (!pos) return 0;
    const auto again = parse_position(position_text(*pos), pos->rules());
    if (!again || !(*again == *pos)) std::abort();
    return 0;
}
