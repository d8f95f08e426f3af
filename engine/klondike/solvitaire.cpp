#include "klondike/solvitaire.h"
#include "core/card_text.h"
#include "core/input_text.h"
#include "core/json.h"
#include <vector>

namespace sol::klondike {

namespace {

// Solvitaire's spelling: "10" for ten (it does not read "T"); a face-down card has its
// suit letter in lower case.
std::string solvitaire_card(Card c, bool face_down) {
    std::string out = rank_of(c) == 10 ? "10" : std::string(1, rank_char(rank_of(c)));
    const char suit = suit_char(suit_of(c));
    out += face_down ? char(suit - 'A' + 'a') : suit;
    return out;
}

std::string card_array(const std::vector<std::string>& cards) {
    std::string out = "[";
    for (std::size_t i = 0; i < cards.size(); ++i) out += (i ? ", \"" : "\"") + cards[i] + "\"";
    return out + "]";
}

bool is_lower(char c) {
    return c >= 'a' && c <= 'z';
}

// Reads a JSON array of card strings; `face_down[i]` tells whether card i had a lower-case
// suit letter.
std::optional<Error> read_card_array(const JsonValue& v, const std::string& where,
                                     std::vector<Card>& cards, std::vector<bool>* face_down) {
    if (!v.is_array()) return Error{where + ": expected an array of cards"};
    for (std::size_t i = 0; i < v.items.size(); ++i) {
        const JsonValue& item = v.items[i];
        const std::string at = where + ", card " + std::to_string(i + 1);
        if (!item.is_string()) return Error{at + ": expected a card string such as \"Qh\""};
        const auto card = parse_card(item.string);
        if (!card) return Error{at + ": " + card.error()};
        cards.push_back(*card);
        if (face_down) face_down->push_back(is_lower(item.string.back()));
    }
    return std::nullopt;
}

} // namespace

std::string solvitaire_json(const Position& pos) {
    const Layout l = pos.layout();
    std::string out = "{\n  \"tableau piles\": [\n";
    for (int p = 0; p < TABLEAU; ++p) {
        std::vector<std::string> cards;
        for (int i = 0; i < l.piles[p].len; ++i)
            cards.push_back(solvitaire_card(l.piles[p].cards[i], i < l.piles[p].down));
        out += "    " + card_array(cards) + (p + 1 < TABLEAU ? ",\n" : "\n");
    }
    out += "  ],\n";
    std::vector<std::string> stock;
    for (int i = l.talon_len - 1; i >= l.waste_len; --i)
        stock.push_back(solvitaire_card(l.talon[i], false));
    out += "  \"stock\": " + card_array(stock);
    if (l.waste_len) {
        std::vector<std::string> waste;
        for (int i = 0; i < l.waste_len; ++i) waste.push_back(solvitaire_card(l.talon[i], false));
        out += ",\n  \"waste\": " + card_array(waste);
    }
    if (l.foundation[0] || l.foundation[1] || l.foundation[2] || l.foundation[3]) {
        out += ",\n  \"foundations\": [";
        for (int s = 0; s < SUITS; ++s) {
            std::vector<std::string> f;
            for (int r = 1; r <= l.foundation[s]; ++r)
                f.push_back(solvitaire_card(make_card(r, s), false));
            out += (s ? ", " : "") + card_array(f);
        }
        out += "]";
    }
    return out + "\n}\n";
}

Result<Layout> parse_solvitaire_layout(std::string_view json, const Rules& rules) {
    const auto doc = parse_json(json);
    if (!doc) return Error{doc.error()};
    if (!doc->is_object()) return Error{"Solvitaire deal: expected a JSON object"};
    for (const auto& [name, value] : doc->members)
        if (name != "tableau piles" && name != "stock" && name != "waste" && name != "foundations")
            return Error{"Solvitaire deal: unknown member " + quote_input(name) +
                         " (expected \"tableau piles\", \"stock\", \"waste\", \"foundations\")"};

    Layout layout;
    layout.rules = rules;
    const JsonValue* piles = doc->find("tableau piles");
    if (!piles) return Error{"Solvitaire deal: missing \"tableau piles\""};
    if (!piles->is_array() || piles->items.size() != TABLEAU)
        return Error{"Solvitaire deal: \"tableau piles\" must be an array of 7 piles (got " +
                     (piles->is_array() ? std::to_string(piles->items.size()) : "no array") + ")"};
    for (int p = 0; p < TABLEAU; ++p) {
        const std::string where = "tableau pile " + std::to_string(p + 1);
        std::vector<Card> cards;
        std::vector<bool> down;
        if (auto e = read_card_array(piles->items[p], where, cards, &down)) return *e;
        if (cards.size() > MAX_PILE)
            return Error{where + ": " + std::to_string(cards.size()) + " cards (at most " +
                         std::to_string(MAX_PILE) + ")"};
        LayoutPile& lp = layout.piles[p];
        lp.len = int(cards.size());
        for (int i = 0; i < lp.len; ++i) {
            lp.cards[i] = cards[i];
            if (down[i] && i > lp.down)
                return Error{where + ": face-down card " + card_text(cards[i]) +
                             " lies above a face-up card"};
            if (down[i]) ++lp.down;
        }
        if (lp.len && lp.down == lp.len)
            return Error{where + ": the top card must be face up (upper-case suit letter)"};
    }

    std::vector<Card> stock, waste;
    if (const JsonValue* v = doc->find("stock"))
        if (auto e = read_card_array(*v, "stock", stock, nullptr)) return *e;
    if (const JsonValue* v = doc->find("waste"))
        if (auto e = read_card_array(*v, "waste", waste, nullptr)) return *e;
    if (stock.size() + waste.size() > TALON)
        return Error{"Solvitaire deal: stock and waste hold " +
                     std::to_string(stock.size() + waste.size()) + " cards (at most " +
                     std::to_string(TALON) + ")"};
    layout.waste_len = int(waste.size());
    layout.talon_len = int(waste.size() + stock.size());
    for (std::size_t i = 0; i < waste.size(); ++i) layout.talon[i] = waste[i];
    // The stock's last element is drawn first; our talon lists the stock in draw order.
    for (std::size_t i = 0; i < stock.size(); ++i)
        layout.talon[waste.size() + i] = stock[stock.size() - 1 - i];

    if (const JsonValue* f = doc->find("foundations")) {
        if (!f->is_array() || f->items.size() > SUITS)
            return Error{"Solvitaire deal: \"foundations\" must be an array of up to 4 arrays"};
        for (std::size_t k = 0; k < f->items.size(); ++k) {
            const std::string where = "foundation " + std::to_string(k + 1);
            std::vector<Card> cards;
            if (auto e = read_card_array(f->items[k], where, cards, nullptr)) return *e;
            for (std::size_t i = 0; i < cards.size(); ++i)
                if (suit_of(cards[i]) != suit_of(cards[0]) || rank_of(cards[i]) != int(i) + 1)
                    return Error{where + ": must hold A, 2, 3... of one suit in order"};
            if (cards.empty()) continue;
            int& count = layout.foundation[suit_of(cards[0])];
            if (count) return Error{where + ": a second foundation of the same suit"};
            count = int(cards.size());
        }
    }
    if (auto e = validate(layout)) return *e;
    return layout;
}

Result<Position> parse_solvitaire(std::string_view json, const Rules& rules) {
    auto layout = parse_solvitaire_layout(json, rules);
    if (!layout) return Error{layout.error()};
    return Position(*layout);
}

} // namespace sol::klondike
