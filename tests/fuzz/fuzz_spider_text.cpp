// Fuzz target: Spider's outside text, deal files (read_deal: our text or Solvitaire JSON)
// and move text. The first byte picks the rules and which reader; a deal that reads must
// write back and read again to the same position, and every move that reads is legal.
#include "fuzz_checks.h"
#include "spider/deal.h"
#include "spider/move_text.h"
#include "spider/position_text.h"
#include "spider/read_deal.h"
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sol::spider;
    if (size == 0) return 0;
    const std::uint8_t suits[4] = {1, 2, 4, 1};
    const Rules rules{suits[data[0] & 3], (data[0] & 4) != 0};
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    if (data[0] & 8) { // move text from a dealt position
        const Position start = deal(rules, data[0] >> 4);
        check_move_text(start, text);
        return 0;
    }
    const auto pos = read_deal(text, rules);
    if (!pos) return 0;
    const auto again = parse_position(position_text(*pos), pos->rules());
    if (!again || again->exact_key() != pos->exact_key()) std::abort();
    return 0;
}
