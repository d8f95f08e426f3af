#include "klondike/solver_deadlock.h"
#include "klondike/solver_cards.h"
#include <bit>

namespace sol::klondike {

namespace {

// The position's facts the fixpoint reads, as card sets and one map.
struct Board {
    CardSet tableau = 0;   // every tableau card
    CardSet face_up = 0;   // the face-up ones
    CardSet tops = 0;      // the tops of the piles (exposed from the start)
    CardSet talon = 0;     // the talon cards that can be played whenever wanted
    CardSet waste = 0;     // in the last pass, the waste: a stack, played from the top only
    CardSet home = 0;      // already on a foundation
    CardSet on_parent = 0; // tableau cards lying on one of their own two parents
    CardSet occupied = 0;  // the parents they lie on
    CardSet bottoms = 0;   // the bottom card of every pile
    bool empty_pile = false;
    Card under[64] = {}; // the card below each tableau or waste-stack card (or NO_CARD)

    explicit Board(const Position& pos) {
        for (int p = 0; p < TABLEAU; ++p) {
            const int len = pos.pile_len(p);
            for (int i = 0; i < len; ++i) {
                const Card c = pos.pile_card(p, i);
                const CardSet bit = card_bit(c);
                tableau |= bit;
                if (i >= pos.pile_down(p)) face_up |= bit;
                if (i > 0) {
                    under[c] = pos.pile_card(p, i - 1);
                    if (parents_of(bit) & card_bit(under[c])) {
                        on_parent |= bit;
                        occupied |= card_bit(under[c]);
                    }
                }
            }
            if (len) {
                tops |= card_bit(pos.pile_top(p));
                bottoms |= card_bit(pos.pile_card(p, 0));
            } else {
                empty_pile = true;
            }
        }
        // With no redeal left, a waste card can only be played once every card above it has
        // been: the waste is then one more pile, whose cards are no destinations.
        const bool last_pass = !pos.redeal_left();
        for (int i = 0; i < pos.talon_len(); ++i) {
            const Card c = pos.talon_card(i);
            if (!last_pass || i >= pos.waste_len()) {
                talon |= card_bit(c);
                continue;
            }
            waste |= card_bit(c);
            if (i > 0) under[c] = pos.talon_card(i - 1);
        }
        if (last_pass && pos.waste_len()) tops |= card_bit(pos.waste_top());
        for (int s = 0; s < SUITS; ++s)
            for (int r = 1; r <= pos.foundation(s); ++r) home |= card_bit(make_card(r, s));
    }
};

} // namespace

// The fixpoint of solver_deadlock.h on card sets. Writing E, L and H for the sets of cards
// known to get exposed, to leave and to go home:
//   E = the pile tops, and every card whose card above is in L (a face-down card needs all
//       the cards above it to leave, and the one just above leaving implies that: it is
//       face up, or face down and exposed itself); in the last pass the waste counts as a
//       pile here (its top, then each card whose card above leaves);
//   L = tableau cards that are face up or in E, and waste cards in E, that have somewhere
//       to go: home (in H), an empty pile (a King, once a pile is empty or the bottom card
//       of one that is not a King is in L), or a parent in U other than the card they lie
//       on, where U, the usable destinations, is the tableau cards of E plus P: the talon
//       and foundation cards that can be put on the tableau first (a waste card once in
//       E), being Kings or having a parent in U;
//   H = cards in E, in the talon (the stock only, in the last pass) or home already, whose
//       predecessor of the suit is in H.
// Each step only adds cards, so iterating to a fixpoint gives the least one.
bool hopeless(const Position& pos) {
    const Board b(pos);
    CardSet exposed = b.tops, leaves = 0, home = 0, placed = 0;
    const CardSet off_tableau = ALL_CARDS & ~b.tableau;
    for (;;) {
        // Home: in each suit, the ranks below the first card that cannot go home.
        const CardSet can_go_home = exposed | b.talon | b.home;
        home = 0;
        for (int suit = 0; suit < SUITS; ++suit) {
            const CardSet cards = SUIT0 << suit, missing = cards & ~can_go_home;
            home |= cards & (missing ? (missing & (~missing + 1)) - 1 : ~CardSet(0));
        }
        if ((home & KINGS) == KINGS) return false; // the usual answer: stop as soon as known
        const CardSet usable = (exposed & b.tableau) | placed;
        // A card c lying on one parent P needs the other one, Q (P's twin). Q's children
        // are c and c's twin, so if Q is occupied at all it is by c's twin, and then Q is
        // usable exactly when that twin leaves. So c's other parent is free when Q is
        // usable and unoccupied, or c's twin lies on Q and leaves.
        const CardSet other_free =
            b.on_parent & (children_of(usable & ~b.occupied) | twins(b.on_parent & leaves));
        // A King leaves only for an empty pile: one is empty now, or a pile's bottom card
        // (not a King: that one would need an empty pile itself) leaves.
        const bool can_empty = b.empty_pile || (b.bottoms & ~KINGS & leaves);
        const CardSet kings_out = can_empty ? KINGS : 0; // Kings that have somewhere to go
        const CardSet somewhere =
            home | kings_out | (children_of(usable) & ~b.on_parent) | other_free;
        const CardSet new_leaves =
            ((b.tableau & (b.face_up | exposed)) | (b.waste & exposed)) & somewhere;
        CardSet new_exposed = exposed;
        for (CardSet l = new_leaves & ~leaves; l; l &= l - 1) {
            const Card c = Card(std::countr_zero(l));
            if (b.under[c]) new_exposed |= card_bit(b.under[c]);
        }
        const CardSet new_placed =
            off_tableau & (~b.waste | exposed) & (kings_out | children_of(usable));
        const bool changed = new_leaves != leaves || new_exposed != exposed || new_placed != placed;
        leaves = new_leaves;
        exposed = new_exposed;
        placed = new_placed;
        if (!changed) break;
    }
    return (home & KINGS) != KINGS;
}

} // namespace sol::klondike
