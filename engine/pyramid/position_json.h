// A Pyramid position as JSON members, for `deal --json` and tools that read piles.
#pragma once
#include "core/json.h"
#include "pyramid/position.h"

namespace sol::pyramid {

// Writes "rules", "pyramid" (7 rows from the apex, each an array of card texts, null for a
// removed card), "stock" (remaining cards, the next one drawn first), "waste" (bottom
// first, so the last is the playable top) and "redeals" into the open object of `w`.
void write_position_members(JsonWriter& w, const Position& pos);

} // namespace sol::pyramid
