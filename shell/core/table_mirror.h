#pragma once
// The left-handed layout: the stock and the foundations change sides (Klondike's stock on
// the right, its foundations on the left; Spider's stock and completed runs swapped;
// Pyramid's stock and waste on the right), so that the hand that plays from the stock
// stays on its own side. The tableau and Pyramid's pyramid keep their places.
//
// It wraps layout_table rather than changing it: the mirrored piles' columns are turned
// around before the layout (the tableau moving as a block where the side columns are
// unequal), and rightward fans (Klondike's waste) are turned leftward,
// towards the middle of the table, after it. The rest of the game (hit-testing, drops, the
// keyboard's neighbours, animation, the test hook) reads the same columns and rectangles,
// so it follows by itself.

#include "shell/core/table_layout.h"

#include <vector>

namespace sol::ui {

// layout_table, mirrored. `piles` is changed: the mirrored piles' `col` is their new one.
TableGeometry layout_left_handed(const TableArea& area, const TableShape& shape,
                                 std::vector<PileView>& piles);

} // namespace sol::ui
