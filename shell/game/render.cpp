#include "render.h"

#include <imgui.h>

namespace game {

namespace {

ImVec2 top_left(const Rect& r) {
    return {r.x, r.y};
}
ImVec2 bottom_right(const Rect& r) {
    return {r.x + r.w, r.y + r.h};
}

// An empty pile: a rounded, shaded slot with a light border drawn inside the rectangle
// (so the border never bleeds into a neighbouring pile).
void draw_slot(ImDrawList& list, const Rect& r, float radius, const Theme& theme) {
    list.AddRectFilled(top_left(r), bottom_right(r), theme.slot_fill, radius);
    const float inset = theme.slot_line_width * 0.5f;
    list.AddRect({r.x + inset, r.y + inset}, {r.x + r.w - inset, r.y + r.h - inset},
                 theme.slot_line, radius, 0, theme.slot_line_width);
}

} // namespace

void draw_table(ImDrawList& list, const TableLayout& layout, float width, float height,
                const Theme& theme) {
    list.AddRectFilledMultiColor({0, 0}, {width, height}, theme.felt_top, theme.felt_top,
                                 theme.felt_bottom, theme.felt_bottom);
    const float r = layout.corner_radius;
    draw_slot(list, layout.stock, r, theme);
    draw_slot(list, layout.waste, r, theme);
    for (const Rect& f : layout.foundations) draw_slot(list, f, r, theme);
    for (const Rect& t : layout.tableau) draw_slot(list, t, r, theme);

    // The stock's slot shows a ring: clicking an empty stock turns the waste over.
    const ImVec2 c{layout.stock.x + layout.stock.w * 0.5f, layout.stock.y + layout.stock.h * 0.5f};
    list.AddCircle(c, layout.stock.w * 0.25f, theme.slot_line, 0, theme.slot_line_width);
}

} // namespace game
