// The solver module's one C++ <-> JavaScript bridge (solver.js + solver.wasm, run in a Web
// Worker by web/solver-worker.js and under node by tests/worker/). One call, JSON in and
// JSON out, so that the worker stays a few lines and every input error is a value:
//
//   request: {"preset": "klondike/draw3" | "klondike-draw3" (any game's preset),
//             "position": "<the game's position text>"   or  "seed": "123",
//             "limits": {"timeMs": 5000, "nodes": 0, "memoryMb": 128}}   (all optional)
//   result:  {"status": "solved"|"unsolvable"|"unknown", "reason": null|"time-limit"|...,
//             "moves": ["S", "W>3", ...], "bits": [the game's move numbers, ...],
//             "macroMoves": n, "nodes": n, "seconds": s, "seed": "123" (seed requests)}
//   error:   {"status": "error", "error": "what was wrong with the request"}
//
// With "moves": "S W>3 ..." (move text tokens) or [bits, ...] (move numbers, as the game
// plays them) the request replays instead of solving:
//   result:  {"status": "replayed", "won": bool, "position": "<text after the moves>"}
// which lets tests check a played line in the engine itself, and turn a deal and some
// moves into position text.
//
// The worker is the unit of cancellation (the page terminates it), so no cancel flag
// crosses the bridge: a search in progress cannot read messages anyway. It can send them:
// every PROGRESS_SECONDS a running search calls Module.onSolverProgress(nodes, seconds),
// which the worker posts to the page now and then, so that a long solve is seen to be alive.
#include "core/json.h"
#include "presets.h"
#include "shell/games/game_registry.h"

#include <emscripten.h>

#include <cmath>
#include <string>
#include <string_view>

// clang-format off
EM_JS(void, js_solver_progress, (double nodes, double seconds), {
    if (Module.onSolverProgress) Module.onSolverProgress(nodes, seconds);
});
// clang-format on

namespace {

using sol::JsonValue;
using sol::JsonWriter;

// What a search may hold when the request does not say: the page's budget (MEMORY_MB in
// web/solver-client.js, which gives its reasons), so that no request of the page's can
// grow the worker past what a phone affords. Every structure a search grows counts against
// it (engine/search/limits.h); the heap then stays within it and the module's own ~20 MB
// (tools/worker-memory.mjs). A tool may ask for up to MAX_MEMORY_MB, which the module's
// 1 GB of growth holds with room to spare (CMakeLists.txt), so the module never aborts
// for memory: a search that fills its budget answers unknown (memory-limit).
constexpr double DEFAULT_MEMORY_MB = 128;
constexpr double MAX_MEMORY_MB = 768;
// Often, since the worker also uses the call to step back while the player drags cards
// (web/solver-worker.js); it posts progress to the page only a few times a second.
constexpr double PROGRESS_SECONDS = 0.002;

void report_progress(void*, const sol::search::Progress& p) {
    js_solver_progress(double(p.nodes), p.seconds);
}

std::string error_json(std::string_view message) {
    JsonWriter w;
    w.begin_object().key("status").value("error").key("error").value(message).end_object();
    return w.str();
}

// The preset by its CLI name ("klondike-draw3") or its URL form ("klondike/draw3").
const sol::Preset* find_any_preset(std::string_view name) {
    if (const auto slash = name.find('/'); slash != std::string_view::npos)
        return sol::find_preset(name.substr(0, slash), name.substr(slash + 1));
    return sol::find_preset(name);
}

// A non-negative number member of `limits`, or `fallback` when absent; false if malformed.
bool read_number(const JsonValue* limits, std::string_view key, double fallback, double& out) {
    out = fallback;
    const JsonValue* v = limits ? limits->find(key) : nullptr;
    if (!v || v->type == JsonValue::Type::Null) return true;
    if (v->type != JsonValue::Type::Number || !std::isfinite(v->number) || v->number < 0)
        return false;
    out = v->number;
    return true;
}

// A decimal unsigned 64-bit seed (a JSON number cannot hold every seed exactly).
bool parse_seed(const std::string& text, std::uint64_t& seed) {
    if (text.empty() || text.size() > 20) return false;
    unsigned __int128 v = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + unsigned(c - '0');
    }
    if (v > ~std::uint64_t(0)) return false;
    seed = std::uint64_t(v);
    return true;
}

std::string solve_request(std::string_view request_text) {
    const auto request = sol::parse_json(request_text);
    if (!request) return error_json("bad request: " + request.error());
    if (!request->is_object()) return error_json("bad request: not a JSON object");

    const JsonValue* preset_name = request->find("preset");
    if (!preset_name || !preset_name->is_string()) return error_json("no preset named");
    const sol::Preset* preset = find_any_preset(preset_name->string);
    if (!preset) return error_json("unknown preset '" + preset_name->string + "'");
    const sol::games::Game* game = sol::games::find_game(preset->game);
    if (!game)
        return error_json("the solver module does not play '" + std::string(preset->game_id) +
                          "' yet");

    const JsonValue* limits_json = request->find("limits");
    if (limits_json && !limits_json->is_object()) return error_json("limits is not an object");
    double time_ms = 0, nodes = 0, memory_mb = 0;
    if (!read_number(limits_json, "timeMs", 0, time_ms) ||
        !read_number(limits_json, "nodes", 0, nodes) ||
        !read_number(limits_json, "memoryMb", DEFAULT_MEMORY_MB, memory_mb) || memory_mb < 1 ||
        memory_mb > MAX_MEMORY_MB)
        return error_json("limits: timeMs and nodes must be numbers >= 0, memoryMb 1.." +
                          std::to_string(int(MAX_MEMORY_MB)));
    sol::search::Limits limits;
    limits.time_limit_seconds = time_ms / 1000;
    limits.node_limit = std::uint64_t(nodes);
    limits.memory_limit_bytes = std::size_t(memory_mb * (1 << 20));
    limits.progress = &report_progress;
    limits.progress_interval_seconds = PROGRESS_SECONDS;

    const JsonValue* position_text = request->find("position");
    const JsonValue* seed_text = request->find("seed");
    sol::games::SolveRequest solve;
    sol::games::Start& start = solve.start;
    std::uint64_t seed = 0;
    const bool by_seed = !(position_text && position_text->is_string());
    if (!by_seed) {
        start.text = position_text->string; // Start::Text::Position
    } else if (seed_text && seed_text->is_string()) {
        if (!parse_seed(seed_text->string, seed))
            return error_json("seed '" + seed_text->string + "' is not a decimal 64-bit number");
        start.seed = seed;
    } else {
        return error_json("give a position (text) or a seed (decimal text)");
    }

    JsonWriter w;
    if (const JsonValue* moves = request->find("moves");
        moves && (moves->is_string() || moves->is_array())) {
        const auto replayed = game->replay(*preset, start, *moves);
        if (!replayed) return error_json(replayed.error());
        w.begin_object().key("status").value("replayed").key("won").value(replayed->won);
        w.key("position").value(replayed->position).end_object();
        return w.str();
    }

    const auto solved = game->solve(*preset, solve, limits);
    if (!solved) return error_json(solved.error());
    const sol::games::Solved& r = *solved;
    w.begin_object();
    w.key("status").value(sol::search::status_name(r.status));
    if (r.status == sol::search::SolveStatus::Unknown)
        w.key("reason").value(sol::search::reason_name(r.reason));
    else
        w.key("reason").null();
    w.key("moves").begin_array();
    for (const auto& m : r.moves) w.value(m);
    w.end_array();
    w.key("bits").begin_array();
    for (const auto m : r.bits) w.value(std::int64_t(m));
    w.end_array();
    w.key("macroMoves").value(r.solver_moves());
    w.key("nodes").value(std::uint64_t(r.stats.nodes));
    w.key("seconds").value(r.stats.seconds);
    if (by_seed) w.key("seed").value(seed_text->string);
    w.end_object();
    return w.str();
}

} // namespace

extern "C" {

// Solves one request (see the top of this file). The returned text stays valid until the
// next call; the worker copies it out with UTF8ToString at once.
EMSCRIPTEN_KEEPALIVE const char* solver_solve(const char* request_json) {
    static std::string result;
    result = solve_request(request_json ? request_json : "");
    return result.c_str();
}

} // extern "C"
