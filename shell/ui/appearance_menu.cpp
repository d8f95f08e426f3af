// Options > Appearance: one submenu with every look the player can choose, grouped under
// faint headings (card back, table), then the three switches. Each pick applies at once.
#include "shell/ui/appearance_menu.h"
#include "shell/ui/panels.h"
#include "shell/view/appearance.h"

#include <imgui.h>

namespace sol::ui {

namespace {
// One group of mutually exclusive choices, shown as check-marked items.
template <size_t N>
bool choice_items(const char* heading, const Choice (&choices)[N], const char* note_prefix,
                  int& value, std::string& items_json) {
    bool changed = false;
    ImGui::TextDisabled("%s", heading);
    for (size_t i = 0; i < N; ++i) {
        if (ImGui::MenuItem(choices[i].label, nullptr, value == int(i)) && value != int(i)) {
            value = int(i);
            changed = true;
        }
        note_item(items_json, (std::string(note_prefix) + choices[i].id).c_str());
    }
    return changed;
}

bool switch_item(const char* label, const char* note, bool& value, std::string& items_json) {
    const bool changed = ImGui::MenuItem(label, nullptr, &value);
    note_item(items_json, note);
    return changed;
}
} // namespace

bool appearance_menu(Settings& s, std::string& items_json) {
    // The header's rectangle from where it starts: once the submenu is open, the last item
    // ImGui knows of is inside it.
    const char* title = "Appearance";
    note_rect(items_json, "appearance", ImGui::GetCursorScreenPos(),
              {ImGui::CalcTextSize(title).x, ImGui::GetTextLineHeight()});
    if (!ImGui::BeginMenu(title)) return false;
    bool changed = choice_items("Card back", CARD_BACKS, "back:", s.card_back, items_json);
    ImGui::Separator();
    changed |= choice_items("Table", FELTS, "felt:", s.felt, items_json);
    ImGui::Separator();
    changed |= switch_item("Four-colour deck", "fourColour", s.four_colour, items_json);
    changed |= switch_item("Large corner indices", "largeIndices", s.large_indices, items_json);
    changed |= switch_item("Left-handed layout", "leftHanded", s.left_handed, items_json);
    ImGui::EndMenu();
    return changed;
}

} // namespace sol::ui
