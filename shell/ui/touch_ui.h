#pragma once
// ImGui's items sized for fingers. The page tells the module whether its pointer is coarse
// (CSS `(pointer: coarse)`: a touch screen); then buttons, checkboxes, sliders, menu
// headers and menu items are at least TOUCH_TARGET pixels tall, the smallest target the
// platforms' guidelines allow, by pushing larger style sizes around the panels. With a
// mouse nothing changes.

namespace sol::ui {

constexpr float TOUCH_TARGET = 44;

// The item spacing that makes a menu bar item labelled `label` `width` pixels wide, never
// less than the style's own: ImGui 1.86 sizes such an item by its text and pads it with
// the spacing on both sides, so this is how a one-glyph item (an arrow, the sound note) is
// made a finger wide.
float spacing_for_width(const char* label, float width);

// What a TouchStyle sizes. Frames: framed items (buttons, checkboxes, sliders) and so the
// menu bar. Lists: menu items as well, whose rows are a text line plus the item spacing.
// Thin: a bar that shows only text (the status bar), as thin as it can be.
enum class TouchSizes { Frames, Lists, Thin };

// Pushes the sizes for `what` when `touch`, and pops them at the end of its scope.
class TouchStyle {
  public:
    TouchStyle(bool touch, TouchSizes what);
    ~TouchStyle();
    TouchStyle(const TouchStyle&) = delete;
    TouchStyle& operator=(const TouchStyle&) = delete;

  private:
    int pushed_ = 0;
};

} // namespace sol::ui
