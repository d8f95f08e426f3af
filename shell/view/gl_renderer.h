#pragma once
// The game's renderer of Dear ImGui's draw data into its WebGL2 context, in place of
// ImGui's stock OpenGL3 backend (backends are meant to be adapted to the program).
//
// Why our own: the stock backend saves and restores some twenty pieces of GL state every
// frame with glGetIntegerv/glIsEnabled. In a browser several of those (the scissor box, the
// blend functions) are synchronous round trips to the GPU process, and the first one waits
// until the previous frame has been drawn: with software WebGL that blocked the page's main
// thread for 70 ms of every 80 ms frame at 1280x800, and for 230 ms at a pixel ratio of 2.
// Nothing else draws into this context, so this renderer sets the state it needs every
// frame and never reads any back.

#include <cstdint>

struct ImDrawData;
struct ImDrawList;

namespace sol::ui::gl {

// Compiles the shader and makes the buffers; false (and a message in `error`) on failure.
bool init(const char** error);
// Uploads ImGui's font atlas as the texture of its glyphs; call again after the atlas
// was rebuilt (CardFonts does, when the card size or the pixel ratio changes).
void upload_fonts();
// Clears the canvas and draws one frame's draw data on it.
void render(const ImDrawData& data);
// A hash of everything render() would draw (display size, scale, vertices, indices,
// commands; and how many times render_offscreen has drawn into a texture, since the same
// vertices then show another picture). A frame whose fingerprint equals the last drawn one
// is not drawn again: the canvas keeps showing it, and the GPU (software WebGL: most of a
// frame's time) stays idle.
std::uint64_t fingerprint(const ImDrawData& data);

// A texture that draw lists are rendered into (card sprites): the GL names and its size in
// device pixels. Zero-initialised = not made yet.
struct Target {
    unsigned texture = 0, framebuffer = 0;
    int width = 0, height = 0;
};
// Renders `list`, drawn in logical pixels over (0, 0)-(width, height), into `target` at
// `scale` device pixels per logical pixel, over `background` (a packed ImGui colour). The target
// is (re)made at that size. Returns false if it cannot be (larger than the GPU allows).
bool render_offscreen(const ImDrawList& list, float width, float height, float scale,
                      unsigned background, Target& target);

} // namespace sol::ui::gl
