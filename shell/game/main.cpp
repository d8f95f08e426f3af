// The game module's entry point: opens an SDL2 window on the page's #canvas with a WebGL2
// (GLES 3.0) context, sets up Dear ImGui, and hands every browser frame to the GameApp.
// The canvas is sized by CSS; SDL (SDL_WINDOW_ALLOW_HIGHDPI) keeps its backing store at
// CSS size * devicePixelRatio, and ImGui draws in CSS pixels scaled by that ratio.

#include "bridge.h"
#include "game_app.h"

#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

namespace {

// Everything that lives as long as the page. The browser owns the loop, so this outlives
// main(), which returns into emscripten_set_main_loop_arg.
struct Runtime {
    SDL_Window* window = nullptr;
    SDL_GLContext gl = nullptr;
};

void run_frame(void* arg) {
    Runtime& rt = *static_cast<Runtime*>(arg);
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        ImGui_ImplSDL2_ProcessEvent(&event);
        sol::ui::the_app().handle_event(event);
    }

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    sol::ui::GameApp& app = sol::ui::the_app();
    app.prepare(io.DisplaySize.x, io.DisplaySize.y, io.DisplayFramebufferScale.x);
    ImGui::NewFrame();
    app.frame(io.DisplaySize.x, io.DisplaySize.y);
    ImGui::Render();

    int fb_w = 0, fb_h = 0;
    SDL_GL_GetDrawableSize(rt.window, &fb_w, &fb_h);
    glViewport(0, 0, fb_w, fb_h);
    glClearColor(0, 0, 0, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(rt.window);
    sol::ui::page::frame_drawn(app.frames());
}

} // namespace

int main() {
    static Runtime rt;
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        sol::ui::page::fail(SDL_GetError());
        return 1;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3); // WebGL2
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0); // 2D only
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
    const auto flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    rt.window = SDL_CreateWindow("Solitaire", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED,
                                 1280, 720, static_cast<SDL_WindowFlags>(flags));
    rt.gl = rt.window ? SDL_GL_CreateContext(rt.window) : nullptr;
    if (!rt.gl) {
        sol::ui::page::fail("This browser could not create a WebGL2 context.");
        return 1;
    }
    SDL_GL_SetSwapInterval(1); // one frame per requestAnimationFrame

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr; // no file system; settings will live in the page's storage
    ImGui::StyleColorsDark();
    ImGui_ImplSDL2_InitForOpenGL(rt.window, rt.gl);
    ImGui_ImplOpenGL3_Init("#version 300 es");

    emscripten_set_main_loop_arg(run_frame, &rt, 0, true);
    return 0;
}
