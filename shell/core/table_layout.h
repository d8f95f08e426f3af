#pragma once
// Table geometry for any game: card size from the window, where each pile sits, and where
// each of its cards lies once fanned. Pure arithmetic in logical (CSS) pixels, no ImGui,
// recomputed every frame (it is cheap) so resizes and new cards are followed at once.

#include "shell/games/table_game.h"

#include <cstddef>
#include <vector>

namespace sol::ui {

// An axis-aligned rectangle in logical pixels; (x, y) is the top-left corner.
struct Rect {
    float x = 0, y = 0, w = 0, h = 0;
    bool contains(float px, float py) const {
        return px >= x && px < x + w && py >= y && py < y + h;
    }
    float cx() const { return x + w * 0.5f; }
    float cy() const { return y + h * 0.5f; }
};

// Where one pile and its cards are. `slot` is the pile's own place (one card in size, also
// when empty); cards[i] is card i's rectangle, bottom card first, later cards drawn over
// earlier ones. `area` covers the slot and every card: the target for drops and taps.
struct PileGeometry {
    Rect slot;
    Rect area;
    std::vector<Rect> cards;
};

// The whole table for one frame. Invariants: cards are CARD_ASPECT times taller than wide;
// a fanned pile never reaches below `bottom` unless even its tightest fan cannot fit.
struct TableGeometry {
    static constexpr float CARD_ASPECT = 1.4f;
    float card_w = 0, card_h = 0;
    float radius = 0; // card corner radius
    float bottom = 0;
    std::vector<PileGeometry> piles;
};

// The space the table may use: the window minus the menu bar (top) and status bar.
// `index_scale`: the cards' corner index size (Palette::index_scale); fanned cards show
// at least the strip it needs where there is room.
struct TableArea {
    float width = 0, height = 0;
    float top = 0, bottom_bar = 0;
    float index_scale = 1;
};

// The width of the cards `shape` allows in `area`.
float card_width_for(const TableArea& area, const TableShape& shape);
// Which of `shapes` (a game's, in order of preference) to lay out in `area`: the first,
// unless a later one gives cards at least 10% wider (a phone held sideways).
std::size_t choose_shape(const TableArea& area, const std::vector<TableShape>& shapes);

// Lays out `piles` (as the game describes them for `shape`) in `area`. The cards are as
// large as the shape allows; spare height is spent on wider fan steps (up to a limit, the
// same for every pile so that the table looks even) and on the piles' `grow` steps.
TableGeometry layout_table(const TableArea& area, const TableShape& shape,
                           const std::vector<PileView>& piles);

} // namespace sol::ui
