#pragma once
// The game as the player sees it: the table, its cards, input, animation and panels, one
// ImGui frame at a time, around the Session being played. main.cpp owns the window and
// the GL context and calls prepare() and frame(); the page reaches it through bridge.cpp.

#include "shell/view/card_draw.h"
#include "shell/view/card_fonts.h"
#include "shell/core/card_motion.h"
#include "shell/view/card_sprites.h"
#include "shell/ui/input.h"
#include "shell/ui/menu_keys.h"
#include "shell/core/narration.h"
#include "shell/ui/panels.h"
#include "shell/core/session.h"
#include "shell/core/table_layout.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

union SDL_Event;
struct ImDrawList;

namespace sol {
struct Preset;
}

namespace sol::ui {

// Owns everything of the game that outlives a frame. Invariant: after open() succeeded,
// session_ and preset_ are set and geometry_ describes the session's piles as last laid out.
class GameApp {
  public:
    // Opens deal `seed` of the preset named `preset_url` and replays `moves` (a saved game).
    // Returns 0 on success, 1 if the preset is unknown (nothing changes), 2 if the moves
    // do not replay (the fresh deal is opened instead). `assist`: the saved game's help;
    // `redo`: its redo tail.
    int open(std::string_view preset_url, std::uint64_t seed, const std::vector<GameMove>& moves,
             double elapsed_ms, Session::Assist assist = Session::Assist::None,
             const std::vector<GameMove>& redo = {});
    void set_settings(const Settings& s) { settings_ = s; }
    void set_reduced_motion(bool on) { motion_.set_instant(on); }
    // The page's pointer is coarse (a touch screen): touch-sized panels (touch_ui.h).
    void set_touch(bool on) { touch_ = on; }

    // For the page's test hook: the position and every card's rectangle in CSS pixels.
    std::string state_json() const;
    // Every variant: [{"url","title"}...]
    std::string presets_json() const;

    void handle_event(const SDL_Event& e);
    // Before ImGui::NewFrame(): lays out the table and keeps the fonts at its card size.
    void prepare(float width, float height, float ratio);
    // Between ImGui::NewFrame() and ImGui::Render().
    void frame(float width, float height);
    long frames() const { return frames_; }

  private:
    void relayout();
    // A new deal of `p`, or (nullptr) of the variant chosen for the next deal, else of
    // the one in play.
    void new_deal(const Preset* p = nullptr);
    // The player chose variant `p` (or "Winnable deals only", or Restart): at once when
    // no game is in progress, else after asking (Panels::ask).
    void choose_variant(const Preset& p);
    void answer(const PanelResult& r);
    void restart();
    bool in_progress() const; // a move was made (or undone) and the game is not won
    void start_shake(const Hit& h);
    bool shaking(double now) const; // a refused card's shake (or outline) is on, on a pile of now
    float shake_dx(int pile, int index, double now) const;
    void play(GameMove m, bool automatic);
    void after_change();
    void run_automatic(double now);
    void apply_panels(const PanelResult& r);
    void draw_table(ImDrawList& list, double now);
    void draw_confetti(ImDrawList& list, double now) const;
    PanelState panel_state(double now) const;
    std::string game_json(double now) const;

    std::unique_ptr<Session> session_;
    const Preset* preset_ = nullptr;
    Settings settings_;
    Panels panels_;
    TableInput input_;
    MenuKeys keys_; // F10/Alt into the menus; ImGui's keyboard navigation while they have it
    CardMotion motion_;
    Narration narration_; // the live region's words and the card sounds
    CardFonts fonts_;
    CardSprites sprites_;
    float ratio_ = 1; // device pixels per logical pixel
    Palette palette_;
    TableArea area_;
    TableGeometry geometry_;
    std::vector<PileView> piles_;
    std::optional<int> vegas_bank_; // Vegas variants: earlier deals' total (page::vegas_bank)
    double now_ = 0;
    double last_change_ = 0;
    bool auto_armed_ = false;   // automatic moves follow a player's move, never an undo
    bool auto_pending_ = false; // an automatic move is due (the test hook reports "busy")
    bool win_reported_ = false;
    double won_at_ = -1; // when the win was played here (the celebration's clock), or -1
    const Preset* next_preset_ = nullptr; // "From the next deal": the next deal's variant
    // The cards a click asked to move in vain shake (or, with reduced motion, flash an
    // outline): from card `index` of `pile` up, from `at` (ms) on; `count` for the hook.
    struct Shake {
        int pile = -1, index = -1, count = 0;
        double at = -1e9;
    } shake_;
    long frames_ = 0;
    bool touch_ = false;
};

// The module's one game.
GameApp& the_app();

} // namespace sol::ui
