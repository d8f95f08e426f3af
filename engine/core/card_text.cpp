#include "core/card_text.h"
#include "core/input_text.h"

namespace sol {

namespace {
constexpr std::string_view RANK_CHARS = "A23456789TJQK";
constexpr std::string_view SUIT_CHARS = "CDHS";

char upper(char ch) {
    return (ch >= 'a' && ch <= 'z') ? char(ch - 'a' + 'A') : ch;
}
} // namespace

char rank_char(int rank) {
    return RANK_CHARS[rank - 1];
}
char suit_char(int suit) {
    return SUIT_CHARS[suit];
}

std::string card_text(Card c) {
    assert(is_valid_card(c));
    return {rank_char(rank_of(c)), suit_char(suit_of(c))};
}

Result<Card> parse_card(std::string_view text) {
    const Error bad{"unknown card " + quote_input(text) + " (expected e.g. TH, 10h, AS)"};
    std::string_view rank_text = text.substr(0, text.empty() ? 0 : text.size() - 1);
    if (text.size() < 2 || text.size() > 3) return bad;
    int rank = 0;
    if (rank_text == "10") {
        rank = 10;
    } else if (rank_text.size() == 1) {
        const auto pos = RANK_CHARS.find(upper(rank_text[0]));
        if (pos == std::string_view::npos) return bad;
        rank = int(pos) + 1;
    } else {
        return bad;
    }
    const auto suit = SUIT_CHARS.find(upper(text.back()));
    if (suit == std::string_view::npos) return bad;
    return make_card(rank, int(suit));
}

} // namespace sol
