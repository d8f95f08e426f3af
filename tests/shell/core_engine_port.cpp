#include "core_engine_port.h"

#include "klondike/position_text.h"
#include "klondike/solver.h"
#include "presets.h"
#include "pyramid/position_text.h"
#include "pyramid/solver.h"
#include "shell/games/game_catalog.h"
#include "spider/position_text.h"
#include "spider/solver.h"

#include <vector>

namespace sol::ui::test {

namespace {

template <class Result>
Solution read(const Result& r) {
    Solution out;
    switch (r.status) {
    case search::SolveStatus::Solved: out.status = "solved"; break;
    case search::SolveStatus::Unsolvable: out.status = "unsolvable"; break;
    case search::SolveStatus::Unknown: out.status = "unknown"; break;
    }
    for (const auto& m : r.moves) out.line.push_back(GameMove(m.bits));
    return out;
}

Solution solve(const Preset& p, const std::string& text, const search::Limits& limits) {
    switch (p.game) {
    case GameKind::Klondike: {
        const auto pos = klondike::parse_position(text, p.klondike);
        return pos ? read(klondike::solve(*pos, limits)) : Solution{"error", pos.error(), {}};
    }
    case GameKind::Spider: {
        const auto pos = spider::parse_position(text, p.spider);
        return pos ? read(spider::solve(*pos, limits)) : Solution{"error", pos.error(), {}};
    }
    case GameKind::Pyramid: {
        const auto pos = pyramid::parse_position(text, p.pyramid);
        return pos ? read(pyramid::solve(*pos, limits)) : Solution{"error", pos.error(), {}};
    }
    }
    return {};
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
