#pragma once
// The player's SDL events as the table's input rules take them (shell/core/table_input.h):
// pointer (mouse, and touch, which SDL turns into mouse events) and keyboard. Works on SDL
// events rather than ImGui's per-frame mouse state so that a press, a drag and a release that
// all arrive within one frame (a quick tap, an automated test) are still seen in order and
// in place.

#include "shell/core/table_input.h"

#include <optional>

union SDL_Event;

namespace sol::ui {

// The table's event for `e`, if it is one for the table. The table takes presses only
// between `top` and `bottom` (the menu and status bars are ImGui's), and no press or key
// while `ui_modal` (a menu or dialog is open: N must not deal behind it); keys not while
// ImGui has the keyboard. Positions decide, not ImGui's hover state, which is a frame old:
// a tap jumps straight from a menu to a card. The time is the event's (SDL's clock, ms).
std::optional<TableEvent> table_event(const SDL_Event& e, float top, float bottom, bool ui_modal,
                                      bool ui_has_keyboard);

} // namespace sol::ui
