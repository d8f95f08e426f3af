#include "fonts.h"

#include <imgui.h>
#include <imgui_impl_opengl3.h>

#include <cstddef>

// DejaVu Sans, subset at build time (shell/game/CMakeLists.txt, ui_font.cpp).
extern const unsigned char UI_FONT_TTF[];
extern const std::size_t UI_FONT_TTF_SIZE;

namespace game {

namespace {
// The characters baked into the atlas: the subset's ranges (CMakeLists.txt), 0-terminated.
constexpr ImWchar GLYPHS[] = {0x0020, 0x00FF, 0x2013, 0x2026, 0x2190, 0x21BB, 0x2660, 0x2667, 0};
} // namespace

void Fonts::update(float scale) {
    if (scale <= 0 || scale == scale_) return;
    scale_ = scale;
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false; // the bytes are static
    config.OversampleH = 2;
    config.PixelSnapH = false;
    io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(UI_FONT_TTF),
                                   static_cast<int>(UI_FONT_TTF_SIZE), UI_SIZE * scale, &config,
                                   GLYPHS);
    io.FontGlobalScale = 1.0f / scale;
    // Needs the backend's GL objects: call after ImGui_ImplOpenGL3_NewFrame().
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
}

} // namespace game
