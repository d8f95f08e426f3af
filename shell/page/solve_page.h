#pragma once
// What the solver controller asks of the page (web/solve-ui.js, which runs the
// worker). Implemented with EM_JS in solve_bridge.cpp; answers come back
// through its exports.

#include <string>

namespace sol::ui::page {

// Solve `position` (position text) of `preset_url` within `time_ms`; the page
// answers with sol_solver_answer(serial, ...). A newer request or a cancel
// replaces this one.
void solve_request(int serial, const std::string& preset_url, const std::string& position,
                   double time_ms);
void solve_cancel();
// Draw seed after seed of `preset_url` until the solver proves one winnable
// (each within `time_ms`), open it by its URL, then call
// sol_solver_deal_found(serial, found, tried).
void find_winnable_deal(int serial, const std::string& preset_url, double time_ms);
// The solver settings changed: the page stores them.
// {"liveVerdict","winnableOnly","stepMs"}
void solver_settings(const char* json);

} // namespace sol::ui::page
