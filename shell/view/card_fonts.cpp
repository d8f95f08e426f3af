#include "shell/view/card_fonts.h"

#include "shell/view/gl_renderer.h"

#include <cmath>
#include <cstddef>
#include <imgui.h>

// DejaVu Sans, subset at build time (shell/page/CMakeLists.txt, ui_font.cpp).
extern const unsigned char UI_FONT_TTF[];
extern const std::size_t UI_FONT_TTF_SIZE;

namespace sol::ui {

namespace {
// The characters baked into the atlas: the subset's ranges (CMakeLists.txt), 0-terminated:
// Latin-1, dashes and ellipsis, arrows, the card suits (the sound toggle is drawn).
const ImWchar GLYPHS[] = {0x0020, 0x00FF, 0x2013, 0x2026, 0x2190, 0x21BB, 0x2660, 0x2667, 0};

ImFont* add_font(float size) {
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false; // static data: the atlas must not free it
    config.OversampleH = 1;              // baked at the real pixel size already
    config.PixelSnapH = true;
    return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(UI_FONT_TTF),
                                                      int(UI_FONT_TTF_SIZE), size, &config, GLYPHS);
}
} // namespace

void CardFonts::update(float card_w, float ratio, float corner_scale) {
    card_w = std::round(card_w);
    if (ratio <= 0 || (card_w == card_w_ && ratio == ratio_ && corner_scale == corner_scale_))
        return;
    card_w_ = card_w;
    ratio_ = ratio;
    corner_scale_ = corner_scale;
    face = card_face(card_w, corner_scale);
    corner_size = face.index_size;
    pip_size = face.pip_size;

    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ui = add_font(UI_SIZE * ratio);
    corner = add_font(corner_size * ratio);
    pip = add_font(pip_size * ratio);
    io.FontDefault = ui;
    io.FontGlobalScale = 1.0f / ratio;
    io.Fonts->Build();
    gl::upload_fonts();
}

} // namespace sol::ui
