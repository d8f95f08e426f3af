#include "klondike/read_deal.h"
#include "klondike/position_text.h"
#include "klondike/solvitaire.h"

namespace sol::klondike {

Result<Position> read_deal(std::string_view text, const Rules& rules) {
    if (text.size() > MAX_DEAL_BYTES)
        return Error{"the deal is " + std::to_string(text.size()) + " bytes; a deal file is at most " +
                     std::to_string(MAX_DEAL_BYTES) + " bytes"};
    // A UTF-8 byte-order mark (editors on Windows write one) is not part of the deal.
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
        if (c == '{') return parse_solvitaire(text, rules);
        break;
    }
    return parse_position(text, rules);
}

} // namespace sol::klondike
