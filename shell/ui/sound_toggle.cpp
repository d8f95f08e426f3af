#include "shell/ui/sound_toggle.h"

#include "shell/ui/panels.h"
#include "shell/ui/touch_ui.h"

#include <imgui.h>

namespace sol::ui {

namespace {
const char* const NOTE = "\xE2\x99\xAA"; // U+266A, in the UI font's subset
} // namespace

float sound_toggle_width(float width) {
    return ImGui::CalcTextSize(NOTE).x + 2 * spacing_for_width(NOTE, width);
}

bool sound_toggle(bool& on, float width, std::string& items_json) {
    ImGui::PushStyleColor(ImGuiCol_Text,
                          on ? IM_COL32(255, 255, 255, 255) : IM_COL32(170, 170, 170, 255));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                        {spacing_for_width(NOTE, width), ImGui::GetStyle().ItemSpacing.y});
    const bool clicked = ImGui::MenuItem("\xE2\x99\xAA##sound");
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
    note_item(items_json, "sound");
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    if (!on) { // a stroke through the note: muted
        // Across the note only, however wide the item was made for a finger.
        const float r = (b.y - a.y) * 0.3f, cx = (a.x + b.x) * 0.5f, cy = (a.y + b.y) * 0.5f;
        ImGui::GetWindowDrawList()->AddLine({cx - r, cy + r}, {cx + r, cy - r},
                                            IM_COL32(230, 120, 100, 255), 2.0f);
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(on ? "Sound on: click to mute" : "Sound off: click to turn it on");
    if (clicked) on = !on;
    return clicked;
}

} // namespace sol::ui
