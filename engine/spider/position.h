// Spider position: the packed state, the rules' legal moves and exact do/undo.
#pragma once
#include "core/card.h"
#include "spider/rules.h"
#include <array>
#include <cstdint>
#include <utility>

namespace sol::spider {

inline constexpr int PILES = 10;
inline constexpr int CARDS = 104;    // two 52-card decks
inline constexpr int STOCK = 50;     // five deals of ten
inline constexpr int RUNS = 8;       // complete K..A runs in a won game
inline constexpr int MAX_PILE = 104; // a pile can never hold more than every card

// A primitive move, packed in 32 bits; it carries everything undo needs, so undo_move(m)
// exactly inverts do_move(m), and the page can hand it back as a number (`bits`).
// A tableau move (bit 31 clear):
//   bits 0-3   from pile 0..9          bits 4-7  to pile 0..9
//   bits 8-14  count: cards moved (1..104)
//   bit  16    the move left a face-down card on top of `from`, which turned up
//   bit  17    a complete K..A run of one suit then lay on top of `to` and was removed
//   bit  18    that removal left a face-down card on top of `to`, which turned up
// A deal (bit 31 set):
//   bits 0-9   pile p's bit: after the deal a complete run lay on top of p and was removed
//   bits 10-19 pile p's bit: that removal left a face-down card on top, which turned up
struct Move {
    std::uint32_t bits = 0;

    static constexpr std::uint32_t DEAL_BIT = 1u << 31;
    static constexpr Move tableau(int from, int to, int count, bool flip_from, bool removed,
                                  bool flip_to) {
        return Move{std::uint32_t(from) | std::uint32_t(to) << 4 | std::uint32_t(count) << 8 |
                    std::uint32_t(flip_from) << 16 | std::uint32_t(removed) << 17 |
                    std::uint32_t(flip_to) << 18};
    }
    static constexpr Move deal(std::uint32_t removed_mask, std::uint32_t flip_mask) {
        return Move{DEAL_BIT | removed_mask | flip_mask << 10};
    }
    constexpr bool is_deal() const { return bits & DEAL_BIT; }
    constexpr int from() const { return bits & 15; }
    constexpr int to() const { return (bits >> 4) & 15; }
    constexpr int count() const { return (bits >> 8) & 127; }
    constexpr bool flip_from() const { return (bits >> 16) & 1; }
    constexpr bool removed() const { return (bits >> 17) & 1; }
    constexpr bool flip_to() const { return (bits >> 18) & 1; }
    constexpr std::uint32_t removed_mask() const { return bits & 1023; }
    constexpr std::uint32_t flip_mask() const { return (bits >> 10) & 1023; }
    constexpr bool operator==(const Move&) const = default;
};

// Fixed-capacity move list on the stack. Every legal move of a position fits: moves onto a
// card number at most 10 sources x 9 targets (a top card takes one run length from each
// source), moves onto an empty pile at most 10 sources x 13 lengths x 9 empty piles.
template <int N>
struct MoveListOf {
    static constexpr int CAPACITY = N;
    std::array<Move, N> moves;
    int size = 0;
    void push(Move m) { moves[std::size_t(size++)] = m; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
};
using MoveList = MoveListOf<1280>;

// A position written out plainly, for text forms and tests: pile p holds
// cards[p][0..len[p]) bottom to top, the first down[p] face down; stock[0..stock_len) with
// the card dealt first (to pile 1) last, as Solvitaire writes it; removed[0..runs) the suits
// of the runs already removed, in order.
struct Layout {
    Rules rules;
    std::array<std::array<Card, MAX_PILE>, PILES> cards{};
    std::array<std::uint8_t, PILES> len{};
    std::array<std::uint8_t, PILES> down{};
    std::array<Card, STOCK> stock{};
    int stock_len = 0;
    std::array<std::uint8_t, RUNS> removed{};
    int runs = 0;
};

// The whole game state. Invariants:
// - pile p holds cards_[p][0..len_[p]) bottom to top; the first down_[p] are face down and
//   a non-empty pile has its top card face up; no complete K..A run of one suit lies on top
//   of a pile (it would have been removed).
// - stock_[0..stock_len_) is the stock, stock_len_ a multiple of 10; the next deal gives
//   stock_[stock_len_ - 1 - p] to pile p. stock_ never changes after construction (a deal
//   only lowers stock_len_), so a snapshot need not hold it.
// - removed_[0..runs_) are the suits of the removed runs, in the order they left.
// - pile_hash_[p] is the Zobrist hash of pile p (card, height and face-down state of each
//   card); key_ = sum of mix(pile_hash_[p]) + stock_len_ * STOCK_KEY, so that positions whose
//   piles differ only in order (empty piles and equal piles anywhere) share a key: the
//   canonical key the solver's table needs. Maintained by do/undo, equal to compute_key().
class Position {
  public:
    Position() = default;
    // The deal of a shuffled 104-card deck (deal.h says which cards go where).
    Position(const Rules& rules, const std::array<Card, CARDS>& deck);
    // A layout already checked by the text readers (position_text.h); recomputes the keys.
    explicit Position(const Layout& layout);

    const Rules& rules() const { return rules_; }
    int pile_len(int p) const { return len_[p]; }
    int pile_down(int p) const { return down_[p]; }
    Card pile_card(int p, int i) const { return cards_[p][i]; }
    Card top(int p) const { return len_[p] ? cards_[p][len_[p] - 1] : NO_CARD; }
    int stock_len() const { return stock_len_; }
    Card stock_card(int i) const { return stock_[i]; }
    int runs_removed() const { return runs_; }
    int removed_suit(int i) const { return removed_[i]; }
    bool is_won() const { return runs_ == RUNS; }
    std::uint64_t key() const { return key_; }
    // The Zobrist hash of pile p alone (0 when empty): equal piles have equal hashes.
    std::uint64_t pile_hash(int p) const { return pile_hash_[p]; }
    Layout layout() const;

    // Length of the run of one suit in descending order on top of pile p (face-up cards
    // only): the longest unit that may move from p. 0 for an empty pile.
    int top_run(int p) const;
    // Whether the stock can be dealt now: not while a pile is empty, unless relaxed or fewer
    // than 10 cards lie on the whole tableau (docs/rules.md, Spider: Dealing onto empty piles).
    bool can_deal() const;
    // The deal with its removal and flip bits, assuming can_deal().
    Move deal_move() const;
    // Moving the top `count` cards of `from` to `to` with its consequence bits, assuming it
    // is legal.
    Move tableau_move(int from, int to, int count) const;
    // Every legal move, in a fixed order: tableau moves by source, then run length, then
    // destination; the deal last.
    void legal_moves(MoveList& list) const;
    // True when m, consequence bits included, is one of legal_moves().
    bool is_legal(Move m) const;

    void do_move(Move m);
    void undo_move(Move m);

    // The key after tableau move m (one that removes no run), without playing it; 0 for a
    // deal or a move that removes a run (a search only uses it as a hint).
    std::uint64_t child_key_hint(Move m) const;
    // The key recomputed from scratch (do/undo keep key() equal to it).
    std::uint64_t compute_key() const;
    // A hash of the exact position (pile order matters), for removing loops from a line
    // whose moves name piles by number.
    std::uint64_t exact_key() const;
    // Number of cards still on the tableau.
    int tableau_cards() const;

    // A copy of the state that changes during a game, without the stock (fixed per game).
    struct Snapshot {
        std::array<Card, CARDS> cards; // piles concatenated bottom to top
        std::array<std::uint8_t, PILES> len, down;
        std::array<std::uint8_t, RUNS> removed;
        std::uint8_t stock_len, runs;
    };
    Snapshot snapshot() const;
    void restore(const Snapshot& s);

  private:
    void add_card(int p, Card c);
    Card pop_card(int p);
    void turn_up(int p);
    void turn_down(int p);
    bool run_complete_on_top(int p) const;
    void remove_run(int p);
    void restore_run(int p, int suit);
    void set_pile_hash(int p, std::uint64_t h);
    // The hashes piles `from` and `to` would have once the top `count` cards of `from` moved
    // onto `to` (no card turned): do_move, undo_move and child_key_hint share it.
    std::pair<std::uint64_t, std::uint64_t> moved_pile_hashes(int from, int to, int count) const;

    Rules rules_;
    std::uint8_t len_[PILES]{};
    std::uint8_t down_[PILES]{};
    std::uint8_t stock_len_ = 0;
    std::uint8_t runs_ = 0;
    std::uint8_t removed_[RUNS]{};
    std::uint64_t pile_hash_[PILES]{};
    std::uint64_t key_ = 0;
    Card stock_[STOCK]{};
    Card cards_[PILES][MAX_PILE]{};
};

// Start 500, -1 per move (a deal is a move), +100 per removed run (docs/rules.md, Spider:
// Scoring).
constexpr int score(int moves, int runs_removed) {
    return 500 - moves + 100 * runs_removed;
}

} // namespace sol::spider
