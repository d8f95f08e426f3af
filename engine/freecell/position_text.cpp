#include "freecell/position_text.h"
#include "core/card_text.h"
#include "core/field_text.h"
#include "core/input_text.h"

namespace sol::freecell {

namespace {

std::string cards_text(const Card* cards, int n) {
    if (n == 0) return "-";
    std::string out;
    for (int i = 0; i < n; ++i) out.append(i ? " " : "").append(card_text(cards[i]));
    return out;
}

// The cards of a list ("-" alone is the empty list; with `blanks`, "-" marks an empty
// slot anywhere, written NO_CARD), at most `cap` of them.
std::optional<Error> read_cards(std::string_view value, Card* out, int& n, int cap,
                                const std::string& where, bool blanks = false) {
    const auto toks = tokens(value);
    n = 0;
    if (toks.size() == 1 && toks[0] == "-") return std::nullopt;
    for (const std::string_view tok : toks) {
        if (n == cap)
            return Error{where + ": " + std::to_string(toks.size()) + " cards (at most " +
                         std::to_string(cap) + ")"};
        if (blanks && tok == "-") {
            out[n++] = NO_CARD;
            continue;
        }
        const auto card = parse_card(tok);
        if (!card) return Error{where + ": " + card.error()};
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
        if (name == "cells") {
            if (v.size() != 1 || v[0] < '0' || v[0] > '0' + MAX_CELLS)
                return Error{where + ": cells must be 0.." + std::to_string(MAX_CELLS)};
            rules.cells = std::uint8_t(v[0] - '0');
        } else if (name == "build") {
            if (v == "alternate")
                rules.build = Build::Alternate;
            else if (v == "suit")
                rules.build = Build::Suit;
            else
                return Error{where + ": build must be alternate or suit"};
        } else {
            return Error{where + ": unknown rule " + quote_input(tok) +
                         " (expected cells=, build=)"};
        }
    }
    return std::nullopt;
}

} // namespace

std::string rules_text(const Rules& rules) {
    return "cells=" + std::to_string(rules.cells) +
           " build=" + (rules.build == Build::Suit ? "suit" : "alternate");
}

std::string position_text(const Position& pos) {
    const Layout l = pos.layout();
    std::string out = "game: freecell\nrules: " + rules_text(l.rules) + "\nfoundations:";
    bool any = false;
    for (int s = 0; s < SUITS; ++s)
        if (l.foundation[std::size_t(s)])
            out.append(" ").append(card_text(make_card(l.foundation[std::size_t(s)], s))),
                any = true;
    out += any ? "\ncells:" : " -\ncells:";
    for (int i = 0; i < l.rules.cells; ++i) {
        const Card c = l.cells[std::size_t(i)];
        out.append(" ").append(c == NO_CARD ? "-" : card_text(c));
    }
    if (l.rules.cells == 0) out += " -";
    out += "\n";
    for (int c = 0; c < COLUMNS; ++c)
        out += "column " + std::to_string(c + 1) + ": " +
               cards_text(l.cards[std::size_t(c)].data(), l.len[std::size_t(c)]) + "\n";
    return out;
}

Result<Layout> parse_layout(std::string_view text, const Rules& rules) {
    Layout layout;
    layout.rules = rules;
    bool seen_column[COLUMNS] = {};
    bool seen_other[4] = {}; // game, rules, foundations, cells
    Card cells[MAX_CELLS + 1];
    int cells_n = 0;

    auto field = [&](const TextField& f) -> std::optional<Error> {
        const std::string& where = f.where;
        const std::string& name = f.name;
        const auto once = [&](bool& seen) { return f.once(seen); };
        int column = -1;
        for (const char* prefix : {"column", "col", "c"}) {
            const std::string_view pre = prefix;
            if (name.size() == pre.size() + 1 && name.compare(0, pre.size(), pre) == 0 &&
                name.back() >= '1' && name.back() <= '8')
                column = name.back() - '1';
        }
        if (column >= 0) {
            if (auto e = once(seen_column[column])) return *e;
            int n = 0;
            if (auto e = read_cards(f.value, layout.cards[std::size_t(column)].data(), n,
                                    MAX_FILE_COLUMN,
                                    where + " (column " + std::to_string(column + 1) + ")"))
                return *e;
            layout.len[std::size_t(column)] = std::uint8_t(n);
        } else if (name == "game") {
            if (auto e = once(seen_other[0])) return *e;
            if (lower(f.value) != "freecell")
                return Error{where + ": this is a FreeCell reader, not " + quote_input(f.value)};
        } else if (name == "rules") {
            if (auto e = once(seen_other[1])) return *e;
            if (auto e = read_rules(f.value, layout.rules, where)) return *e;
        } else if (name == "foundations" || name == "foundation") {
            if (auto e = once(seen_other[2])) return *e;
            Card tops[SUITS];
            int n = 0;
            if (auto e = read_cards(f.value, tops, n, SUITS, where)) return *e;
            for (int i = 0; i < n; ++i) {
                std::uint8_t& top = layout.foundation[std::size_t(suit_of(tops[i]))];
                if (top) return Error{where + ": two foundation cards of one suit"};
                top = std::uint8_t(rank_of(tops[i]));
            }
        } else if (name == "cells" || name == "freecells") {
            if (auto e = once(seen_other[3])) return *e;
            if (auto e = read_cards(f.value, cells, cells_n, MAX_CELLS, where, true)) return *e;
        } else {
            return f.unknown("game, rules, foundations, cells, column 1..8");
        }
        return std::nullopt;
    };
    if (auto e = read_fields(text, "column 1: JD KD 2S 4C 3S 6D 6S", field)) return *e;
    for (int c = 0; c < COLUMNS; ++c)
        if (!seen_column[c])
            return Error{"missing line 'column " + std::to_string(c + 1) +
                         ":' (all eight columns are required; an empty one is '-')"};
    // A cells line lists at most the rules' cells (after the rules line, wherever it was).
    for (int i = layout.rules.cells; i < cells_n; ++i)
        if (cells[i] != NO_CARD)
            return Error{"cells: a card in cell " + std::to_string(i + 1) + " but the rules have " +
                         std::to_string(layout.rules.cells) + " cells"};
    for (int i = 0; i < cells_n && i < layout.rules.cells; ++i)
        layout.cells[std::size_t(i)] = cells[i];
    if (auto e = validate(layout)) return *e;
    return layout;
}

Result<Position> parse_position(std::string_view text, const Rules& rules) {
    auto layout = parse_layout(text, rules);
    if (!layout) return Error{layout.error()};
    return Position(*layout);
}

} // namespace sol::freecell
