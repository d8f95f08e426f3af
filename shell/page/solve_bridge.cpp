// The solver controller's side of the page bridge: EM_JS calls into
// web/solve-ui.js (Module.solver*), and the functions it calls back
// (sol_solver_*). Kept beside the game's page_bridge.cpp so that the solver's
// features stay in the solve_* files.

#include "shell/core/solve_controller.h"
#include "shell/page/solve_page.h"

#include <emscripten.h>

#include <cstdlib>

// EM_JS bodies are JavaScript; `Module` is the page's module object. Without
// the page's solver (an old page), a request is answered at once as an error.
// clang-format off
EM_JS(void, js_solve_request, (int serial, const char* preset, const char* position, double ms), {
    if (Module.solverRequest) {
        Module.solverRequest(serial, UTF8ToString(preset), UTF8ToString(position), ms);
    } else {
        setTimeout(function() {
            Module.ccall("sol_solver_answer", null, ["number", "string", "string", "string"],
                         [serial, "error", "no solver on this page", ""]);
        }, 0);
    }
});
EM_JS(void, js_solve_cancel, (), { if (Module.solverCancel) Module.solverCancel(); });
EM_JS(void, js_find_winnable, (int serial, const char* preset, double ms), {
    if (Module.solverFindWinnable) Module.solverFindWinnable(serial, UTF8ToString(preset), ms);
});
EM_JS(void, js_solver_settings, (const char* json), {
    if (Module.solverSettings) Module.solverSettings(JSON.parse(UTF8ToString(json)));
});
// clang-format on

namespace sol::ui::page {

void solve_request(int serial, const std::string& preset_url, const std::string& position,
                   double time_ms) {
    js_solve_request(serial, preset_url.c_str(), position.c_str(), time_ms);
}
void solve_cancel() {
    js_solve_cancel();
}
void find_winnable_deal(int serial, const std::string& preset_url, double time_ms) {
    js_find_winnable(serial, preset_url.c_str(), time_ms);
}
void solver_settings(const char* json) {
    js_solver_settings(json);
}

} // namespace sol::ui::page

extern "C" {

// The worker's answer to request `serial`: status "solved" | "unsolvable" |
// "unknown" | "cancelled" | "error", the reason or error text, and the winning
// line as comma-separated move numbers (klondike::Move bits, the game's own
// move packing).
EMSCRIPTEN_KEEPALIVE void sol_solver_answer(int serial, const char* status, const char* detail,
                                            const char* line) {
    std::vector<sol::ui::GameMove> moves;
    for (const char* p = line; p && *p;) {
        char* end = nullptr;
        const unsigned long m = std::strtoul(p, &end, 10);
        if (end == p) break;
        moves.push_back(sol::ui::GameMove(m));
        p = *end == ',' ? end + 1 : end;
    }
    sol::ui::the_solver().answer(serial, status, detail, moves);
}

// A long search for request `serial` is alive: `nodes` positions so far, in `seconds`.
EMSCRIPTEN_KEEPALIVE void sol_solver_progress(int serial, double nodes, double seconds) {
    sol::ui::the_solver().progress(serial, nodes, seconds);
}

// The page's search for a winnable deal ended (when found, it opened the deal
// by URL).
EMSCRIPTEN_KEEPALIVE void sol_solver_deal_found(int serial, int found, int tried) {
    sol::ui::the_solver().winnable_search_done(serial, found != 0, tried);
}

// The page starts a search for a deal of its own (the daily deal); it ends it with
// sol_solver_deal_found(serial, ...).
EMSCRIPTEN_KEEPALIVE int sol_solver_search_begin() {
    return sol::ui::the_solver().begin_deal_search();
}

// The stored settings, at start.
EMSCRIPTEN_KEEPALIVE void sol_solver_set(int live_verdict, int winnable_only, double step_ms) {
    sol::ui::SolverSettings s;
    s.live_verdict = live_verdict != 0;
    s.winnable_only = winnable_only != 0;
    if (step_ms >= 20 && step_ms <= 2000) s.step_ms = step_ms;
    sol::ui::the_solver().set_settings(s);
}

// The test hook's view of the solver (see SolveController::state_json). Valid
// until the next call.
EMSCRIPTEN_KEEPALIVE const char* sol_solver_state() {
    static std::string json;
    json = sol::ui::the_solver().state_json();
    return json.c_str();
}

} // extern "C"
