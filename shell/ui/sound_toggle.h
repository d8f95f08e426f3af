#pragma once
// The speaker toggle of the menu bar: one click mutes or unmutes the card sounds
// (Settings::sound; web/sound.js plays them).

#include <string>

namespace sol::ui {

// Its width in the bar, for placing the items at the bar's right end; `width`: the width
// it is given when wider than the icon itself (on touch, a finger's: touch_ui.h).
float sound_toggle_width(float width = 0);
// Draws the toggle as the next menu bar item: a speaker sending out waves, or muted
// (no waves, a small cross). Flips `on` and returns true when clicked; notes its rectangle
// as "sound" in `items_json` (the test hook).
bool sound_toggle(bool& on, float width, std::string& items_json);

} // namespace sol::ui
