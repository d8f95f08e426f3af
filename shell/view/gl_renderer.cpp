#include "shell/view/gl_renderer.h"

#include <GLES3/gl3.h>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <imgui.h>
#include <utility>

namespace sol::ui::gl {

namespace {

// The GL objects of the renderer. Attribute locations are fixed before linking, so the
// program is never asked for them.
struct Objects {
    GLuint program = 0;
    GLint projection = -1; // uniform location, asked once at init
    GLuint vao = 0, vertices = 0, indices = 0;
    GLuint font_texture = 0;
    GLint max_texture = 0; // GL_MAX_TEXTURE_SIZE, asked once at init
    // Counts render_offscreen calls: a texture drawn again (the card sheet in another
    // style) changes what the same draw data shows, so it is part of the fingerprint.
    std::uint64_t offscreen_renders = 0;
};
Objects g;

enum Attribute : GLuint { POSITION = 0, UV = 1, COLOUR = 2 };

constexpr const char* VERTEX_SHADER = R"(#version 300 es
uniform mat4 projection;
layout(location = 0) in vec2 position;
layout(location = 1) in vec2 uv;
layout(location = 2) in vec4 colour;
out vec2 frag_uv;
out vec4 frag_colour;
void main() {
    frag_uv = uv;
    frag_colour = colour;
    gl_Position = projection * vec4(position, 0.0, 1.0);
}
)";

constexpr const char* FRAGMENT_SHADER = R"(#version 300 es
precision mediump float;
uniform sampler2D glyphs;
in vec2 frag_uv;
in vec4 frag_colour;
out vec4 out_colour;
void main() {
    out_colour = frag_colour * texture(glyphs, frag_uv);
}
)";

GLuint compile(GLenum kind, const char* source, const char** error) {
    const GLuint shader = glCreateShader(kind);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok); // once, at start: a round trip is fine
    if (!ok) {
        *error = kind == GL_VERTEX_SHADER ? "the vertex shader did not compile"
                                          : "the fragment shader did not compile";
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

// The state every frame needs. Set in full each time, since nothing is read back.
// `top_down`: row 0 of the framebuffer is the top of the drawing (a texture target, read
// with v = 0 at the top as ImGui's images are), not the bottom (the canvas).
void set_state(const ImDrawData& data, int fb_width, int fb_height, bool top_down) {
    glEnable(GL_BLEND);
    glBlendEquation(GL_FUNC_ADD);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    glDisable(GL_CULL_FACE);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_STENCIL_TEST);
    glEnable(GL_SCISSOR_TEST);
    glViewport(0, 0, fb_width, fb_height);
    // An orthographic projection of ImGui's display rectangle onto clip space.
    const float l = data.DisplayPos.x, r = l + data.DisplaySize.x;
    float t = data.DisplayPos.y, b = t + data.DisplaySize.y;
    if (top_down) std::swap(t, b);
    // clang-format off
    const float ortho[16] = {
        2 / (r - l),       0,                 0,  0,
        0,                 2 / (t - b),       0,  0,
        0,                 0,                 -1, 0,
        (r + l) / (l - r), (t + b) / (b - t), 0,  1,
    };
    // clang-format on
    glUseProgram(g.program);
    glUniformMatrix4fv(g.projection, 1, GL_FALSE, ortho);
    glActiveTexture(GL_TEXTURE0);
    glBindVertexArray(g.vao);
    glBindBuffer(GL_ARRAY_BUFFER, g.vertices);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, g.indices);
}

// Clears the whole w x h framebuffer to `colour` (a packed ImGui colour). The scissor test
// a draw leaves on would otherwise limit the clear to its last clip rectangle.
void clear(int w, int h, unsigned colour) {
    glDisable(GL_SCISSOR_TEST);
    glViewport(0, 0, w, h);
    const ImVec4 c = ImGui::ColorConvertU32ToFloat4(colour);
    glClearColor(c.x, c.y, c.z, c.w);
    glClear(GL_COLOR_BUFFER_BIT);
}

// Folds `bytes` bytes into `h`, eight at a time (a multiply-xorshift mix: fast, and any
// change of a vertex, an index or a colour changes the result with near certainty).
std::uint64_t mix_bytes(std::uint64_t h, const void* data, std::size_t bytes) {
    const auto* p = static_cast<const unsigned char*>(data);
    auto step = [&h](std::uint64_t w) {
        h = (h ^ w) * 0x9E3779B97F4A7C15ULL;
        h ^= h >> 29;
    };
    for (; bytes >= 8; p += 8, bytes -= 8) {
        std::uint64_t w;
        std::memcpy(&w, p, 8);
        step(w);
    }
    std::uint64_t tail = bytes;
    std::memcpy(&tail, p, bytes); // the last 0-7 bytes (the length already folded in)
    step(tail ^ (std::uint64_t(bytes) << 56));
    return h;
}

} // namespace

bool init(const char** error) {
    const GLuint vs = compile(GL_VERTEX_SHADER, VERTEX_SHADER, error);
    const GLuint fs = vs ? compile(GL_FRAGMENT_SHADER, FRAGMENT_SHADER, error) : 0;
    if (!fs) return false;
    g.program = glCreateProgram();
    glAttachShader(g.program, vs);
    glAttachShader(g.program, fs);
    glLinkProgram(g.program);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(g.program, GL_LINK_STATUS, &ok);
    if (!ok) {
        *error = "the shader program did not link";
        return false;
    }
    g.projection = glGetUniformLocation(g.program, "projection");
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &g.max_texture);
    glUseProgram(g.program);
    glUniform1i(glGetUniformLocation(g.program, "glyphs"), 0);

    glGenVertexArrays(1, &g.vao);
    glGenBuffers(1, &g.vertices);
    glGenBuffers(1, &g.indices);
    glBindVertexArray(g.vao);
    glBindBuffer(GL_ARRAY_BUFFER, g.vertices);
    glEnableVertexAttribArray(POSITION);
    glEnableVertexAttribArray(UV);
    glEnableVertexAttribArray(COLOUR);
    constexpr GLsizei stride = sizeof(ImDrawVert);
    glVertexAttribPointer(POSITION, 2, GL_FLOAT, GL_FALSE, stride,
                          reinterpret_cast<void*>(offsetof(ImDrawVert, pos)));
    glVertexAttribPointer(UV, 2, GL_FLOAT, GL_FALSE, stride,
                          reinterpret_cast<void*>(offsetof(ImDrawVert, uv)));
    glVertexAttribPointer(COLOUR, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride,
                          reinterpret_cast<void*>(offsetof(ImDrawVert, col)));

    ImGuiIO& io = ImGui::GetIO();
    io.BackendRendererName = "sol_webgl2";
    // No ImGuiBackendFlags_RendererHasVtxOffset: WebGL2 has no glDrawElementsBaseVertex, so
    // ImGui keeps every draw list within 16-bit indices itself.
    upload_fonts();
    return true;
}

void upload_fonts() {
    ImGuiIO& io = ImGui::GetIO();
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    if (!g.font_texture) glGenTextures(1, &g.font_texture);
    glBindTexture(GL_TEXTURE_2D, g.font_texture);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
    io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(std::intptr_t(g.font_texture)));
}

std::uint64_t fingerprint(const ImDrawData& data) {
    const float frame[6] = {data.DisplayPos.x,  data.DisplayPos.y,       data.DisplaySize.x,
                            data.DisplaySize.y, data.FramebufferScale.x, data.FramebufferScale.y};
    std::uint64_t h = mix_bytes(0x5EED + g.offscreen_renders, frame, sizeof frame);
    for (int n = 0; n < data.CmdListsCount; ++n) {
        const ImDrawList& list = *data.CmdLists[n];
        h = mix_bytes(h, list.VtxBuffer.Data,
                      std::size_t(list.VtxBuffer.Size) * sizeof(ImDrawVert));
        h = mix_bytes(h, list.IdxBuffer.Data, std::size_t(list.IdxBuffer.Size) * sizeof(ImDrawIdx));
        for (const ImDrawCmd& cmd : list.CmdBuffer) {
            const std::uint64_t words[4] = {
                std::uint64_t(cmd.ElemCount) | std::uint64_t(cmd.IdxOffset) << 32,
                std::uint64_t(reinterpret_cast<std::uintptr_t>(cmd.GetTexID())),
                std::uint64_t(reinterpret_cast<std::uintptr_t>(cmd.UserCallback)), 0};
            h = mix_bytes(h, words, sizeof words);
            h = mix_bytes(h, &cmd.ClipRect, sizeof cmd.ClipRect);
        }
    }
    return h;
}

namespace {

void draw(const ImDrawData& data, int fb_width, int fb_height, bool top_down) {
    if (fb_width <= 0 || fb_height <= 0 || !g.program) return;
    set_state(data, fb_width, fb_height, top_down);

    const ImVec2 offset = data.DisplayPos, scale = data.FramebufferScale;
    constexpr GLenum INDEX_TYPE = sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT;
    for (int n = 0; n < data.CmdListsCount; ++n) {
        const ImDrawList& list = *data.CmdLists[n];
        glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(list.VtxBuffer.Size) * sizeof(ImDrawVert),
                     list.VtxBuffer.Data, GL_STREAM_DRAW);
        glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(list.IdxBuffer.Size) * sizeof(ImDrawIdx),
                     list.IdxBuffer.Data, GL_STREAM_DRAW);
        for (const ImDrawCmd& cmd : list.CmdBuffer) {
            if (cmd.UserCallback) {
                if (cmd.UserCallback == ImDrawCallback_ResetRenderState)
                    set_state(data, fb_width, fb_height, top_down);
                else
                    cmd.UserCallback(&list, &cmd);
                continue;
            }
            // The clip rectangle in framebuffer pixels; GL's scissor counts from the bottom.
            const float x0 = (cmd.ClipRect.x - offset.x) * scale.x;
            const float y0 = (cmd.ClipRect.y - offset.y) * scale.y;
            const float x1 = (cmd.ClipRect.z - offset.x) * scale.x;
            const float y1 = (cmd.ClipRect.w - offset.y) * scale.y;
            if (x1 <= x0 || y1 <= y0) continue;
            glScissor(int(x0), top_down ? int(y0) : int(float(fb_height) - y1), int(x1 - x0),
                      int(y1 - y0));
            glBindTexture(GL_TEXTURE_2D, GLuint(reinterpret_cast<std::intptr_t>(cmd.GetTexID())));
            glDrawElements(GL_TRIANGLES, GLsizei(cmd.ElemCount), INDEX_TYPE,
                           reinterpret_cast<void*>(cmd.IdxOffset * sizeof(ImDrawIdx)));
        }
    }
}

} // namespace

void render(const ImDrawData& data) {
    const int w = int(data.DisplaySize.x * data.FramebufferScale.x);
    const int h = int(data.DisplaySize.y * data.FramebufferScale.y);
    clear(w, h, IM_COL32(0, 0, 0, 255));
    draw(data, w, h, false);
}

bool render_offscreen(const ImDrawList& list, float width, float height, float scale,
                      unsigned background, Target& target) {
    const int w = int(width * scale + 0.5f), h = int(height * scale + 0.5f);
    if (w <= 0 || h <= 0 || w > g.max_texture || h > g.max_texture) return false;
    if (!target.texture) {
        glGenTextures(1, &target.texture);
        glGenFramebuffers(1, &target.framebuffer);
    }
    glBindTexture(GL_TEXTURE_2D, target.texture);
    if (w != target.width || h != target.height) {
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        glBindFramebuffer(GL_FRAMEBUFFER, target.framebuffer);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, target.texture,
                               0);
        target.width = w;
        target.height = h;
    }
    glBindFramebuffer(GL_FRAMEBUFFER, target.framebuffer);
    clear(w, h, background);
    ++g.offscreen_renders;

    // The list as a one-list frame, drawn top-down (see set_state).
    ImDrawList* lists[] = {const_cast<ImDrawList*>(&list)};
    ImDrawData data;
    data.Valid = true;
    data.CmdLists = lists;
    data.CmdListsCount = 1;
    data.TotalVtxCount = list.VtxBuffer.Size;
    data.TotalIdxCount = list.IdxBuffer.Size;
    data.DisplayPos = {0, 0};
    data.DisplaySize = {width, height};
    data.FramebufferScale = {scale, scale};
    draw(data, w, h, true);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    return true;
}

} // namespace sol::ui::gl
