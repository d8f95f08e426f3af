#include "fonts.h"

#include <imgui.h>
#include <imgui_impl_opengl3.h>

namespace game {

void Fonts::update(float scale) {
    if (scale <= 0 || scale == scale_) return;
    scale_ = scale;
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ImFontConfig config;
    config.SizePixels = UI_SIZE * scale;
    io.Fonts->AddFontDefault(&config);
    io.FontGlobalScale = 1.0f / scale;
    // Needs the backend's GL objects: call after ImGui_ImplOpenGL3_NewFrame().
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
}

} // namespace game
