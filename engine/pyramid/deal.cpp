#include "pyramid/deal.h"
#include "core/deck.h"

namespace sol::pyramid {

Position deal(const Rules& rules, std::uint64_t seed) {
    return Position(rules, shuffled_deck(seed));
}

} // namespace sol::pyramid
