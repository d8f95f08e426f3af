// Safe cards: a card that can go home and can never be needed on the tableau again
// (docs/rules.md, FreeCell: Safe cards). The table sends them home by itself when the
// player asks for it, and the solver plays them as forced moves.
#pragma once
#include "freecell/position.h"

namespace sol::freecell {

// Whether `card`, which can go to its foundation in `pos`, is safe there. Why sending it
// home keeps every win: take any winning line from `pos`. In the position with the card
// home, play the same line leaving out the card's own moves. Every move stays legal: no
// move of the line puts a card onto `card` (below), the card takes up no cell or column
// any more (so every cell and column the line needs empty is empty, and run limits are
// no lower), and what lay under it is uncovered sooner but receives nothing until the
// line uncovers it too. The line ends with all 52 cards home, as before.
// Nothing is put onto it because:
// - an Ace holds no card;
// - a 2 could only hold an Ace of the other colour (FreeCell): where the line puts that
//   Ace on it, play the Ace home instead (always legal), and leave out that Ace's later
//   moves; nothing goes onto an Ace, so the rest is unchanged;
// - another card of rank r holds only cards of rank r - 1 that it stacks with (the other
//   colour in FreeCell, its own suit in Baker's Game), and those are all home already and
//   never leave a foundation. In Baker's Game that card is the one below it in its suit,
//   home before it can go home, so every card that goes home is safe.
inline bool is_safe_home(const Position& pos, Card card) {
    const int r = rank_of(card);
    if (r <= 2 || pos.rules().build == Build::Suit) return true;
    for (int s = 0; s < SUITS; ++s)
        if (is_red(make_card(1, s)) != is_red(card) && pos.foundation(s) < r - 1) return false;
    return true;
}

// The first safe move home in `pos` (columns 1-8, then the cells), if any.
inline bool safe_move_home(const Position& pos, Move& out) {
    for (int c = 0; c < COLUMNS; ++c) {
        const Card card = pos.top(c);
        if (card != NO_CARD && pos.goes_home(card) && is_safe_home(pos, card)) {
            out = Move::make(c, FOUNDATION0 + suit_of(card));
            return true;
        }
    }
    for (int i = 0; i < pos.rules().cells; ++i) {
        const Card card = pos.cell(i);
        if (card != NO_CARD && pos.goes_home(card) && is_safe_home(pos, card)) {
            out = Move::make(CELL0 + i, FOUNDATION0 + suit_of(card));
            return true;
        }
    }
    return false;
}

} // namespace sol::freecell
