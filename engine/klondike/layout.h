// An unpacked, plain description of any Klondike position: what parsers fill in and what
// Position is built from. Kept apart from Position so that readers can check a layout
// and report errors as values before the packed state (which only asserts) exists.
#pragma once
#include "core/card.h"
#include "core/result.h"
#include "klondike/rules.h"
#include <array>
#include <optional>

namespace sol::klondike {

inline constexpr int TABLEAU = 7;
inline constexpr int MAX_PILE = 19; // 6 face-down + 13 face-up
inline constexpr int TALON = 24;    // stock + waste together
inline constexpr int MAX_DOWN = 6;  // face-down cards of the deepest pile in a deal

// One tableau pile: cards[0..len) bottom to top, the first `down` of them face down.
struct LayoutPile {
    std::array<Card, MAX_PILE> cards{};
    int len = 0;
    int down = 0;
};

// Any position, field by field. talon[0..talon_len) is stock and waste in draw order:
// talon[0..waste_len) the waste (top last), talon[waste_len..talon_len) the stock (next
// drawn first). foundation[s] counts the cards of suit s on its foundation.
struct Layout {
    Rules rules{};
    std::array<LayoutPile, TABLEAU> piles{};
    std::array<Card, TALON> talon{};
    int talon_len = 0;
    int waste_len = 0;
    std::array<int, SUITS> foundation{};
    int redeals = 0;
};

// Checks everything Position assumes: 52 distinct valid cards in total, sizes in range, a
// face-up top on every non-empty pile, face-up cards in alternating descending runs, rules
// in range and redeals within the pass limit. Returns the first problem found, if any.
std::optional<Error> validate(const Layout& layout);

} // namespace sol::klondike
