// FreeCell rule variants as data (docs/rules.md, FreeCell). Named presets of them are in
// presets.h.
#pragma once
#include <cstdint>

namespace sol::freecell {

// How a column is built down: one rank lower and of the other colour (FreeCell), or one
// rank lower and of the same suit (Baker's Game).
enum class Build : std::uint8_t { Alternate, Suit };

// The most free cells a variant may have: a Move names a cell in its place field
// (move.h), and the table shows them in one row.
inline constexpr int MAX_CELLS = 8;

// One FreeCell variant. Defaults are the common game: 4 cells, alternating colours.
struct Rules {
    std::uint8_t cells = 4; // 0..MAX_CELLS
    Build build = Build::Alternate;
    constexpr bool operator==(const Rules&) const = default;
};

} // namespace sol::freecell
