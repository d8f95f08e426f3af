#pragma once
// The game as the player sees it: the table's cards, input, animation and panels, one
// ImGui frame at a time, around the TableController (shell/core/table_controller.h), which
// holds the game and its rules of play. main.cpp owns the window, the GL context and both
// objects and calls prepare() and frame(); the page reaches it through bridge.cpp.

#include "shell/core/card_motion.h"
#include "shell/core/table_controller.h"
#include "shell/ui/input.h"
#include "shell/ui/menu_keys.h"
#include "shell/ui/panels.h"
#include "shell/ui/solve_bar.h"
#include "shell/ui/touch_scroll.h"
#include "shell/view/card_draw.h"
#include "shell/view/card_fonts.h"
#include "shell/view/card_sprites.h"

#include <string>
#include <string_view>
#include <vector>

union SDL_Event;
struct ImDrawList;

namespace sol {
struct Preset;
}

namespace sol::ui {

// The views of one table: they draw it and turn the player's events into its commands, and
// hold nothing of the game but what is on screen (motion, fonts, the panels' open state).
class GameApp {
  public:
    explicit GameApp(TableController& table) : table_(table) {}

    // Opens a deal (TableController::open) and lets the views start afresh.
    int open(std::string_view preset_url, std::uint64_t seed, const std::vector<GameMove>& moves,
             double elapsed_ms, Session::Assist assist = Session::Assist::None,
             const std::vector<GameMove>& redo = {}, std::string_view daily = {});
    void set_settings(const Settings& s) { table_.settings() = s; }
    void set_reduced_motion(bool on) { motion_.set_instant(on); }
    // The page's pointer is coarse (a touch screen): touch-sized panels (touch_ui.h).
    void set_touch(bool on) { touch_ = on; }

    // For the page's test hook: the position and every card's rectangle in CSS pixels.
    std::string state_json() const;
    // For the page's test hook: the solver's state and its bar's buttons.
    std::string solver_state_json() const { return table_.solver().state_json(bar_.drawn()); }

    void handle_event(const SDL_Event& e);
    // Before ImGui::NewFrame(): lays out the table and keeps the fonts at its card size.
    void prepare(float width, float height, float ratio);
    // Between ImGui::NewFrame() and ImGui::Render(); `now_ms` is the frame's time.
    void frame(float width, float height, double now_ms);
    long frames() const { return frames_; }
    // The last frame's time, and the earliest time at which the views or the table change
    // by the clock alone (FramePacer::NEVER: not before the player or the page acts).
    double now() const { return table_.now(); }
    double next_change() const;

  private:
    void new_deal(const Preset* p = nullptr);
    void press_new_deal();
    void choose_variant(const Preset& p);
    void answer(const PanelResult& r);
    void restart();
    // Follows what the table did since the last call: a deal opened, dealt, won.
    void sync_views();
    void apply_panels(const PanelResult& r);
    void draw_table(ImDrawList& list, double now);
    void draw_confetti(ImDrawList& list, double now) const;
    PanelState panel_state() const;

    TableController& table_;
    Panels panels_;
    SolveBar bar_;
    MenuKeys keys_;      // F10/Alt into the menus; ImGui's keyboard navigation while they have it
    TouchScroll scroll_; // a finger drags the content of a window that scrolls
    CardMotion motion_;
    CardFonts fonts_;
    CardSprites sprites_;
    float ratio_ = 1; // device pixels per logical pixel
    Palette palette_;
    long frames_ = 0;
    bool touch_ = false;
};

} // namespace sol::ui
