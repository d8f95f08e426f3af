#include "sound_toggle.h"

#include "panels.h"

#include <imgui.h>

namespace sol::ui {

namespace {
const char* const NOTE = "\xE2\x99\xAA"; // U+266A, in the UI font's subset
} // namespace

float sound_toggle_width() {
    return ImGui::CalcTextSize(NOTE).x + ImGui::GetStyle().ItemSpacing.x * 2;
}

bool sound_toggle(bool& on, std::string& items_json) {
    ImGui::PushStyleColor(ImGuiCol_Text,
                          on ? IM_COL32(255, 255, 255, 255) : IM_COL32(170, 170, 170, 255));
    const bool clicked = ImGui::MenuItem("\xE2\x99\xAA##sound");
    ImGui::PopStyleColor();
    note_item(items_json, "sound");
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    if (!on) { // a stroke through the note: muted
        const float pad = (b.y - a.y) * 0.2f;
        ImGui::GetWindowDrawList()->AddLine({a.x + pad, b.y - pad}, {b.x - pad, a.y + pad},
                                            IM_COL32(230, 120, 100, 255), 2.0f);
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(on ? "Sound on: click to mute" : "Sound off: click to turn it on");
    if (clicked) on = !on;
    return clicked;
}

} // namespace sol::ui
