#include "core/deck.h"
#include <utility>

namespace sol {

Deck ordered_deck() {
    Deck deck{};
    int i = 0;
    for (int rank = 1; rank <= RANKS; ++rank)
        for (int suit = 0; suit < SUITS; ++suit) deck[i++] = make_card(rank, suit);
    return deck;
}

void shuffle(Card* cards, int n, Rng& rng) {
    for (int i = n - 1; i >= 1; --i) {
        const int j = int(rng.below(std::uint64_t(i) + 1));
        std::swap(cards[i], cards[j]);
    }
}

Deck shuffled_deck(std::uint64_t seed) {
    Deck deck = ordered_deck();
    Rng rng(seed);
    shuffle(deck.data(), DECK_SIZE, rng);
    return deck;
}

} // namespace sol
