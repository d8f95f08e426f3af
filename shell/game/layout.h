#pragma once
// Table geometry: where every pile of a Klondike table sits for a given window size.
// Pure arithmetic in logical (CSS) pixels, no ImGui or SDL, so it can be unit-tested and
// recomputed whenever the window changes size.

#include <array>

namespace game {

// An axis-aligned rectangle in logical pixels; (x, y) is the top-left corner.
struct Rect {
    float x = 0, y = 0, w = 0, h = 0;

    bool contains(float px, float py) const {
        return px >= x && px < x + w && py >= y && py < y + h;
    }
};

// The Klondike table: stock, waste and four foundations on the top row, seven tableau
// piles below. Every pile rectangle is one card in size; a tableau pile grows downwards
// from its rectangle by the fan steps, and must stay above `bottom`.
// Invariants: cards are CARD_ASPECT times taller than wide; piles never overlap; all
// rectangles lie within the window below the menu bar.
struct TableLayout {
    static constexpr int TABLEAU_PILES = 7;
    static constexpr int FOUNDATIONS = 4;
    static constexpr float CARD_ASPECT = 1.4f;

    float card_w = 0, card_h = 0;
    float corner_radius = 0;
    float fan_face_down = 0; // vertical step between face-down cards of a tableau pile
    float fan_face_up = 0;   // vertical step between face-up cards (wider: ranks show)
    float bottom = 0;        // lowest y a tableau card may reach
    Rect stock, waste;
    std::array<Rect, FOUNDATIONS> foundations;
    std::array<Rect, TABLEAU_PILES> tableau;
};

// Lays out the table in a window of `width` x `height` logical pixels whose top `top`
// pixels are taken (by the menu bar). Cards are as large as fits: seven columns across,
// and at least a top row plus a few fanned cards down; the table is centred across.
TableLayout compute_layout(float width, float height, float top);

} // namespace game
