#pragma once
// The Options > Appearance submenu (ImGui), over the choices of shell/core/settings.h.

#include "shell/core/settings.h"

#include <string>

namespace sol::ui {

// The Options > Appearance submenu, drawn inside an open menu. Changes `s` and returns true
// when the player picks something; notes its items' rectangles in `items_json` for the test
// hook ("appearance", "back:<id>", "felt:<id>", "fourColour", "largeIndices", "leftHanded").
bool appearance_menu(Settings& s, std::string& items_json);

} // namespace sol::ui
