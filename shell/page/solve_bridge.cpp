// The solver's side of the page bridge: the page's SolverPort (bridge.h), EM_JS calls into
// web/solve-ui.js (Module.solver*). Its answers come back through bridge.cpp's
// sol_solver_* exports.

#include "shell/page/bridge.h"

#include <emscripten.h>

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

void PageSolver::request(int serial, const std::string& preset_url, const std::string& position,
                         double time_ms) {
    js_solve_request(serial, preset_url.c_str(), position.c_str(), time_ms);
}
void PageSolver::cancel() {
    js_solve_cancel();
}
void PageSolver::find_winnable_deal(int serial, const std::string& preset_url, double time_ms) {
    js_find_winnable(serial, preset_url.c_str(), time_ms);
}
void PageSolver::settings_changed(const std::string& json) {
    js_solver_settings(json.c_str());
}

} // namespace sol::ui::page
