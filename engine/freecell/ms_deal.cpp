#include "freecell/ms_deal.h"
#include <cassert>

namespace sol::freecell {

std::array<Card, DECK_SIZE> ms_deal_order(std::uint64_t n) {
    assert(is_deal_number(n) && "ms_deal_order: deal numbers are 1 .. 2^33 - 1");
    // The list starts in the engine's card order, which is Microsoft's too: card index
    // i = 4 x (rank - 1) + suit, clubs diamonds hearts spades.
    std::array<Card, DECK_SIZE> list{};
    for (int i = 0; i < DECK_SIZE; ++i) list[std::size_t(i)] = make_card(i / 4 + 1, i % 4);
    MsRandom random(n);
    std::array<Card, DECK_SIZE> order{};
    for (int left = DECK_SIZE; left > 0; --left) {
        // The last card needs no draw (r mod 1 is 0): 51 draws in all, as in FreeCell.
        const int j = left > 1 ? int(random.next() % std::uint32_t(left)) : 0;
        order[std::size_t(DECK_SIZE - left)] = list[std::size_t(j)];
        list[std::size_t(j)] = list[std::size_t(left - 1)];
    }
    return order;
}

} // namespace sol::freecell
