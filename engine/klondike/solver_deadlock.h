// A static proof that a Klondike position cannot be won (a relaxation of the rules).
#pragma once
#include "klondike/position.h"

namespace sol::klondike {

// True when some card can never reach its foundation even in a relaxed game, which proves
// that `pos` cannot be won; false means nothing was proven.
//
// The relaxation keeps only the order in which things must happen and forgets most of
// what competes for space: a talon card may be played whenever wanted once some draw can
// bring it to the waste top, a card on a foundation may come down whenever wanted, and a
// destination that is ever uncovered stays usable. Five facts per card are computed as a
// least fixpoint (all false, then set only when justified by facts already set):
//   drawn(c):   c, in the talon, gets to the waste top: a draw turns it up as things stand
//               (the last card, the waste top, a draw of this pass, or of a pass from the
//               start if a redeal is left), or the card right after it in the talon is
//               played (c is under it in the waste), or, with a redeal left, k cards before
//               it are played that shift it to a place a draw turns up (k < draw);
//   exposed(c): c is at some time the top of a pile: every card above it has left;
//   placed(c):  c, drawn or on a foundation, can be put on the tableau: it is a King (an
//               empty pile) or one of its parents is usable;
//   leaves(c):  c at some time moves off its place as the first card of a run (or to its
//               foundation): it is face up then, and has somewhere to go: its foundation,
//               an empty pile for a King (a pile is empty, or the bottom card of a pile,
//               not a King, leaves), or a usable parent (next rank, other colour)
//               that is not the card it already lies on. A parent only once c's twin is
//               home, if the twin lies above c in its pile and one of their two parents
//               below c: the twin leaves first, onto the other parent (or home), and can
//               leave that one only for home, since the parent under c stays covered;
//   home(c):    c reaches its foundation: it is exposed (or drawn) and the card of its
//               suit one rank lower reaches its foundation.
// A talon card is played when it is drawn and goes home or is placed.
// In the last pass (no redeal left) the waste is a stack played from the top only, so it
// counts as one more pile of face-up cards that are no destinations.
// A parent is usable when it is exposed (a face-up card with another one on it is no
// destination until that one leaves) or placed (a talon card must be on the tableau
// before anything goes on it).
// Every event of a real win satisfies these rules, so in a winnable position every card
// ends with home(c). A card without it is stuck: typically it lies under a card whose
// foundation predecessor and both parents lie under it too, or both its parents are
// held by cards that cannot leave.
bool hopeless(const Position& pos);

// The facts of one tableau pile that the proof reads (solver_deadlock.cpp, Board), as card
// sets. All of them are cards of the pile itself, so the piles' sets are disjoint.
struct PileFacts {
    CardSet cards = 0, face_up = 0, top = 0, bottom = 0;
    CardSet on_parent = 0, occupied = 0; // cards on one of their parents; those parents
    CardSet twin_above = 0, twin_below = 0;
};

// What the proof keeps between calls on the positions of one game, for a caller that asks
// it in many positions a few moves apart (the solver): a move changes one or two piles,
// and gathering every pile's facts card by card was some 40% of the proof's work (draw 3
// seed 8364). The caller marks a pile `stale` whenever it changes (a card added, removed
// or turned); the facts of the other piles are taken as they were. A stale pile is gathered
// again only from the first card where it differs from the copy kept of it: a third of them
// are back as they were (a move and its undo), and moves change only the top of a pile, so
// the cards below are gathered again only when they changed.
struct DeadlockMemo {
    PileFacts piles[TABLEAU];
    struct Pile {
        std::uint8_t len = 0, down = 0;
        Card cards[MAX_PILE];
    } seen[TABLEAU]; // each pile as it was when its facts were gathered
    // The facts of the first i cards of pile p of `seen`, for i <= seen[p].len, as far as
    // the gathering reads them on (the twins it waits for among the cards above: `wanted`).
    struct Prefix {
        CardSet cards = 0, wanted = 0, on_parent = 0, occupied = 0, twin_above = 0, twin_below = 0;
    };
    Prefix prefix[TABLEAU][MAX_PILE + 1];
    PileFacts all; // the union of the piles' facts, kept as their xor (they are disjoint)
    // The card under each tableau card, written when its pile is gathered (and under each
    // card of a last-pass waste, by every call).
    Card under[64];
    unsigned stale = (1u << TABLEAU) - 1; // bit p: pile p changed since it was gathered
};

// hopeless(pos), reusing the facts of the piles of `memo` not marked stale (it must have
// been used only with this game's positions, each change of a pile marked).
bool hopeless(const Position& pos, DeadlockMemo& memo);

// Brings the facts of the piles of `memo` up to date with `pos`, as hopeless(pos, memo)
// does first: the move generation reads each pile's face-up cards from them too.
void refresh_piles(const Position& pos, DeadlockMemo& memo);

} // namespace sol::klondike
