// FreeCell moves, packed in 16 bits, and the fixed-capacity lists the generators fill.
#pragma once
#include "core/card.h"
#include "freecell/rules.h"
#include <array>
#include <cstdint>

namespace sol::freecell {

inline constexpr int COLUMNS = 8;

// Where a card can be, as a move names it: columns 0..7, cells CELL0 + 0..7, and the
// foundation of suit s as FOUNDATION0 + s.
inline constexpr int CELL0 = COLUMNS;
inline constexpr int FOUNDATION0 = CELL0 + MAX_CELLS;
constexpr bool is_column(int place) {
    return place >= 0 && place < CELL0;
}
constexpr bool is_cell(int place) {
    return place >= CELL0 && place < FOUNDATION0;
}
constexpr bool is_foundation(int place) {
    return place >= FOUNDATION0 && place < FOUNDATION0 + SUITS;
}

// A move of one card, or of a run of cards from a column onto a column (the single-card
// moves it stands for, docs/rules.md, FreeCell: Moves), packed so that it carries all that
// undo needs (undo_move(m) exactly inverts do_move(m)) and the page can play it by number:
//   bits 0-4   from: a column or a cell
//   bits 5-9   to: a column, a cell, or the foundation of the card's suit
//   bits 10-15 count: cards moved, 1..63 (more than 1 only from a column to a column)
// A move to a foundation names the suit, so that undo knows which card to take back.
struct Move {
    std::uint32_t bits = 0;

    static constexpr Move make(int from, int to, int count = 1) {
        return Move{std::uint32_t(from) | std::uint32_t(to) << 5 | std::uint32_t(count) << 10};
    }
    constexpr int from() const { return int(bits & 31); }
    constexpr int to() const { return int(bits >> 5 & 31); }
    constexpr int count() const { return int(bits >> 10 & 63); }
    constexpr bool operator==(const Move&) const = default;
};

// Fixed-capacity move list on the stack (never allocates).
template <int N>
struct MoveListOf {
    static constexpr int CAPACITY = N;
    std::array<Move, N> moves;
    int size = 0;
    void push(Move m) { moves[std::size_t(size++)] = m; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
};

// Every legal move of a position. From a column: its foundation, each empty cell (8), each
// other column (7), and onto an empty column each length of its top run (at most 13) =
// at most 1 + 8 + 7 x 13 = 100; from a cell: its foundation and each column, 9. So
// 8 x 100 + 8 x 9 = 872 at most.
using MoveList = MoveListOf<880>;

} // namespace sol::freecell
