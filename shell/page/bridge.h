#pragma once
// The one C++ <-> JavaScript bridge of the game module (bridge.cpp, and solve_bridge.cpp
// for the solver's side). What the game tells the page (web/boot.js and web/game-page.js,
// through Module.on...()/Module.game...()), and asks of it. The C++ never reads the URL or
// the browser's storage itself: the page hands it a preset, a seed and the saved moves
// (sol_open) and stores what it reports.

#include "shell/core/solver_port.h"
#include "shell/core/table_port.h"

#include <cstdint>
#include <string>

namespace sol::ui {
class GameApp;
class TableController;
} // namespace sol::ui

namespace sol::ui::page {

// The table's port to the page: each call goes to the page's Module.game...() (below).
class PageTable final : public TablePort {
  public:
    void announce(const std::string& text) override;
    void sound(const char* name) override;
    void deal_started(const std::string& preset_url, std::uint64_t seed) override;
    void progress(const std::string& game_json) override;
    void won(const std::string& game_json) override;
    void notice(const std::string& text) override;
    void share() override;
    void settings_changed(const std::string& json) override;
    void open_page(const char* what, const std::string& preset_url) override;
    std::uint64_t random_seed() override;
    int vegas_bank(const std::string& preset_url, std::uint64_t seed) override;
};

// The solver's port to the page: web/solve-ui.js and its Web Worker (solve_bridge.cpp).
// Without the page's solver (an old page), a request is answered at once as an error.
class PageSolver final : public SolverPort {
  public:
    void request(int serial, const std::string& preset_url, const std::string& position,
                 double time_ms) override;
    void cancel() override;
    void find_winnable_deal(int serial, const std::string& preset_url, double time_ms) override;
    void settings_changed(const std::string& json) override;
};

// The objects the page's exported functions (sol_*) reach: main.cpp owns them and
// registers them once, before the page's first call.
void attach(GameApp& app, TableController& table);

// Called after every drawn frame; tells the page when the first one is on screen.
void frame_drawn(long frame);
// Tells the page that the game cannot run (e.g. no WebGL2), with a message for the player.
void fail(const char* message);

} // namespace sol::ui::page
