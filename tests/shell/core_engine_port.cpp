#include "core_engine_port.h"

#include "presets.h"
#include "shell/games/game_catalog.h"
#include "shell/games/game_registry.h"

#include <vector>

namespace sol::ui::test {

namespace {

// The game's row solves the position (shell/games/game_registry.h), as the worker does.
Solution solve(const Preset& p, const std::string& text, const search::Limits& limits) {
    const games::Game* game = games::find_game(p.game);
    if (!game) return Solution{"error", "no such game", {}};
    games::SolveRequest request;
    request.start.text = text;
    const auto r = game->solve(p, request, limits);
    if (!r) return Solution{"error", r.error(), {}};
    Solution out;
    switch (r->status) {
    case search::SolveStatus::Solved: out.status = "solved"; break;
    case search::SolveStatus::Unsolvable: out.status = "unsolvable"; break;
    case search::SolveStatus::Unknown: out.status = "unknown"; break;
    }
    for (const std::uint32_t bits : r->bits) out.line.push_back(GameMove(bits));
    return out;
}

} // namespace

void EnginePort::request(int serial, const std::string& preset_url, const std::string& position,
                         double) {
    pending = Request{serial, preset_url, position};
    ++requests;
}

Solution solve_position(const std::string& preset_url, const std::string& position,
                        std::uint64_t node_limit) {
    const Preset* p = find_preset_url(preset_url);
    if (!p) return Solution{"error", "no such preset", {}};
    search::Limits limits;
    limits.node_limit = node_limit;
    return solve(*p, position, limits);
}

bool EnginePort::answer(SolveController& c) {
    if (!pending) return false;
    const Request r = *pending;
    pending.reset();
    const Solution s = solve_position(r.preset, r.position, node_limit);
    c.answer(r.serial, s.status, s.detail, s.line);
    return true;
}

} // namespace sol::ui::test
