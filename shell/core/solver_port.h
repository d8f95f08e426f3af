#pragma once
// The solver as the table's controller sees it: somewhere that searches positions and
// answers later. In the page that is web/solve-ui.js and its Web Worker
// (shell/page/solve_bridge.cpp); in the tests, a fake that answers when the test says so,
// or the engine's own solvers run in place. Answers come back by the controller's
// SolveController::answer(), progress() and winnable_search_done(), naming the request's
// serial: an answer to an older serial is stale and ignored.

#include <cstdint>
#include <string>

namespace sol::ui {

// Invariant: at most one request is in flight; a new request or cancel() replaces it.
class SolverPort {
  public:
    virtual ~SolverPort() = default;
    // Solve `position` (the game's position text) of the preset `preset_url` within
    // `time_ms`; the answer names `serial`.
    virtual void request(int serial, const std::string& preset_url, const std::string& position,
                         double time_ms) = 0;
    // Drop the request in flight (its answer, if one comes, is "cancelled" or stale).
    virtual void cancel() = 0;
    // Draw seed after seed of `preset_url` until one is proved winnable (each within
    // `time_ms`), open it, then answer winnable_search_done(serial, found, tried).
    virtual void find_winnable_deal(int serial, const std::string& preset_url, double time_ms) = 0;
    // The player's solver settings changed, as JSON
    // {"liveVerdict":b,"winnableOnly":b,"stepMs":n}: the page stores them.
    virtual void settings_changed(const std::string& json) = 0;
};

} // namespace sol::ui
