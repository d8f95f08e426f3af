#include "shell/core/stock_badge.h"

#include <algorithm>

namespace sol::ui {

namespace {

bool overlaps(const Rect& a, const Rect& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

} // namespace

Rect stock_badge(const TableGeometry& g, const TableArea& area, const std::vector<PileView>& piles,
                 int stock, float w, float h) {
    const Rect& slot = g.piles[size_t(stock)].slot;
    const Rect inside{slot.cx() - w * 0.5f, slot.y + slot.h - h - slot.w * 0.1f, w, h};
    const std::vector<CardView>& cards = piles[size_t(stock)].cards;
    if (cards.empty() || !cards.back().face_up) return inside;
    const float gap = 3, top = area.top, bottom = area.height - area.bottom_bar;
    // Free: inside the table, on no card and no pile's slot (an empty Pyramid place shows
    // nothing: the badge may lie there).
    auto free = [&](const Rect& r) {
        if (r.x < 0 || r.x + r.w > area.width || r.y < top || r.y + r.h > bottom) return false;
        for (size_t p = 0; p < g.piles.size(); ++p) {
            const PileGeometry& pg = g.piles[p];
            if (overlaps(r, pg.slot) &&
                !(piles[p].kind == PileKind::Place && piles[p].cards.empty()))
                return false;
            for (const Rect& c : pg.cards)
                if (overlaps(r, c)) return false;
        }
        return true;
    };
    const float mid = slot.cy() - h * 0.5f;
    const Rect around[] = {
        {slot.cx() - w * 0.5f, slot.y + slot.h + gap, w, h}, // below
        {slot.cx() - w * 0.5f, slot.y - h - gap, w, h},      // above
        {slot.x + slot.w + gap, mid, w, h},                  // right
        {slot.x - w - gap, mid, w, h},                       // left
    };
    for (const Rect& r : around)
        if (free(r)) return r;
    // A tight table (a small phone held upright) has no room around the stock: the nearest
    // free place along its row, past the piles beside it (after the waste).
    for (float step = slot.w * 0.25f, d = step; d < area.width; d += step)
        for (const float x : {slot.x + slot.w + gap + d, slot.x - w - gap - d})
            if (free({x, mid, w, h})) return {x, mid, w, h};
    return inside;
}

} // namespace sol::ui
