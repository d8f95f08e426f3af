#pragma once
// Scrolling by finger on touch screens. ImGui 1.86 scrolls a window with the mouse wheel
// and its scroll bar only; a finger on a phone expects to push the content (issue 26,
// item 4: How to play would not move). A press on any ImGui window that scrolls (or on a
// child of one), dragged up or down further than a tap wanders, moves that window's
// content with the finger, and then clicks nothing. The table, under no window, is left
// to its own drag and drop.

struct ImGuiWindow;

namespace sol::ui {

class TouchScroll {
  public:
    // How far a finger may wander, in CSS pixels, and still tap.
    static constexpr float SLOP = 8;

    // Call once a frame between ImGui::NewFrame() and the windows' Begin(); `touch`: the
    // page's pointer is coarse (a mouse drags as it always has).
    void update(bool touch);

  private:
    ImGuiWindow* window_ = nullptr; // the window the finger scrolls, or none
    bool scrolling_ = false;        // the finger has moved past SLOP: no tap any more
    float last_y_ = 0;
};

} // namespace sol::ui
