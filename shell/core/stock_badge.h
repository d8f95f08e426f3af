#pragma once
// Where the stock's badge goes (its cards left and passes, "24 ↻2"): over the stock's card
// backs, where it hides nothing, but never over a card's face (Pyramid shows the stock's
// top card face up: a badge there covered its rank and suit).

#include "shell/core/table_layout.h"

#include <vector>

namespace sol::ui {

// The badge's rectangle, `w` x `h`, for pile `stock` of a table laid out as `g` in `area`.
// Over card backs (or an empty slot): at the foot of the stock's slot. Over a face-up top
// card: just outside it, below, above, right or left, the first place inside the table that
// covers no card and no pile's slot; on a tight table, the nearest such place along the
// stock's row; at the foot of the card only when there is none at all.
Rect stock_badge(const TableGeometry& g, const TableArea& area, const std::vector<PileView>& piles,
                 int stock, float w, float h);

} // namespace sol::ui
