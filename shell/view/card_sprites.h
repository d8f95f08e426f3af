#pragma once
// Cards as pictures: every card face and the back drawn once (with card_draw.h's vector
// shapes) into one texture, the sheet, then put on the table as textured rectangles.
//
// Why: a vector card is 250-500 triangles, a table of them 7,000 or more, drawn again
// whenever anything moves; with software WebGL (a browser without a usable GPU) such a
// frame took 50-100 ms, longer while the solver kept a core busy. A sprite is 2 triangles.
// The sheet is drawn again only when the card size, the pixel ratio or the cards' style
// (the Palette: backs, inks, index size) changes.

#include "shell/view/card_draw.h"
#include "shell/view/gl_renderer.h"

namespace sol::ui {

class CardSprites {
  public:
    // Makes the sheet for cards of w x h logical pixels at `ratio` device pixels each in
    // the style `pal`, unless it is made for them already. Call within a frame, after
    // CardFonts::update: it draws offscreen with GL. False when the sheet cannot be made
    // (too large for the GPU): then draw cards as vectors.
    bool update(const CardFonts& fonts, const Palette& pal, float w, float h, float radius,
                float ratio);
    // Adds the card's picture, stretched to fill `r` (a turning card is narrower). A card
    // at full size is put on whole device pixels, so that it is as sharp as on the sheet.
    void draw(ImDrawList& list, const Rect& r, CardView card) const;

  private:
    static constexpr int COLUMNS = 10, CELLS = 53; // 52 faces (by suit, rank), the back
    static int cell_of(CardView card);

    gl::Target sheet_;
    bool ok_ = false;
    float w_ = 0, h_ = 0, radius_ = 0, ratio_ = 0;
    Palette pal_;
    int cell_w_ = 0, cell_h_ = 0; // a cell in device pixels: the card and a 1 px margin
};

} // namespace sol::ui
