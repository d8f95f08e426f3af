#include "shell/view/card_sprites.h"

#include <cmath>
#include <imgui.h>

namespace sol::ui {

int CardSprites::cell_of(CardView card) {
    if (!card.face_up || !is_valid_card(card.card)) return CELLS - 1;
    return suit_of(card.card) * RANKS + rank_of(card.card) - 1;
}

bool CardSprites::update(const CardFonts& fonts, const Palette& pal, float w, float h, float radius,
                         float ratio) {
    if (w == w_ && h == h_ && radius == radius_ && ratio == ratio_ && pal == pal_) return ok_;
    w_ = w, h_ = h, radius_ = radius, ratio_ = ratio, pal_ = pal;
    // Cells start on whole device pixels and leave a transparent margin around each card,
    // so that filtering at a card's edge never reads its neighbour.
    cell_w_ = int(std::ceil(w * ratio)) + 2;
    cell_h_ = int(std::ceil(h * ratio)) + 2;
    const int rows = (CELLS + COLUMNS - 1) / COLUMNS;

    ImDrawList list(ImGui::GetDrawListSharedData());
    list._ResetForNewFrame();
    list.PushTextureID(ImGui::GetIO().Fonts->TexID);
    const float sheet_w = float(COLUMNS * cell_w_) / ratio, sheet_h = float(rows * cell_h_) / ratio;
    list.PushClipRect({0, 0}, {sheet_w, sheet_h});
    for (int i = 0; i < CELLS; ++i) {
        const Rect r{float((i % COLUMNS) * cell_w_ + 1) / ratio,
                     float((i / COLUMNS) * cell_h_ + 1) / ratio, w, h};
        const CardView v = i == CELLS - 1 ? CardView{NO_CARD, false}
                                          : CardView{make_card(i % RANKS + 1, i / RANKS), true};
        draw_card(list, fonts, pal, r, radius, v);
    }
    // Cleared to the edge colour at alpha 0: pixels the cards' edges cover in part keep
    // that colour with their coverage as alpha, so the sheet holds plain (not premultiplied)
    // colour, and sprites blend like any other shape.
    ok_ = gl::render_offscreen(list, sheet_w, sheet_h, ratio, pal.face_edge & 0x00FFFFFF, sheet_);
    return ok_;
}

void CardSprites::draw(ImDrawList& list, const Rect& r, CardView card) const {
    const int i = cell_of(card);
    const float x = float((i % COLUMNS) * cell_w_ + 1), y = float((i / COLUMNS) * cell_h_ + 1);
    const float sw = float(sheet_.width), sh = float(sheet_.height);
    const ImVec2 uv0{x / sw, y / sh}, uv1{(x + w_ * ratio_) / sw, (y + h_ * ratio_) / sh};
    ImVec2 p0{r.x, r.y};
    if (r.w == w_ && r.h == h_) {
        p0.x = std::round(r.x * ratio_) / ratio_;
        p0.y = std::round(r.y * ratio_) / ratio_;
    }
    const auto texture = reinterpret_cast<ImTextureID>(std::intptr_t(sheet_.texture));
    list.AddImage(texture, p0, {p0.x + r.w, p0.y + r.h}, uv0, uv1);
}

} // namespace sol::ui
