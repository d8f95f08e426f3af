#include "spider/position_text.h"
#include "core/card_text.h"
#include "core/field_text.h"
#include "core/input_text.h"
#include <vector>

namespace sol::spider {

namespace {

std::string cards_text(const Card* cards, int n) {
    if (n == 0) return "-";
    std::string out;
    for (int i = 0; i < n; ++i) out.append(i ? " " : "").append(card_text(cards[i]));
    return out;
}

// Appends the cards of `value` ("-" alone is none) to out, at most `cap` in all.
std::optional<Error> read_cards(std::string_view value, std::vector<Card>& out, std::size_t cap,
                                const std::string& where) {
    const auto toks = tokens(value);
    if (toks.size() == 1 && toks[0] == "-") return std::nullopt;
    for (const std::string_view tok : toks) {
        const auto card = parse_card(tok);
        if (!card) return Error{where + ": " + card.error()};
        if (out.size() == cap)
            return Error{where + ": more than " + std::to_string(cap) + " cards"};
        out.push_back(*card);
    }
    return std::nullopt;
}

int suit_index(char c) {
    switch (c) {
    case 'c': return CLUBS;
    case 'd': return DIAMONDS;
    case 'h': return HEARTS;
    case 's': return SPADES;
    }
    return -1;
}

} // namespace

std::string rules_text(const Rules& rules) {
    return "suits=" + std::to_string(rules.suits) + " relaxed=" + (rules.relaxed ? "yes" : "no");
}

std::optional<Error> check_layout(const Layout& l) {
    const int suits = l.rules.suits;
    if (suits != 1 && suits != 2 && suits != 4) return Error{"suits must be 1, 2 or 4"};
    const int copies = 8 / suits;
    auto used = [&](int suit) {
        return suits == 4 || suit == SPADES || (suits == 2 && suit == HEARTS);
    };
    int count[64] = {};
    int total = 0;
    auto add = [&](Card c, const std::string& where) -> std::optional<Error> {
        if (!used(suit_of(c)))
            return Error{where + ": " + card_text(c) + " is not in a " + std::to_string(suits) +
                         "-suit deck"};
        if (++count[c] > copies)
            return Error{where + ": more than " + std::to_string(copies) + " copies of " +
                         card_text(c) + " (a " + std::to_string(suits) + "-suit deck has " +
                         std::to_string(copies) + ")"};
        ++total;
        return std::nullopt;
    };
    for (int p = 0; p < PILES; ++p) {
        const std::string where = "pile " + std::to_string(p + 1);
        const int len = l.len[std::size_t(p)], down = l.down[std::size_t(p)];
        if (len > 0 && down >= len) return Error{where + ": the top card must be face up"};
        for (int i = 0; i < len; ++i)
            if (auto e = add(l.cards[std::size_t(p)][std::size_t(i)], where)) return e;
        if (len - 13 >= down && len >= 13) {
            bool complete = true;
            const auto& c = l.cards[std::size_t(p)];
            for (int i = 0; i < 13 && complete; ++i)
                complete = c[std::size_t(len - 13 + i)] ==
                           make_card(13 - i, suit_of(c[std::size_t(len - 13)]));
            if (complete)
                return Error{where + ": a complete K..A run is on top (it leaves at once)"};
        }
    }
    if (l.stock_len % PILES || l.stock_len > STOCK)
        return Error{"stock: " + std::to_string(l.stock_len) +
                     " cards (expected 0, 10, ..., 50: whole deals of ten)"};
    for (int i = 0; i < l.stock_len; ++i)
        if (auto e = add(l.stock[std::size_t(i)], "stock")) return e;
    for (int r = 0; r < l.runs; ++r)
        for (int rank = 1; rank <= RANKS; ++rank)
            if (auto e = add(make_card(rank, l.removed[std::size_t(r)]), "removed runs")) return e;
    if (total != CARDS)
        return Error{std::to_string(total) + " cards in all (expected 104: tableau, stock and " +
                     "13 per removed run)"};
    return std::nullopt;
}

std::string position_text(const Position& pos) {
    const Layout l = pos.layout();
    std::string out = "game: spider\nrules: " + rules_text(l.rules) + "\n";
    for (int p = 0; p < PILES; ++p) {
        const auto& cards = l.cards[std::size_t(p)];
        const int len = l.len[std::size_t(p)], down = l.down[std::size_t(p)];
        out += "pile " + std::to_string(p + 1) + ":";
        if (len == 0) {
            out += " -\n";
            continue;
        }
        if (down) out.append(" ").append(cards_text(cards.data(), down));
        out += " | " + cards_text(cards.data() + down, len - down) + "\n";
    }
    // The stock in the order dealt: the internal array keeps the next card last.
    std::vector<Card> dealt(l.stock.rbegin() + (STOCK - l.stock_len), l.stock.rend());
    out += "stock: " + cards_text(dealt.data(), int(dealt.size())) + "\n";
    out += "removed:";
    if (l.runs == 0) out += " -";
    for (int r = 0; r < l.runs; ++r) {
        out += ' ';
        out += suit_char(l.removed[std::size_t(r)]);
    }
    return out + "\n";
}

Result<Position> parse_position(std::string_view text, const Rules& rules) {
    Layout l;
    l.rules = rules;
    bool seen_pile[PILES] = {};
    bool seen_game = false, seen_rules = false, seen_stock = false, seen_removed = false;
    auto field = [&](const TextField& f) -> std::optional<Error> {
        const std::string& where = f.where;
        const std::string& name = f.name;
        const std::string_view value = f.value;
        const auto once = [&](bool& seen) { return f.once(seen); };
        int pile = -1;
        if (name.rfind("pile", 0) == 0 && name.size() > 4 && name.size() <= 6) {
            pile = 0;
            for (std::size_t i = 4; i < name.size(); ++i)
                pile = name[i] >= '0' && name[i] <= '9' ? pile * 10 + (name[i] - '0') : 99;
            if (pile < 1 || pile > PILES) return Error{where + ": piles are numbered 1..10"};
            --pile;
        }
        if (pile >= 0) {
            if (auto e = once(seen_pile[pile])) return *e;
            const std::string pw = where + " (pile " + std::to_string(pile + 1) + ")";
            std::vector<Card> down, up;
            const auto bar = value.find('|');
            if (bar == std::string_view::npos) {
                if (auto e = read_cards(value, up, MAX_PILE, pw)) return *e;
            } else {
                if (value.find('|', bar + 1) != std::string_view::npos)
                    return Error{pw + ": more than one '|'"};
                if (auto e = read_cards(value.substr(0, bar), down, MAX_PILE, pw)) return *e;
                if (auto e = read_cards(value.substr(bar + 1), up, MAX_PILE - down.size(), pw))
                    return *e;
                if (!down.empty() && up.empty())
                    return Error{pw + ": the top card must be face up (nothing after '|')"};
            }
            auto& cards = l.cards[std::size_t(pile)];
            std::size_t k = 0;
            for (const Card c : down) cards[k++] = c;
            for (const Card c : up) cards[k++] = c;
            l.len[std::size_t(pile)] = std::uint8_t(k);
            l.down[std::size_t(pile)] = std::uint8_t(down.size());
        } else if (name == "game") {
            if (auto e = once(seen_game)) return *e;
            if (lower(value) != "spider")
                return Error{where + ": this reader takes Spider positions (game: spider)"};
        } else if (name == "rules") {
            if (auto e = once(seen_rules)) return *e;
            for (const std::string_view word : tokens(value)) {
                const std::string tok = lower(word);
                if (tok == "suits=1" || tok == "suits=2" || tok == "suits=4") {
                    // The suit count decides which cards are legal: it must be the game's.
                    if (tok.back() - '0' != rules.suits)
                        return Error{where + ": the file is for " + tok.substr(6) +
                                     " suits, the game has " + std::to_string(rules.suits)};
                } else if (tok == "relaxed=yes" || tok == "relaxed=no") {
                    // As the suit count: the game decides, a file that says otherwise is
                    // for another game (it used to override the game's rule silently).
                    if ((tok == "relaxed=yes") != rules.relaxed)
                        return Error{
                            where + ": the file is for " + tok +
                            " rules, the game has relaxed=" + (rules.relaxed ? "yes" : "no")};
                } else {
                    return Error{where + ": unknown rule " + quote_input(word) +
                                 " (expected suits=1|2|4, relaxed=yes|no)"};
                }
            }
        } else if (name == "stock") {
            if (auto e = once(seen_stock)) return *e;
            std::vector<Card> dealt;
            if (auto e = read_cards(value, dealt, STOCK, where + " (stock)")) return *e;
            l.stock_len = int(dealt.size());
            for (std::size_t i = 0; i < dealt.size(); ++i) l.stock[dealt.size() - 1 - i] = dealt[i];
        } else if (name == "removed") {
            if (auto e = once(seen_removed)) return *e;
            const auto toks = tokens(value);
            if (!(toks.size() == 1 && toks[0] == "-"))
                for (const std::string_view t : toks) {
                    if (t.size() != 1 || suit_index(lower(t)[0]) < 0)
                        return Error{where + ": removed runs are suit letters C D H S, or -"};
                    if (l.runs == RUNS) return Error{where + ": more than 8 removed runs"};
                    l.removed[std::size_t(l.runs++)] = std::uint8_t(suit_index(lower(t)[0]));
                }
        } else {
            return f.unknown("game, rules, pile 1..10, stock, removed");
        }
        return std::nullopt;
    };
    if (auto e = read_fields(text, "pile 1: 4H 9S | KS", field)) return *e;
    for (int p = 0; p < PILES; ++p)
        if (!seen_pile[p]) return Error{"missing 'pile " + std::to_string(p + 1) + ":' line"};
    if (auto e = check_layout(l)) return *e;
    return Position(l);
}

} // namespace sol::spider
