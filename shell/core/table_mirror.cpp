#include "shell/core/table_mirror.h"

#include <algorithm>

namespace sol::ui {

namespace {
// The piles that change sides: everything but the tableau and the pyramid's places.
bool mirrored(const PileView& v) {
    return v.kind == PileKind::Stock || v.kind == PileKind::Waste ||
           v.kind == PileKind::Foundation || v.kind == PileKind::Cell;
}
} // namespace

TableGeometry layout_left_handed(const TableArea& area, const TableShape& shape,
                                 std::vector<PileView>& piles) {
    // The others move as a block, in their own order, into the mirror image of their
    // span: where the side columns differ (Klondike's Wide shape: one at the left, two at
    // the right), the tableau moves over by the difference.
    float first = shape.columns, last = 0;
    for (const PileView& v : piles)
        if (!mirrored(v)) first = std::min(first, v.col), last = std::max(last, v.col);
    const float shift = first <= last ? shape.columns - 1 - last - first : 0;
    for (PileView& v : piles) v.col = mirrored(v) ? shape.columns - 1 - v.col : v.col + shift;
    TableGeometry g = layout_table(area, shape, piles);
    for (size_t p = 0; p < piles.size(); ++p) {
        if (!mirrored(piles[p]) || piles[p].fan != Fan::Right) continue;
        // Each card as far left of the slot as it lay right of it: the fan opens towards
        // the middle of the table, away from the stock now on its right.
        PileGeometry& pg = g.piles[p];
        pg.area = pg.slot;
        for (Rect& r : pg.cards) {
            r.x = 2 * pg.slot.x - r.x;
            pg.area.x = std::min(pg.area.x, r.x);
        }
        pg.area.w = pg.slot.x + pg.slot.w - pg.area.x;
    }
    return g;
}

} // namespace sol::ui
