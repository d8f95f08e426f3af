#include "spider/solvitaire.h"
#include "core/card_text.h"
#include "core/input_text.h"
#include "core/json.h"
#include "spider/position_text.h"

namespace sol::spider {

namespace {

std::string solvitaire_card(Card c, bool face_down) {
    std::string out = rank_of(c) == 10 ? "10" : std::string(1, rank_char(rank_of(c)));
    const char suit = suit_char(suit_of(c));
    out += face_down ? char(suit - 'A' + 'a') : suit;
    return out;
}

std::string card_array(const Card* cards, int n, int down) {
    std::string out = "[";
    for (int i = 0; i < n; ++i)
        out += (i ? ", \"" : "\"") + solvitaire_card(cards[i], i < down) + "\"";
    return out + "]";
}

} // namespace

std::string solvitaire_json(const Position& pos) {
    const Layout l = pos.layout();
    std::string out = "{\n  \"tableau piles\": [\n";
    for (int p = 0; p < PILES; ++p)
        out += "    " +
               card_array(l.cards[std::size_t(p)].data(), l.len[std::size_t(p)],
                          l.down[std::size_t(p)]) +
               (p + 1 < PILES ? ",\n" : "\n");
    out += "  ],\n  \"stock\": " + card_array(l.stock.data(), l.stock_len, 0) + "\n}\n";
    return out;
}

Result<Position> parse_solvitaire(std::string_view json, const Rules& rules) {
    const auto doc = parse_json(json);
    if (!doc) return Error{doc.error()};
    if (!doc->is_object()) return Error{"Solvitaire deal: expected a JSON object"};
    for (const auto& [name, value] : doc->members)
        if (name != "tableau piles" && name != "stock")
            return Error{"Solvitaire deal: unknown member " + quote_input(name) +
                         " (expected \"tableau piles\", \"stock\")"};
    const JsonValue* piles = doc->find("tableau piles");
    if (!piles) return Error{"Solvitaire deal: missing \"tableau piles\""};
    if (!piles->is_array() || piles->items.size() != PILES)
        return Error{"Solvitaire deal: \"tableau piles\" must be an array of 10 piles (got " +
                     (piles->is_array() ? std::to_string(piles->items.size()) : "no array") + ")"};
    Layout l;
    l.rules = rules;
    // Reads cards into out[0..n); `down` counts the lower-case (face-down) cards, which must
    // all come before the face-up ones.
    auto read = [](const JsonValue& v, const std::string& where, Card* out, int cap, int& n,
                   int* down) -> std::optional<Error> {
        if (!v.is_array()) return Error{where + ": expected an array of cards"};
        n = 0;
        for (std::size_t i = 0; i < v.items.size(); ++i) {
            const JsonValue& item = v.items[i];
            const std::string at = where + ", card " + std::to_string(i + 1);
            if (!item.is_string()) return Error{at + ": expected a card string such as \"Qh\""};
            const auto card = parse_card(item.string);
            if (!card) return Error{at + ": " + card.error()};
            if (n == cap) return Error{where + ": more than " + std::to_string(cap) + " cards"};
            const char s = item.string.back();
            const bool face_down = s >= 'a' && s <= 'z';
            if (down) {
                if (face_down && *down != n)
                    return Error{at + ": a face-down card above a face-up one"};
                if (face_down) ++*down;
            }
            out[n++] = *card;
        }
        return std::nullopt;
    };
    for (int p = 0; p < PILES; ++p) {
        int n = 0, down = 0;
        if (auto e = read(piles->items[std::size_t(p)], "tableau pile " + std::to_string(p + 1),
                          l.cards[std::size_t(p)].data(), MAX_PILE, n, &down))
            return *e;
        l.len[std::size_t(p)] = std::uint8_t(n);
        l.down[std::size_t(p)] = std::uint8_t(down);
    }
    if (const JsonValue* stock = doc->find("stock")) {
        if (auto e = read(*stock, "stock", l.stock.data(), STOCK, l.stock_len, nullptr)) return *e;
    }
    if (auto e = check_layout(l)) return Error{"Solvitaire deal: " + e->message};
    return Position(l);
}

} // namespace sol::spider
