// Fresh decks and the shuffle that turns a seed into a deal's card order.
#pragma once
#include "core/card.h"
#include "core/rng.h"
#include <array>
#include <cstdint>

namespace sol {

using Deck = std::array<Card, DECK_SIZE>;

// A new 52-card deck in Card order: by rank, then suit within a rank
// (AC AD AH AS 2C 2D ... KH KS). This order is part of the seed -> deal mapping.
Deck ordered_deck();

// Fisher-Yates (Durstenfeld) shuffle of cards[0..n), in place: for i from n-1 down to 1,
// j = rng.below(i + 1), swap cards[i] and cards[j]. Exactly n-1 draws from rng in that
// order. This definition is part of the seed -> deal mapping: never change it.
void shuffle(Card* cards, int n, Rng& rng);

// ordered_deck() shuffled by Rng(seed): the card order of every one-deck game's deal.
Deck shuffled_deck(std::uint64_t seed);

} // namespace sol
