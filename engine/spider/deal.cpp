#include "spider/deal.h"
#include "core/deck.h"
#include "core/rng.h"

namespace sol::spider {

std::array<Card, CARDS> ordered_deck(int suits) {
    std::array<Card, CARDS> deck{};
    const int copies = 8 / suits;
    std::size_t k = 0;
    for (int rank = 1; rank <= RANKS; ++rank)
        for (int suit = 0; suit < SUITS; ++suit) {
            // 1 suit: spades only; 2 suits: hearts and spades.
            const bool used = suits == 4 || suit == SPADES || (suits == 2 && suit == HEARTS);
            if (!used) continue;
            for (int c = 0; c < copies; ++c) deck[k++] = make_card(rank, suit);
        }
    return deck;
}

Position deal(const Rules& rules, std::uint64_t seed) {
    std::array<Card, CARDS> deck = ordered_deck(rules.suits);
    Rng rng(seed);
    shuffle(deck.data(), CARDS, rng);
    return Position(rules, deck);
}

} // namespace sol::spider
