#pragma once
// The UI font, rasterised at the device pixel ratio so that text is as crisp as the lines:
// glyphs are baked at size * ratio and drawn at 1 / ratio, in logical pixels.

namespace game {

// Keeps ImGui's font atlas in step with the framebuffer scale (devicePixelRatio).
// Call update() every frame between the backends' NewFrame() and ImGui::NewFrame();
// it rebuilds the atlas only when the ratio changes.
class Fonts {
  public:
    static constexpr float UI_SIZE = 15.0f; // logical pixels

    void update(float scale);

  private:
    float scale_ = 0; // the ratio the current atlas was built for; 0 = none yet
};

} // namespace game
