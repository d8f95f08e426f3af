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

// How a card's face is laid out at a size: the rules the layout (the strips fanned cards
// show) and the drawing (shell/view/card_draw.cpp, CardFonts) share, in logical pixels.
// A card too small for a corner index whose letters stand MIN_LETTER tall gets the compact
// face instead: a large rank at the top left and its suit at the top right, filling the
// strip a fanned card shows, a smaller suit under the rank for a sideways fan, and a large
// pip below (a phone's narrow columns: issue 26, item 5).
struct CardFace {
    // Letters and digits of the bundled font (DejaVu Sans) stand this part of its size tall
    // (its cap height), and its suit glyphs too; they start this far below the line's top.
    static constexpr float CAP_HEIGHT = 0.729f, CAP_TOP = 0.199f;
    // Ink widths, as parts of the size: the widest rank (Q; 10 is drawn squeezed to it) and
    // the widest suit (the heart).
    static constexpr float RANK_INK_W = 0.68f, SUIT_INK_W = 0.72f;
    // The smallest corner letters wanted (CSS px), and the compact face's, a little more so
    // that a glyph's rounding never brings them under.
    static constexpr float MIN_LETTER = 14, COMPACT_LETTER = 15;

    bool compact = false;
    float index_size = 0; // the corner font's size: the rank's, and the compact face's suit's
    float margin = 0;     // compact: from the card's edges to the index's ink
    float strip = 0;      // from the card's top: the part a downward fan shows whole
    float column = 0;     // from the card's left: the part a rightward fan shows whole
    float pip_size = 0;   // the big suit in the middle (the compact face's, below the strip)
    float letter() const { return index_size * CAP_HEIGHT; } // the rank's height in ink
};
// The face of a card `card_w` wide; `index_scale` enlarges the index (Palette::index_scale).
CardFace card_face(float card_w, float index_scale = 1);

// The whole table for one frame. Invariants: cards are CARD_ASPECT times taller than wide;
// a fanned pile never reaches below `bottom` unless even steps of 2 px cannot fit it.
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
