#include "klondike/position_text.h"
#include "core/card_text.h"
#include "core/field_text.h"
#include "core/input_text.h"
#include <vector>

namespace sol::klondike {

namespace {

std::string cards_text(const Card* cards, int n) {
    if (n == 0) return "-";
    std::string out;
    for (int i = 0; i < n; ++i) out.append(i ? " " : "").append(card_text(cards[i]));
    return out;
}

// Parses a card list ("-" alone is the empty list) into out[0..n), at most `cap` cards.
std::optional<Error> read_cards(std::string_view value, Card* out, int& n, int cap,
                                const std::string& where) {
    const auto toks = tokens(value);
    n = 0;
    if (toks.size() == 1 && toks[0] == "-") return std::nullopt;
    for (const std::string_view tok : toks) {
        const auto card = parse_card(tok);
        if (!card) return Error{where + ": " + card.error()};
        if (n == cap)
            return Error{where + ": " + std::to_string(toks.size()) + " cards (at most " +
                         std::to_string(cap) + ")"};
        out[n++] = *card;
    }
    return std::nullopt;
}

std::optional<Error> read_rules(std::string_view value, Rules& rules, const std::string& where) {
    for (const std::string_view tok : tokens(value)) {
        const std::string t = lower(tok);
        const auto eq = t.find('=');
        const std::string name = t.substr(0, eq),
                          v = eq == std::string::npos ? "" : t.substr(eq + 1);
        const auto number = [&](int lo, int hi) -> int {
            if (v.empty() || v.size() > 3) return -1;
            int n = 0;
            for (const char c : v) {
                if (c < '0' || c > '9') return -1;
                n = n * 10 + (c - '0');
            }
            return n >= lo && n <= hi ? n : -1;
        };
        if (name == "draw") {
            const int n = number(1, 3);
            if (n < 0) return Error{where + ": draw must be 1, 2 or 3"};
            rules.draw = std::uint8_t(n);
        } else if (name == "passes") {
            const int n = v == "unlimited" ? 0 : number(0, 255);
            if (n < 0) return Error{where + ": passes must be 'unlimited' or 1..255"};
            rules.max_passes = std::uint8_t(n);
        } else if (name == "scoring") {
            if (v == "standard")
                rules.scoring = Scoring::Standard;
            else if (v == "vegas")
                rules.scoring = Scoring::Vegas;
            else
                return Error{where + ": scoring must be standard or vegas"};
        } else {
            return Error{where + ": unknown rule " + quote_input(tok) +
                         " (expected draw=, passes=, scoring=)"};
        }
    }
    return std::nullopt;
}

} // namespace

std::string rules_text(const Rules& rules) {
    return "draw=" + std::to_string(rules.draw) + " passes=" +
           (rules.max_passes ? std::to_string(rules.max_passes) : std::string("unlimited")) +
           " scoring=" + (rules.scoring == Scoring::Vegas ? "vegas" : "standard");
}

std::string position_text(const Position& pos) {
    const Layout l = pos.layout();
    std::string out = "game: klondike\nrules: " + rules_text(l.rules) + "\nfoundations:";
    bool any = false;
    for (int s = 0; s < SUITS; ++s)
        if (l.foundation[s])
            out.append(" ").append(card_text(make_card(l.foundation[s], s))), any = true;
    out += any ? "\n" : " -\n";
    for (int p = 0; p < TABLEAU; ++p) {
        const LayoutPile& pile = l.piles[p];
        out += "tableau " + std::to_string(p + 1) + ":";
        if (pile.len == 0) {
            out += " -\n";
            continue;
        }
        if (pile.down) out.append(" ").append(cards_text(pile.cards.data(), pile.down));
        out += " | " + cards_text(pile.cards.data() + pile.down, pile.len - pile.down) + "\n";
    }
    out += "stock: " + cards_text(l.talon.data() + l.waste_len, l.talon_len - l.waste_len) + "\n";
    out += "waste: " + cards_text(l.talon.data(), l.waste_len) + "\n";
    out += "redeals: " + std::to_string(l.redeals) + "\n";
    return out;
}

Result<Layout> parse_layout(std::string_view text, const Rules& rules) {
    Layout layout;
    layout.rules = rules;
    bool seen_pile[TABLEAU] = {}, seen_stock = false, seen_waste = false;
    bool seen_other[4] = {}; // game, rules, foundations, redeals
    Card stock[TALON + 1], waste[TALON + 1];
    int stock_len = 0, waste_len = 0;

    auto field = [&](const TextField& f) -> std::optional<Error> {
        const std::string& where = f.where;
        const std::string& name = f.name;
        const std::string_view value = f.value;
        const auto once = [&](bool& seen) { return f.once(seen); };
        int pile = -1;
        for (const char* prefix : {"tableau", "pile", "t"}) {
            const std::string_view pre = prefix;
            if (name.size() == pre.size() + 1 && name.compare(0, pre.size(), pre) == 0 &&
                name.back() >= '1' && name.back() <= '7')
                pile = name.back() - '1';
        }

        if (pile >= 0) {
            if (auto e = once(seen_pile[pile])) return *e;
            const std::string pwhere = where + " (tableau " + std::to_string(pile + 1) + ")";
            LayoutPile& lp = layout.piles[pile];
            const auto bar = value.find('|');
            int down = 0, up = 0;
            if (bar == std::string_view::npos) {
                if (auto e = read_cards(value, lp.cards.data(), up, MAX_PILE, pwhere)) return *e;
            } else {
                if (value.find('|', bar + 1) != std::string_view::npos)
                    return Error{pwhere + ": more than one '|'"};
                if (auto e = read_cards(value.substr(0, bar), lp.cards.data(), down, MAX_DOWN,
                                        pwhere + " face-down part"))
                    return *e;
                if (auto e = read_cards(value.substr(bar + 1), lp.cards.data() + down, up,
                                        MAX_PILE - down, pwhere))
                    return *e;
                if (down > 0 && up == 0)
                    return Error{pwhere + ": the top card must be face up (nothing after '|')"};
            }
            lp.down = down;
            lp.len = down + up;
        } else if (name == "game") {
            if (auto e = once(seen_other[0])) return *e;
            if (lower(value) != "klondike")
                return Error{where + ": this is a Klondike reader, not " + quote_input(value)};
        } else if (name == "rules") {
            if (auto e = once(seen_other[1])) return *e;
            if (auto e = read_rules(value, layout.rules, where)) return *e;
        } else if (name == "foundations" || name == "foundation") {
            if (auto e = once(seen_other[2])) return *e;
            Card tops[SUITS * RANKS];
            int n = 0;
            if (auto e = read_cards(value, tops, n, SUITS, where)) return *e;
            for (int i = 0; i < n; ++i) {
                int& f = layout.foundation[suit_of(tops[i])];
                if (f) return Error{where + ": two foundation cards of one suit"};
                f = rank_of(tops[i]);
            }
        } else if (name == "stock") {
            if (auto e = once(seen_stock)) return *e;
            if (auto e = read_cards(value, stock, stock_len, TALON, where + " (stock)")) return *e;
        } else if (name == "waste") {
            if (auto e = once(seen_waste)) return *e;
            if (auto e = read_cards(value, waste, waste_len, TALON, where + " (waste)")) return *e;
        } else if (name == "redeals") {
            if (auto e = once(seen_other[3])) return *e;
            int n = 0;
            for (const char c : value) {
                if (c < '0' || c > '9' || n > 255) return Error{where + ": redeals must be 0..255"};
                n = n * 10 + (c - '0');
            }
            if (value.empty() || n > 255) return Error{where + ": redeals must be 0..255"};
            layout.redeals = n;
        } else {
            return f.unknown("game, rules, foundations, tableau 1..7, stock, waste, redeals");
        }
        return std::nullopt;
    };
    if (auto e = read_fields(text, "tableau 1: | 7C", field)) return *e;
    for (int p = 0; p < TABLEAU; ++p)
        if (!seen_pile[p])
            return Error{"missing line 'tableau " + std::to_string(p + 1) +
                         ":' (all seven piles are required; an empty one is '-')"};
    if (stock_len + waste_len > TALON)
        return Error{"stock and waste hold " + std::to_string(stock_len + waste_len) +
                     " cards (at most " + std::to_string(TALON) + ")"};
    for (int i = 0; i < waste_len; ++i) layout.talon[i] = waste[i];
    for (int i = 0; i < stock_len; ++i) layout.talon[waste_len + i] = stock[i];
    layout.talon_len = stock_len + waste_len;
    layout.waste_len = waste_len;
    if (auto e = validate(layout)) return *e;
    return layout;
}

Result<Position> parse_position(std::string_view text, const Rules& rules) {
    auto layout = parse_layout(text, rules);
    if (!layout) return Error{layout.error()};
    return Position(*layout);
}

} // namespace sol::klondike
