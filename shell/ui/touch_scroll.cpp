#include "shell/ui/touch_scroll.h"

#include <cmath>
#include <imgui.h>
#include <imgui_internal.h>

namespace sol::ui {

namespace {

// The window a press on `w` scrolls: `w` or the nearest window it is a child of that has
// content below or above its view; none if none has.
ImGuiWindow* scrollable(ImGuiWindow* w) {
    for (; w; w = w->ParentWindow) {
        if (w->ScrollMax.y > 0) return w;
        if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) break;
    }
    return nullptr;
}

} // namespace

void TouchScroll::update(bool touch) {
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    const ImGuiIO& io = g.IO;
    // SDL turns a finger into the left mouse button: its press picks the window.
    if (touch && io.MouseClicked[0]) {
        window_ = scrollable(g.HoveredWindow);
        scrolling_ = false;
    }
    if (touch && window_) {
        if (!scrolling_ && std::fabs(io.MousePos.y - io.MouseClickedPos[0].y) > SLOP) {
            scrolling_ = true;
            last_y_ = io.MouseClickedPos[0].y;
        }
        // The content follows the finger (to where it was lifted, on the frame it was);
        // what the press began (a button held) is let go, so that lifting the finger
        // clicks nothing.
        if (scrolling_) {
            ImGui::SetScrollY(window_, window_->Scroll.y - (io.MousePos.y - last_y_));
            last_y_ = io.MousePos.y;
            if (g.ActiveId) ImGui::ClearActiveID();
        }
    }
    if (!touch || !io.MouseDown[0]) {
        window_ = nullptr;
        scrolling_ = false;
    }
}

} // namespace sol::ui
