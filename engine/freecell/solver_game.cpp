#include "freecell/solver_game.h"
#include "freecell/safe.h"
#include "search/best_first.h"

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
// moved cards lay in order on. Noise (restarts) is below NOISE, as wide as the whole scale
// of kinds: a restart's order leans towards the kinds above, yet any move may come first.
// A narrower noise kept the restarts too close to the dive's order, which the hard deals
// punish: restarts of deal 2147484339 under 80 noises, the quarter and the half of them
// that won soonest: within 6.0 k and 12.7 k nodes with NOISE 300, 1.6 k and 6.5 k with
// 1000; deal 2147484363 6.6 k and 9.6 k, 0.4 k and 3.7 k. In the solver's turns
// (solver.cpp), total nodes with NOISE 150, 300, 800, 1000, 1200, 2000, 4000: deals
// 1-32000 32.48, 30.93, 30.26, 29.44, 29.61, 29.37, 30.96 M (mean line 102.9, 103.2, 104.3,
// 104.6, 105.1, 106.3, 107.8 moves); deals 2^31 .. 2^31 + 999 1.67, 1.07, 0.96, 0.90,
// 0.94, 0.94, 1.06 M.
constexpr int HOME = 1000, CELL_ONTO_CARD = 800, ONTO_CARD = 600, ONTO_EMPTY = 300,
              CELL_TO_EMPTY = 200, TO_CELL = 100;
constexpr int EXPOSES_HOME = 150, EMPTIES_SOURCE = 100, SPLITS_RUN = 500;
constexpr int NOISE = 1000;
// (The highest score is a move home; with the noise it stays below Scored's range, 3072.)
static_assert(HOME + NOISE < 3072);

// Fills `list` with scored moves and sorts them by score, highest first; equal scores keep
// the order of `seq`, the move's rank in a fixed listing of the moves (by source, then
// kind and destination), so the order is a fixed function of the position whatever order
// the moves are found in. Each move is sorted as one 64-bit word: score, then the listing
// rank reversed, then the move itself.
struct Scored {
    static constexpr int SCORE_OFFSET = 1024; // scores (noise included) lie in [-1024, 3072)
    SolverMoveList& list;
    std::uint64_t word[SolverMoveList::CAPACITY];
    explicit Scored(SolverMoveList& l) : list(l) {}

    void add(Move m, int score, int seq) {
        word[list.size++] =
            std::uint64_t(score + SCORE_OFFSET) << 26 | std::uint64_t(1023 - seq) << 16 | m.bits;
    }
    void sort() {
        for (int i = 1; i < list.size; ++i) {
            const std::uint64_t w = word[i];
            int j = i;
            for (; j > 0 && word[j - 1] < w; --j) word[j] = word[j - 1];
            word[j] = w;
        }
        for (int i = 0; i < list.size; ++i)
            list.moves[std::size_t(i)] = Move{std::uint32_t(word[i] & 0xFFFF)};
    }
};

// For each card byte, by build (0 alternate colours, 1 same suit): TAKES, the cards that
// may lie on it in a column; BELOW, the cards it may lie on. (Empty for NO_CARD.)
struct StackTables {
    CardSet takes[2][64], below[2][64];
    constexpr StackTables() : takes{}, below{} {
        for (int r = 1; r <= RANKS; ++r)
            for (int s = 0; s < SUITS; ++s)
                for (int t = 0; t < SUITS; ++t) {
                    const Card card = make_card(r, s);
                    const bool other = is_red(make_card(1, t)) != is_red(card);
                    for (int b = 0; b < 2; ++b) {
                        if (b == 0 ? !other : t != s) continue;
                        if (r > 1) takes[b][card] |= card_bit(make_card(r - 1, t));
                        if (r < RANKS) below[b][card] |= card_bit(make_card(r + 1, t));
                    }
                }
    }
};
constexpr StackTables STACK{};
constexpr const auto& TAKES = STACK.takes;
constexpr const auto& BELOW = STACK.below;

// The listing ranks (Scored): a column's moves home, onto columns 0-7, onto the empty
// column by length 1-13, to a cell; then a cell's moves home, onto columns, onto the
// empty column.
constexpr int seq_column(int c) {
    return c * 32;
}
constexpr int SEQ_HOME = 0, SEQ_ONTO = 1, SEQ_EMPTY = 9, SEQ_CELL = 23;
constexpr int seq_cell(int i) {
    return COLUMNS * 32 + i * 16;
}

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
    if (no_forced_) return false;
    const bool forced = safe_move_home(pos_, m);
    no_forced_ = !forced;
    return forced;
}

void SolverGame::generate(MoveList& list) const {
    const Position& p = pos_;
    list.size = 0;
    if (Move m; !no_forced_ && forced_move(m)) {
        list.push(m);
        return;
    }
    const bool focused = pruning_ == Pruning::Focused;
    Scored out{list}; // (words are written before they are read: no clearing)
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
    const bool alternate = p.rules().build == Build::Alternate;
    // What moving the top k cards of column c leaves on top of it.
    auto after = [&](int c, int k) {
        if (k == len[c]) return EMPTIES_SOURCE;
        if (k < p.run_len(c)) return -SPLITS_RUN; // the run stays in order under the moved cards
        return p.goes_home(p.column_card(c, len[c] - k - 1)) ? EXPOSES_HOME : 0;
    };
    // The column whose top card `x` may lie on besides column `not_c` (build rules), for
    // each of the (at most two) cards it stacks on that are column tops: calls f(d).
    auto for_each_below = [&](Card x, int not_c, auto&& f) {
        CardSet below = BELOW[alternate ? 0 : 1][x];
        while (below) {
            const Card b = Card(__builtin_ctzll(below));
            below &= below - 1;
            const int at = p.column_index(b);
            if (at < 0) continue;
            const int d = p.column_of(b);
            if (d != not_c && at == len[d] - 1) f(d);
        }
    };
    // Onto a card. The cards some column top takes (wanted) that head a movable part of a
    // column's top run (movable: the run's last cards, as many as the cells and empty
    // columns let through; in Focused mode only the whole run), each moved with the cards
    // above it onto every top that takes it.
    CardSet wanted = 0, movable = 0;
    for (int c = 0; c < COLUMNS; ++c) {
        wanted |= TAKES[alternate ? 0 : 1][top[c]];
        const int run = p.run_len(c);
        if (focused) {
            if (run > 0 && run <= onto_card_most)
                movable |= card_bit(p.column_card(c, len[c] - run));
        } else {
            for (int k = 1, most = run < onto_card_most ? run : onto_card_most; k <= most; ++k)
                movable |= card_bit(p.column_card(c, len[c] - k));
        }
    }
    for (CardSet both = wanted & movable; both; both &= both - 1) {
        const Card x = Card(__builtin_ctzll(both));
        const int c = p.column_of(x), k = len[c] - p.column_index(x);
        for_each_below(x, c, [&](int d) {
            out.add(Move::make(c, d, k), ONTO_CARD + after(c, k), seq_column(c) + SEQ_ONTO + d);
        });
    }
    for (int c = 0; c < COLUMNS; ++c) {
        if (len[c] == 0) continue;
        const Card card = top[c];
        const int run = p.run_len(c);
        if (p.goes_home(card))
            out.add(Move::make(c, FOUNDATION0 + suit_of(card)), HOME, seq_column(c) + SEQ_HOME);
        if (empty_column >= 0) {
            // (Focused: only the longest part of the run that may move, see solver_game.h.)
            const int longest = run < onto_empty_most ? run : onto_empty_most;
            for (int k = focused ? longest : 1; k <= longest && k < len[c]; ++k)
                out.add(Move::make(c, empty_column, k), ONTO_EMPTY + after(c, k) + k,
                        seq_column(c) + SEQ_EMPTY + k - 1);
        }
        // (Focused: not a card in order on the card under it, nor one that can go onto another
        // column's top card, see solver_game.h.)
        if (free_cell >= 0 && !(focused && (run > 1 || (wanted & card_bit(card)))))
            out.add(Move::make(c, CELL0 + free_cell), TO_CELL + after(c, 1),
                    seq_column(c) + SEQ_CELL);
    }
    for (int i = 0; i < p.rules().cells; ++i) {
        const Card card = p.cell(i);
        if (card == NO_CARD) continue;
        if (p.goes_home(card))
            out.add(Move::make(CELL0 + i, FOUNDATION0 + suit_of(card)), HOME, seq_cell(i));
        for_each_below(card, -1, [&](int d) {
            out.add(Move::make(CELL0 + i, d), CELL_ONTO_CARD, seq_cell(i) + 1 + d);
        });
        if (empty_column >= 0)
            out.add(Move::make(CELL0 + i, empty_column), CELL_TO_EMPTY, seq_cell(i) + 9);
    }
    if (noise_)
        for (int i = 0; i < list.size; ++i)
            out.word[i] += std::uint64_t(mix((p.key() ^ noise_ * 0x9E3779B97F4A7C15ull) +
                                             (out.word[i] & 0xFFFF)) %
                                         NOISE)
                           << 26;
    out.sort();
}

} // namespace sol::freecell
