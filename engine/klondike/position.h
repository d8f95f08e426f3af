// Klondike position: the packed state, legal move generation and exact do/undo.
// CONTRACT shared by the rules (engine helper) and the solver (solver helper). The
// declarations below are the agreed interface; bodies live in position.cpp / inline here.
#pragma once
#include "core/card.h"
#include "klondike/layout.h"
#include "klondike/rules.h"
#include <array>
#include <cassert>
#include <cstdint>

namespace sol::klondike {

// TABLEAU, MAX_PILE and TALON are defined in klondike/layout.h.

// The seven kinds of primitive move (docs/rules.md, Klondike: Moves); which Move fields
// each one uses.
enum class MoveKind : std::uint8_t {
    Draw,                // turn min(draw, stock) cards stock -> waste
    Redeal,              // stock empty: the whole waste becomes the stock again
    WasteToFoundation,   // to = suit of the foundation
    WasteToTableau,      // to = tableau pile
    TableauToFoundation, // from = tableau pile, to = suit of the foundation
    TableauToTableau,    // from, to = tableau piles, count = run length
    FoundationToTableau, // from = suit of the foundation, to = tableau pile
};

// A primitive move, packed in 32 bits. It carries everything undo needs, so that
// undo_move(m) exactly inverts do_move(m):
//   bits 0-2   kind (MoveKind)
//   bits 3-5   from (tableau pile 0..6, or foundation suit 0..3; 0 when unused)
//   bits 6-8   to   (tableau pile 0..6, or foundation suit 0..3 for the two moves to a
//              foundation, which undo needs; 0 when unused)
//   bits 9-13  count (cards moved: run length, cards turned by a Draw; 1 otherwise)
//   bit  14    flip (the move uncovered a face-down tableau card, which turned face up)
struct Move {
    std::uint32_t bits = 0;

    static constexpr Move make(MoveKind k, int from, int to, int count, bool flip) {
        return Move{std::uint32_t(k) | std::uint32_t(from) << 3 | std::uint32_t(to) << 6 |
                    std::uint32_t(count) << 9 | std::uint32_t(flip) << 14};
    }
    constexpr MoveKind kind() const { return MoveKind(bits & 7); }
    constexpr int from() const { return (bits >> 3) & 7; }
    constexpr int to() const { return (bits >> 6) & 7; }
    constexpr int count() const { return (bits >> 9) & 31; }
    constexpr bool flip() const { return (bits >> 14) & 1; }
    constexpr bool operator==(const Move&) const = default;
};

// Fixed-capacity move list on the stack (never allocates).
struct MoveList {
    static constexpr int CAPACITY = 128;
    std::array<Move, CAPACITY> moves;
    int size = 0;
    void push(Move m) { moves[size++] = m; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
};

// The whole game state. Invariants:
// - tableau pile p holds cards[p][0..len[p]) bottom to top; the first down[p] are face
//   down, the rest face up; a non-empty pile always has its top face up.
// - talon[0..talon_len) holds stock and waste together in draw order:
//   talon[0..waste_len) is the waste (top = talon[waste_len-1]) and
//   talon[waste_len..talon_len) is the stock (next drawn = talon[waste_len]).
//   A redeal is then just waste_len = 0 (the first card drawn is drawn first again).
// - foundation[s] is how many cards of suit s are on its foundation (0..13).
// - redeals counts redeals done; with Rules::max_passes > 0, redeals <= max_passes - 1
//   (a pass is one trip through the stock: 1 pass = no redeal at all).
// - key is the Zobrist key of everything above (tableau piles are hashed so that
//   two positions that differ only by the order of the piles have the same key), updated
//   incrementally by do/undo and equal to compute_key() at all times. The talon is hashed
//   by which cards it holds plus waste_len (its order never changes within a game), and
//   redeals only when passes are limited (otherwise they change nothing that can follow).
//   So keys identify positions within one game; positions of different deals whose talons
//   hold the same cards in different orders may share a key.
class Position {
  public:
    Position() = default;
    // The deal: deck[0..28) to the tableau pile by pile (pile 0 gets deck[0], pile 1 gets
    // deck[1..2] bottom to top, ...), deck[28..52) the stock, deck[28] drawn first.
    Position(const Rules& rules, const std::array<Card, DECK_SIZE>& deck);
    // Any position, from a layout that validate() accepted (asserted in debug builds).
    explicit Position(const Layout& layout);
    // The unpacked description of this position (for writers, tests and the UI).
    Layout layout() const;

    const Rules& rules() const { return rules_; }

    // Every legal primitive move, in a fixed order (deterministic across builds).
    void generate(MoveList& out) const;
    bool is_legal(Move m) const;

    void do_move(Move m);   // m must be legal here (asserted in debug builds)
    void undo_move(Move m); // exact inverse of do_move(m)
    // The end state of a run of draws and redeals in one step: the waste length becomes
    // `waste_len` and the redeals used `redeals`, which is all such a run changes (the
    // solver's talon moves fold their draws so; undo with the values from before).
    void set_talon_state(int waste_len, int redeals);

    bool is_won() const;
    // Same state field by field (piles in place: use key() to ignore the piles' order).
    bool operator==(const Position&) const = default;
    std::uint64_t key() const {
        assert(keyed_ && "the key was dropped");
        return key_;
    }
    std::uint64_t compute_key() const; // from scratch, for debug checks
    // Stops keeping key() from here on, for a search that keys positions its own way (the
    // solver, whose do_move and undo_move spent a third of their work on this key). Copies
    // of this position keep no key either.
    void drop_key();

    // Read access for move ordering, rendering and tests.
    int pile_len(int p) const { return len_[p]; }
    int pile_down(int p) const { return down_[p]; }
    Card pile_card(int p, int i) const { return cards_[p][i]; }
    // Pile p's cards, bottom to top: pile_card(p, i) is pile_cards(p)[i] for i < pile_len(p),
    // and MAX_PILE of them can be read (those past the top mean nothing).
    const Card* pile_cards(int p) const { return cards_[p]; }
    Card pile_top(int p) const { return len_[p] ? cards_[p][len_[p] - 1] : NO_CARD; }
    int talon_len() const { return talon_len_; }
    int waste_len() const { return waste_len_; }
    int stock_len() const { return talon_len_ - waste_len_; }
    Card talon_card(int i) const { return talon_[i]; }
    Card waste_top() const { return waste_len_ ? talon_[waste_len_ - 1] : NO_CARD; }
    int foundation(int suit) const { return foundation_[suit]; }
    int redeals() const { return redeals_; }
    bool can_redeal() const; // stock empty, waste not empty, passes remain
    // A pass remains after this one (always, with unlimited passes). Without one the waste
    // can only be played from its top, and the stock only once.
    bool redeal_left() const { return rules_.max_passes == 0 || redeals_ + 1 < rules_.max_passes; }
    int draw_count() const; // cards the next Draw turns: min(draw, stock); 0 if no stock
    // True when taking `count` cards off pile `from` leaves a face-down card on top, which
    // then turns face up: the flip bit of such a move.
    bool uncovers(int from, int count) const {
        return down_[from] > 0 && down_[from] == len_[from] - count;
    }

  private:
    Rules rules_{};
    std::uint8_t cards_[TABLEAU][MAX_PILE + 1]{};
    std::uint8_t len_[TABLEAU]{};
    std::uint8_t down_[TABLEAU]{};
    std::uint8_t talon_[TALON]{};
    std::uint8_t talon_len_ = 0;
    std::uint8_t waste_len_ = 0;
    std::uint8_t foundation_[SUITS]{};
    std::uint8_t redeals_ = 0; // wraps at 256 with unlimited passes; undo stays exact
    std::uint64_t key_ = 0;
    // Zobrist hash of each tableau pile alone: key_ is their sum plus the other parts, so
    // a pile's change is applied as key_ += new - old.
    std::uint64_t pile_hash_[TABLEAU]{};
    bool keyed_ = true; // key_ and pile_hash_ are kept (see drop_key)

    void set_pile_hash(int p, std::uint64_t h);
    void flip_pile_hash(int p, std::uint64_t z); // xors z into pile p's hash, if kept
    void move_run(int from, int to, int count);
    void hash_run(int from, int to, int count); // move_run's change of the piles' hashes
    void turn_top(int p, bool face_up);
    void talon_remove_top();
    void talon_insert_top(Card c);
    void set_waste_len(int n);
    void set_foundation(int suit, int n);
};

} // namespace sol::klondike
