#include "shell/ui/sound_toggle.h"

#include "shell/ui/panels.h"
#include "shell/ui/touch_ui.h"

#include <algorithm>
#include <imgui.h>

namespace sol::ui {

namespace {
// The item's label: blank, as wide as the icon drawn over it (a font size and a quarter).
const char* const LABEL = "     ##sound";

constexpr unsigned ON_COLOUR = IM_COL32(255, 255, 255, 255);
constexpr unsigned OFF_COLOUR = IM_COL32(170, 170, 170, 255);

// The speaker players know, centred on `c`, `s` (the font size) tall: a box and its cone,
// with two sound waves while on, a small cross in their place while muted. The same
// colour either way, dimmer when muted: nothing in it reads as an error.
void speaker(ImDrawList& list, ImVec2 c, float s, bool on) {
    const unsigned col = on ? ON_COLOUR : OFF_COLOUR;
    const float x = c.x - 0.18f * s; // where the box meets the cone
    list.AddRectFilled({x - 0.22f * s, c.y - 0.16f * s}, {x, c.y + 0.16f * s}, col);
    const ImVec2 cone[4] = {{x, c.y - 0.16f * s},
                            {x + 0.24f * s, c.y - 0.40f * s},
                            {x + 0.24f * s, c.y + 0.40f * s},
                            {x, c.y + 0.16f * s}};
    list.AddConvexPolyFilled(cone, 4, col);
    const float w = std::max(1.5f, s * 0.09f);
    const ImVec2 mouth{x + 0.24f * s, c.y};
    if (on) {
        for (const float r : {0.22f * s, 0.42f * s}) {
            list.PathArcTo(mouth, r, -0.85f, 0.85f, 12);
            list.PathStroke(col, 0, w);
        }
    } else {
        const float d = 0.13f * s, cx = mouth.x + 0.28f * s;
        list.AddLine({cx - d, c.y - d}, {cx + d, c.y + d}, col, w);
        list.AddLine({cx - d, c.y + d}, {cx + d, c.y - d}, col, w);
    }
}
} // namespace

float sound_toggle_width(float width) {
    return ImGui::CalcTextSize(LABEL, nullptr, true).x + 2 * spacing_for_width(LABEL, width);
}

bool sound_toggle(bool& on, float width, std::string& items_json) {
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                        {spacing_for_width(LABEL, width), ImGui::GetStyle().ItemSpacing.y});
    const bool clicked = ImGui::MenuItem(LABEL);
    ImGui::PopStyleVar();
    note_item(items_json, "sound");
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    speaker(*ImGui::GetWindowDrawList(), {(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f},
            ImGui::GetFontSize(), on);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(on ? "Sound on: click to mute" : "Sound off: click to turn it on");
    if (clicked) on = !on;
    return clicked;
}

} // namespace sol::ui
