#include "shell/core/speech.h"

#include <algorithm>
#include <cstddef>

namespace sol::ui::speech {

namespace {

const char* const SUIT_NAMES[SUITS] = {"clubs", "diamonds", "hearts", "spades"};

const std::string& top_words(const PileView& p, std::string& out) {
    out = p.cards.empty() ? std::string("nothing") : card_words(p.cards.back().card);
    return out;
}

// "a, b and c".
std::string list_words(const std::vector<std::string>& items) {
    std::string out;
    for (size_t i = 0; i < items.size(); ++i) {
        if (i) out += i + 1 == items.size() ? " and " : ", ";
        out += items[i];
    }
    return out;
}

// "7 of hearts to pile 3", "7 of hearts and the 2 cards on it to empty pile 3".
std::string card_move(const PileView& src, const PileView& dst, int count) {
    const int n = int(src.cards.size());
    count = std::clamp(count, 1, std::max(n, 1));
    std::string out = n ? card_words(src.cards[size_t(n - count)].card) : std::string("a card");
    if (count == 2) out += " and the card on it";
    if (count > 2) out += " and the " + std::to_string(count - 1) + " cards on it";
    const bool empty = dst.cards.empty() && dst.kind == PileKind::Tableau;
    return out + " to " + (empty ? "empty " : "") + pile_words(dst);
}

// The cards that appeared on the piles other than `skip` (face up, on top), in pile order.
std::vector<std::string> arrivals(const std::vector<PileView>& before,
                                  const std::vector<PileView>& after, int skip) {
    std::vector<std::string> out;
    for (size_t p = 0; p < after.size() && p < before.size(); ++p) {
        if (int(p) == skip) continue;
        for (size_t i = before[p].cards.size(); i < after[p].cards.size(); ++i)
            if (after[p].cards[i].face_up) out.push_back(card_words(after[p].cards[i].card));
    }
    return out;
}

} // namespace

std::string card_words(Card c) {
    if (!is_valid_card(c)) return "a card";
    static const char* const RANK_NAMES[] = {"",  "ace", "2", "3",  "4",    "5",     "6",
                                             "7", "8",   "9", "10", "jack", "queen", "king"};
    return std::string(RANK_NAMES[rank_of(c)]) + " of " + SUIT_NAMES[suit_of(c)];
}

std::string pile_words(const PileView& p) {
    const std::string& l = p.label;
    switch (p.kind) {
    case PileKind::Stock: return "the stock";
    case PileKind::Waste: return "the waste";
    case PileKind::Foundation:
        if (p.suit_hint >= 0 && p.suit_hint < SUITS)
            return std::string("the ") + SUIT_NAMES[p.suit_hint] + " foundation";
        return l.rfind("run-", 0) == 0 ? "the completed runs" : "the removed cards";
    case PileKind::Tableau:
        // "tableau-3": the number is the one players see counted from the left.
        return "pile " + l.substr(l.find('-') + 1);
    case PileKind::Cell: // "cell-b": the second free cell
        return "free cell " + l.substr(l.find('-') + 1);
    case PileKind::Place: {
        // "pyramid-4.2": row 4, second card.
        const size_t dash = l.find('-'), dot = l.find('.');
        if (dash == std::string::npos || dot == std::string::npos) return l;
        return "pyramid row " + l.substr(dash + 1, dot - dash - 1);
    }
    }
    return l;
}

std::string pile_contents(const PileView& p) {
    std::string out = pile_words(p) + ": ";
    if (p.cards.empty()) return out + "empty";
    if (p.kind == PileKind::Stock) {
        out += std::to_string(p.cards.size()) + (p.cards.size() == 1 ? " card" : " cards");
        if (p.cards.back().face_up) out += ", on top " + card_words(p.cards.back().card);
        return out;
    }
    // Foundations and the waste: only the top card counts for play.
    if (p.kind == PileKind::Foundation || p.kind == PileKind::Waste) {
        std::string top;
        return out + top_words(p, top) +
               (p.cards.size() > 1 ? " on top of " + std::to_string(p.cards.size() - 1) + " more"
                                   : "");
    }
    std::vector<std::string> items;
    size_t down = 0;
    while (down < p.cards.size() && !p.cards[down].face_up) ++down;
    if (down)
        items.push_back(std::to_string(down) +
                        (down == 1 ? " face-down card" : " face-down cards"));
    for (size_t i = down; i < p.cards.size(); ++i)
        items.push_back(card_words(p.cards[i].card) + (p.cards[i].dimmed ? " (covered)" : ""));
    std::string joined;
    for (size_t i = 0; i < items.size(); ++i) joined += (i ? ", " : "") + items[i];
    return out + joined;
}

std::string move_words(const TableGame& g, const std::vector<PileView>& before, GameMove m) {
    const auto [from, to] = g.move_piles(m);
    if (from < 0 || to < 0 || size_t(from) >= before.size() || size_t(to) >= before.size())
        return "a move";
    const PileView &src = before[size_t(from)], &dst = before[size_t(to)];
    std::string top;
    // The stock's own move (a draw, a deal, the waste turned over: the click on the stock
    // plays it, whichever pile it takes cards from): face-down cards are never named.
    const bool stock_action = (src.kind == PileKind::Stock && g.pile_action(from) == m) ||
                              (dst.kind == PileKind::Stock && g.pile_action(to) == m);
    if (stock_action && dst.kind != PileKind::Foundation) {
        if (src.kind == PileKind::Stock)
            return dst.kind == PileKind::Waste ? "draw from the stock"
                                               : "deal a row from the stock";
        if (dst.kind == PileKind::Stock) return "turn the waste over to the stock";
    }
    if (g.select_to_pair()) {
        if (dst.kind == PileKind::Foundation) return "remove " + top_words(src, top);
        std::string other;
        return "remove " + top_words(src, top) + " and " + top_words(dst, other);
    }
    return card_move(src, dst, g.move_card_count(m));
}

std::string played_words(const TableGame& g, const std::vector<PileView>& before,
                         const std::vector<PileView>& after, GameMove m) {
    const auto [from, to] = g.move_piles(m);
    if (from < 0 || to < 0 || size_t(from) >= before.size() || size_t(to) >= before.size() ||
        before.size() != after.size())
        return "a move";
    const PileView &src = before[size_t(from)], &dst = before[size_t(to)];
    const PileView& dst_after = after[size_t(to)];
    std::string top, other;
    if (g.select_to_pair()) {
        // A pair leaves both its piles; a King alone goes to the removed cards.
        if (to != from && dst_after.cards.size() < dst.cards.size())
            return "removed " + top_words(src, top) + " and " + top_words(dst, other);
        if (dst.kind == PileKind::Foundation) return "removed " + top_words(src, top);
    }
    if (src.kind == PileKind::Stock) {
        const std::vector<std::string> cards = arrivals(before, after, from);
        if (dst.kind == PileKind::Waste)
            return cards.empty() ? "drew from the stock" : "drew " + list_words(cards);
        return "dealt a row: " + list_words(cards);
    }
    if (dst.kind == PileKind::Stock) return "the waste turned over to the stock";
    return card_move(src, dst, g.move_card_count(m));
}

Change change_words(const std::vector<PileView>& before, const std::vector<PileView>& after) {
    Change out;
    if (before.size() != after.size()) return out;
    std::vector<std::string> up, free, parts;
    for (size_t p = 0; p < after.size(); ++p) {
        const PileView &b = before[p], &a = after[p];
        if (a.kind == PileKind::Stock && a.cards.size() < b.cards.size()) out.dealt = true;
        const size_t n = std::min(a.cards.size(), b.cards.size());
        for (size_t i = 0; i < n; ++i) {
            const CardView &cb = b.cards[i], &ca = a.cards[i];
            if (cb.card != ca.card || a.kind == PileKind::Stock) continue;
            if (!cb.face_up && ca.face_up) up.push_back(card_words(ca.card));
            if (cb.dimmed && !ca.dimmed) free.push_back(card_words(ca.card));
        }
        // Spider: a run of thirteen leaves the table in one move.
        if (a.kind == PileKind::Foundation && a.cards.size() >= b.cards.size() + RANKS)
            parts.push_back(std::string("a run of ") + SUIT_NAMES[suit_of(a.cards.back().card)] +
                            " completed");
    }
    if (up.size() == 1) parts.push_back("a card turned up: " + up[0]);
    if (up.size() > 1) parts.push_back("cards turned up: " + list_words(up));
    if (!free.empty()) parts.push_back("now free: " + list_words(free));
    out.turned_up = !up.empty() || !free.empty();
    out.words = join(parts);
    return out;
}

std::string join(const std::vector<std::string>& parts) {
    std::string out;
    for (const std::string& s : parts) {
        if (s.empty()) continue;
        if (!out.empty()) out += "; ";
        out += s;
    }
    return out;
}

} // namespace sol::ui::speech
