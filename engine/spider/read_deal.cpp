#include "spider/read_deal.h"
#include "spider/position_text.h"
#include "spider/solvitaire.h"

namespace sol::spider {

Result<Position> read_deal(std::string_view text, const Rules& rules) {
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
        if (c == '{') return parse_solvitaire(text, rules);
        break;
    }
    return parse_position(text, rules);
}

} // namespace sol::spider
