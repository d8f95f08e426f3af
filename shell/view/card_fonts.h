#pragma once
// The fonts of the game: the UI font and two card fonts (corner ranks, big centre pips),
// all from the bundled DejaVu Sans subset (it has the four suit glyphs), baked at the
// device pixel ratio so that they are as crisp as the vector shapes around them.

#include "shell/core/table_layout.h"

struct ImFont;

namespace sol::ui {

// Rebuilds ImGui's font atlas when the card size or the pixel ratio changes (a resize),
// never in between. Sizes are logical pixels: fonts are baked at size * ratio and drawn at
// size, so a glyph's texels match the screen's pixels.
class CardFonts {
  public:
    static constexpr float UI_SIZE = 16.0f;

    // Call between the backends' NewFrame() and ImGui::NewFrame(). `corner_scale` enlarges
    // the corner indices (Palette::index_scale), baked at their size so they stay crisp;
    // the face's layout at that size (card_face) decides the sizes.
    void update(float card_w, float ratio, float corner_scale = 1);

    ImFont* ui = nullptr;
    ImFont* corner = nullptr;            // rank and small suit in a card's corners
    ImFont* pip = nullptr;               // the big suit in the middle
    float corner_size = 0, pip_size = 0; // their logical sizes
    CardFace face;                       // the face the fonts are baked for

  private:
    float card_w_ = 0, ratio_ = 0, corner_scale_ = 0;
};

// Suit glyphs as UTF-8, indexed by the engine's suit number (clubs, diamonds, hearts,
// spades).
inline const char* const SUIT_GLYPH[4] = {"\xE2\x99\xA3", "\xE2\x99\xA6", "\xE2\x99\xA5",
                                          "\xE2\x99\xA0"};

} // namespace sol::ui
