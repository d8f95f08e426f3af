#include "freecell/read_deal.h"
#include "freecell/position_text.h"
#include "freecell/solvitaire.h"

namespace sol::freecell {

Result<Position> read_deal(std::string_view text, const Rules& rules) {
    const auto body = deal_file_body(text);
    if (!body) return Error{body.error()};
    if (looks_like_json(*body)) return parse_solvitaire(*body, rules);
    return parse_position(*body, rules);
}

} // namespace sol::freecell
