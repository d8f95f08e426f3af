#include "pyramid/position_text.h"
#include "core/card_text.h"
#include "core/number_text.h"
#include <vector>

namespace sol::pyramid {

namespace {

constexpr std::string_view REMOVED = "--";

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The words of `text` outside comments (from `#` to the end of a line).
std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '#') {
            while (i < text.size() && text[i] != '\n') ++i;
        } else if (is_blank(text[i])) {
            ++i;
        } else {
            std::size_t j = i;
            while (j < text.size() && !is_blank(text[j]) && text[j] != '#') ++j;
            out.push_back(text.substr(i, j - i));
            i = j;
        }
    }
    return out;
}

std::string slot_text(Card c, bool left) {
    return left ? card_text(c) : std::string(REMOVED);
}

} // namespace

std::string position_text(const Position& pos) {
    std::string out;
    for (int r = 0; r < ROWS; ++r) {
        // Centred under row 7: each card and its space take 3 columns.
        out.append(std::size_t(3 * (ROWS - 1 - r) / 2), ' ');
        for (int c = 0; c <= r; ++c) {
            const int p = place_of(r, c);
            out.append(c ? " " : "")
                .append(slot_text(pos.pyramid_card(p), pos.pyramid_left() >> p & 1));
        }
        out += '\n';
    }
    for (int t = 0; t < TALON; ++t)
        out.append(t ? " " : "").append(slot_text(pos.talon_card(t), pos.talon_left() >> t & 1));
    out += '\n';
    // `next` is canonical (on a card still there), so the boundary written back is next.
    const int drawn = pos.next() == TALON && pos.talon_left() == 0 ? 0 : pos.next();
    if (drawn) out += "drawn: " + std::to_string(drawn) + "\n";
    if (pos.redeals()) out += "redeals: " + std::to_string(pos.redeals()) + "\n";
    return out;
}

Result<Position> parse_position(std::string_view text, const Rules& rules) {
    std::array<Card, DECK_SIZE> cards{};
    bool seen[64] = {};
    int n = 0;
    std::uint64_t drawn = 0, redeals = 0;
    bool drawn_seen = false, redeals_seen = false; // each field at most once, as in Spider's
    PlaceMask pyramid_left = 0;
    SlotMask talon_left = 0;
    const auto list = words(text);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string_view word = list[i];
        if (word == "drawn:" || word == "redeals:") {
            bool& seen_field = word == "drawn:" ? drawn_seen : redeals_seen;
            if (seen_field) return Error{std::string(word) + " given twice"};
            seen_field = true;
            if (i + 1 == list.size()) return Error{std::string(word) + " needs a number"};
            const auto value = parse_u64(list[++i], word.substr(0, word.size() - 1));
            if (!value) return Error{value.error()};
            (word == "drawn:" ? drawn : redeals) = *value;
            continue;
        }
        // Every slot is counted, also past the 52nd, so that the error says how many.
        const int slot = n++;
        if (word == REMOVED) continue;
        const auto card = parse_card(word);
        if (!card) return Error{"card " + std::to_string(slot + 1) + ": " + card.error()};
        if (seen[*card]) return Error{"card " + card_text(*card) + " appears twice"};
        seen[*card] = true;
        if (slot >= DECK_SIZE) continue;
        if (slot < PYRAMID)
            pyramid_left |= PlaceMask(1) << slot;
        else
            talon_left |= SlotMask(1) << (slot - PYRAMID);
        cards[std::size_t(slot)] = *card;
    }
    if (n != DECK_SIZE)
        return Error{"expected 52 cards (28 for the pyramid, then 24 for the stock), found " +
                     std::to_string(n)};
    for (int p = 0; p < PYRAMID; ++p)
        if (!(pyramid_left >> p & 1) && (pyramid_left & TABLES.covering[p]))
            return Error{"pyramid card " + std::to_string(row_of(p) + 1) + "." +
                         std::to_string(col_of(p) + 1) + " is removed but still covered"};
    if (drawn > TALON) return Error{"drawn: " + std::to_string(drawn) + " is more than 24"};
    if (rules.max_passes && redeals >= rules.max_passes)
        return Error{"redeals: " + std::to_string(redeals) + " but only " +
                     std::to_string(rules.max_passes) + " passes"};
    if (redeals > 0xFFFFFFFFu) return Error{"redeals: too many"};
    return Position(rules, cards, pyramid_left, talon_left, int(drawn), std::uint32_t(redeals));
}

} // namespace sol::pyramid
