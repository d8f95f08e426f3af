// Cards as bytes. Shared by every game in the engine.
#pragma once
#include <cstdint>

namespace sol {

// A card packed in one byte so that piles are byte arrays and card sets fit a uint64_t.
//   bits 0-1: suit (0 clubs, 1 diamonds, 2 hearts, 3 spades: the order of the suit letters
//             C D H S, docs/rules.md, Cards)
//   bits 2-5: rank, 1 (Ace) .. 13 (King)
// Valid cards are 4..55, so 0 is free for "no card" and a card is its own bit index in a
// 64-bit set.
using Card = std::uint8_t;

inline constexpr Card NO_CARD = 0;
inline constexpr int SUITS = 4;
inline constexpr int RANKS = 13;
inline constexpr int DECK_SIZE = 52;

enum Suit : std::uint8_t { CLUBS = 0, DIAMONDS = 1, HEARTS = 2, SPADES = 3 };

constexpr Card make_card(int rank, int suit) { return Card((rank << 2) | suit); }
constexpr int rank_of(Card c) { return c >> 2; }
constexpr int suit_of(Card c) { return c & 3; }
constexpr bool is_red(Card c) { return suit_of(c) == DIAMONDS || suit_of(c) == HEARTS; }
constexpr bool is_valid_card(Card c) { return rank_of(c) >= 1 && rank_of(c) <= RANKS; }

// True when `c` may be placed on `below` in a Klondike-style tableau: one rank lower and
// the other colour.
constexpr bool stacks_alternating(Card c, Card below) {
    return rank_of(c) + 1 == rank_of(below) && is_red(c) != is_red(below);
}

// A set of cards of one 52-card deck: bit `c` for card c.
using CardSet = std::uint64_t;
constexpr CardSet card_bit(Card c) { return CardSet(1) << c; }

} // namespace sol
