#pragma once
// The pictures of the court cards: a Jack, a Queen and a King as half-length figures in
// vector shapes, told apart at a glance by their headwear (the King's spiked crown and
// white beard, the Queen's crown of pearls and long hair, the Jack's cap with a feather)
// and what they hold (a sword, a flower, a halberd), robed in their suit's ink. Drawn at
// run time like every other part of a card (issue 26, item 11): no image files.

#include "shell/core/table_layout.h"

struct ImDrawList;

namespace sol::ui {

// Draws the figure of `rank` (11 Jack, 12 Queen, 13 King) standing on the bottom edge of
// `box`, centred, as large as the box allows; `ink` is its suit's colour.
void draw_court(ImDrawList& list, const Rect& box, int rank, unsigned ink);

} // namespace sol::ui
