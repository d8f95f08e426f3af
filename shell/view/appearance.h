#pragma once
// The table's looks the player chooses (Options > Appearance): palette_for() turns the
// settings (card back, felt, four-colour deck, large corner indices; their stored ids are
// CARD_BACKS and FELTS in shell/core/settings.h) into the colours and card style that
// card_draw.h paints with.

#include "shell/core/settings.h"
#include "shell/view/card_draw.h"

#include <string>
#include <string_view>

namespace sol::ui {

// The palette for the player's appearance settings.
Palette palette_for(const Settings& s);

} // namespace sol::ui
