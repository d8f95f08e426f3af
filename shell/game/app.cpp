#include "app.h"

#include <imgui.h>

namespace game {

void App::handle_event(const SDL_Event& event) {
    (void)event; // nothing on the table reacts to input yet
}

void App::relayout(float width, float height, float top) {
    if (laid_out_for_[0] == width && laid_out_for_[1] == height && laid_out_for_[2] == top) return;
    layout_ = compute_layout(width, height, top);
    laid_out_for_[0] = width;
    laid_out_for_[1] = height;
    laid_out_for_[2] = top;
}

void App::frame(float width, float height) {
    float menu_height = 0;
    switch (draw_menu_bar(options_, menu_height)) {
    case MenuAction::About: about_requested_ = true; break;
    case MenuAction::NewGame:
    case MenuAction::Restart:
    case MenuAction::None: break;
    }
    relayout(width, height, menu_height);
    draw_table(*ImGui::GetBackgroundDrawList(), layout_, width, height, theme_);
    draw_about();
    ++frames_;
}

void App::draw_about() {
    if (about_requested_) {
        ImGui::OpenPopup("About");
        about_requested_ = false;
    }
    const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
    ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, {0.5f, 0.5f});
    if (ImGui::BeginPopupModal("About", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        ImGui::TextUnformatted("Solitaire: Klondike, Spider and Pyramid, with real solvers.");
        ImGui::TextUnformatted("C++20 engine, Dear ImGui on WebGL2, compiled with Emscripten.");
        if (ImGui::Button("Close")) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
}

} // namespace game
