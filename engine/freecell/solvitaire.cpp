#include "freecell/solvitaire.h"
#include "core/card_text.h"
#include "core/input_text.h"
#include "core/json.h"
#include <vector>

namespace sol::freecell {

namespace {

// Solvitaire's spelling: "10" for ten (it does not read "T").
std::string solvitaire_card(Card c) {
    std::string out = rank_of(c) == 10 ? "10" : std::string(1, rank_char(rank_of(c)));
    return out + suit_char(suit_of(c));
}

std::string card_array(const std::vector<Card>& cards) {
    std::string out = "[";
    for (std::size_t i = 0; i < cards.size(); ++i)
        out += (i ? ", \"" : "\"") + solvitaire_card(cards[i]) + "\"";
    return out + "]";
}

std::optional<Error> read_card_array(const JsonValue& v, const std::string& where,
                                     std::vector<Card>& cards) {
    if (!v.is_array()) return Error{where + ": expected an array of cards"};
    for (std::size_t i = 0; i < v.items.size(); ++i) {
        const JsonValue& item = v.items[i];
        const std::string at = where + ", card " + std::to_string(i + 1);
        if (!item.is_string()) return Error{at + ": expected a card string such as \"QH\""};
        const auto card = parse_card(item.string);
        if (!card) return Error{at + ": " + card.error()};
        cards.push_back(*card);
    }
    return std::nullopt;
}

} // namespace

std::string solvitaire_json(const Position& pos) {
    std::string out = "{\n  \"tableau piles\": [\n";
    for (int c = 0; c < COLUMNS; ++c) {
        std::vector<Card> cards;
        for (int i = 0; i < pos.column_len(c); ++i) cards.push_back(pos.column_card(c, i));
        out += "    " + card_array(cards) + (c + 1 < COLUMNS ? ",\n" : "\n");
    }
    out += "  ]";
    std::vector<Card> cells;
    for (int i = 0; i < pos.rules().cells; ++i)
        if (pos.cell(i) != NO_CARD) cells.push_back(pos.cell(i));
    if (!cells.empty()) out += ",\n  \"cells\": " + card_array(cells);
    if (pos.cards_home()) {
        out += ",\n  \"foundations\": [";
        for (int s = 0; s < SUITS; ++s) {
            std::vector<Card> f;
            for (int r = 1; r <= pos.foundation(s); ++r) f.push_back(make_card(r, s));
            out += (s ? ", " : "") + card_array(f);
        }
        out += "]";
    }
    return out + "\n}\n";
}

Result<Position> parse_solvitaire(std::string_view json, const Rules& rules) {
    const auto doc = parse_json(json);
    if (!doc) return Error{doc.error()};
    if (!doc->is_object()) return Error{"Solvitaire deal: expected a JSON object"};
    for (const auto& [name, value] : doc->members)
        if (name != "tableau piles" && name != "cells" && name != "foundations")
            return Error{"Solvitaire deal: unknown member " + quote_input(name) +
                         " (expected \"tableau piles\", \"cells\", \"foundations\")"};
    Layout layout;
    layout.rules = rules;
    const JsonValue* piles = doc->find("tableau piles");
    if (!piles) return Error{"Solvitaire deal: missing \"tableau piles\""};
    if (!piles->is_array() || piles->items.size() != COLUMNS)
        return Error{"Solvitaire deal: \"tableau piles\" must be an array of 8 piles (got " +
                     (piles->is_array() ? std::to_string(piles->items.size()) : "no array") + ")"};
    for (int c = 0; c < COLUMNS; ++c) {
        const std::string where = "tableau pile " + std::to_string(c + 1);
        std::vector<Card> cards;
        if (auto e = read_card_array(piles->items[std::size_t(c)], where, cards)) return *e;
        if (cards.size() > std::size_t(MAX_FILE_COLUMN))
            return Error{where + ": " + std::to_string(cards.size()) + " cards (at most " +
                         std::to_string(MAX_FILE_COLUMN) + ")"};
        layout.len[std::size_t(c)] = std::uint8_t(cards.size());
        for (std::size_t i = 0; i < cards.size(); ++i) layout.cards[std::size_t(c)][i] = cards[i];
    }
    if (const JsonValue* v = doc->find("cells")) {
        std::vector<Card> cells;
        if (auto e = read_card_array(*v, "cells", cells)) return *e;
        if (cells.size() > rules.cells)
            return Error{"Solvitaire deal: " + std::to_string(cells.size()) +
                         " cards in cells but the rules have " + std::to_string(rules.cells)};
        for (std::size_t i = 0; i < cells.size(); ++i) layout.cells[i] = cells[i];
    }
    if (const JsonValue* f = doc->find("foundations")) {
        if (!f->is_array() || f->items.size() > SUITS)
            return Error{"Solvitaire deal: \"foundations\" must be an array of up to 4 arrays"};
        for (std::size_t k = 0; k < f->items.size(); ++k) {
            const std::string where = "foundation " + std::to_string(k + 1);
            std::vector<Card> cards;
            if (auto e = read_card_array(f->items[k], where, cards)) return *e;
            for (std::size_t i = 0; i < cards.size(); ++i)
                if (suit_of(cards[i]) != suit_of(cards[0]) || rank_of(cards[i]) != int(i) + 1)
                    return Error{where + ": must hold A, 2, 3... of one suit in order"};
            if (cards.empty()) continue;
            std::uint8_t& count = layout.foundation[std::size_t(suit_of(cards[0]))];
            if (count) return Error{where + ": a second foundation of the same suit"};
            count = std::uint8_t(cards.size());
        }
    }
    if (auto e = validate(layout)) return Error{"Solvitaire deal: " + e->message};
    return Position(layout);
}

} // namespace sol::freecell
