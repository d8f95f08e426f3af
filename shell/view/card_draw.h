#pragma once
// Cards and pile markers as vector shapes on an ImDrawList: every edge is geometry, so
// cards stay crisp at any size and pixel ratio.

#include "shell/core/table_layout.h"
#include "shell/games/table_game.h"
#include "shell/view/card_fonts.h"

struct ImDrawList;

namespace sol::ui {

// The pattern inside a card back's frame (appearance.cpp pairs each with its colours).
enum class BackDesign { Lattice, Diamonds, Stripes, Rings };

// Colours of the table, as packed ImGui colours (IM_COL32: 0xAABBGGRR), and the cards'
// style. The card sheet (card_sprites.h) is drawn again whenever any of it changes.
struct Palette {
    unsigned felt_top = 0xFF3F8A1C, felt_bottom = 0xFF235A0E;
    unsigned face = 0xFFFCFCFA, face_edge = 0xFF9A9A9A;
    // Ink of each suit, by the engine's suit number: clubs, diamonds, hearts, spades.
    unsigned ink[4] = {0xFF201A1A, 0xFF2A1FC8, 0xFF2A1FC8, 0xFF201A1A};
    BackDesign back_design = BackDesign::Lattice;
    unsigned back = 0xFF8A4A1E, back_line = 0xFFD8B070; // deep blue with a gold lattice
    // The corner indices' size against the normal one; CardFonts bakes the corner font at
    // it, and the index column moves in by as much so that it stays on the card.
    float index_scale = 1;
    unsigned slot_fill = 0x30000000, slot_line = 0x90E0F0E0;
    unsigned shadow = 0x40000000;
    unsigned veil = 0x5A000000;      // over a card that cannot be played yet
    unsigned highlight = 0xFF30D0FF; // keyboard cursor and selection (amber)
    bool operator==(const Palette&) const = default;
};

// Draws one card, face up or down, filling `r`.
void draw_card(ImDrawList& list, const CardFonts& fonts, const Palette& pal, const Rect& r,
               float radius, CardView card);
// A soft shadow under a card that is lifted (dragged or flying).
void draw_lift_shadow(ImDrawList& list, const Palette& pal, const Rect& r, float radius);
// The marker of an empty pile: an outline with a hint of what goes there (the foundation's
// suit, a K for an empty tableau pile, a redeal ring or a cross on an empty stock).
void draw_empty_pile(ImDrawList& list, const CardFonts& fonts, const Palette& pal, const Rect& r,
                     float radius, const PileView& pile, bool can_redeal);
// An outline around `r`, for the keyboard cursor and picked-up cards.
void draw_highlight(ImDrawList& list, const Palette& pal, const Rect& r, float radius);
// A small badge, e.g. the stock's count and passes left: `text` on a dark pill filling
// `pill`, whose size caption_size() gives, at (0, 0) (shell/core/stock_badge.h places it).
Rect caption_size(const CardFonts& fonts, const char* text);
void draw_caption(ImDrawList& list, const CardFonts& fonts, const Rect& pill, const char* text);

} // namespace sol::ui
