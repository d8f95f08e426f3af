#pragma once
// A solver port for the tests that runs the engine's own solvers, natively, with a node
// budget instead of a time one (the same answer on any machine): requests wait until the
// test calls answer(), as the page's worker answers between two frames.
//
// It names the engine's deal reader and solver of each game itself; once the games have one
// registry of their facts, this should look the game up there.

#include "shell/core/solve_controller.h"
#include "shell/core/solver_port.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sol::ui::test {

// What the engine's solver says about `position` of `preset_url` within `node_limit`
// positions: status "solved" | "unsolvable" | "unknown" | "error", and the winning line.
struct Solution {
    std::string status = "error", detail;
    std::vector<GameMove> line;
};
Solution solve_position(const std::string& preset_url, const std::string& position,
                        std::uint64_t node_limit);

struct EnginePort : SolverPort {
    struct Request {
        int serial = 0;
        std::string preset, position;
    };
    std::uint64_t node_limit = 200000; // per request
    std::optional<Request> pending;    // the request not answered yet
    int requests = 0;

    void request(int serial, const std::string& preset_url, const std::string& position,
                 double) override;
    void cancel() override { pending.reset(); }
    void find_winnable_deal(int, const std::string&, double) override {}
    void settings_changed(const std::string&) override {}
    // Solves the pending request and hands its answer to `c`; false if there was none.
    bool answer(SolveController& c);
};

} // namespace sol::ui::test
