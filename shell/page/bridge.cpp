// The one C++ <-> JavaScript bridge of the game module: EM_JS calls into the page
// (web/boot.js: Module.onGame*; web/game-page.js: Module.game*), and the functions the page
// calls (game_frame_count, sol_*, sol_solver_*). Text crosses as UTF-8 strings, seeds as
// decimal text (a 64-bit seed does not fit a JavaScript number). The solver's calls into
// the page are in solve_bridge.cpp. Every call in wakes the frame loop (frame_loop.h): what
// the page asked for is drawn, and the tests' hook sees frames go by while it looks.

#include "shell/page/bridge.h"

#include "core/number_text.h"
#include "core/saved_game.h"
#include "shell/core/table_controller.h"
#include "shell/page/frame_loop.h"
#include "shell/ui/game_app.h"

#include <emscripten.h>

#include <cstdlib>
#include <string>

// EM_JS bodies are JavaScript; `Module` is the page's module object.
EM_JS(void, js_game_ready, (), {
    if (Module.onGameReady) Module.onGameReady();
});
EM_JS(void, js_game_failed, (const char* message), {
    if (Module.onGameError) Module.onGameError(UTF8ToString(message));
});
EM_JS(void, js_deal_started, (const char* url, const char* seed), {
    if (Module.gameDealStarted) Module.gameDealStarted(UTF8ToString(url), UTF8ToString(seed));
});
EM_JS(void, js_progress, (const char* json), {
    if (Module.gameProgress) Module.gameProgress(JSON.parse(UTF8ToString(json)));
});
EM_JS(void, js_won, (const char* json), {
    if (Module.gameWon) Module.gameWon(JSON.parse(UTF8ToString(json)));
});
EM_JS(void, js_share, (), {
    if (Module.gameShare) Module.gameShare();
});
EM_JS(void, js_settings, (const char* json), {
    if (Module.gameSettings) Module.gameSettings(JSON.parse(UTF8ToString(json)));
});
EM_JS(void, js_open_page, (const char* what, const char* url), {
    if (Module.gameOpenPage) Module.gameOpenPage(UTF8ToString(what), UTF8ToString(url));
});
EM_JS(double, js_vegas_bank, (const char* url, const char* seed), {
    const bank = Module.gameVegasBank
                     ? Number(Module.gameVegasBank(UTF8ToString(url), UTF8ToString(seed)))
                     : 0;
    return Number.isFinite(bank) ? bank : 0;
});
EM_JS(void, js_notice, (const char* text), {
    if (Module.gameNotice) Module.gameNotice(UTF8ToString(text));
});
EM_JS(void, js_announce, (const char* text), {
    if (Module.gameAnnounce) Module.gameAnnounce(UTF8ToString(text));
});
EM_JS(void, js_sound, (const char* name), {
    if (Module.gameSound) Module.gameSound(UTF8ToString(name));
});
EM_JS(double, js_random_seed, (), {
    return Module.gameRandomSeed ? Module.gameRandomSeed() : Math.floor(Math.random() * 4294967296);
});

namespace sol::ui::page {

namespace {

// The module's objects, as main.cpp registered them (attach).
GameApp* app = nullptr;
TableController* table = nullptr;

} // namespace

void attach(GameApp& a, TableController& t) {
    app = &a;
    table = &t;
}

void frame_drawn(long frame) {
    if (frame == 1) js_game_ready();
}
void fail(const char* message) {
    js_game_failed(message);
}

void PageTable::deal_started(const std::string& url, std::uint64_t seed) {
    js_deal_started(url.c_str(), std::to_string(seed).c_str());
}
void PageTable::progress(const std::string& json) {
    js_progress(json.c_str());
}
void PageTable::won(const std::string& json) {
    js_won(json.c_str());
}
int PageTable::vegas_bank(const std::string& url, std::uint64_t seed) {
    return int(js_vegas_bank(url.c_str(), std::to_string(seed).c_str()));
}
void PageTable::notice(const std::string& text) {
    js_notice(text.c_str());
}
void PageTable::announce(const std::string& text) {
    js_announce(text.c_str());
}
void PageTable::sound(const char* name) {
    js_sound(name);
}
std::uint64_t PageTable::random_seed() {
    return std::uint64_t(js_random_seed());
}

void PageTable::share() {
    js_share();
}
void PageTable::settings_changed(const std::string& json) {
    js_settings(json.c_str());
}
void PageTable::open_page(const char* what, const std::string& url) {
    js_open_page(what, url.c_str());
}

} // namespace sol::ui::page

extern "C" {

// Frames drawn since start: the page's tests wait for a few before looking.
EMSCRIPTEN_KEEPALIVE long game_frame_count() {
    sol::ui::page::wake();
    return sol::ui::page::app->frames();
}

// Opens a deal: preset URL form ("klondike/draw3"), decimal seed, the saved moves as
// comma-separated numbers ("" for none), the saved clock, the saved game's help from
// the computer (0 none, 1 hints, 2 auto-solve) and the saved redo tail (the moves undone
// after the saved ones, the same form). 0 ok, 1 unknown preset,
// 2 a saved move is illegal on the deal (the moves before it are open; sol_game_json
// gives the game to save instead).
// 3: the seed is not a number from 0 to 2^64 - 1 (nothing is opened). Saved moves that are
// not a list of move codes open the deal fresh (2), and a bad clock starts from 0: no saved
// text can leave the table without a deal. A redo tail that does not read or replay is
// dropped without a word: the game itself is kept. `daily`: the daily deal's day
// (yyyy-mm-dd, web/router.js checked it) when the deal is the daily deal, else "".
EMSCRIPTEN_KEEPALIVE int sol_open(const char* preset, const char* seed, const char* moves,
                                  double elapsed_ms, int assist, const char* redo,
                                  const char* daily) {
    sol::ui::page::wake();
    const auto number = sol::parse_u64(seed ? seed : "", "seed");
    if (!number) return 3;
    auto list = sol::parse_move_codes(moves ? moves : "");
    auto undone = sol::parse_move_codes(redo ? redo : "");
    using Assist = sol::ui::Session::Assist;
    using Moves = std::vector<sol::ui::GameMove>;
    const Assist help = assist == 2 ? Assist::Computer : assist == 1 ? Assist::Hints : Assist::None;
    const int rc = sol::ui::page::app->open(preset, *number, list ? *list : Moves{},
                                            sol::saved_elapsed_ms(elapsed_ms), help,
                                            list && undone ? *undone : Moves{}, daily ? daily : "");
    return rc == 0 && !list ? 2 : rc;
}

// The game on the table as the page saves it (TableController::game_json). Valid until
// the next call.
EMSCRIPTEN_KEEPALIVE const char* sol_game_json() {
    static std::string json;
    json = sol::ui::page::table->game_json();
    return json.c_str();
}

// The test hook's view of the table (see GameApp::state_json). Valid until the next call.
EMSCRIPTEN_KEEPALIVE const char* sol_state_json() {
    sol::ui::page::wake();
    static std::string json;
    json = sol::ui::page::app->state_json();
    return json.c_str();
}

// Every variant the engine offers: [{"url","title"}...].
EMSCRIPTEN_KEEPALIVE const char* sol_presets_json() {
    sol::ui::page::wake();
    static std::string json;
    json = sol::ui::TableController::presets_json();
    return json.c_str();
}

EMSCRIPTEN_KEEPALIVE void sol_set_settings(const char* json) {
    sol::ui::page::wake();
    sol::ui::Settings s;
    sol::ui::read_settings_json(json, s);
    sol::ui::page::app->set_settings(s);
}

// The player asks for reduced motion (prefers-reduced-motion): cards go straight to their
// places, with no glide, turn or confetti.
EMSCRIPTEN_KEEPALIVE void sol_set_reduced_motion(int on) {
    sol::ui::page::wake();
    sol::ui::page::app->set_reduced_motion(on != 0);
}

// The page's pointer is coarse (CSS `(pointer: coarse)`, a touch screen): the panels' items
// are sized for fingers (touch_ui.h).
EMSCRIPTEN_KEEPALIVE void sol_set_touch(int on) {
    sol::ui::page::wake();
    sol::ui::page::app->set_touch(on != 0);
}

// The worker's answer to request `serial`: status "solved" | "unsolvable" |
// "unknown" | "cancelled" | "error", the reason or error text, and the winning
// line as comma-separated move numbers (klondike::Move bits, the game's own
// move packing).
EMSCRIPTEN_KEEPALIVE void sol_solver_answer(int serial, const char* status, const char* detail,
                                            const char* line) {
    sol::ui::page::wake();
    std::vector<sol::ui::GameMove> moves;
    for (const char* p = line; p && *p;) {
        char* end = nullptr;
        const unsigned long m = std::strtoul(p, &end, 10);
        if (end == p) break;
        moves.push_back(sol::ui::GameMove(m));
        p = *end == ',' ? end + 1 : end;
    }
    sol::ui::page::table->solver().answer(serial, status, detail, moves);
}

// A long search for request `serial` is alive: `nodes` positions so far, in `seconds`.
EMSCRIPTEN_KEEPALIVE void sol_solver_progress(int serial, double nodes, double seconds) {
    sol::ui::page::wake();
    sol::ui::page::table->solver().progress(serial, nodes, seconds);
}

// The page's search for a winnable deal ended (when found, it opened the deal
// by URL).
EMSCRIPTEN_KEEPALIVE void sol_solver_deal_found(int serial, int found, int tried) {
    sol::ui::page::wake();
    sol::ui::page::table->solver().winnable_search_done(serial, found != 0, tried);
}

// The page starts a search for a deal of its own (the daily deal); it ends it with
// sol_solver_deal_found(serial, ...).
EMSCRIPTEN_KEEPALIVE int sol_solver_search_begin() {
    sol::ui::page::wake();
    return sol::ui::page::table->solver().begin_deal_search();
}

// The stored settings, at start.
// `budget_ms` 0 (or out of range) keeps the default search time.
EMSCRIPTEN_KEEPALIVE void sol_solver_set(int live_verdict, int winnable_only, double step_ms,
                                         double budget_ms) {
    sol::ui::page::wake();
    sol::ui::SolverSettings s;
    s.live_verdict = live_verdict != 0;
    s.winnable_only = winnable_only != 0;
    if (step_ms >= 20 && step_ms <= 2000) s.step_ms = step_ms;
    if (budget_ms >= 100 && budget_ms <= 60000) s.budget_ms = budget_ms;
    sol::ui::page::table->solver().set_settings(s);
}

// The test hook's view of the solver (see SolveController::state_json). Valid
// until the next call.
EMSCRIPTEN_KEEPALIVE const char* sol_solver_state() {
    sol::ui::page::wake();
    static std::string json;
    json = sol::ui::page::app->solver_state_json();
    return json.c_str();
}

} // extern "C"
