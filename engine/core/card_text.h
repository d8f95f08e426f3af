// Card notation shared by every game: rank A 2..9 T J Q K, then suit C D H S ("TH" is the
// ten of hearts). Readers also accept "10" for ten and lower case.
#pragma once
#include "core/card.h"
#include "core/result.h"
#include <string>
#include <string_view>

namespace sol {

// Two characters, e.g. "TH", "AS". `c` must be a valid card.
std::string card_text(Card c);

// Parses one card: "TH", "th", "10H", "10h", "Ah". Surrounding spaces are not accepted.
Result<Card> parse_card(std::string_view text);

// The rank character written for rank 1..13 ('A', '2'..'9', 'T', 'J', 'Q', 'K').
char rank_char(int rank);
// The suit character written for suit 0..3 ('C', 'D', 'H', 'S').
char suit_char(int suit);

} // namespace sol
