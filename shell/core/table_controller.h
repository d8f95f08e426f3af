#pragma once
// The game on the table without its looks: the Session being played, the solver's
// controller, the table's layout and its words, and every rule of play that is not
// drawing or event translation: a move and the automatic moves it sets off, undo and redo,
// a new deal or a restart and when to ask first, the win and its report, auto-solve's
// steps, a refused card's shake. The views (shell/ui/game_app.h) turn events into its
// commands and draw what it holds; it reads no clock (begin_frame() gives it the time) and
// talks to the page only through its ports.

#include "core/json.h"
#include "shell/core/bar_words.h"
#include "shell/core/narration.h"
#include "shell/core/session.h"
#include "shell/core/settings.h"
#include "shell/core/solve_controller.h"
#include "shell/core/solver_port.h"
#include "shell/core/table_input.h"
#include "shell/core/table_layout.h"
#include "shell/core/table_port.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sol {
struct Preset;
}

namespace sol::ui {

// Vegas scoring, whose money runs on from deal to deal.
bool is_vegas(const Preset& p);

// The cards a click asked to move in vain shake (or, with reduced motion, flash an
// outline): from card `index` of `pile` up, and from card `also_index` of `also_pile` up (the
// second card of a pair that does not pair; -1: none), from `at` (ms) on; `count` for the
// test hook.
struct Shake {
    static constexpr double MS = 320;   // how long
    static constexpr float PX = 7;      // how far each way at first (logical pixels)
    static constexpr double SWINGS = 3; // how many times to and fro
    int pile = -1, index = -1, count = 0;
    int also_pile = -1, also_index = -1;
    double at = -1e9;

    // On at `now`, on a pile of the `piles` there are.
    bool on(double now, int piles) const { return now - at < MS && pile >= 0 && pile < piles; }
    // Whether card `i` of pile `p` is one that shakes.
    bool shakes(int p, int i) const {
        return (p == pile && i >= index) || (p == also_pile && i >= also_index);
    }
    // How far card `i` of pile `p` is out of place at `now`: a few fading swings (none
    // with reduced motion, `still`).
    float dx(int p, int i, double now, bool still) const;
};

// What the views know of the table this frame, for the test hook (TableController::state_json).
struct TableViewState {
    bool moving = false;         // cards are gliding or turning
    bool reduced_motion = false; // the player asked for reduced motion
    bool dragging = false;
    int cursor = 0, held = -1, selected = -1; // the keyboard cursor, the piles picked up
    bool touch = false;                       // touch-sized panels
    // Already-formatted JSON of the views: the ImGui items, the menu keys, the panels.
    std::string widgets = "[]", keys = "{}", ui = "{}";
};

// Invariant: after open() succeeded, session(), preset() are set and geometry() describes
// the session's piles as last laid out in area().
class TableController {
  public:
    TableController(TablePort& page, SolverPort& solver);

    // --- deals ---
    // Opens deal `seed` of the preset named `preset_url` and replays `moves` (a saved game).
    // 0 on success, 1 if the preset is unknown (nothing changes), 2 if one of the moves is
    // illegal (the moves before it are kept, with the clock and the help: the page sets the
    // saved record aside and saves what was kept), 3 if the seed is not one of the preset's
    // deals (FreeCell's are 1 .. 2^33 - 1; nothing changes). `assist`: the saved game's
    // help; `redo`: its redo tail.
    // `daily`: the daily deal's day (yyyy-mm-dd) when the deal is the daily deal, else "".
    int open(std::string_view preset_url, std::uint64_t seed, const std::vector<GameMove>& moves,
             double elapsed_ms, Session::Assist assist = Session::Assist::None,
             const std::vector<GameMove>& redo = {}, std::string_view daily = {});
    // A new deal of `p`, or (nullptr) of the variant chosen for the next deal, else of the
    // one in play; with "Winnable deals only" the page looks for one instead.
    void new_deal(const Preset* p = nullptr);
    // What a command that would end the game in progress does.
    enum class Decision : std::uint8_t { Done, Ask, Nothing };
    // The player chose variant `p`: at once when no game is in progress (Done), else Ask.
    Decision choose_variant(const Preset& p);
    // Restart: Ask while a game is in progress; a won game restarts at once (Done); a
    // fresh deal has Nothing to restart.
    Decision press_restart();
    // New deal (the menu, N): Ask while a game is in progress (the same question as
    // Restart's), else a new deal at once (Done). Random winnable deal alike.
    Decision press_new_deal();
    Decision press_winnable_deal();
    // "Winnable deals only" was just turned on: a winnable deal now, or Ask first.
    Decision winnable_only_on();
    // The player's answers to those questions: now, from the next deal (`p`: the variant;
    // nullptr: winnable deals), or not at all (winnable deals only is turned off again).
    void restart();
    void next_deal_as(const Preset* p);
    void keep_dealing_any();
    // A move was made (or undone) and the game is not won.
    bool in_progress() const;

    // --- play ---
    void play(GameMove m); // the player's move (legal)
    void undo();           // when there is one (and the automatic moves it set off)
    void redo();
    void undo_to(int moves); // "Undo to last winnable"
    // The player acted (a move, undo, redo, restart, new deal, a menu command): auto-solve
    // stops.
    void player_acted() { solver_.player_acted(); }
    void press_hint() { solver_.press_hint(); }
    void press_solve() { solver_.press_solve(); }
    void find_winnable_deal();
    // A click tried to move card `index` of `pile` in vain: it shakes (with card
    // `also_index` of `also_pile`, the other card of a pair that does not pair).
    void refused(int pile, int index, int also_pile = -1, int also_index = -1);
    // The player's input on the table (shell/core/table_input.h): the views queue its
    // events; a deal opened resets it (the keyboard cursor back on the first pile).
    TableInput& input() { return input_; }
    const TableInput& input() const { return input_; }
    // Takes the input queued (up to its first action) on the table as laid out, and acts on
    // it: apply_input.
    Decision take_input();
    // What the input asked for: the move, undo, redo, the solver's keys, a refusal and its
    // words, a new deal (Ask: the question first).
    Decision apply_input(const InputResult& in);

    // --- the page ---
    // A short message for the player (why a click did nothing).
    void notice(const std::string& text) { page_.notice(text); }
    void share() { page_.share(); }
    // The player changed the settings: the page stores them.
    void settings_changed();
    // One of the page's screens ("stats", "select-deal", "daily") for the game in play.
    void open_page(const char* what);

    // --- time ---
    // The frame's time (ms, the caller's clock). A gap over three seconds between two frames
    // is time the player was away (a hidden tab): the game clock leaves it out.
    void begin_frame(double now_ms);
    // The table's own moves this frame: the automatic moves after a player's move, one
    // every AUTO_STEP_MS, and auto-solve's steps (`moving`: cards are still gliding;
    // `dragging`: the player holds cards, so nothing moves by itself).
    void step(bool moving, bool dragging);
    // The earliest time (the caller's clock) at which the table changes without the player
    // or the page: the game clock's next second, an automatic move, auto-solve's next
    // step, a shake's end, the test hook's "busy" running out. None: it rests until they
    // act. The frame loop sleeps until then (frame_pacer.h).
    std::optional<double> next_change() const;
    // After the solver bar was drawn: a hint on show counts as help (saved at once).
    void note_hint_seen();
    // The words said for the input's focus (keyboard cursor, piles picked up, a drag).
    void narrate();

    // --- the views' events: what happened since the last call ---
    struct Events {
        bool opened = false; // a deal was opened: views drop what they held
        bool dealt = false;  // a new deal: its cards fly from the stock
        bool won = false;    // the game was just won here
    };
    Events take_events();

    // --- layout ---
    TableArea& area() { return area_; }
    void relayout();
    const TableGeometry& geometry() const { return geometry_; }
    const std::vector<PileView>& piles() const { return piles_; }

    // --- state ---
    bool is_open() const { return session_ != nullptr; }
    const Session& session() const { return *session_; }
    const Preset& preset() const { return *preset_; }
    const Preset* next_preset() const { return next_preset_; }
    std::optional<int> vegas_bank() const { return vegas_bank_; }
    Settings& settings() { return settings_; }
    const Settings& settings() const { return settings_; }
    SolveController& solver() { return solver_; }
    const SolveController& solver() const { return solver_; }
    double now() const { return now_; }
    double won_at() const { return won_at_; } // when the win was played here, or -1
    // The confetti falls now: a win of the player's own, played here (not opened won) in
    // the last CELEBRATION_MS; "Solved by the computer" is no win of theirs.
    bool celebrating() const;
    static constexpr double CELEBRATION_MS = 6000;
    const Shake& shake() const { return shake_; }
    // The status bar's facts: the variant, the deal (or the daily deal's day), the figures.
    StatusFacts status_facts() const;
    const std::string& daily() const { return daily_; }

    // {"preset","seed","moves":[...],"redo":[...],"elapsedMs","won","score","assist"}
    std::string game_json() const;
    // The page's test hook: the position, every card's rectangle in CSS pixels, and the
    // views' state.
    std::string state_json(const TableViewState& view) const;
    // Every variant with a table: [{"url","title","vegas"}...]
    static std::string presets_json();

    // Automatic moves follow each other this fast (ms), each one gliding as it goes.
    static constexpr double AUTO_STEP_MS = 90;

  private:
    void play(GameMove m, bool automatic);
    void after_change();
    void run_automatic(bool dragging);

    TablePort& page_;
    SolveController solver_;
    TableInput input_;
    Narration narration_;
    std::unique_ptr<Session> session_;
    const Preset* preset_ = nullptr;
    const Preset* next_preset_ = nullptr; // "From the next deal": the next deal's variant
    Settings settings_;
    TableArea area_;
    TableGeometry geometry_;
    std::vector<PileView> piles_;
    std::optional<int> vegas_bank_; // Vegas variants: earlier deals' total (TablePort)
    double now_ = 0;
    double last_change_ = 0;
    bool auto_armed_ = false;   // automatic moves follow a player's move, never an undo
    bool auto_pending_ = false; // an automatic move is due (the test hook reports "busy")
    // A change the next step has not yet looked at for automatic moves: until it has, the
    // hook reports "busy" (an automatic move may follow), and no longer (a fixed wait after
    // every change cost the browser tests 0.2 s a move).
    bool unsettled_ = false;
    bool win_reported_ = false;
    double won_at_ = -1;
    std::string daily_; // the daily deal's day (yyyy-mm-dd), or "".
    Shake shake_;
    Events events_;
};

} // namespace sol::ui
