#include "shell/ui/touch_ui.h"

#include <algorithm>
#include <cmath>
#include <imgui.h>

namespace sol::ui {

TouchStyle::TouchStyle(bool touch, TouchSizes what) {
    if (!touch) return;
    const ImGuiStyle& st = ImGui::GetStyle();
    const float line = ImGui::GetFontSize();
    switch (what) {
    case TouchSizes::Frames:
        // A framed item is a text line plus the frame padding above and below it.
        ImGui::PushStyleVar(
            ImGuiStyleVar_FramePadding,
            {st.FramePadding.x, std::max(st.FramePadding.y, std::ceil((TOUCH_TARGET - line) / 2))});
        ImGui::PushStyleVar(ImGuiStyleVar_GrabMinSize, std::max(st.GrabMinSize, 28.0f));
        ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, std::max(st.ScrollbarSize, 22.0f));
        pushed_ = 3;
        break;
    case TouchSizes::Lists:
        // A menu item's row (Selectable) reaches half the item spacing above and below
        // its text line, so that rows touch.
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                            {st.ItemSpacing.x, std::max(st.ItemSpacing.y, TOUCH_TARGET - line)});
        pushed_ = 1;
        break;
    case TouchSizes::Thin:
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {st.FramePadding.x, 3});
        pushed_ = 1;
        break;
    }
}

TouchStyle::~TouchStyle() {
    if (pushed_) ImGui::PopStyleVar(pushed_);
}

float spacing_for_width(const char* label, float width) {
    const float own = ImGui::GetStyle().ItemSpacing.x;
    return std::max(own, (width - ImGui::CalcTextSize(label, nullptr, true).x) * 0.5f);
}

} // namespace sol::ui
