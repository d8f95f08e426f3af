// A Klondike position as JSON members, for the CLI's --json output and the game page.
#pragma once
#include "core/json.h"
#include "klondike/position.h"

namespace sol::klondike {

// Writes these members into the object that `w` has open:
//   "rules": {"draw": 3, "passes": 0 (0 = unlimited), "scoring": "standard"|"vegas"},
//   "tableau": [{"face_down": [bottom..], "face_up": [..top]} x 7],
//   "stock": [next drawn first ..], "waste": [bottom .. top],
//   "foundations": [clubs, diamonds, hearts, spades] (cards on each), "redeals": n
// Cards are written in our notation ("TH").
void write_position_members(JsonWriter& w, const Position& pos);

} // namespace sol::klondike
