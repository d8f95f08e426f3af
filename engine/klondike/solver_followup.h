// The follow-up rule of the Klondike solver: after a move that only prepares another, try
// only the moves it prepares.
#pragma once
#include "klondike/position.h"
#include "klondike/solver_move.h"
#include <cstdint>

namespace sol::klondike {

// Some moves change nothing by themselves; they only prepare a next move, their "use":
//   Partial   part of a run moved off a face-up card x (pile `pile`): uses are x to its
//             foundation and any card put on x;
//   Emptied   a pile emptied by a tableau move: uses are King-led runs to an empty pile;
//   Onto      a talon card put on pile `pile` (draw 1, unlimited passes, where the talon
//             card would stay reachable) or a foundation card c of suit `suit` brought
//             down onto it: uses are cards put on it (and see below);
//   Up        a card c that is not safe went to its foundation, from pile `pile` leaving a
//             face-up card x on top (no card turned, the pile not emptied), or (draw 1,
//             unlimited passes) from the talon (`pile` -1); `suit` is c's suit. Uses: the
//             next card of that suit, n, to its foundation; a move that leaves n face up
//             on top of its pile without turning a card (a run or a card lifted off n);
//             from a pile, x to its foundation or a card put on x (and see "Rows");
//   Home      (only in the search over classes, SolverGame::Mode::Classes) a run lifted
//             off the face-up card x on top of pile `pile`, so that x goes up: the use.
// In any win such a move can be delayed until just before its first use: the moves in
// between neither need it nor are hindered by it (a run still on x moves with x; a card
// still in the talon stays reachable; a card still on a pile is carried with it). Doing
// this for the prepared moves from the last to the first gives a win of the same length
// in which each is immediately followed by a use. So after one, the search tries only its
// uses (forced moves still come first: they are dominant in any position).
//
// A foundation card brought down is a use after every restriction, for two reasons. It
// also uncovers the card below it on its foundation, which may come down in turn (draw 1
// seed 2789 brings the ten of hearts down only to bring the nine down, onto the ten of
// clubs, for the eight of spades). And the card that goes onto a prepared card may itself
// wait on a foundation under others, or a prepared move's use may be shared with such a
// chain (draw 1 seed 5222 puts the five of hearts from the talon onto the six of spades
// and brings the five of clubs down, both only so that the four of clubs can come down
// onto the five of hearts). So a win's foundation cards brought down for a use stand in a
// row just before it, after the other moves prepared for it. Without this the search
// called seven winnable draw 1 deals of 1-10000 lost (2789 3120 5222 6633 8042 8791 9696).
// A card brought down and then moved on, or up again, before any use makes a longer win.
// In such a row each card is followed by a card put on it, the next card of its suit
// brought down (it uncovered that card), or a card of the other colour brought down (the
// first of a row that ends with a card put on it or on a card below it): a card c put on a
// card z is one rank lower and of the other colour, and the cards above c on its
// foundation come down first. So after a card brought down, only those follow. After a
// Partial or a talon card put on a pile (whose uses put a card on the card x left on top),
// the row is that of a card that goes onto x: a suit of the other colour whose foundation
// holds x's rank less one. After an Up any row may come (a run lifted off n may go onto
// its last card); after an Emptied, only a King brought down to the empty pile.
//
// For Up the moves in between cannot need c on its foundation either: only n going up
// does (a use), and c coming back down to a pile p' would make a shorter win by moving c
// to p' straight from where it waits. Two prepared moves may share their first use; the
// uses above are chosen so that one of them is then a use of the other and the two can
// stand in a row: Up(c) before a move that leaves n face up (Partial or another Up, whose
// own use is n going up), or Up(c') before Up(c) when c' is the card below x in its suit
// (c going up leaves x, the next card of c''s suit, face up: a use of Up(c')). An Up that
// empties its pile is left unrestricted, since its use (a King to the empty pile) is also
// Emptied's.
//
// Rows. That pairing does not cover every pair of prepared moves that share a first use
// with neither a use of the other. Going through the uses of each kind, the pairs left
// out are an Up(d) whose use is also the other's, where that use lifts a card or run off
// d's successor n (a card put on the other's card, x going up, or a run lifted off the
// other's successor). Draw 1 seed 4271 reaches clubs at 2, hearts and spades at 3, with 3C
// on 4H on 5S in one pile and 4S on 5D in another: 4H going up needs 3C up (its use) and
// is a use of 4S up (it leaves 5S face up), and each of the two must come right before it.
// Seed 7878 puts 4S from the talon on 5D and plays 3C up, both for 3H and 2S to go on 4S,
// leaving 4C face up. The search called both deals lost, though both are won. So after any
// prepared move, a card d may go up too when its successor n is face up under another
// card (covered_face_up): the pair then stands in the order P, Up(d), use, and the use
// is one of Up(d)'s. (The card going up needs no other test: its own use follows.)
//
// The rule depends on the line, not only on the position, so the follow-up is part of the
// search key (`hash`): a position reached with a restriction is a different search node
// from the same position reached freely, and the visited table keeps them apart.

// The face-up tableau cards with a card on them: those a card or run can be lifted off
// ("Rows" asks it of a card's successor).
CardSet covered_face_up(const Position& pos);

// Whether a card of suit `next` may come down from its foundation right after one of suit
// `suit` did: the same suit, or the other colour (solver_followup.h, above).
inline bool follows_down(int suit, int next) {
    return next == suit || is_red(make_card(1, next)) != is_red(make_card(1, suit));
}

struct FollowUp {
    enum Kind : std::uint8_t { None, Partial, Emptied, Onto, Up, Home };
    Kind kind = None;
    std::int8_t pile = -1;
    std::int8_t suit = -1; // Up: the suit of the card that went up

    // The follow-up after `m`, read in the position `after` reached by m.
    static FollowUp after(const Position& after, SolverMove m);
    // Whether m is a use (always true with None).
    bool allows(const Position& pos, SolverMove m) const;
    // A key term naming the restriction by cards, not pile numbers, since the position key
    // ignores the piles' order; 0 with None (solver_key::follow_up).
    std::uint64_t hash(const Position& pos) const;
};

} // namespace sol::klondike
