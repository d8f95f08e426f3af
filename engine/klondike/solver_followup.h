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
//             card would stay reachable) or a foundation card brought down onto it: uses
//             are cards put on it;
// In any win such a move can be delayed until just before its first use: the moves in
// between neither need it nor are hindered by it (a run still on x moves with x; a card
// still in the talon stays reachable; a card still on a pile is carried with it). Doing
// this for the prepared moves from the last to the first gives a win of the same length
// in which each is immediately followed by a use. So after one, the search tries only its
// uses (forced moves still come first: they are dominant in any position).
//
// The rule depends on the line, not only on the position, so the follow-up is part of the
// search key (`hash`): a position reached with a restriction is a different search node
// from the same position reached freely, and the visited table keeps them apart.
struct FollowUp {
    enum Kind : std::uint8_t { None, Partial, Emptied, Onto };
    Kind kind = None;
    std::int8_t pile = -1;

    // The follow-up after `m`, read in the position `after` reached by m.
    static FollowUp after(const Position& after, SolverMove m);
    // Whether m is a use (always true with None).
    bool allows(const Position& pos, SolverMove m) const;
    // A key term naming the restriction by cards, not pile numbers, since the position key
    // ignores the piles' order; 0 with None, else non-zero and in the high 32 bits only.
    std::uint64_t hash(const Position& pos) const;
};

} // namespace sol::klondike
