// FreeCell position: eight columns, the free cells and the foundations; legal moves and
// exact do/undo, with a key that ignores the order of the columns and of the cells.
#pragma once
#include "core/card.h"
#include "core/result.h"
#include "freecell/move.h"
#include "freecell/rules.h"
#include <array>
#include <cstdint>
#include <optional>

namespace sol::freecell {

// The most cards a column holds in a position file (a deal has 7), and in play: cards are
// only ever added to a column as a run going down from its top card (at most 12 cards, a
// King's run), or to an empty column (a run of at most 13), so a column read with at most
// MAX_FILE_COLUMN cards never holds more than MAX_FILE_COLUMN + 12.
inline constexpr int MAX_FILE_COLUMN = 20;
inline constexpr int MAX_COLUMN = MAX_FILE_COLUMN + RANKS - 1;

// A position written out plainly, for text forms and tests: column c holds
// cards[c][0..len[c]) bottom to top; cells[i] is the card in cell i or NO_CARD;
// foundation[s] is the rank of the top card home in suit s (0: none).
struct Layout {
    Rules rules;
    std::array<std::array<Card, MAX_COLUMN>, COLUMNS> cards{};
    std::array<std::uint8_t, COLUMNS> len{};
    std::array<Card, MAX_CELLS> cells{};
    std::array<std::uint8_t, SUITS> foundation{};
};

// Why a layout is not a position (every card exactly once across the columns, cells and
// foundations, columns of at most MAX_FILE_COLUMN cards, cards only in the rules' cells),
// or nothing.
std::optional<Error> validate(const Layout& layout);

// The whole game state. Invariants:
// - column c holds cards_[c][0..len_[c]) bottom to top; cells_[i] (i < rules.cells) is a
//   card or NO_CARD; foundation_[s] cards of suit s are home (Ace first); every card of the
//   deck is in exactly one of these places.
// - free_cells_ and empty_columns_ count the empty cells and columns, home_ the cards home.
// - run_[c] is the length of the run on top of column c (run_len); low_[c][i] the lowest
//   rank among cards 0..i of column c; blockers_ the cards of all columns that lie above a
//   lower card; index_[card] and column_[card] where each card in a column lies (index -1
//   for a card elsewhere).
// - column_hash_[c] is the Zobrist hash of column c (each card with its height);
//   key_ = sum of mix(column_hash_[c]) + sum of the cell hash of each card in a cell, so
//   that positions differing only in the order of the columns or of the cells share a key
//   (the foundations follow from the rest: what is nowhere else is home). Maintained by
//   do/undo, equal to compute_key().
class Position {
  public:
    // No cards anywhere (to be assigned a position; restore() needs the invariants).
    Position() {
        for (std::int8_t& i : index_) i = -1;
    }
    // A deal: card k of `order` to column k mod 8, on top of the cards already there.
    Position(const Rules& rules, const std::array<Card, DECK_SIZE>& order);
    // A layout that validate() accepts.
    explicit Position(const Layout& layout);

    const Rules& rules() const { return rules_; }
    Layout layout() const;

    int column_len(int c) const { return len_[c]; }
    Card column_card(int c, int i) const { return cards_[c][i]; }
    Card top(int c) const { return len_[c] ? cards_[c][len_[c] - 1] : NO_CARD; }
    Card cell(int i) const { return cells_[i]; }
    int foundation(int suit) const { return foundation_[suit]; }
    int free_cells() const { return free_cells_; }
    int empty_columns() const { return empty_columns_; }
    int cards_home() const { return home_; }
    bool is_won() const { return home_ == DECK_SIZE; }

    // Whether `c` may lie on `below` in a column (one rank lower, and the other colour or
    // the same suit as the rules build).
    bool stacks(Card c, Card below) const {
        return rank_of(c) + 1 == rank_of(below) &&
               (rules_.build == Build::Alternate ? is_red(c) != is_red(below)
                                                 : suit_of(c) == suit_of(below));
    }
    // Whether `c` may go to its foundation now.
    bool goes_home(Card c) const { return foundation_[suit_of(c)] + 1 == rank_of(c); }
    // The length of the run on top of column c (each card stacked on the one below): the
    // most cards that could move together from it. 0 for an empty column.
    int run_len(int c) const { return run_[c]; }
    // How many cards lie above a lower card of their column (each must move off before that
    // card can go home): the solver's estimate counts them.
    int blockers() const { return blockers_; }
    // Where card c lies in its column: its index from the bottom, or -1 when it is in a
    // cell or home. (column_of(c) is meaningful only when the index is not -1.)
    int column_index(Card c) const { return index_[c]; }
    int column_of(Card c) const { return column_[c]; }
    // The most cards that move as one run now, onto a card or onto an empty column:
    // (free cells + 1) x 2^(empty columns), the empty destination not counted
    // (docs/rules.md, FreeCell: Moves).
    int max_run(bool to_empty_column) const {
        const int empty = empty_columns_ - (to_empty_column ? 1 : 0);
        return (free_cells_ + 1) << (empty > 0 ? empty : 0);
    }
    // The card a move takes first from `from` (a column's card `count` from its top, or a
    // cell's card); NO_CARD when there is none.
    Card moved_card(Move m) const;

    bool is_legal(Move m) const;
    // Every legal move, in a fixed order: by source (columns, then cells), then
    // destination (the foundation, cells, columns), then run length.
    void generate(MoveList& list) const;

    void do_move(Move m);   // m must be legal here (asserted in debug builds)
    void undo_move(Move m); // exact inverse of do_move(m)

    std::uint64_t key() const { return key_; }
    // The key recomputed from scratch (do/undo keep key() equal to it).
    std::uint64_t compute_key() const;
    // A hash of the exact position (the order of the columns and cells matters), for
    // removing loops from a line whose moves name places by number.
    std::uint64_t exact_key() const;
    bool operator==(const Position& o) const;

    // The state in 80 bytes, for searches that keep many positions (a best-first search
    // keeps one per position it expands): the cards, and the runs on top of the columns.
    // restore() works out the rest (hashes, key, indices) as it puts the cards back; the
    // hashes are not kept because half the size keeps a search's records small enough to
    // be served from the heap rather than from fresh pages. The rules are not in it.
    struct Snapshot {
        std::array<Card, DECK_SIZE> cards; // the columns concatenated, bottom first
        std::array<std::uint8_t, COLUMNS> len, run;
        std::array<Card, MAX_CELLS> cells;
        std::array<std::uint8_t, SUITS> foundation;
    };
    Snapshot snapshot() const;
    // Puts back the position of `s` (of the same rules); cheapest when it is near this one.
    void restore(const Snapshot& s);

  private:
    // Cards onto and off column c; the column's hash changes, the key does not until
    // rehash(c, old hash) (so a run costs one key update per column, not one per card).
    void push(int c, Card card);
    Card pop(int c);
    void rehash(int c, std::uint64_t old_hash);
    void move_run(int from, int to, int count); // the top `count` cards, in their order
    void set_cell(int i, Card card);
    int scan_run(int c) const; // run_len(c) counted from the cards

    Rules rules_{};
    std::uint8_t len_[COLUMNS]{};
    std::uint8_t run_[COLUMNS]{};
    std::uint8_t blockers_ = 0;
    std::int8_t index_[64]{};
    std::uint8_t column_[64]{};
    std::uint8_t low_[COLUMNS][MAX_COLUMN]{};
    std::uint8_t foundation_[SUITS]{};
    std::uint8_t free_cells_ = 0;
    std::uint8_t empty_columns_ = COLUMNS;
    std::uint8_t home_ = 0;
    Card cells_[MAX_CELLS]{};
    std::uint64_t column_hash_[COLUMNS]{};
    std::uint64_t key_ = 0;
    Card cards_[COLUMNS][MAX_COLUMN]{};
};

} // namespace sol::freecell
