// The game module's entry point: owns the table (its controller, its ports to the page and
// its views), opens an SDL2 window on the page's #canvas with a WebGL2 (GLES 3.0) context,
// sets up Dear ImGui, and hands the browser's frames to the GameApp while the table needs
// them (frame_loop.h: an idle table sleeps).
// The canvas is sized by CSS; SDL (SDL_WINDOW_ALLOW_HIGHDPI) keeps its backing store at
// CSS size * devicePixelRatio, and ImGui draws in CSS pixels scaled by that ratio.

#include "shell/core/table_controller.h"
#include "shell/page/bridge.h"
#include "shell/page/frame_loop.h"
#include "shell/ui/game_app.h"
#include "shell/ui/item_log.h"
#include "shell/view/gl_renderer.h"

#include <SDL.h>
#include <algorithm>
#include <chrono>
#include <emscripten.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <string>
#include <vector>

namespace {

// The table and its views. Built at start-up, not in main(): the page calls the module's
// exports (sol_open, the settings) from onRuntimeInitialized, before main() runs.
struct Game {
    sol::ui::page::PageTable page;
    sol::ui::page::PageSolver solver;
    sol::ui::TableController table{page, solver};
    sol::ui::GameApp app{table};
    Game() { sol::ui::page::attach(app, table); }
};
Game game;

double now_ms() {
    using namespace std::chrono;
    return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

// Everything that lives as long as the page. The browser owns the loop, so this outlives
// main(), which returns into emscripten_set_main_loop_arg.
struct Runtime {
    SDL_Window* window = nullptr;
    SDL_GLContext gl = nullptr;
    std::uint64_t drawn = 0;      // fingerprint of the frame on the canvas
    std::vector<SDL_Event> later; // key releases held back for the next frame
};

void run_frame(void* arg) {
    Runtime& rt = *static_cast<Runtime*>(arg);
    // ImGui 1.86 sees a key as held or not once a frame: a key pressed and released between
    // two frames (a quick tap, a test's key press) would never reach its menus or dialogs.
    // Such a release waits for the next frame.
    std::vector<SDL_Event> events;
    events.swap(rt.later);
    std::vector<SDL_Keycode> pressed;
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        if (event.type == SDL_KEYDOWN) pressed.push_back(event.key.keysym.sym);
        const bool tapped =
            event.type == SDL_KEYUP &&
            std::find(pressed.begin(), pressed.end(), event.key.keysym.sym) != pressed.end();
        (tapped ? rt.later : events).push_back(event);
    }
    for (SDL_Event& e : events) {
        ImGui_ImplSDL2_ProcessEvent(&e);
        game.app.handle_event(e);
    }

    ImGui_ImplSDL2_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    sol::ui::GameApp& app = game.app;
    app.prepare(io.DisplaySize.x, io.DisplaySize.y, io.DisplayFramebufferScale.x);
    ImGui::NewFrame();
    app.frame(io.DisplaySize.x, io.DisplaySize.y, now_ms());
    ImGui::Render();

    // An unchanged frame is not drawn again (gl_renderer.h): an idle table costs the GPU
    // nothing, and frames keep their pace while the solver works.
    const ImDrawData& draw = *ImGui::GetDrawData();
    const std::uint64_t fingerprint = sol::ui::gl::fingerprint(draw);
    const bool changed = fingerprint != rt.drawn;
    if (changed) {
        rt.drawn = fingerprint;
        sol::ui::gl::render(draw);
        SDL_GL_SwapWindow(rt.window);
    }
    sol::ui::page::frame_drawn(app.frames());
    // Then the loop sleeps unless something is moving or due (frame_loop.h); a key release
    // held back for the next frame is input still to come.
    if (!rt.later.empty()) sol::ui::page::wake();
    sol::ui::page::after_frame(app.now(), changed, app.next_change());
}

} // namespace

int main() {
    static Runtime rt;
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        sol::ui::page::fail(SDL_GetError());
        return 1;
    }
    sol::ui::page::start_frame_loop();
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
    sol::ui::item_log::enable();
    ImGui::StyleColorsDark();
    // Rounded corners in fewer segments (the default allows 0.3 px of error): a table of
    // cards is ~15,000 triangles a frame, and software WebGL pays for each one.
    ImGui::GetStyle().CircleTessellationMaxError = 0.6f;
    ImGui_ImplSDL2_InitForOpenGL(rt.window, rt.gl);
    const char* error = nullptr;
    if (!sol::ui::gl::init(&error)) {
        sol::ui::page::fail((std::string("WebGL2 failed: ") + error + ".").c_str());
        return 1;
    }

    emscripten_set_main_loop_arg(run_frame, &rt, 0, true);
    return 0;
}
