#include "freecell/solver_game.h"
#include "freecell/safe.h"
#include "search/weighted_best_first.h"

namespace sol::freecell {

static_assert(search::Guided<SolverGame>);

namespace {

// SplitMix64's finaliser, to turn the noise, the position and a move into a perturbation.
constexpr std::uint64_t mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// The move order's weights, higher first: home, then a cell's card onto a card (a cell
// freed), a run onto a card, onto an empty column, a cell's card onto an empty column, and
// last a card to a cell. Within each, what the move leaves on the column it left: an empty
// column, a card that can go home next, nothing special, or (worst) the rest of a run the
// moved cards lay in order on. Noise (restarts) is up to NOISE, enough to reorder moves of
// neighbouring kinds but never to put a card to a cell before one home.
constexpr int HOME = 1000, CELL_ONTO_CARD = 800, ONTO_CARD = 600, ONTO_EMPTY = 300,
              CELL_TO_EMPTY = 200, TO_CELL = 100;
constexpr int EXPOSES_HOME = 150, EMPTIES_SOURCE = 100, SPLITS_RUN = 500;
constexpr int NOISE = 300;

// Fills `list` with scored moves and sorts them by score, highest first (stable: equal
// scores keep the generation order, so the order is a fixed function of the position).
struct Scored {
    SolverMoveList& list;
    int score[SolverMoveList::CAPACITY];
    explicit Scored(SolverMoveList& l) : list(l) {}

    void add(Move m, int s) {
        score[list.size] = s;
        list.push(m);
    }
    void sort() {
        for (int i = 1; i < list.size; ++i) {
            const Move m = list.moves[std::size_t(i)];
            const int s = score[i];
            int j = i;
            for (; j > 0 && score[j - 1] < s; --j) {
                score[j] = score[j - 1];
                list.moves[std::size_t(j)] = list.moves[std::size_t(j - 1)];
            }
            score[j] = s;
            list.moves[std::size_t(j)] = m;
        }
    }
};

} // namespace

int SolverGame::estimate() const {
    const Position& p = pos_;
    // Every card not home costs 1; a card lying above a lower card of its column costs
    // BLOCK more (it must move before that card can go home), and the card each foundation
    // needs next costs NEXT for each card above it. A card in a cell costs CELL; an empty
    // column gains EMPTY. (Position keeps the counts up to date: no card is looked at
    // here.) Measured on deals 1-200 among a few dozen settings.
    constexpr int BLOCK = 2, NEXT = 1, CELL = 1, EMPTY = 2;
    int h = DECK_SIZE - p.cards_home() + BLOCK * p.blockers();
    for (int s = 0; s < SUITS; ++s) {
        if (p.foundation(s) == RANKS) continue;
        const Card next = make_card(p.foundation(s) + 1, s);
        const int i = p.column_index(next);
        if (i >= 0) h += NEXT * (p.column_len(p.column_of(next)) - 1 - i);
    }
    h += CELL * (p.rules().cells - p.free_cells());
    h -= EMPTY * p.empty_columns();
    return h < 1 && !p.is_won() ? 1 : h;
}

bool SolverGame::forced_move(Move& m) const {
    return safe_move_home(pos_, m);
}

void SolverGame::generate(MoveList& list) const {
    const Position& p = pos_;
    list.size = 0;
    if (Move m; forced_move(m)) {
        list.push(m);
        return;
    }
    const bool focused = pruning_ == Pruning::Focused;
    Scored out{list}; // (scores are written before they are read: no clearing)
    // Each column's length and top card, read once.
    int len[COLUMNS];
    Card top[COLUMNS];
    int empty_column = -1, free_cell = -1;
    for (int c = 0; c < COLUMNS; ++c) {
        len[c] = p.column_len(c);
        top[c] = p.top(c);
        if (len[c] == 0 && empty_column < 0) empty_column = c;
    }
    for (int i = 0; i < p.rules().cells && free_cell < 0; ++i)
        if (p.cell(i) == NO_CARD) free_cell = i;
    const int onto_card_most = p.max_run(false), onto_empty_most = p.max_run(true);

    for (int c = 0; c < COLUMNS; ++c) {
        if (len[c] == 0) continue;
        const Card card = top[c];
        const int run = p.run_len(c);
        // What moving the top k cards leaves on top of the column.
        auto after = [&](int k) {
            if (k == len[c]) return EMPTIES_SOURCE;
            if (k < run) return -SPLITS_RUN; // the run stays in order under the moved cards
            return p.goes_home(p.column_card(c, len[c] - k - 1)) ? EXPOSES_HOME : 0;
        };
        if (p.goes_home(card)) out.add(Move::make(c, FOUNDATION0 + suit_of(card)), HOME);
        // Onto a card: the one length whose bottom card is one rank below it, if any.
        const int most = focused ? run : (run < onto_card_most ? run : onto_card_most);
        if (!(focused && run > onto_card_most))
            for (int d = 0; d < COLUMNS; ++d) {
                if (len[d] == 0 || d == c) continue;
                const int k = rank_of(top[d]) - rank_of(card);
                if (k < 1 || k > most || (focused && k < run)) continue;
                if (!p.stacks(p.column_card(c, len[c] - k), top[d])) continue;
                out.add(Move::make(c, d, k), ONTO_CARD + after(k));
            }
        if (empty_column >= 0) {
            const int longest = run < onto_empty_most ? run : onto_empty_most;
            for (int k = 1; k <= longest && k < len[c]; ++k)
                out.add(Move::make(c, empty_column, k), ONTO_EMPTY + after(k) + k);
        }
        if (free_cell >= 0 && !(focused && run > 1))
            out.add(Move::make(c, CELL0 + free_cell), TO_CELL + after(1));
    }
    for (int i = 0; i < p.rules().cells; ++i) {
        const Card card = p.cell(i);
        if (card == NO_CARD) continue;
        if (p.goes_home(card)) out.add(Move::make(CELL0 + i, FOUNDATION0 + suit_of(card)), HOME);
        for (int d = 0; d < COLUMNS; ++d)
            if (len[d] > 0 && p.stacks(card, top[d]))
                out.add(Move::make(CELL0 + i, d), CELL_ONTO_CARD);
        if (empty_column >= 0) out.add(Move::make(CELL0 + i, empty_column), CELL_TO_EMPTY);
    }
    if (noise_)
        for (int i = 0; i < list.size; ++i)
            out.score[i] += int(
                mix((p.key() ^ noise_ * 0x9E3779B97F4A7C15ull) + list.moves[std::size_t(i)].bits) %
                NOISE);
    out.sort();
}

} // namespace sol::freecell
