#include "menu.h"

#include <imgui.h>

namespace game {

MenuAction draw_menu_bar(Options& options, float& height) {
    MenuAction action = MenuAction::None;
    height = 0;
    if (!ImGui::BeginMainMenuBar()) return action;
    height = ImGui::GetWindowSize().y;
    if (ImGui::BeginMenu("Game")) {
        // Deals come with the engine; the items are here so the bar has its final shape.
        if (ImGui::MenuItem("New game", "N", false, false)) action = MenuAction::NewGame;
        if (ImGui::MenuItem("Restart", nullptr, false, false)) action = MenuAction::Restart;
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Options")) {
        if (ImGui::MenuItem("Draw one", nullptr, options.draw == 1)) options.draw = 1;
        if (ImGui::MenuItem("Draw three", nullptr, options.draw == 3)) options.draw = 3;
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Help")) {
        if (ImGui::MenuItem("About")) action = MenuAction::About;
        ImGui::EndMenu();
    }
    ImGui::EndMainMenuBar();
    return action;
}

} // namespace game
