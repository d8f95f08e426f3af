#include "klondike/read_deal.h"
#include "klondike/position_text.h"
#include "klondike/solvitaire.h"

namespace sol::klondike {

Result<Position> read_deal(std::string_view text, const Rules& rules) {
    const auto body = deal_file_body(text);
    if (!body) return Error{body.error()};
    if (looks_like_json(*body)) return parse_solvitaire(*body, rules);
    return parse_position(*body, rules);
}

} // namespace sol::klondike
