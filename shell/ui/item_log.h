#pragma once
// Every labelled ImGui item of the last frame (buttons, menu headers and items, checkboxes,
// sliders) with its rectangle, for the page's test hook: tests check touch targets and
// that bar buttons are on screen without naming each item. It uses ImGui's test engine
// hooks (IMGUI_ENABLE_TEST_ENGINE, set in CMakeLists.txt), which ImGui calls as each item
// is added.

#include <string>

namespace sol::ui::item_log {

// Turns the hooks on (after ImGui::CreateContext).
void enable();
// Forgets the items: call at the start of each frame.
void clear();
// [{"label":"Undo","window":"##MainMenuBar","rect":[x,y,w,h]}...] in CSS pixels; an item
// that opens a menu has "menu":true.
std::string json();

} // namespace sol::ui::item_log
