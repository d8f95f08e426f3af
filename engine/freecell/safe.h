// Safe cards: a card that can go home and can never be needed on the tableau again
// (docs/rules.md, FreeCell: Safe cards). The table sends them home by itself when the
// player asks for it, and the solver plays them as forced moves.
#pragma once
#include "freecell/position.h"

namespace sol::freecell {

// Whether `card`, which can go to its foundation in `pos`, is safe there. Why sending it
// home keeps every win: take any winning line from `pos`. In the position with the card
// home, play the same line leaving out the card's own moves, with the changes below.
// Every move stays legal: the card takes up no cell or column any more (so every cell
// and column the line needs empty is empty, and run limits are no lower), and what lay
// under it is uncovered sooner but receives nothing until the line uncovers it too. The
// line ends with all 52 cards home, as before. What the line puts onto the card:
// - an Ace holds no card;
// - a 2 could only hold an Ace of the other colour (FreeCell): where the line puts that
//   Ace on it, play the Ace home instead (always legal), and leave out that Ace's later
//   moves; nothing goes onto an Ace, so the rest is unchanged;
// - in Baker's Game a card holds only the card below it in its own suit, which is home
//   before the card can go home: nothing, so every card that goes home is safe;
// - in FreeCell a card of rank r holds only the two cards of rank r - 1 of the other
//   colour. When both are home (their foundations hold r - 1), nothing.
// - Else, when both foundations of the other colour hold at least r - 2 and the other
//   suit of the card's colour at least r - 3: each of those two cards d is home or can go
//   home as soon as it is uncovered (its foundation stands at r - 2), so where the line
//   puts d on the card, play d home instead and leave out d's later moves. The cards the
//   line could have put on d are of rank r - 2 and the card's colour: the one of its own
//   suit is home, and the other, e, can go home likewise (its foundation stands at
//   r - 3): where the line puts e on d, play e home instead and leave out its later moves.
//   Nothing goes onto e but cards of rank r - 3 of the other colour, home already. So
//   every change plays a card home that the line played somewhere else, and the line
//   still wins.
inline bool is_safe_home(const Position& pos, Card card) {
    const int r = rank_of(card);
    if (r <= 2 || pos.rules().build == Build::Suit) return true;
    int other_colour = RANKS, same_colour = RANKS; // the lowest foundation of each
    for (int s = 0; s < SUITS; ++s) {
        if (s == suit_of(card)) continue;
        int& low = is_red(make_card(1, s)) != is_red(card) ? other_colour : same_colour;
        if (pos.foundation(s) < low) low = pos.foundation(s);
    }
    return other_colour >= r - 1 || (other_colour >= r - 2 && same_colour >= r - 3);
}

// The first safe move home in `pos` (columns 1-8, then the cells), if any. Only the four
// cards the foundations need next can go home, so it looks where those lie (a column
// top, a cell) rather than at every top and cell: the solver asks this at every node.
inline bool safe_move_home(const Position& pos, Move& out) {
    int column = COLUMNS; // the lowest column whose top is a safe card
    Card card = NO_CARD;
    CardSet in_cells = 0; // the safe cards in cells
    for (int s = 0; s < SUITS; ++s) {
        const int home = pos.foundation(s);
        if (home == RANKS) continue;
        const Card next = make_card(home + 1, s);
        const int i = pos.column_index(next);
        if (i < 0) { // not home and not in a column: in a cell
            if (is_safe_home(pos, next)) in_cells |= card_bit(next);
            continue;
        }
        const int c = pos.column_of(next);
        if (c < column && i == pos.column_len(c) - 1 && is_safe_home(pos, next)) {
            column = c;
            card = next;
        }
    }
    if (card != NO_CARD) {
        out = Move::make(column, FOUNDATION0 + suit_of(card));
        return true;
    }
    if (!in_cells) return false;
    for (int i = 0; i < pos.rules().cells; ++i) {
        const Card c = pos.cell(i);
        if (c != NO_CARD && (in_cells & card_bit(c))) {
            out = Move::make(CELL0 + i, FOUNDATION0 + suit_of(c));
            return true;
        }
    }
    return false;
}

} // namespace sol::freecell
