#include "shell/games/freecell/freecell_table.h"

#include "core/card_text.h"
#include "freecell/safe.h"

namespace sol::ui {

using freecell::CELL0;
using freecell::COLUMNS;
using freecell::FOUNDATION0;
using freecell::Move;

namespace {
// The Tall shape's width: eight columns, or more when the cells and foundations need it.
int tall_width(int cells) {
    return cells + SUITS > COLUMNS ? cells + SUITS : COLUMNS;
}
} // namespace

std::vector<TableShape> FreeCellTable::shapes() const {
    return {{Shape::Tall, float(tall_width(cells_)), 4.6f},
            {Shape::Wide, float((cells_ + 1) / 2 + COLUMNS + 2), 3.3f}};
}

int FreeCellTable::place_of(int p) const {
    if (p < 0) return -1;
    if (p < foundation0_) return CELL0 + p;
    if (p < tableau0_) return FOUNDATION0 + (p - foundation0_);
    if (p < tableau0_ + COLUMNS) return p - tableau0_;
    return -1;
}

int FreeCellTable::pile_of(int place) const {
    if (freecell::is_column(place)) return tableau0_ + place;
    if (freecell::is_cell(place)) return place - CELL0;
    return foundation0_ + (place - FOUNDATION0);
}

PileView FreeCellTable::pile(int p, Shape shape) const {
    const bool wide = shape == Shape::Wide;
    // Wide: the cells in columns of two at the left, the columns after them, the
    // foundations two by two at the right.
    const int cell_cols = (cells_ + 1) / 2;
    PileView v;
    const int place = place_of(p);
    if (freecell::is_cell(place)) {
        const int i = place - CELL0;
        v.kind = PileKind::Cell;
        v.col = wide ? float(i / 2) : float(i);
        v.row = wide ? float(i % 2) : 0;
        v.label = std::string("cell-") + char('a' + i);
        if (pos_.cell(i) != NO_CARD) v.cards.push_back({pos_.cell(i), true});
    } else if (freecell::is_foundation(place)) {
        const int suit = place - FOUNDATION0;
        v.kind = PileKind::Foundation;
        v.col =
            wide ? float(cell_cols + COLUMNS + suit % 2) : float(tall_width(cells_) - SUITS + suit);
        v.row = wide ? float(suit / 2) : 0;
        v.suit_hint = suit;
        v.label = std::string("foundation-") + suit_char(suit);
        for (int r = 1; r <= pos_.foundation(suit); ++r)
            v.cards.push_back({make_card(r, suit), true});
    } else {
        const int c = place;
        v.kind = PileKind::Tableau;
        v.fan = Fan::Down;
        v.col = wide ? float(cell_cols + c) : float(c);
        v.row = wide ? 0 : 1;
        v.label = "tableau-" + std::to_string(c + 1);
        for (int i = 0; i < pos_.column_len(c); ++i)
            v.cards.push_back({pos_.column_card(c, i), true});
    }
    return v;
}

int FreeCellTable::count_of(int p, int index) const {
    const int place = place_of(p);
    if (freecell::is_column(place)) return pos_.column_len(place) - index;
    return 1;
}

bool FreeCellTable::can_pick(int p, int index) const {
    const int place = place_of(p);
    if (freecell::is_cell(place)) return index == 0 && pos_.cell(place - CELL0) != NO_CARD;
    if (!freecell::is_column(place)) return false; // a card home stays home
    const int len = pos_.column_len(place);
    return index >= 0 && index < len && len - index <= pos_.run_len(place);
}

std::optional<GameMove> FreeCellTable::move_to(int p, int index, int dest) const {
    if (!can_pick(p, index) || dest == p) return std::nullopt;
    const int from = place_of(p), to = place_of(dest);
    if (to < 0) return std::nullopt;
    const int count = count_of(p, index);
    const Move m = Move::make(from, to, count);
    return pos_.is_legal(m) ? std::optional<GameMove>(m.bits) : std::nullopt;
}

std::string FreeCellTable::refusal_to(int p, int index, int dest) const {
    if (!can_pick(p, index)) return "";
    const int from = place_of(p), to = place_of(dest);
    const int count = count_of(p, index);
    if (count > 1 && !freecell::is_column(to))
        return "Only one card at a time goes to a free cell or a foundation.";
    return freecell::run_refusal(pos_, from, to, count);
}

std::optional<GameMove> FreeCellTable::foundation_move(int p, int index) const {
    if (!can_pick(p, index) || count_of(p, index) != 1) return std::nullopt;
    const int from = place_of(p);
    const Card card = freecell::is_column(from) ? pos_.top(from) : pos_.cell(from - CELL0);
    const Move m = Move::make(from, FOUNDATION0 + suit_of(card));
    return pos_.is_legal(m) ? std::optional<GameMove>(m.bits) : std::nullopt;
}

std::optional<GameMove> FreeCellTable::best_move(int p, int index) const {
    // Home first; then onto a card (a run grows); then, for a single card from a column,
    // a free cell; last an empty column (never a whole column to another empty one).
    if (auto m = foundation_move(p, index)) return m;
    if (!can_pick(p, index)) return std::nullopt;
    const int from = place_of(p), count = count_of(p, index);
    std::optional<GameMove> to_empty;
    for (int c = 0; c < COLUMNS; ++c) {
        if (c == from) continue;
        const Move m = Move::make(from, c, count);
        if (!pos_.is_legal(m)) continue;
        if (pos_.column_len(c) > 0) return m.bits;
        const bool whole = freecell::is_column(from) && count == pos_.column_len(from);
        if (!whole && !to_empty) to_empty = m.bits;
    }
    if (freecell::is_column(from) && count == 1)
        for (int i = 0; i < cells_; ++i)
            if (pos_.cell(i) == NO_CARD) return Move::make(from, CELL0 + i).bits;
    return to_empty;
}

std::optional<GameMove> FreeCellTable::safe_auto_move() const {
    Move m;
    if (freecell::safe_move_home(pos_, m)) return m.bits;
    return std::nullopt;
}

std::optional<GameMove> FreeCellTable::auto_complete_move() const {
    // Every column in order from the bottom: the lowest card left is always on top of a
    // column or in a cell, and every lower card is home, so sending it home again and again
    // wins with no decision left.
    if (pos_.is_won()) return std::nullopt;
    for (int c = 0; c < COLUMNS; ++c)
        if (pos_.run_len(c) != pos_.column_len(c)) return std::nullopt;
    std::optional<GameMove> best;
    int best_rank = RANKS + 1;
    auto consider = [&](int place, Card card) {
        if (card == NO_CARD || !pos_.goes_home(card) || rank_of(card) >= best_rank) return;
        best = Move::make(place, FOUNDATION0 + suit_of(card)).bits;
        best_rank = rank_of(card);
    };
    for (int c = 0; c < COLUMNS; ++c) consider(c, pos_.top(c));
    for (int i = 0; i < cells_; ++i) consider(CELL0 + i, pos_.cell(i));
    return best;
}

std::pair<int, int> FreeCellTable::move_piles(GameMove bits) const {
    const Move m{bits};
    return {pile_of(m.from()), pile_of(m.to())};
}

int FreeCellTable::move_card_count(GameMove bits) const {
    return Move{bits}.count();
}

int FreeCellTable::score(const std::vector<GameMove>&) const {
    // docs/rules.md, FreeCell: Scoring: the cards home.
    return pos_.cards_home();
}

std::optional<GameMove> FreeCellTable::suggested_move() const {
    // What a careful player looks for first: a card home, a card from a cell onto a
    // column, a run onto a card that empties a column or uncovers a card for home, a run
    // onto a card; a card to a cell or an empty column last.
    freecell::MoveList list;
    pos_.generate(list);
    std::optional<GameMove> best;
    int best_value = -1000;
    for (const Move m : list) {
        const int from = m.from(), to = m.to();
        int v = 0;
        if (freecell::is_foundation(to)) {
            v = 100;
        } else if (freecell::is_cell(from)) {
            v = pos_.column_len(to) > 0 ? 80 : 20;
        } else if (freecell::is_cell(to)) {
            v = 10;
        } else {
            const int len = pos_.column_len(from), count = m.count();
            v = pos_.column_len(to) > 0 ? 50 : 15;
            if (count == len)
                v += 20;
            else if (count < pos_.run_len(from))
                v -= 60; // only splits a run
            else if (pos_.goes_home(pos_.column_card(from, len - count - 1)))
                v += 30;
            if (pos_.column_len(to) == 0 && count == len) v = -100; // a column to an empty one
        }
        if (v > best_value) best = m.bits, best_value = v;
    }
    return best;
}

} // namespace sol::ui
