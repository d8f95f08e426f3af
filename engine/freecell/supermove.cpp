#include "freecell/supermove.h"
#include <cassert>

namespace sol::freecell {

namespace {

// Plays single moves on `pos` and records them.
struct Expander {
    Position pos;
    std::vector<Move> out;

    void play(Move m) {
        assert(pos.is_legal(m));
        pos.do_move(m);
        out.push_back(m);
    }

    int first_free_cell() const {
        for (int i = 0; i < pos.rules().cells; ++i)
            if (pos.cell(i) == NO_CARD) return i;
        return -1;
    }

    // Moves the top n cards of `from` onto `to`, passing through the free cells and the
    // empty columns cols[0..cols_n).
    void run(int n, int from, int to, const int* cols, int cols_n) {
        const int cells = pos.free_cells();
        if (n <= cells + 1) {
            int parked[MAX_CELLS];
            for (int k = 0; k + 1 < n; ++k) {
                parked[k] = first_free_cell();
                play(Move::make(from, CELL0 + parked[k]));
            }
            play(Move::make(from, to));
            for (int k = n - 2; k >= 0; --k) play(Move::make(CELL0 + parked[k], to));
            return;
        }
        assert(cols_n > 0);
        const int half = (cells + 1) << (cols_n - 1);
        if (n <= half) { // one empty column fewer is enough
            run(n, from, to, cols, cols_n - 1);
            return;
        }
        const int spare = cols[cols_n - 1];
        run(half, from, spare, cols, cols_n - 1);
        run(n - half, from, to, cols, cols_n - 1);
        run(half, spare, to, cols, cols_n - 1);
    }
};

} // namespace

std::vector<Move> single_moves(const Position& before, Move m) {
    if (m.count() <= 1) return {m};
    assert(before.is_legal(m));
    Expander e{before, {}};
    int cols[COLUMNS];
    int cols_n = 0;
    for (int c = 0; c < COLUMNS; ++c)
        if (c != m.to() && before.column_len(c) == 0) cols[cols_n++] = c;
    e.run(m.count(), m.from(), m.to(), cols, cols_n);
    return e.out;
}

namespace {

// How many single moves Expander::run plays for n cards with `cells` free cells and
// `cols` empty columns to pass through: the same recursion on the counts alone (every part
// gives back the cells it borrowed, so each sees the same free cells).
int run_count(int n, int cells, int cols) {
    if (n <= cells + 1) return 2 * n - 1;
    const int half = (cells + 1) << (cols - 1);
    if (n <= half) return run_count(n, cells, cols - 1);
    return 2 * run_count(half, cells, cols - 1) + run_count(n - half, cells, cols - 1);
}

} // namespace

int single_move_count(const Position& before, Move m) {
    if (m.count() <= 1) return 1;
    int cols = 0;
    for (int c = 0; c < COLUMNS; ++c) cols += c != m.to() && before.column_len(c) == 0;
    return run_count(m.count(), before.free_cells(), cols);
}

} // namespace sol::freecell
