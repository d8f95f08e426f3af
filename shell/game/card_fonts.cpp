#include "card_fonts.h"

#include <cmath>
#include <imgui.h>
#include <imgui_impl_opengl3.h>

// The DejaVu Sans subset, turned into a C array at build time (font/embed_font.py).
extern "C" const unsigned char SOL_FONT_DATA[];
extern "C" const unsigned int SOL_FONT_SIZE;

namespace sol::ui {

namespace {
// Only the glyphs the game draws: ASCII, the middle dot, arrows and the suits.
const ImWchar GLYPHS[] = {0x0020, 0x007E, 0x00B7, 0x00B7, 0x00D7, 0x00D7, 0x2190, 0x21FF,
                          0x2660, 0x2667, 0x2713, 0x2713, 0};

ImFont* add_font(float size) {
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;  // static data: the atlas must not free it
    config.OversampleH = 1;               // baked at the real pixel size already
    config.PixelSnapH = true;
    return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(SOL_FONT_DATA),
                                                      int(SOL_FONT_SIZE), size, &config, GLYPHS);
}
} // namespace

void CardFonts::update(float card_w, float ratio) {
    card_w = std::round(card_w);
    if (ratio <= 0 || (card_w == card_w_ && ratio == ratio_)) return;
    card_w_ = card_w;
    ratio_ = ratio;
    corner_size = std::round(card_w * 0.30f);
    pip_size = std::round(card_w * 0.56f);

    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ui = add_font(UI_SIZE * ratio);
    corner = add_font(corner_size * ratio);
    pip = add_font(pip_size * ratio);
    io.FontDefault = ui;
    io.FontGlobalScale = 1.0f / ratio;
    io.Fonts->Build();
    // The backend owns the GL texture: recreate it from the new atlas.
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
}

} // namespace sol::ui
