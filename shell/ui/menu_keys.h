#pragma once
// The keyboard's way into the ImGui menus, popups and dialogs. ImGui's keyboard navigation
// is on only while one of them has the keyboard: otherwise Space, Enter and the arrows
// belong to the table, and ImGui would also press the button it last clicked with them.
// F10, or Alt pressed and released alone, puts the menu bar's first menu under a keyboard
// highlight (Windows' convention); the arrows, Enter and Escape then work as ImGui's menus
// do.

#include <string>

union SDL_Event;

namespace sol::ui {

// Invariant: nav_on_ is what ImGui's NavEnableKeyboard flag was set to this frame.
class MenuKeys {
  public:
    // Every SDL event, before the table sees it. True when it asked for the menu bar (the
    // table must not act on it).
    bool on_event(const SDL_Event& e);
    // Before ImGui::NewFrame(): keyboard navigation on while a menu, popup or `dialog_open`
    // (an ImGui dialog) has the keyboard, or the menu bar was asked for.
    void before_frame(bool dialog_open);
    // After ImGui::NewFrame(), before the menu bar is drawn: puts the menu bar under the
    // keyboard when it was asked for (or takes it away when it had it).
    void after_new_frame();
    // A menu, a popup or the menu bar has the keyboard (as of the last frame): keys are
    // ImGui's, not the table's.
    bool has_keyboard() const;
    // For the test hook: {"popups":N,"menuBar":b,"nav":b}: ImGui's open popups (menus
    // included), whether the menu bar has the keyboard, whether ImGui's navigation is on.
    std::string state_json() const;

  private:
    bool alt_alone_ = false; // Alt is down and nothing else was pressed since
    bool toggle_ = false;    // F10 or a lone Alt: into the menu bar, or out of it
    bool nav_on_ = false;
};

} // namespace sol::ui
