#pragma once
// The solver on the table: the live verdict, hints, auto-solve and
// winnable-only deals. The search runs behind a SolverPort (in the page, its Web
// Worker); this class decides which position to ask about, remembers the answers,
// and chooses the hint and auto-solve's moves. It sees the game only through the
// Session and the TableGame, reads no clock (the caller passes the time), and draws
// nothing: the solver bar (shell/ui/solve_bar.h) shows it and presses its buttons.

#include "shell/core/session.h"
#include "shell/core/solver_port.h"
#include "shell/core/table_layout.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sol::ui {

// What the status bar says about the position on the table.
enum class Verdict : std::uint8_t {
    Off,
    Checking,
    Winnable,
    NotWinnable,
    Unknown,
    Unavailable,
    Won
};

// The player's choices about the solver; the page stores them.
struct SolverSettings {
    bool live_verdict = true;   // re-check the position after every move
    bool winnable_only = false; // a new deal is one the solver proved winnable
    double step_ms = 350;       // auto-solve: time between two moves
    // A question's search time (the verdict, a hint, auto-solve all share one answer); a
    // position near one whose search ran out of it gets a tenth. The page's tests set it
    // lower; players keep the default.
    double budget_ms = DEFAULT_SOLVE_MS;
    static constexpr double DEFAULT_SOLVE_MS = 15000;
};

// {"liveVerdict":b,"winnableOnly":b,"stepMs":n}, and "budgetMs":n when it is not the
// default: the settings as the page stores them.
std::string solver_settings_json(const SolverSettings& s);

// What the views drew of the solver this frame, for the test hook: the bar's buttons
// ({"hint":[x,y,w,h],...}) and the hinted move's outlines and text.
struct SolveDrawn {
    std::string buttons_json = "{}";
    std::vector<Rect> hint_rects;
    std::string hint_text;
};

// How the solver is followed. A winning line is never followed by position:
// a line may come back near positions that other lines pass through, and
// following "the line of the position we are at" then loops (issue 12).
// Instead every winning line becomes a *plan*: a whole game from the deal (the
// moves played when it was found, then the line). While the moves played are a
// prefix of a plan, the table is on it: its next move is the hint and
// auto-solve's move, and undo and redo stay on it. Only when the player leaves
// every plan is a new one looked for: after the table's own automatic moves the
// plan is mended (those moves taken out of its rest, checked by replay), then
// a known answer for the position, then the solver.
//
// Invariants: every plan replays from the deal to a win and passes no
// position twice after the point where it was found; plan_ indexes the plan
// being followed (-1 = none); answers_ maps a position text to what the solver
// proved about it (a Winnable answer's line starts from that very position).
// At most one request is in flight (serial_ names it; older answers are
// ignored).
class SolveController {
  public:
    // Auto-solve: Off, Waiting for the answer, Running, Paused by the player.
    enum class Play : std::uint8_t { Off, Waiting, Running, Paused };

    explicit SolveController(SolverPort& port) : port_(port) {}

    // --- called by the table's controller ---
    // After every change of the position (move, undo, redo, restart, new deal).
    // Also called by next_move(), so the controller follows the table by itself.
    void position_changed(const Session& s);
    // The player acted (a move, undo, redo, restart, new deal): auto-solve stops.
    void player_acted();
    // Auto-solve is on (running, paused or waiting for its line): the table
    // plays no automatic moves of its own meanwhile, the line has its own.
    bool auto_solving() const { return play_ != Play::Off; }
    // A hint is on show (the table notes the help in the game's Assist).
    bool hint_shown() const { return hint_shown_; }
    // Auto-solve: the next move to play at `now` (ms, the caller's clock), if any
    // (`busy`: cards are still moving). Call it again after playing the move: at high
    // speed a slow frame owes several.
    std::optional<GameMove> next_move(const Session& s, double now, bool busy);
    // "New deal" with winnable deals only: asks the page to find one (it opens it
    // by URL).
    bool wants_winnable_deal() const { return settings_.winnable_only; }
    // "Winnable deals only" turned on or off (the player kept the game going instead: off).
    void set_winnable_only(bool on);
    void set_live_verdict(bool on);
    // Auto-solve's speed: time between two moves (ms).
    void set_step_ms(double ms);
    // The bar's Hint and Auto-solve buttons, for the keys (H, A) and the Game menu; the
    // second stops auto-solve when it is on. Nothing once the game is won.
    void press_hint();
    void press_solve();
    void find_winnable_deal(const std::string& preset_url);
    // The page looks for a deal itself (the daily deal, web/daily.js): the bar says so and
    // asks nothing meanwhile. Returns the serial that winnable_search_done() will name.
    int begin_deal_search();
    // The bar's Pause/Resume and Stop while auto-solve runs, and Stop while a winnable
    // deal is being looked for.
    void toggle_pause();
    void stop_solving() { play_ = Play::Off; }
    void stop_deal_search();

    // --- called by the page (solve_bridge.cpp) ---
    // The answer to request `serial`: status "solved" | "unsolvable" | "unknown"
    // | "cancelled" | "error", `detail` the reason or error, `line` the winning
    // moves.
    void answer(int serial, std::string_view status, std::string_view detail,
                const std::vector<GameMove>& line);
    // The search for request `serial` is still running: `nodes` entered in `seconds`.
    void progress(int serial, double nodes, double seconds);
    // The page finished looking for a winnable deal (found: it opened it by URL).
    void winnable_search_done(int serial, bool found, int tried);
    void set_settings(const SolverSettings& s) { settings_ = s; }
    const SolverSettings& settings() const { return settings_; }
    // For the page's test hook: verdict, hint, auto-solve state, and what the bar drew.
    std::string state_json(const SolveDrawn& drawn) const;

    // What the bar shows.
    Play play() const { return play_; }
    bool won() const { return won_; }
    bool finding_deal() const { return finding_deal_; }
    // When auto-solve plays its next move (the caller's clock), while it runs; else none.
    std::optional<double> next_step_at() const {
        return play_ == Play::Running ? std::optional<double>(next_step_) : std::nullopt;
    }
    int undo_offer() const { return undo_offer_; } // "Undo to last winnable" (moves), or -1
    const std::string& message() const { return message_; }
    const std::string& error() const { return error_; }
    // The search in flight: positions searched so far (0 = no report yet), in seconds.
    double progress_nodes() const { return asked_nodes_; }
    double progress_seconds() const { return asked_seconds_; }
    // What the bar shows: the verdict on the position, and the hinted move if any (both
    // also said to screen readers, narration.h).
    Verdict verdict() const;
    std::optional<GameMove> hint() const;

  private:
    struct Answer {
        Verdict verdict = Verdict::Unknown;
        std::vector<GameMove> line; // Winnable: the moves that win from the position
        double budget_ms = 0;       // Unknown: the time the search had
    };
    const Answer* current_answer() const;
    bool on_plan(int plan) const;
    bool find_plan(const Session& s);
    bool mend_plan(const Session& s);
    void add_plan(std::vector<GameMove> plan);
    std::vector<GameMove> without_loops(const std::vector<GameMove>& plan, size_t from) const;
    std::optional<GameMove> plan_move() const;
    double budget_ms(bool asked_by_player) const;
    void request(const std::string& position, double time_ms);
    void cancel_request();
    void ask_current(bool asked_by_player);
    void on_current_answer();
    void hint_pressed();
    void solve_pressed();
    void answer_or_ask();
    void look_back();
    void show_guess();
    void say(std::string message, int life = 0);
    void settings_changed() const;

    SolverPort& port_;
    SolverSettings settings_;
    std::map<std::string, Answer> answers_;
    std::vector<std::vector<GameMove>> plans_;
    int plan_ = -1;
    // The position on the table: its text, the moves that led to it, its deal.
    std::string current_;
    std::vector<GameMove> played_;
    std::uint64_t seed_ = 0;
    std::string preset_;
    bool won_ = false;
    // The last position whose search ran out of time (its moves), and whether
    // there is one: positions near it get a smaller budget.
    std::vector<GameMove> unknown_at_;
    bool has_unknown_ = false;
    int serial_ = 0;
    std::string asked_;      // the position of the request in flight ("" = none)
    double asked_ms_ = 0;    // its time budget
    std::uint64_t requests_ = 0; // how many positions were asked about (the hook's lastAsk)
    double asked_nodes_ = 0; // its progress: positions searched so far (0 = no report yet)
    double asked_seconds_ = 0;
    bool hint_wanted_ = false; // show the hint once the position is answered
    bool hint_shown_ = false;
    std::optional<GameMove> guess_; // the hint when no winning line is known
    Play play_ = Play::Off;
    double next_step_ = 0;
    int back_k_ = -1;     // looking back: the move count being checked, or -1
    int undo_offer_ = -1; // the last winnable move count found, or -1
    bool finding_deal_ = false;
    int tried_ = 0;
    std::string message_;  // a line for the bar: why auto-solve stopped, and such
    int message_life_ = 0; // position changes the message outlives
    std::string error_;    // why the solver is unavailable ("" = it is fine)
};

} // namespace sol::ui
