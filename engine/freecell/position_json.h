// A FreeCell position as JSON members, for `deal --json` and tools that read piles.
#pragma once
#include "core/json.h"
#include "freecell/position.h"

namespace sol::freecell {

// Writes "rules" ({"cells": n, "build": "alternate"|"suit"}), "columns" (8 arrays of card
// texts, bottom first), "cells" (a card text or null each) and "foundations" (the cards
// home per suit, clubs diamonds hearts spades) into the open object of `w`.
void write_position_members(JsonWriter& w, const Position& pos);

} // namespace sol::freecell
