#include "klondike/position.h"
#include "core/rng.h"
#include <algorithm>
#include <cassert>
#include <cstring>

namespace sol::klondike {

namespace {

// Zobrist numbers, generated at compile time from a fixed SplitMix64 stream so that keys
// are the same in every build (tests and saved transposition data may rely on them).
// A tableau card is hashed with its depth in the pile and its side; a talon card only by
// membership, because cards only ever leave the talon, so within one game the set of
// talon cards plus waste_len determines the talon exactly.
struct Zobrist {
    std::uint64_t tableau[64][MAX_PILE][2]{}; // [card][depth][face up]
    std::uint64_t talon[64]{};
    std::uint64_t waste_len[TALON + 1]{};
    std::uint64_t foundation[SUITS][RANKS + 1]{};
    std::uint64_t redeals[256]{};

    constexpr Zobrist() {
        SplitMix64 sm(0x5EED'C0FF'EE15'0001ULL);
        for (auto& card : tableau)
            for (auto& depth : card)
                for (auto& side : depth) side = sm.next();
        for (auto& v : talon) v = sm.next();
        for (auto& v : waste_len) v = sm.next();
        for (auto& suit : foundation)
            for (auto& v : suit) v = sm.next();
        for (auto& v : redeals) v = sm.next();
    }
};

constexpr Zobrist ZOBRIST{};

std::uint64_t hash_pile(const std::uint8_t* cards, int len, int down) {
    std::uint64_t h = 0;
    for (int i = 0; i < len; ++i) h ^= ZOBRIST.tableau[cards[i]][i][i >= down];
    return h;
}

} // namespace

Position::Position(const Rules& rules, const std::array<Card, DECK_SIZE>& deck) : rules_(rules) {
    int next = 0;
    for (int p = 0; p < TABLEAU; ++p) {
        for (int i = 0; i <= p; ++i) cards_[p][i] = deck[next++];
        len_[p] = std::uint8_t(p + 1);
        down_[p] = std::uint8_t(p);
    }
    for (int i = 0; i < TALON; ++i) talon_[i] = deck[next++];
    talon_len_ = TALON;
    for (int p = 0; p < TABLEAU; ++p) pile_hash_[p] = hash_pile(cards_[p], len_[p], down_[p]);
    key_ = compute_key();
}

Position::Position(const Layout& layout) : rules_(layout.rules) {
    assert(!validate(layout) && "Position(Layout): validate() the layout first");
    for (int p = 0; p < TABLEAU; ++p) {
        const LayoutPile& pile = layout.piles[p];
        std::copy_n(pile.cards.begin(), pile.len, cards_[p]);
        len_[p] = std::uint8_t(pile.len);
        down_[p] = std::uint8_t(pile.down);
        pile_hash_[p] = hash_pile(cards_[p], len_[p], down_[p]);
    }
    std::copy_n(layout.talon.begin(), layout.talon_len, talon_);
    talon_len_ = std::uint8_t(layout.talon_len);
    waste_len_ = std::uint8_t(layout.waste_len);
    for (int s = 0; s < SUITS; ++s) foundation_[s] = std::uint8_t(layout.foundation[s]);
    redeals_ = std::uint8_t(layout.redeals);
    key_ = compute_key();
}

Layout Position::layout() const {
    Layout out;
    out.rules = rules_;
    for (int p = 0; p < TABLEAU; ++p) {
        std::copy_n(cards_[p], len_[p], out.piles[p].cards.begin());
        out.piles[p].len = len_[p];
        out.piles[p].down = down_[p];
    }
    std::copy_n(talon_, talon_len_, out.talon.begin());
    out.talon_len = talon_len_;
    out.waste_len = waste_len_;
    for (int s = 0; s < SUITS; ++s) out.foundation[s] = foundation_[s];
    out.redeals = redeals_;
    return out;
}

// ---------------------------------------------------------------------------------------
// Keys

std::uint64_t Position::compute_key() const {
    // Piles are summed (not xored into one value) so that the key ignores the piles' order
    // and two empty piles (hash 0) cannot cancel anything.
    std::uint64_t key = 0;
    for (int p = 0; p < TABLEAU; ++p) key += hash_pile(cards_[p], len_[p], down_[p]);
    for (int i = 0; i < talon_len_; ++i) key += ZOBRIST.talon[talon_[i]];
    key += ZOBRIST.waste_len[waste_len_];
    for (int s = 0; s < SUITS; ++s) key += ZOBRIST.foundation[s][foundation_[s]];
    // With unlimited passes the number of redeals changes nothing that can happen next, so
    // positions that differ only by it are the same for a search.
    if (rules_.max_passes) key += ZOBRIST.redeals[redeals_];
    return key;
}

void Position::set_pile_hash(int p, std::uint64_t h) {
    key_ += h - pile_hash_[p];
    pile_hash_[p] = h;
}

void Position::drop_key() {
    keyed_ = false;
    key_ = 0;
    for (std::uint64_t& h : pile_hash_) h = 0;
}

// ---------------------------------------------------------------------------------------
// Primitive state changes, each keeping key_ in step (unless it was dropped: drop_key()).

// Moves the top `count` (face-up) cards of pile `from` onto pile `to`, order kept.
// The piles' hashes of move_run, kept out of it: the solver, which keeps no key, moves runs
// at most of its nodes, and this loop made each move save and restore six more registers.
[[gnu::noinline]] void Position::hash_run(int from, int to, int count) {
    const int src = len_[from] - count, dst = len_[to];
    std::uint64_t hf = pile_hash_[from], ht = pile_hash_[to];
    for (int k = 0; k < count; ++k) {
        const Card c = cards_[from][src + k];
        hf ^= ZOBRIST.tableau[c][src + k][1];
        ht ^= ZOBRIST.tableau[c][dst + k][1];
    }
    set_pile_hash(from, hf);
    set_pile_hash(to, ht);
}

void Position::move_run(int from, int to, int count) {
    if (keyed_) hash_run(from, to, count);
    const int src = len_[from] - count, dst = len_[to];
    for (int k = 0; k < count; ++k) cards_[to][dst + k] = cards_[from][src + k];
    len_[from] = std::uint8_t(src);
    len_[to] = std::uint8_t(dst + count);
}

void Position::flip_pile_hash(int p, std::uint64_t z) {
    if (keyed_) set_pile_hash(p, pile_hash_[p] ^ z);
}

// Turns the top card of pile p face up (face_up) or back face down (undo of a flip).
void Position::turn_top(int p, bool face_up) {
    const int i = len_[p] - 1;
    const Card c = cards_[p][i];
    flip_pile_hash(p, ZOBRIST.tableau[c][i][0] ^ ZOBRIST.tableau[c][i][1]);
    down_[p] = std::uint8_t(face_up ? down_[p] - 1 : down_[p] + 1);
}

void Position::set_waste_len(int n) {
    if (keyed_) key_ += ZOBRIST.waste_len[n] - ZOBRIST.waste_len[waste_len_];
    waste_len_ = std::uint8_t(n);
}

void Position::set_foundation(int suit, int n) {
    if (keyed_) key_ += ZOBRIST.foundation[suit][n] - ZOBRIST.foundation[suit][foundation_[suit]];
    foundation_[suit] = std::uint8_t(n);
}

// Removes the waste top; the stock above it in talon_ slides down one place.
void Position::talon_remove_top() {
    const int i = waste_len_ - 1;
    if (keyed_) key_ -= ZOBRIST.talon[talon_[i]];
    std::memmove(talon_ + i, talon_ + i + 1, std::size_t(talon_len_ - i - 1));
    --talon_len_;
    set_waste_len(i);
}

// Puts c back as the waste top (exact inverse of talon_remove_top).
void Position::talon_insert_top(Card c) {
    const int i = waste_len_;
    std::memmove(talon_ + i + 1, talon_ + i, std::size_t(talon_len_ - i));
    talon_[i] = c;
    ++talon_len_;
    if (keyed_) key_ += ZOBRIST.talon[c];
    set_waste_len(i + 1);
}

// ---------------------------------------------------------------------------------------
// Rules

int Position::draw_count() const {
    return std::min<int>(rules_.draw, stock_len());
}

bool Position::can_redeal() const {
    return stock_len() == 0 && waste_len_ > 0 && redeal_left();
}

bool Position::is_won() const {
    return foundation_[0] == RANKS && foundation_[1] == RANKS && foundation_[2] == RANKS &&
           foundation_[3] == RANKS;
}

// Moves are generated in this order, fixed across builds: to the foundations (waste, then
// piles 0..6), tableau to tableau (by source, then destination), waste to tableau,
// foundation to tableau (by suit, then pile), then Draw and Redeal last, because a search
// usually wants to exhaust the visible cards before turning new ones.
void Position::generate(MoveList& out) const {
    out.size = 0;
    const Card waste = waste_top();
    if (waste && foundation_[suit_of(waste)] + 1 == rank_of(waste))
        out.push(Move::make(MoveKind::WasteToFoundation, 0, suit_of(waste), 1, false));
    for (int p = 0; p < TABLEAU; ++p) {
        const Card top = pile_top(p);
        if (top && foundation_[suit_of(top)] + 1 == rank_of(top))
            out.push(Move::make(MoveKind::TableauToFoundation, p, suit_of(top), 1, uncovers(p, 1)));
    }
    for (int from = 0; from < TABLEAU; ++from) {
        if (!len_[from]) continue;
        // The face-up cards form one alternating run, so the card that fits a destination
        // is found by rank arithmetic from the run's base.
        const Card base = cards_[from][down_[from]];
        for (int to = 0; to < TABLEAU; ++to) {
            if (to == from) continue;
            const Card dest = pile_top(to);
            int start; // index in `from` of the run's first card
            if (!dest) {
                if (rank_of(base) != RANKS) continue;
                start = down_[from];
            } else {
                start = down_[from] + rank_of(base) - (rank_of(dest) - 1);
                if (start < down_[from] || start >= len_[from]) continue;
                if (!stacks_alternating(cards_[from][start], dest)) continue;
            }
            const int count = len_[from] - start;
            out.push(
                Move::make(MoveKind::TableauToTableau, from, to, count, uncovers(from, count)));
        }
    }
    if (waste) {
        for (int to = 0; to < TABLEAU; ++to) {
            const Card dest = pile_top(to);
            if (dest ? stacks_alternating(waste, dest) : rank_of(waste) == RANKS)
                out.push(Move::make(MoveKind::WasteToTableau, 0, to, 1, false));
        }
    }
    for (int s = 0; s < SUITS; ++s) {
        if (!foundation_[s]) continue;
        const Card c = make_card(foundation_[s], s);
        for (int to = 0; to < TABLEAU; ++to) {
            const Card dest = pile_top(to);
            if (dest ? stacks_alternating(c, dest) : rank_of(c) == RANKS)
                out.push(Move::make(MoveKind::FoundationToTableau, s, to, 1, false));
        }
    }
    if (stock_len()) out.push(Move::make(MoveKind::Draw, 0, 0, draw_count(), false));
    if (can_redeal()) out.push(Move::make(MoveKind::Redeal, 0, 0, 1, false));
}

// A move is legal when it is exactly (every bit) one that generate() would produce here.
// Checked directly per kind rather than by generating, since the UI calls it per drag.
bool Position::is_legal(Move m) const {
    if (m.bits >> 15) return false;
    const int from = m.from(), to = m.to();
    Move expected;
    switch (m.kind()) {
    case MoveKind::Draw:
        if (!stock_len()) return false;
        expected = Move::make(MoveKind::Draw, 0, 0, draw_count(), false);
        break;
    case MoveKind::Redeal:
        if (!can_redeal()) return false;
        expected = Move::make(MoveKind::Redeal, 0, 0, 1, false);
        break;
    case MoveKind::WasteToFoundation: {
        const Card c = waste_top();
        if (!c || foundation_[suit_of(c)] + 1 != rank_of(c)) return false;
        expected = Move::make(MoveKind::WasteToFoundation, 0, suit_of(c), 1, false);
        break;
    }
    case MoveKind::WasteToTableau: {
        const Card c = waste_top();
        if (!c || to >= TABLEAU) return false;
        const Card dest = pile_top(to);
        if (dest ? !stacks_alternating(c, dest) : rank_of(c) != RANKS) return false;
        expected = Move::make(MoveKind::WasteToTableau, 0, to, 1, false);
        break;
    }
    case MoveKind::TableauToFoundation: {
        if (from >= TABLEAU) return false;
        const Card c = pile_top(from);
        if (!c || foundation_[suit_of(c)] + 1 != rank_of(c)) return false;
        expected =
            Move::make(MoveKind::TableauToFoundation, from, suit_of(c), 1, uncovers(from, 1));
        break;
    }
    case MoveKind::TableauToTableau: {
        const int count = m.count();
        if (from >= TABLEAU || to >= TABLEAU || from == to) return false;
        if (count < 1 || count > len_[from] - down_[from]) return false;
        const Card c = cards_[from][len_[from] - count];
        const Card dest = pile_top(to);
        if (dest ? !stacks_alternating(c, dest) : rank_of(c) != RANKS) return false;
        expected = Move::make(MoveKind::TableauToTableau, from, to, count, uncovers(from, count));
        break;
    }
    case MoveKind::FoundationToTableau: {
        if (from >= SUITS || to >= TABLEAU || !foundation_[from]) return false;
        const Card c = make_card(foundation_[from], from);
        const Card dest = pile_top(to);
        if (dest ? !stacks_alternating(c, dest) : rank_of(c) != RANKS) return false;
        expected = Move::make(MoveKind::FoundationToTableau, from, to, 1, false);
        break;
    }
    default: return false;
    }
    return m == expected;
}

void Position::set_talon_state(int waste_len, int redeals) {
    assert(waste_len >= 0 && waste_len <= talon_len_);
    const std::uint8_t r = std::uint8_t(redeals); // wraps as a redeal's ++ does
    if (keyed_ && rules_.max_passes) key_ += ZOBRIST.redeals[r] - ZOBRIST.redeals[redeals_];
    redeals_ = r;
    set_waste_len(waste_len);
    assert(!keyed_ || key_ == compute_key());
}

void Position::do_move(Move m) {
    assert(is_legal(m));
    switch (m.kind()) {
    case MoveKind::Draw: set_waste_len(waste_len_ + m.count()); break;
    case MoveKind::Redeal:
        set_waste_len(0);
        if (keyed_ && rules_.max_passes)
            key_ += ZOBRIST.redeals[redeals_ + 1] - ZOBRIST.redeals[redeals_];
        ++redeals_;
        break;
    case MoveKind::WasteToFoundation:
        set_foundation(m.to(), foundation_[m.to()] + 1);
        talon_remove_top();
        break;
    case MoveKind::WasteToTableau: {
        const int to = m.to(), i = len_[to];
        const Card c = waste_top();
        talon_remove_top();
        cards_[to][i] = c;
        len_[to] = std::uint8_t(i + 1);
        flip_pile_hash(to, ZOBRIST.tableau[c][i][1]);
        break;
    }
    case MoveKind::TableauToFoundation: {
        const int from = m.from(), i = len_[from] - 1;
        const Card c = cards_[from][i];
        len_[from] = std::uint8_t(i);
        flip_pile_hash(from, ZOBRIST.tableau[c][i][1]);
        set_foundation(m.to(), foundation_[m.to()] + 1);
        if (m.flip()) turn_top(from, true);
        break;
    }
    case MoveKind::TableauToTableau:
        move_run(m.from(), m.to(), m.count());
        if (m.flip()) turn_top(m.from(), true);
        break;
    case MoveKind::FoundationToTableau: {
        const int s = m.from(), to = m.to(), i = len_[to];
        const Card c = make_card(foundation_[s], s);
        set_foundation(s, foundation_[s] - 1);
        cards_[to][i] = c;
        len_[to] = std::uint8_t(i + 1);
        flip_pile_hash(to, ZOBRIST.tableau[c][i][1]);
        break;
    }
    }
    assert(!keyed_ || key_ == compute_key());
}

void Position::undo_move(Move m) {
    switch (m.kind()) {
    case MoveKind::Draw: set_waste_len(waste_len_ - m.count()); break;
    case MoveKind::Redeal:
        --redeals_;
        if (keyed_ && rules_.max_passes)
            key_ += ZOBRIST.redeals[redeals_] - ZOBRIST.redeals[redeals_ + 1];
        set_waste_len(talon_len_);
        break;
    case MoveKind::WasteToFoundation: {
        const int s = m.to();
        talon_insert_top(make_card(foundation_[s], s));
        set_foundation(s, foundation_[s] - 1);
        break;
    }
    case MoveKind::WasteToTableau: {
        const int to = m.to(), i = len_[to] - 1;
        const Card c = cards_[to][i];
        len_[to] = std::uint8_t(i);
        flip_pile_hash(to, ZOBRIST.tableau[c][i][1]);
        talon_insert_top(c);
        break;
    }
    case MoveKind::TableauToFoundation: {
        const int from = m.from(), s = m.to(), i = len_[from];
        if (m.flip()) turn_top(from, false);
        const Card c = make_card(foundation_[s], s);
        set_foundation(s, foundation_[s] - 1);
        cards_[from][i] = c;
        len_[from] = std::uint8_t(i + 1);
        flip_pile_hash(from, ZOBRIST.tableau[c][i][1]);
        break;
    }
    case MoveKind::TableauToTableau:
        if (m.flip()) turn_top(m.from(), false);
        move_run(m.to(), m.from(), m.count());
        break;
    case MoveKind::FoundationToTableau: {
        const int s = m.from(), to = m.to(), i = len_[to] - 1;
        const Card c = cards_[to][i];
        len_[to] = std::uint8_t(i);
        flip_pile_hash(to, ZOBRIST.tableau[c][i][1]);
        set_foundation(s, foundation_[s] + 1);
        break;
    }
    }
    assert(!keyed_ || key_ == compute_key());
}

} // namespace sol::klondike
