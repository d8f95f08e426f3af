// The safe-to-foundation dominance of the Klondike solver.
#pragma once
#include "klondike/position.h"

namespace sol::klondike {

// Safe-to-foundation rule (the dominance of Solvitaire, Blake & Gent, for games whose
// foundation cards may come back to the tableau): card c of rank r may go up at once if
// both foundations of the other colour hold r - 2 cards and the other foundation of its
// colour holds r - 3. Then every card that could ever want c as a base (the other colour's
// r - 1, and the cards those would hold) can go to its foundation instead, so some
// shortest win plays c up now. The weaker "other colour at r - 1" rule is unsound once
// foundation cards may come back down (Solvitaire's note on ShootMe deal 39209).
// `found` holds the foundation counts by suit; only the other three suits are read.
inline bool safe_to_foundation(const int* found, Card c) {
    const int r = rank_of(c), s = suit_of(c);
    if (r <= 2) return true;
    const int o1 = is_red(c) ? CLUBS : DIAMONDS, o2 = 3 - o1;
    return found[o1] >= r - 2 && found[o2] >= r - 2 && found[3 - s] >= r - 3;
}

inline bool safe_to_foundation(const Position& pos, Card c) {
    const int found[SUITS] = {pos.foundation(0), pos.foundation(1), pos.foundation(2),
                              pos.foundation(3)};
    return safe_to_foundation(found, c);
}

} // namespace sol::klondike
