#include "klondike/layout.h"
#include "core/card_text.h"

namespace sol::klondike {

namespace {
Error fail(std::string message) {
    return Error{std::move(message)};
}
} // namespace

std::optional<Error> validate(const Layout& layout) {
    const Rules& rules = layout.rules;
    if (rules.draw < 1 || rules.draw > 3)
        return fail("draw must be 1, 2 or 3 (got " + std::to_string(rules.draw) + ")");

    // Where each card was seen, to name both places of a duplicate.
    const char* seen[64] = {};
    auto place = [&](Card c, const char* name) -> std::optional<Error> {
        if (!is_valid_card(c)) return fail(std::string("invalid card byte in ") + name);
        if (seen[c])
            return fail("duplicate card " + card_text(c) + " (in " + seen[c] + " and " + name +
                        ")");
        seen[c] = name;
        return std::nullopt;
    };
    static const char* const PILE_NAMES[TABLEAU] = {
        "tableau 1", "tableau 2", "tableau 3", "tableau 4", "tableau 5", "tableau 6", "tableau 7"};
    for (int p = 0; p < TABLEAU; ++p) {
        const LayoutPile& pile = layout.piles[p];
        const std::string name = PILE_NAMES[p];
        if (pile.len < 0 || pile.len > MAX_PILE)
            return fail(name + ": " + std::to_string(pile.len) + " cards (at most " +
                        std::to_string(MAX_PILE) + ")");
        if (pile.down < 0 || pile.down > MAX_DOWN)
            return fail(name + ": " + std::to_string(pile.down) + " face-down cards (at most " +
                        std::to_string(MAX_DOWN) + ")");
        if (pile.len > 0 && pile.down >= pile.len)
            return fail(name + ": the top card must be face up");
        if (pile.len == 0 && pile.down != 0)
            return fail(name + ": face-down count of an empty pile");
        for (int i = 0; i < pile.len; ++i)
            if (auto e = place(pile.cards[i], PILE_NAMES[p])) return e;
        for (int i = pile.down + 1; i < pile.len; ++i)
            if (!stacks_alternating(pile.cards[i], pile.cards[i - 1]))
                return fail(name + ": face-up " + card_text(pile.cards[i]) + " cannot lie on " +
                            card_text(pile.cards[i - 1]) +
                            " (face-up cards must descend in alternating colours)");
    }
    if (layout.talon_len < 0 || layout.talon_len > TALON)
        return fail("stock and waste hold " + std::to_string(layout.talon_len) +
                    " cards (at most " + std::to_string(TALON) + ")");
    if (layout.waste_len < 0 || layout.waste_len > layout.talon_len)
        return fail("waste length out of range");
    for (int i = 0; i < layout.talon_len; ++i)
        if (auto e = place(layout.talon[i], i < layout.waste_len ? "waste" : "stock")) return e;
    for (int s = 0; s < SUITS; ++s) {
        if (layout.foundation[s] < 0 || layout.foundation[s] > RANKS)
            return fail("foundation count out of range");
        for (int r = 1; r <= layout.foundation[s]; ++r)
            if (auto e = place(make_card(r, s), "foundations")) return e;
    }
    int total = 0;
    std::string missing;
    for (int r = 1; r <= RANKS; ++r)
        for (int s = 0; s < SUITS; ++s) {
            const Card c = make_card(r, s);
            if (seen[c])
                ++total;
            else
                missing.append(missing.empty() ? "" : " ").append(card_text(c));
        }
    if (total != DECK_SIZE)
        return fail("wrong card count: " + std::to_string(total) + " cards (expected " +
                    std::to_string(DECK_SIZE) + "); missing: " + missing);
    if (layout.redeals < 0 || layout.redeals > 255) return fail("redeals out of range");
    if (rules.max_passes && layout.redeals >= rules.max_passes)
        return fail(std::to_string(layout.redeals) + " redeals done but only " +
                    std::to_string(rules.max_passes) + " passes allowed");
    return std::nullopt;
}

} // namespace sol::klondike
