#include "freecell/deal.h"

namespace sol::freecell {

Position deal(const Rules& rules, std::uint64_t n) {
    return Position(rules, ms_deal_order(n));
}

} // namespace sol::freecell
