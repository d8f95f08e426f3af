// Card sets by rank and colour, for the solver's pruning rules and its deadlock proof.
#pragma once
#include "core/card.h"

namespace sol::klondike {

// The other suit of the same colour: clubs <-> spades, diamonds <-> hearts.
inline constexpr int twin_suit(int suit) {
    return 3 - suit;
}
// The card of the same rank and colour: the only other card that fits where c fits.
inline constexpr Card twin(Card c) {
    return make_card(rank_of(c), twin_suit(suit_of(c)));
}

// Card sets by rank and colour. A card's bit is rank * 4 + suit, so the bits of one suit
// are every fourth bit, and "one rank up" is a shift by 4.
inline constexpr CardSet SUIT0 = 0x0011'1111'1111'1110ULL; // clubs A..K: bits 4, 8, .., 52
static_assert(SUIT0 == [] {
    CardSet s = 0;
    for (int r = 1; r <= RANKS; ++r) s |= card_bit(make_card(r, CLUBS));
    return s;
}());
inline constexpr CardSet ALL_CARDS = SUIT0 | SUIT0 << 1 | SUIT0 << 2 | SUIT0 << 3;
inline constexpr CardSet KINGS = CardSet(0xF) << (4 * RANKS);
static_assert(KINGS == (card_bit(make_card(RANKS, CLUBS)) | card_bit(make_card(RANKS, DIAMONDS)) |
                        card_bit(make_card(RANKS, HEARTS)) | card_bit(make_card(RANKS, SPADES))));
// For each rank, bit rank * 4 set when `cards` holds a black (red) card of that rank.
constexpr CardSet black_ranks(CardSet cards) {
    return (cards | cards >> 3) & SUIT0;
}
constexpr CardSet red_ranks(CardSet cards) {
    return (cards >> 1 | cards >> 2) & SUIT0;
}
// Both red (black) cards at the ranks marked in bits rank * 4.
constexpr CardSet as_red(CardSet ranks) {
    return ranks << 1 | ranks << 2;
}
constexpr CardSet as_black(CardSet ranks) {
    return ranks | ranks << 3;
}
// The cards one rank above and of the other colour than some card of `cards`: the
// cards that a card of `cards` could be put on.
constexpr CardSet parents_of(CardSet cards) {
    return as_red(black_ranks(cards) << 4) | as_black(red_ranks(cards) << 4);
}
// The cards one rank below and of the other colour: those that could be put on them.
constexpr CardSet children_of(CardSet cards) {
    return as_red(black_ranks(cards) >> 4) | as_black(red_ranks(cards) >> 4);
}

// The twin of every card of `cards` (same rank, the other suit of its colour).
inline constexpr CardSet twins(CardSet cards) {
    constexpr CardSet S0 = SUIT0, S1 = SUIT0 << 1, S2 = SUIT0 << 2, S3 = SUIT0 << 3;
    return (cards & S0) << 3 | (cards & S3) >> 3 | (cards & S1) << 1 | (cards & S2) >> 1;
}

} // namespace sol::klondike
