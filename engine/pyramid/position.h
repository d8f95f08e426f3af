// Pyramid position: the deal's cards, which of them are left, the stock and the waste;
// legal moves and exact do/undo.
#pragma once
#include "core/card.h"
#include "pyramid/geometry.h"
#include "pyramid/move.h"
#include "pyramid/rules.h"
#include <array>
#include <bit>
#include <cstdint>

namespace sol::pyramid {

// The whole game state. The cards never move: the pyramid's stay at their places and the
// talon's keep their slots (the order of the first pass), so a position is the deal plus
// a few packed fields:
// - pyramid_left: bit p set while pyramid place p holds its card. Every card that a
//   present card covers is present too (a card leaves only once uncovered).
// - talon_left: bit t set while talon slot t holds its card (not removed).
// - next: the stock's top slot (the lowest slot >= the waste/stock boundary still
//   there), or TALON when the stock is empty. The waste is every slot below `next`
//   still there, its top the highest. Keeping `next` on a present card (never inside a
//   run of removed ones) makes it canonical: equal states have equal fields.
// - redeals: redeals done. With Rules::max_passes > 0, redeals <= max_passes - 1.
// A redeal sets next to the lowest slot still there, so the first card drawn in the last
// pass is drawn first again, as docs/rules.md (Pyramid: Moves) asks.
class Position {
  public:
    Position() = default;
    // The deal: deck[0..28) the pyramid row by row from the apex, deck[28..52) the stock,
    // deck[28] drawn first.
    Position(const Rules& rules, const std::array<Card, DECK_SIZE>& deck);
    // Any state of a deal: `deck` as above, then which cards are left, the stock's
    // boundary (slots below `boundary` are the waste) and the redeals done. The caller
    // checks consistency (position_text.cpp does: covered cards present, passes).
    Position(const Rules& rules, const std::array<Card, DECK_SIZE>& deck, PlaceMask pyramid_left,
             SlotMask talon_left, int boundary, std::uint32_t redeals);

    const Rules& rules() const { return rules_; }

    // Every legal move, in a fixed order: Kings, pairs (by places), draw, redeal.
    void generate(MoveList& out) const;
    bool is_legal(Move m) const;

    void do_move(Move m);   // m must be legal here (asserted in debug builds)
    void undo_move(Move m); // exact inverse of do_move(m)

    bool is_won() const;
    bool operator==(const Position&) const = default;
    // Everything that decides the future, packed (exact: equal keys, equal futures):
    //   bits 0-27 pyramid_left, 28-51 talon_left, 52-56 next, 57-62 redeals (only with
    //   limited passes: otherwise they change nothing that can follow), bit 63 set.
    std::uint64_t state_bits() const;
    // The state_bits() that do_move(m) would leave, without playing m (m legal here).
    std::uint64_t state_bits_after(Move m) const;
    // Back to the state that state_bits() gave (of this deal). With unlimited passes the
    // redeals count restarts at 0, since nothing that follows depends on it.
    void set_state_bits(std::uint64_t bits);

    // Read access for the solver, the writers and tests.
    Card pyramid_card(int place) const { return cards_[std::size_t(place)]; }
    Card talon_card(int slot) const { return cards_[std::size_t(PYRAMID + slot)]; }
    // The card at a move place (pyramid place, or TALON_PLACE + slot).
    Card place_card(int place) const { return cards_[std::size_t(place)]; }
    PlaceMask pyramid_left() const { return pyramid_left_; }
    SlotMask talon_left() const { return talon_left_; }
    PlaceMask available() const { return uncovered(pyramid_left_); }
    int next() const { return next_; }
    std::uint32_t redeals() const { return redeals_; }
    int stock_top() const { return next_ < TALON ? next_ : -1; } // slot, or -1: no stock
    int waste_top() const;                                       // slot, or -1: empty waste
    int stock_len() const;
    int waste_len() const;
    bool can_redeal() const; // stock empty, waste not empty, passes remain
    bool redeal_left() const { return rules_.max_passes == 0 || redeals_ + 1 < rules_.max_passes; }
    // The 52 cards of the deal: pyramid places, then talon slots.
    const std::array<Card, DECK_SIZE>& cards() const { return cards_; }

  private:
    bool place_available(int place) const;
    int first_left_from(int slot) const; // lowest slot >= slot still there, or TALON

    Rules rules_{};
    std::array<Card, DECK_SIZE> cards_{};
    PlaceMask pyramid_left_ = 0;
    SlotMask talon_left_ = 0;
    std::uint8_t next_ = TALON;
    std::uint32_t redeals_ = 0;
};

// What m (legal there) does to a position's cards left and stock's top, as do_move does
// (the redeals aside): for state_bits_after() and for callers that follow a line of moves on
// those masks alone (solver_deferred.cpp).
void play_on_masks(Move m, PlaceMask& pyramid, SlotMask& talon, int& next);

// The waste's top slot for those masks (the highest talon card left below `next`), or -1
// when the waste is empty: Position::waste_top() and the callers of play_on_masks().
inline int waste_top_in(SlotMask talon, int next) {
    const SlotMask waste = talon & ((SlotMask(1) << next) - 1);
    return waste ? 31 - std::countl_zero(waste) : -1;
}

} // namespace sol::pyramid
