#include "shell/games/pyramid/pyramid_table.h"

#include "core/card_text.h"
#include "pyramid/score.h"

namespace sol::ui {

using pyramid::Move;
using pyramid::MoveKind;
using pyramid::NO_PLACE;
using pyramid::TALON;
using pyramid::TALON_PLACE;

namespace {
// Where the pyramid's rows lie on the layout grid: each row half a card lower than the one
// above (a layout row is a card and a gap tall), each card half a card right of its
// parents' left one, so that the seventh row fills the seven columns.
constexpr float ROW_STEP = 0.43f;
// Wide: closer rows, each still showing the indices of the cards it covers.
constexpr float WIDE_ROW_STEP = 0.30f;
} // namespace

PileView PyramidTable::pile(int p, Shape shape) const {
    const bool wide = shape == Shape::Wide, upright = shape == Shape::Upright;
    PileView v;
    // The talon's piles: a column at the left (Wide) or a row at the foot (Upright).
    auto talon_place = [&](float col, float wide_row) {
        v.col = wide ? (col == 6 ? 8.0f : 0.0f) : col;
        v.row = wide ? wide_row : 0;
        v.bottom = upright;
    };
    if (p < pyramid::PYRAMID) {
        const int r = pyramid::row_of(p), c = pyramid::col_of(p);
        v.kind = PileKind::Place;
        v.col = (wide ? 4.0f : 3.0f) - 0.5f * float(r) + float(c);
        v.row = (wide ? WIDE_ROW_STEP : ROW_STEP) * float(r);
        v.grow = float(r);
        v.label = "pyramid-" + std::to_string(r + 1) + "." + std::to_string(c + 1);
        if (pos_.pyramid_left() >> p & 1)
            v.cards.push_back({pos_.pyramid_card(p), true, !(pos_.available() >> p & 1)});
        return v;
    }
    if (p == STOCK) {
        // Bottom card first: the stock's last card down, its next card (shown face up when
        // it may be played) on top.
        v.kind = PileKind::Stock;
        talon_place(0, 0);
        v.label = "stock";
        for (int t = TALON - 1; t >= pos_.next(); --t)
            if (pos_.talon_left() >> t & 1) v.cards.push_back({pos_.talon_card(t), false, false});
        if (!v.cards.empty() && pos_.rules().stock_playable) v.cards.back().face_up = true;
        return v;
    }
    if (p == WASTE) {
        v.kind = PileKind::Waste;
        talon_place(1, 1);
        v.label = "waste";
        for (int t = 0; t < pos_.next() && t < TALON; ++t)
            if (pos_.talon_left() >> t & 1) v.cards.push_back({pos_.talon_card(t), true, false});
        return v;
    }
    v.kind = PileKind::Foundation;
    talon_place(6, 0);
    v.label = "removed";
    for (int t = 0; t < TALON; ++t)
        if (!(pos_.talon_left() >> t & 1)) v.cards.push_back({pos_.talon_card(t), true, false});
    for (int q = 0; q < pyramid::PYRAMID; ++q)
        if (!(pos_.pyramid_left() >> q & 1)) v.cards.push_back({pos_.pyramid_card(q), true, false});
    return v;
}

std::optional<int> PyramidTable::available_place(int p) const {
    if (p >= 0 && p < pyramid::PYRAMID)
        return pos_.available() >> p & 1 ? std::optional<int>(p) : std::nullopt;
    if (p == STOCK && pos_.rules().stock_playable && pos_.stock_top() >= 0)
        return TALON_PLACE + pos_.stock_top();
    if (p == WASTE && pos_.waste_top() >= 0) return TALON_PLACE + pos_.waste_top();
    return std::nullopt;
}

int PyramidTable::pile_of(Move m, int place) {
    if (pyramid::is_pyramid_place(place)) return place;
    // Of the move's talon cards, only the one of the highest slot (the second of a pair,
    // else the first) can be the stock's top, and the move says whether it was: read from
    // the move alone, the piles are the same before it is played and after (when the
    // stock's top has moved on, and the words said for it are written).
    const bool highest = place == (m.is_pair() ? m.second() : m.first());
    return highest && m.from_stock() ? STOCK : WASTE;
}

std::optional<GameMove> PyramidTable::removal(int a, int b) const {
    if (b != NO_PLACE && b < a) std::swap(a, b);
    pyramid::MoveList list;
    pos_.generate(list);
    for (const Move m : list)
        if (m.kind() == MoveKind::Remove && m.first() == a && m.second() == b) return m.bits;
    return std::nullopt;
}

bool PyramidTable::can_pick(int p, int index) const {
    if (!available_place(p)) return false;
    const int top = p == STOCK ? pos_.stock_len() - 1 : p == WASTE ? pos_.waste_len() - 1 : 0;
    return index == top;
}

std::optional<GameMove> PyramidTable::move_to(int p, int index, int dest) const {
    if (!can_pick(p, index) || dest == p) return std::nullopt;
    const std::optional<int> a = available_place(p), b = available_place(dest);
    if (!a || !b) return std::nullopt;
    return removal(*a, *b);
}

std::optional<GameMove> PyramidTable::best_move(int p, int index) const {
    if (!can_pick(p, index)) return std::nullopt;
    return removal(*available_place(p), NO_PLACE); // a King goes alone; others wait for a pair
}

std::optional<GameMove> PyramidTable::pile_action(int p) const {
    if (p == STOCK) {
        // A King on the stock's top goes at once (nothing else could pair with it); else
        // the stock turns a card, or, empty, turns the waste over.
        if (const auto place = available_place(STOCK))
            if (const auto m = removal(*place, NO_PLACE)) return m;
        if (pos_.stock_top() >= 0) return Move::draw().bits;
        if (pos_.can_redeal()) return Move::redeal().bits;
        return std::nullopt;
    }
    if (const auto place = available_place(p)) return removal(*place, NO_PLACE);
    return std::nullopt;
}

std::string PyramidTable::refusal(int p) const {
    if (p != STOCK) return "";
    return talon_refusal(pos_.stock_top() < 0, pos_.waste_top() < 0, pos_.can_redeal());
}

namespace {
// A card's value in a sum, as the player counts it: "8", "J (11)", "A (1)".
std::string value_words(Card c) {
    const int r = rank_of(c);
    const std::string v = std::to_string(r);
    return r >= 2 && r <= 10 ? v : std::string(1, rank_char(r)) + " (" + v + ")";
}
} // namespace

std::string PyramidTable::refusal_to(int p, int index, int dest) const {
    if (!can_pick(p, index) || dest == p || dest < 0 || dest >= PILES) return "";
    const std::optional<int> a = available_place(p);
    const std::optional<int> b = available_place(dest);
    if (!b) {
        // The partner asked for is covered (or not a card that plays).
        if (dest < pyramid::PYRAMID && pos_.pyramid_left() >> dest & 1)
            return "That card is covered: only a card with nothing on it pairs.";
        if (dest == STOCK && pos_.stock_top() >= 0)
            return "The stock's top card does not play in this variant: click the stock to draw.";
        return "";
    }
    const Card x = pos_.place_card(*a), y = pos_.place_card(*b);
    if (removal(*a, *b)) return "";
    const int sum = rank_of(x) + rank_of(y);
    if (sum == 13) return "";
    return value_words(x) + " + " + value_words(y) + " = " + std::to_string(sum) +
           ": a pair must make 13.";
}

std::optional<GameMove> PyramidTable::safe_auto_move() const {
    // A King pairs with nothing: sending it away at once never loses anything. Once the
    // game is won (the pyramid cleared) nothing moves by itself.
    if (pos_.is_won()) return std::nullopt;
    pyramid::MoveList list;
    pos_.generate(list);
    for (const Move m : list)
        if (m.kind() == MoveKind::Remove && !m.is_pair()) return m.bits;
    return std::nullopt;
}

std::pair<int, int> PyramidTable::move_piles(GameMove bits) const {
    const Move m{bits};
    switch (m.kind()) {
    case MoveKind::Draw: return {STOCK, WASTE};
    case MoveKind::Redeal: return {WASTE, STOCK};
    case MoveKind::Remove:
        return {pile_of(m, m.first()), m.is_pair() ? pile_of(m, m.second()) : REMOVED};
    }
    return {STOCK, STOCK};
}

int PyramidTable::score(const std::vector<GameMove>& history) const {
    return pyramid::line_score(start_, moves_of(history));
}

std::string PyramidTable::stock_caption() const {
    return passes_caption(pos_.stock_len(), pos_.rules().max_passes, int(pos_.redeals()));
}

std::optional<GameMove> PyramidTable::suggested_move() const {
    // A King first, then a pair that clears pyramid cards (the lower the row, the more it
    // uncovers), then a pair from the talon, then the stock; nothing once the game is won.
    if (pos_.is_won()) return std::nullopt;
    pyramid::MoveList list;
    pos_.generate(list);
    std::optional<GameMove> best;
    int best_value = -1;
    for (const Move m : list) {
        int v = 0;
        if (m.kind() == MoveKind::Draw) v = 2;
        if (m.kind() == MoveKind::Redeal) v = 1;
        if (m.kind() == MoveKind::Remove) {
            v = m.is_pair() ? 10 : 100;
            for (const int place : {m.first(), m.second()})
                if (place != NO_PLACE && pyramid::is_pyramid_place(place))
                    v += 20 + pyramid::row_of(place);
        }
        if (v > best_value) best = m.bits, best_value = v;
    }
    return best;
}

} // namespace sol::ui
