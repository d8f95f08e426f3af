#include "layout.h"

#include <algorithm>

namespace game {

namespace {
// Proportions relative to the card width, chosen to look like a card table.
constexpr float GAP = 0.16f;         // space between columns and around the table
constexpr float ROWS_DOWN = 3.6f;    // card heights the table needs vertically at least
constexpr float MIN_CARD_W = 24.0f;  // below this nothing is readable; let it overflow
constexpr float MAX_CARD_W = 180.0f; // beyond this cards look silly on huge screens
} // namespace

TableLayout compute_layout(float width, float height, float top) {
    TableLayout t;
    constexpr int cols = TableLayout::TABLEAU_PILES;
    const float avail_h = std::max(0.0f, height - top);

    // Across: cols cards and cols + 1 gaps. Down: ROWS_DOWN card heights and 3 gaps.
    const float by_width = width / (cols + (cols + 1) * GAP);
    const float by_height = avail_h / (ROWS_DOWN * TableLayout::CARD_ASPECT + 3 * GAP);
    t.card_w = std::clamp(std::min(by_width, by_height), MIN_CARD_W, MAX_CARD_W);
    t.card_h = t.card_w * TableLayout::CARD_ASPECT;
    t.corner_radius = t.card_w * 0.07f;
    t.fan_face_down = t.card_h * 0.10f;
    t.fan_face_up = t.card_h * 0.26f;

    const float gap = t.card_w * GAP;
    const float table_w = cols * t.card_w + (cols - 1) * gap;
    const float x0 = (width - table_w) * 0.5f;
    const float y_top = top + gap;
    const float y_tableau = y_top + t.card_h + gap * 1.5f;
    auto column = [&](int c, float y) {
        return Rect{x0 + c * (t.card_w + gap), y, t.card_w, t.card_h};
    };

    t.stock = column(0, y_top);
    t.waste = column(1, y_top);
    for (int f = 0; f < TableLayout::FOUNDATIONS; ++f) t.foundations[f] = column(3 + f, y_top);
    for (int c = 0; c < cols; ++c) t.tableau[c] = column(c, y_tableau);
    t.bottom = std::max(y_tableau + t.card_h, height - gap);
    return t;
}

} // namespace game
