// Spider deals: (rules, seed) -> the starting position, fixed forever (docs/rules.md,
// Deals and seeds; Spider: Layout).
#pragma once
#include "spider/position.h"
#include <array>
#include <cstdint>

namespace sol::spider {

// The 104 cards of a game with `suits` suits (1: eight sets of spades; 2: four of hearts
// and four of spades; 4: two full decks) in a fixed order: by rank, then suit in Card
// order, each card as many times as it has copies (2, 4 or 8). Identical copies are the
// same byte: nothing in the game tells two copies apart.
std::array<Card, CARDS> ordered_deck(int suits);

// The deal for `seed`: ordered_deck(rules.suits) shuffled by sol::shuffle with Rng(seed)
// (the project's Fisher-Yates, core/deck.h), then laid out by Position(rules, deck):
// deck[0..6) to pile 1 bottom to top, deck[6..12) pile 2, ..., piles 5-10 five cards each
// (deck[24..54)), and deck[54..104) the stock, dealt ten at a time, deck[54] first to pile 1.
Position deal(const Rules& rules, std::uint64_t seed);

} // namespace sol::spider
