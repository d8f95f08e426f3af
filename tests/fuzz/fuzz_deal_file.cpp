// Fuzz target: deal files of every format read_deal takes (our position text, Solvitaire
// JSON, with or without a byte-order mark). The first byte picks the rules, the rest is the
// file. A deal that reads must write back and read again to the same position.
#include "klondike/position_text.h"
#include "klondike/read_deal.h"
#include "klondike/solvitaire.h"
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sol::klondike;
    if (size == 0) return 0;
    const Rules rules{std::uint8_t(data[0] & 1 ? 3 : 1), std::uint8_t((data[0] >> 1) & 3),
                      data[0] & 8 ? Scoring::Vegas : Scoring::Standard};
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    const auto pos = read_deal(text, rules);
    if (!pos) return 0;
    const auto again = parse_position(position_text(*pos), pos->rules());
    if (!again || again->key() != pos->key()) std::abort();
    (void)parse_solvitaire(solvitaire_json(*pos), pos->rules());
    return 0;
}
