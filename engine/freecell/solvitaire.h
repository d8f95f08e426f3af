// The JSON deal format of the Solvitaire solver (Blake and Gent) for FreeCell, so that our
// deals can be checked against it and its deal files solved here:
//   {"tableau piles": [[bottom .. top] x 8], "cells": [...]}
// Cards are rank A 2..10 J Q K plus suit. "cells" lists the cards in the free cells (empty
// cells are left out) and "foundations" (4 arrays, each A upwards) a game in progress;
// both are written only when not empty.
#pragma once
#include "core/result.h"
#include "freecell/position.h"
#include <string>
#include <string_view>

namespace sol::freecell {

// The position as Solvitaire JSON.
std::string solvitaire_json(const Position& pos);

// Reads Solvitaire JSON (rank "T" and "10", either case, are accepted) with the given
// rules. Errors say which pile or member and which card is wrong.
Result<Position> parse_solvitaire(std::string_view json, const Rules& rules);

} // namespace sol::freecell
