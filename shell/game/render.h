#pragma once
// Drawing the table with ImGui's background draw list: the felt and the pile outlines.
// Cards will be drawn here too. Everything is in logical pixels; ImGui's framebuffer
// scale turns them into device pixels, so lines stay crisp at any devicePixelRatio.

#include "layout.h"

struct ImDrawList;

namespace game {

// The table's colours, as packed ImGui colours (IM_COL32: 0xAABBGGRR).
struct Theme {
    unsigned felt_top = 0xFF3F8A1C;    // rgb(28,138,63), lit centre-top of the felt
    unsigned felt_bottom = 0xFF235A0E; // rgb(14,90,35), darker at the bottom edge
    unsigned slot_fill = 0x33000000;   // an empty pile: a faint shadow ...
    unsigned slot_line = 0xB4D2F0DC;   // ... with a light outline
    float slot_line_width = 2.0f;
};

// The empty table: felt over the whole window and an outline for every pile.
void draw_table(ImDrawList& list, const TableLayout& layout, float width, float height,
                const Theme& theme);

} // namespace game
