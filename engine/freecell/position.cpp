#include "freecell/position.h"
#include <cassert>
#include <cstring>

namespace sol::freecell {

namespace {

// SplitMix64's finaliser: a bijection of 64-bit numbers with mix(0) == 0, so an empty
// column (hash 0) adds nothing to the key, and sums of mixed column hashes do not cancel
// the way sums of their raw XORs would.
constexpr std::uint64_t mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// A card at height i of a column, and a card in a cell (any cell: the key ignores which).
constexpr std::uint64_t column_zobrist(int i, Card c) {
    return mix((std::uint64_t(i) << 8 | c) * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull);
}
constexpr std::uint64_t cell_zobrist(Card c) {
    return mix(std::uint64_t(c) * 0xD6E8FEB86659FD93ull + 0x8CB92BA72F3D8DD7ull);
}

// column_zobrist for every height and card byte, looked up rather than computed on each
// push and pop (16 KB, which stays in the cache while a search runs).
struct ColumnZobrist {
    std::uint64_t at[MAX_COLUMN][64];
    constexpr ColumnZobrist() : at{} {
        for (int i = 0; i < MAX_COLUMN; ++i)
            for (int c = 0; c < 64; ++c) at[i][c] = column_zobrist(i, Card(c));
    }
};
constexpr ColumnZobrist COLUMN_ZOBRIST{};

} // namespace

std::optional<Error> validate(const Layout& l) {
    if (l.rules.cells > MAX_CELLS)
        return Error{"at most " + std::to_string(MAX_CELLS) + " free cells"};
    int count[64] = {};
    auto note = [&](Card c) { ++count[c & 63]; };
    for (int c = 0; c < COLUMNS; ++c) {
        if (l.len[std::size_t(c)] > MAX_FILE_COLUMN)
            return Error{"column " + std::to_string(c + 1) + " holds more than " +
                         std::to_string(MAX_FILE_COLUMN) + " cards"};
        for (int i = 0; i < l.len[std::size_t(c)]; ++i) {
            const Card card = l.cards[std::size_t(c)][std::size_t(i)];
            if (!is_valid_card(card)) return Error{"not a card in column " + std::to_string(c + 1)};
            note(card);
        }
    }
    for (int i = 0; i < MAX_CELLS; ++i) {
        const Card card = l.cells[std::size_t(i)];
        if (card == NO_CARD) continue;
        if (i >= l.rules.cells || !is_valid_card(card))
            return Error{"a card in cell " + std::to_string(i + 1) + " but the rules have " +
                         std::to_string(l.rules.cells) + " cells"};
        note(card);
    }
    for (int s = 0; s < SUITS; ++s) {
        if (l.foundation[std::size_t(s)] > RANKS) return Error{"a foundation above King"};
        for (int r = 1; r <= l.foundation[std::size_t(s)]; ++r) note(make_card(r, s));
    }
    // A card given twice first: it usually explains the card missing too.
    for (const bool twice : {true, false})
        for (int r = 1; r <= RANKS; ++r)
            for (int s = 0; s < SUITS; ++s) {
                const int n = count[make_card(r, s)];
                const char names[] = {"A23456789TJQK"[r - 1], "CDHS"[s], 0};
                if (twice && n > 1)
                    return Error{std::string("card ") + names + " appears more than once"};
                if (!twice && n == 0) return Error{std::string("card ") + names + " is missing"};
            }
    return std::nullopt;
}

Position::Position(const Rules& rules, const std::array<Card, DECK_SIZE>& order) {
    Layout l;
    l.rules = rules;
    for (int k = 0; k < DECK_SIZE; ++k) {
        const std::size_t c = std::size_t(k % COLUMNS);
        l.cards[c][l.len[c]++] = order[std::size_t(k)];
    }
    *this = Position(l);
}

Position::Position(const Layout& l) : rules_(l.rules) {
    assert(!validate(l));
    for (std::int8_t& i : index_) i = -1;
    free_cells_ = rules_.cells;
    empty_columns_ = COLUMNS;
    for (int c = 0; c < COLUMNS; ++c) {
        for (int i = 0; i < l.len[std::size_t(c)]; ++i)
            push(c, l.cards[std::size_t(c)][std::size_t(i)]);
        rehash(c, 0);
    }
    for (int i = 0; i < rules_.cells; ++i)
        if (l.cells[std::size_t(i)] != NO_CARD) set_cell(i, l.cells[std::size_t(i)]);
    for (int s = 0; s < SUITS; ++s) {
        foundation_[s] = l.foundation[std::size_t(s)];
        home_ = std::uint8_t(home_ + foundation_[s]);
    }
    assert(key_ == compute_key());
}

Layout Position::layout() const {
    Layout l;
    l.rules = rules_;
    for (int c = 0; c < COLUMNS; ++c) {
        l.len[std::size_t(c)] = len_[c];
        for (int i = 0; i < len_[c]; ++i) l.cards[std::size_t(c)][std::size_t(i)] = cards_[c][i];
    }
    for (int i = 0; i < MAX_CELLS; ++i) l.cells[std::size_t(i)] = cells_[i];
    for (int s = 0; s < SUITS; ++s) l.foundation[std::size_t(s)] = foundation_[s];
    return l;
}

// (push, pop and move_run are the inner loop of every move: inlined into do_move and
// undo_move.)
[[gnu::always_inline]] inline void Position::push(int c, Card card) {
    assert(len_[c] < MAX_COLUMN);
    const int i = len_[c]++;
    run_[c] = std::uint8_t(i > 0 && stacks(card, cards_[c][i - 1]) ? run_[c] + 1 : 1);
    cards_[c][i] = card;
    const std::uint8_t r = std::uint8_t(rank_of(card));
    if (i > 0 && r > low_[c][i - 1]) ++blockers_;
    low_[c][i] = i > 0 && low_[c][i - 1] < r ? low_[c][i - 1] : r;
    index_[card] = std::int8_t(i);
    column_[card] = std::uint8_t(c);
    if (i == 0) --empty_columns_;
    column_hash_[c] ^= COLUMN_ZOBRIST.at[i][card];
}

[[gnu::always_inline]] inline Card Position::pop(int c) {
    assert(len_[c] > 0);
    const int i = --len_[c];
    const Card card = cards_[c][i];
    if (i > 0 && rank_of(card) > low_[c][i - 1]) --blockers_;
    index_[card] = -1;
    if (i == 0) ++empty_columns_;
    // The run under a run's last card is known only by counting again.
    run_[c] = std::uint8_t(run_[c] > 1 ? run_[c] - 1 : scan_run(c));
    column_hash_[c] ^= COLUMN_ZOBRIST.at[i][card];
    return card;
}

[[gnu::always_inline]] inline void Position::move_run(int from, int to, int count) {
    if (count == 1) { // most moves: no run to keep in order
        push(to, pop(from));
        return;
    }
    // Off the source first, so that each card's place is that of its new column.
    Card run[RANKS];
    for (int k = count - 1; k >= 0; --k) run[k] = pop(from);
    for (int k = 0; k < count; ++k) push(to, run[k]);
}

void Position::rehash(int c, std::uint64_t old_hash) {
    key_ += mix(column_hash_[c]) - mix(old_hash);
}

int Position::scan_run(int c) const {
    const int len = len_[c];
    if (len == 0) return 0;
    int n = 1;
    while (n < len && stacks(cards_[c][len - n], cards_[c][len - n - 1])) ++n;
    return n;
}

void Position::set_cell(int i, Card card) {
    const Card old = cells_[i];
    if (old != NO_CARD) {
        key_ -= cell_zobrist(old);
        ++free_cells_;
    }
    if (card != NO_CARD) {
        key_ += cell_zobrist(card);
        --free_cells_;
    }
    cells_[i] = card;
}

Card Position::moved_card(Move m) const {
    const int from = m.from();
    if (is_column(from))
        return m.count() <= len_[from] ? cards_[from][len_[from] - m.count()] : NO_CARD;
    if (is_cell(from) && from - CELL0 < rules_.cells) return cells_[from - CELL0];
    return NO_CARD;
}

bool Position::is_legal(Move m) const {
    if (m.bits >> 16) return false;
    const int from = m.from(), to = m.to(), count = m.count();
    if (count < 1 || from == to) return false;
    if (!is_column(from) && !(is_cell(from) && from - CELL0 < rules_.cells)) return false;
    const Card card = moved_card(m);
    if (card == NO_CARD) return false;
    if (count > 1) {
        // A run from a column onto a column: in order, and no longer than the cells and
        // empty columns let through.
        if (!is_column(from) || !is_column(to) || count > run_len(from)) return false;
        if (count > max_run(len_[to] == 0)) return false;
    }
    if (is_foundation(to)) return to - FOUNDATION0 == suit_of(card) && goes_home(card);
    // A cell's card to another cell would change nothing that matters (docs/rules.md).
    if (is_cell(to))
        return is_column(from) && to - CELL0 < rules_.cells && cells_[to - CELL0] == NO_CARD;
    if (is_column(to)) return len_[to] == 0 || stacks(card, top(to));
    return false;
}

void Position::generate(MoveList& list) const {
    list.size = 0;
    for (int c = 0; c < COLUMNS; ++c) {
        if (len_[c] == 0) continue;
        const Card card = top(c);
        if (goes_home(card)) list.push(Move::make(c, FOUNDATION0 + suit_of(card)));
        for (int i = 0; i < rules_.cells; ++i)
            if (cells_[i] == NO_CARD) list.push(Move::make(c, CELL0 + i));
        const int run = run_len(c);
        for (int d = 0; d < COLUMNS; ++d) {
            if (d == c) continue;
            if (len_[d] == 0) {
                const int most = run < max_run(true) ? run : max_run(true);
                for (int k = 1; k <= most; ++k) list.push(Move::make(c, d, k));
                continue;
            }
            // The one length whose bottom card fits the destination's top, if any.
            const int k = rank_of(top(d)) - 1 - rank_of(card) + 1;
            if (k < 1 || k > run || k > max_run(false)) continue;
            if (stacks(cards_[c][len_[c] - k], top(d))) list.push(Move::make(c, d, k));
        }
    }
    for (int i = 0; i < rules_.cells; ++i) {
        const Card card = cells_[i];
        if (card == NO_CARD) continue;
        if (goes_home(card)) list.push(Move::make(CELL0 + i, FOUNDATION0 + suit_of(card)));
        for (int d = 0; d < COLUMNS; ++d)
            if (len_[d] == 0 || stacks(card, top(d))) list.push(Move::make(CELL0 + i, d));
    }
}

void Position::do_move(Move m) {
    assert(is_legal(m));
    const int from = m.from(), to = m.to();
    if (is_column(from) && is_column(to)) {
        // A run keeps its order: its cards are pushed bottom first.
        const std::uint64_t from_hash = column_hash_[from], to_hash = column_hash_[to];
        move_run(from, to, m.count());
        rehash(from, from_hash);
        rehash(to, to_hash);
        return;
    }
    Card card;
    if (is_column(from)) {
        const std::uint64_t from_hash = column_hash_[from];
        card = pop(from);
        rehash(from, from_hash);
    } else {
        card = cells_[from - CELL0];
        set_cell(from - CELL0, NO_CARD);
    }
    if (is_foundation(to)) {
        ++foundation_[suit_of(card)];
        ++home_;
    } else if (is_cell(to)) {
        set_cell(to - CELL0, card);
    } else {
        const std::uint64_t to_hash = column_hash_[to];
        push(to, card);
        rehash(to, to_hash);
    }
}

void Position::undo_move(Move m) {
    const int from = m.from(), to = m.to();
    if (is_column(from) && is_column(to)) {
        const std::uint64_t from_hash = column_hash_[from], to_hash = column_hash_[to];
        move_run(to, from, m.count());
        rehash(from, from_hash);
        rehash(to, to_hash);
        assert(key_ == compute_key());
        return;
    }
    Card card;
    if (is_foundation(to)) {
        const int suit = to - FOUNDATION0;
        card = make_card(foundation_[suit], suit);
        --foundation_[suit];
        --home_;
    } else if (is_cell(to)) {
        card = cells_[to - CELL0];
        set_cell(to - CELL0, NO_CARD);
    } else {
        const std::uint64_t to_hash = column_hash_[to];
        card = pop(to);
        rehash(to, to_hash);
    }
    if (is_column(from)) {
        const std::uint64_t from_hash = column_hash_[from];
        push(from, card);
        rehash(from, from_hash);
    } else {
        set_cell(from - CELL0, card);
    }
    assert(key_ == compute_key());
}

std::uint64_t Position::compute_key() const {
    std::uint64_t key = 0;
    for (int c = 0; c < COLUMNS; ++c) {
        std::uint64_t h = 0;
        for (int i = 0; i < len_[c]; ++i) h ^= column_zobrist(i, cards_[c][i]);
        key += mix(h);
    }
    for (int i = 0; i < MAX_CELLS; ++i)
        if (cells_[i] != NO_CARD) key += cell_zobrist(cells_[i]);
    return key;
}

std::uint64_t Position::exact_key() const {
    // Each column's hash times a weight of its own (odd, so each product is a bijection
    // of the hash; two columns swapped give another sum unless their hashes differ only
    // in the top bits), and the cells' bytes, packed in order, mixed once. (The solver
    // calls this once a move of every line it returns: 8 multiplications, not 16 mixes.)
    constexpr std::uint64_t WEIGHT[COLUMNS] = {
        0x9E3779B97F4A7C15ull, 0xC2B2AE3D27D4EB4Full, 0x165667B19E3779F9ull, 0xD6E8FEB86659FD93ull,
        0xA0761D6478BD642Full, 0xE7037ED1A0B428DBull, 0x8EBC6AF09C88C6E3ull, 0x589965CC75374CC3ull};
    std::uint64_t cells = 0;
    for (int i = 0; i < MAX_CELLS; ++i) cells |= std::uint64_t(cells_[i]) << (8 * i);
    std::uint64_t key = mix(cells + 0x632BE59BD9B4E019ull);
    for (int c = 0; c < COLUMNS; ++c) key += column_hash_[c] * WEIGHT[c];
    return key;
}

Position::Snapshot Position::snapshot() const {
    Snapshot s;
    int n = 0;
    for (int c = 0; c < COLUMNS; ++c) {
        s.len[std::size_t(c)] = len_[c];
        s.run[std::size_t(c)] = run_[c];
        for (int i = 0; i < len_[c]; ++i) s.cards[std::size_t(n++)] = cards_[c][i];
    }
    for (; n < DECK_SIZE; ++n) s.cards[std::size_t(n)] = NO_CARD;
    for (int i = 0; i < MAX_CELLS; ++i) s.cells[std::size_t(i)] = cells_[i];
    for (int k = 0; k < SUITS; ++k) s.foundation[std::size_t(k)] = foundation_[k];
    return s;
}

void Position::restore(const Snapshot& s) {
    // A best-first search restores positions near the one it stands at: most columns are
    // the same card for card, and keep their hashes, runs, lows and indices. Only the others
    // are built again: first all their old cards' indices cleared and their blockers taken
    // off (all before any is built, since a card may move from one to another), then their
    // new cards put in.
    int first[COLUMNS];
    bool same[COLUMNS];
    for (int c = 0, n = 0; c < COLUMNS; n += s.len[std::size_t(c)], ++c) {
        first[c] = n;
        const int len = s.len[std::size_t(c)];
        same[c] = len == len_[c] &&
                  std::memcmp(&s.cards[std::size_t(n)], cards_[c], std::size_t(len)) == 0;
        if (same[c]) continue;
        for (int i = 0; i < len_[c]; ++i) {
            index_[cards_[c][i]] = -1;
            if (i > 0 && rank_of(cards_[c][i]) > low_[c][i - 1]) --blockers_;
        }
    }
    key_ = 0;
    for (int c = 0; c < COLUMNS; ++c) {
        run_[c] = s.run[std::size_t(c)];
        if (same[c]) {
            key_ += mix(column_hash_[c]);
            continue;
        }
        const int len = s.len[std::size_t(c)];
        const Card* cards = &s.cards[std::size_t(first[c])];
        if (len_[c] == 0) --empty_columns_;
        if (len == 0) ++empty_columns_;
        len_[c] = std::uint8_t(len);
        std::uint64_t hash = 0;
        std::uint8_t low = RANKS + 1;
        for (int i = 0; i < len; ++i) {
            const Card card = cards[i];
            const std::uint8_t r = std::uint8_t(rank_of(card));
            cards_[c][i] = card;
            if (r > low) ++blockers_;
            if (r < low) low = r;
            low_[c][i] = low;
            index_[card] = std::int8_t(i);
            column_[card] = std::uint8_t(c);
            hash ^= COLUMN_ZOBRIST.at[i][card];
        }
        column_hash_[c] = hash;
        key_ += mix(hash);
    }
    free_cells_ = 0;
    for (int i = 0; i < MAX_CELLS; ++i) {
        cells_[i] = s.cells[std::size_t(i)];
        free_cells_ = std::uint8_t(free_cells_ + (i < rules_.cells && cells_[i] == NO_CARD));
        if (cells_[i] != NO_CARD) key_ += cell_zobrist(cells_[i]);
    }
    home_ = 0;
    for (int k = 0; k < SUITS; ++k) {
        foundation_[k] = s.foundation[std::size_t(k)];
        home_ = std::uint8_t(home_ + foundation_[k]);
    }
    assert(key_ == compute_key());
}

bool Position::operator==(const Position& o) const {
    if (!(rules_ == o.rules_)) return false;
    for (int c = 0; c < COLUMNS; ++c) {
        if (len_[c] != o.len_[c]) return false;
        for (int i = 0; i < len_[c]; ++i)
            if (cards_[c][i] != o.cards_[c][i]) return false;
    }
    for (int i = 0; i < MAX_CELLS; ++i)
        if (cells_[i] != o.cells_[i]) return false;
    for (int s = 0; s < SUITS; ++s)
        if (foundation_[s] != o.foundation_[s]) return false;
    return true;
}

} // namespace sol::freecell
