#include "shell/core/solve_controller.h"

#include "core/json.h"
#include "search/line_cycles.h"
#include "shell/core/json_fixed.h"
#include "shell/games/game_catalog.h"

#include <algorithm>
#include <memory>

namespace sol::ui {

namespace {

// The budget of a question (SolverSettings::budget_ms): the verdict, a hint and
// auto-solve all ask "is this position winnable, and how?", so one answer serves
// all three. Limits reached mean "Unknown", never a wrong answer.
// A position a few moves from one whose search ran out of time is likely as
// hard: the live verdict gives it a short look (a tenth of the budget) rather
// than a full search after every move (a phone's battery), and a press of Hint
// or Auto-solve the full one.
constexpr double NEAR_UNKNOWN_SHARE = 0.1;
constexpr size_t NEAR_UNKNOWN_MOVES = 6;
// Winnable-only deals: a deal that takes longer than this is skipped for the
// next seed.
constexpr double DEAL_TIME_MS = 3000;
// Answers kept; positions are a few hundred bytes of text each.
constexpr size_t MAX_ANSWERS = 20000;
// Plans kept per deal (each a whole game of moves); the oldest goes first.
constexpr size_t MAX_PLANS = 64;

// The deal `seed` of `preset_url` with the first `count` moves of `played`
// on it, or nullptr when a move is not legal (or the game is unknown).
std::unique_ptr<TableGame> game_after(const std::string& preset_url, std::uint64_t seed,
                                      const std::vector<GameMove>& played, size_t count) {
    const Preset* p = find_preset_url(preset_url);
    if (!p) return nullptr;
    std::unique_ptr<TableGame> g = make_game(*p, seed);
    for (size_t i = 0; g && i < count && i < played.size(); ++i) {
        if (!g->is_legal(played[i])) return nullptr;
        g->do_move(played[i]);
    }
    return g;
}

// The position after the first `count` moves of `played`, as the solver's
// text; "" when the moves do not replay.
std::string position_after(const std::string& preset_url, std::uint64_t seed,
                           const std::vector<GameMove>& played, size_t count) {
    const std::unique_ptr<TableGame> g = game_after(preset_url, seed, played, count);
    return g ? g->solver_position() : "";
}

// Moves between two points of the game tree: back from one to where their
// moves part, then on to the other.
size_t distance(const std::vector<GameMove>& a, const std::vector<GameMove>& b) {
    const size_t common =
        size_t(std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin());
    return a.size() + b.size() - 2 * common;
}

bool starts_with(const std::vector<GameMove>& whole, const std::vector<GameMove>& prefix) {
    return prefix.size() <= whole.size() && std::equal(prefix.begin(), prefix.end(), whole.begin());
}

const char* verdict_name(Verdict v) {
    switch (v) {
    case Verdict::Off: return "off";
    case Verdict::Checking: return "checking";
    case Verdict::Winnable: return "winnable";
    case Verdict::NotWinnable: return "not-winnable";
    case Verdict::Unknown: return "unknown";
    case Verdict::Unavailable: return "unavailable";
    case Verdict::Won: return "won";
    }
    return "";
}

} // namespace

std::string solver_settings_json(const SolverSettings& s) {
    JsonWriter w;
    w.begin_object();
    w.key("liveVerdict").value(s.live_verdict);
    w.key("winnableOnly").value(s.winnable_only);
    write_fixed(w.key("stepMs"), s.step_ms, 0);
    if (s.budget_ms != SolverSettings::DEFAULT_SOLVE_MS)
        write_fixed(w.key("budgetMs"), s.budget_ms, 0);
    w.end_object();
    return w.str();
}

const SolveController::Answer* SolveController::current_answer() const {
    const auto it = answers_.find(current_);
    return it == answers_.end() ? nullptr : &it->second;
}

bool SolveController::on_plan(int plan) const {
    if (plan < 0 || plan >= int(plans_.size())) return false;
    return starts_with(plans_[size_t(plan)], played_);
}

std::optional<GameMove> SolveController::plan_move() const {
    if (!on_plan(plan_) || won_) return std::nullopt;
    const std::vector<GameMove>& plan = plans_[size_t(plan_)];
    if (played_.size() >= plan.size()) return std::nullopt;
    return plan[played_.size()];
}

// The plan's moves from `from` on, without a return to a position already
// passed since `from` (a mended plan can make one).
std::vector<GameMove> SolveController::without_loops(const std::vector<GameMove>& plan,
                                                     size_t from) const {
    std::unique_ptr<TableGame> g = game_after(preset_, seed_, plan, from);
    if (!g) return plan;
    std::vector<std::string> ids{g->solver_position()};
    for (size_t i = from; i < plan.size(); ++i) {
        if (!g->is_legal(plan[i])) return plan;
        g->do_move(plan[i]);
        ids.push_back(g->solver_position());
    }
    std::vector<GameMove> out(plan.begin(), plan.begin() + std::ptrdiff_t(from));
    for (const size_t i : search::moves_without_cycles(ids)) out.push_back(plan[from + i]);
    return out;
}

void SolveController::add_plan(std::vector<GameMove> plan) {
    if (plans_.size() >= MAX_PLANS) {
        plans_.erase(plans_.begin());
        if (plan_ >= 0) --plan_;
    }
    plans_.push_back(std::move(plan));
    plan_ = int(plans_.size()) - 1;
}

// After automatic moves of the table's own (safe cards sent home) the table has
// left the plan it was on, though usually not its road: the plan's rest with
// those moves taken out (each at its first place there, if it has one) often
// still wins, which a replay tells.
bool SolveController::mend_plan(const Session& s) {
    if (plan_ < 0) return false;
    const std::vector<GameMove>& plan = plans_[size_t(plan_)];
    const size_t common =
        size_t(std::mismatch(played_.begin(), played_.end(), plan.begin(), plan.end()).first -
               played_.begin());
    if (common == played_.size()) return false;
    for (size_t i = common; i < played_.size(); ++i)
        if (!s.automatic(i)) return false;
    std::vector<GameMove> rest(plan.begin() + std::ptrdiff_t(common), plan.end());
    for (size_t i = common; i < played_.size(); ++i) {
        const auto it = std::find(rest.begin(), rest.end(), played_[i]);
        if (it != rest.end()) rest.erase(it);
    }
    std::vector<GameMove> mended = played_;
    mended.insert(mended.end(), rest.begin(), rest.end());
    const std::unique_ptr<TableGame> g = game_after(preset_, seed_, mended, mended.size());
    if (!g || !g->is_won()) return false;
    add_plan(without_loops(mended, played_.size()));
    return true;
}

// Puts the table on a plan if one fits the moves played: the current one,
// another one found earlier in this deal (after an undo, say), the current one
// mended, or a known winning line from this very position.
bool SolveController::find_plan(const Session& s) {
    if (on_plan(plan_)) return true;
    for (int i = int(plans_.size()) - 1; i >= 0; --i)
        if (on_plan(i)) {
            plan_ = i;
            return true;
        }
    if (mend_plan(s)) return true;
    const Answer* a = current_answer();
    if (a && a->verdict == Verdict::Winnable) {
        std::vector<GameMove> plan = played_;
        plan.insert(plan.end(), a->line.begin(), a->line.end());
        add_plan(std::move(plan));
        return true;
    }
    return false;
}

void SolveController::position_changed(const Session& s) {
    const bool same_deal = s.seed() == seed_ && s.preset() == preset_ && !current_.empty();
    if (same_deal && s.played() == played_) return;
    if (!same_deal) { // a new deal: nothing known about it yet
        answers_.clear();
        plans_.clear();
        plan_ = -1;
        has_unknown_ = false;
        message_.clear();
    }
    played_ = s.played();
    seed_ = s.seed();
    preset_ = s.preset();
    current_ = s.game().solver_position();
    won_ = s.won();
    if (!won_) find_plan(s);
    hint_shown_ = hint_wanted_ = false;
    guess_.reset();
    back_k_ = undo_offer_ = -1;
    if (message_life_ > 0)
        --message_life_;
    else if (play_ == Play::Off)
        message_.clear();
    // A search about a position the table has left is of no use: stop it at
    // once rather than let it run out its time.
    if (!asked_.empty() && asked_ != current_ && !finding_deal_) cancel_request();
    ask_current(false);
}

double SolveController::budget_ms(bool asked_by_player) const {
    const double full = settings_.budget_ms;
    if (asked_by_player || !has_unknown_) return full;
    return distance(played_, unknown_at_) <= NEAR_UNKNOWN_MOVES ? full * NEAR_UNKNOWN_SHARE : full;
}

void SolveController::ask_current(bool asked_by_player) {
    // The search for a winnable deal has the worker; the deal it opens is asked about next.
    if (current_.empty() || won_ || finding_deal_ || on_plan(plan_)) return;
    if (!settings_.live_verdict && !hint_wanted_ && play_ == Play::Off) return;
    const double budget = budget_ms(asked_by_player || hint_wanted_ || play_ != Play::Off);
    const Answer* a = current_answer();
    // Proved answers hold for the whole game; an Unknown is asked again only
    // with more time than it had.
    if (a && (a->verdict != Verdict::Unknown || a->budget_ms >= budget)) return;
    request(current_, budget);
}

void SolveController::request(const std::string& position, double time_ms) {
    if (asked_ == position && asked_ms_ >= time_ms) return;
    asked_ = position;
    asked_ms_ = time_ms;
    asked_nodes_ = asked_seconds_ = 0;
    ++requests_;
    port_.request(++serial_, preset_, position, time_ms);
}

void SolveController::cancel_request() {
    asked_.clear();
    ++serial_; // its answer, if one is on the way, is ignored
    port_.cancel();
}

void SolveController::progress(int serial, double nodes, double seconds) {
    if (serial != serial_ || asked_.empty()) return;
    asked_nodes_ = nodes;
    asked_seconds_ = seconds;
}

void SolveController::say(std::string message, int life) {
    message_ = std::move(message);
    message_life_ = life;
}

void SolveController::player_acted() {
    if (play_ == Play::Off) return;
    play_ = Play::Off;
    // Shown after the move that stopped it, not cleared by it.
    say("Auto-solve stopped: your move.", 1);
}

void SolveController::set_winnable_only(bool on) {
    if (settings_.winnable_only == on) return;
    settings_.winnable_only = on;
    settings_changed();
}

void SolveController::set_live_verdict(bool on) {
    settings_.live_verdict = on;
    settings_changed();
    ask_current(false);
}

void SolveController::set_step_ms(double ms) {
    settings_.step_ms = ms;
    settings_changed();
}

void SolveController::toggle_pause() {
    if (play_ == Play::Running || play_ == Play::Paused)
        play_ = play_ == Play::Paused ? Play::Running : Play::Paused;
}

void SolveController::stop_deal_search() {
    finding_deal_ = false;
    asked_.clear();
    ++serial_;
    port_.cancel();
}

void SolveController::press_hint() {
    if (!won_ && !finding_deal_ && (play_ == Play::Off || play_ == Play::Waiting)) hint_pressed();
}

void SolveController::press_solve() {
    if (play_ != Play::Off)
        play_ = Play::Off;
    else if (!won_ && !finding_deal_)
        solve_pressed();
}

void SolveController::hint_pressed() {
    message_.clear();
    hint_wanted_ = true;
    answer_or_ask();
}

void SolveController::solve_pressed() {
    message_.clear();
    hint_wanted_ = hint_shown_ = false;
    play_ = Play::Waiting;
    next_step_ = 0;
    answer_or_ask();
}

// A press of Hint or Auto-solve: what is known already answers it (a plan, a proof that the
// position is lost, or an Unknown that had the full budget); otherwise the solver is asked,
// with the full budget.
void SolveController::answer_or_ask() {
    const Answer* a = current_answer();
    const bool known = on_plan(plan_) || (a && a->verdict == Verdict::NotWinnable) ||
                       (a && a->verdict == Verdict::Unknown && a->budget_ms >= settings_.budget_ms);
    if (known)
        on_current_answer();
    else
        ask_current(true);
}

// A hint with no winning line behind it: the move a simple evaluation likes
// best, said to be no more than that.
void SolveController::show_guess() {
    const std::unique_ptr<TableGame> g = game_after(preset_, seed_, played_, played_.size());
    guess_ = g ? g->suggested_move() : std::nullopt;
    hint_shown_ = true;
    if (!guess_) say("No legal move left: the game is stuck.");
}

// Acts on what is known of the position on the table: a hint and auto-solve
// wait for it, and a hint that finds no winning line offers a guess and looks
// back for the last winnable position.
void SolveController::on_current_answer() {
    const bool planned = on_plan(plan_);
    const Answer* a = current_answer();
    if (!planned && !a) return;
    const Verdict v = planned ? Verdict::Winnable : a->verdict;
    if (hint_wanted_) {
        hint_wanted_ = false;
        hint_shown_ = true;
        if (v == Verdict::NotWinnable) {
            show_guess();
            if (guess_) say("Not winnable from here: this move is a guess, not a winning line.");
            look_back();
        } else if (v == Verdict::Unknown) {
            show_guess();
            if (guess_)
                say("No winning line known (the solver hit its limit): this move is a guess.");
        }
    }
    if (play_ == Play::Waiting) {
        if (v == Verdict::Winnable) {
            play_ = Play::Running;
        } else {
            play_ = Play::Off;
            say(v == Verdict::NotWinnable
                    ? "Not winnable from here: nothing to auto-solve."
                    : "Unknown: the solver hit its limit before it could tell.");
        }
    }
}

// Looks for the last position of this game that could still be won, newest
// first, using known answers and asking about the others one at a time
// (answer() carries on).
void SolveController::look_back() {
    for (int k = back_k_ < 0 ? int(played_.size()) - 1 : back_k_; k >= 0; --k) {
        bool planned = false;
        for (const auto& plan : plans_)
            planned = planned || (size_t(k) <= plan.size() &&
                                  std::equal(played_.begin(), played_.begin() + k, plan.begin()));
        if (planned) {
            back_k_ = -1;
            undo_offer_ = k;
            return;
        }
        const std::string text = position_after(preset_, seed_, played_, size_t(k));
        const auto it = answers_.find(text);
        if (it == answers_.end()) {
            back_k_ = k;
            request(text, settings_.budget_ms);
            return;
        }
        if (it->second.verdict == Verdict::Winnable) {
            back_k_ = -1;
            undo_offer_ = k;
            return;
        }
        if (it->second.verdict == Verdict::Unknown) break;
    }
    back_k_ = -1;
    if (message_.empty())
        say(played_.empty() ? "This deal cannot be won."
                            : "No earlier position could be proved winnable.");
}

void SolveController::answer(int serial, std::string_view status, std::string_view detail,
                             const std::vector<GameMove>& line) {
    if (serial != serial_ || asked_.empty()) return;
    const std::string position = std::move(asked_);
    const double budget = asked_ms_;
    asked_.clear();
    if (status == "cancelled") return;
    if (status == "error") {
        error_ = detail;
        hint_wanted_ = false;
        back_k_ = -1;
        if (play_ != Play::Off) say("Auto-solve stopped: the solver is unavailable.");
        play_ = Play::Off;
        return;
    }
    error_.clear();
    Answer a;
    a.verdict = status == "solved"       ? Verdict::Winnable
                : status == "unsolvable" ? Verdict::NotWinnable
                                         : Verdict::Unknown;
    if (a.verdict == Verdict::Winnable) a.line = line;
    if (a.verdict == Verdict::Unknown) a.budget_ms = budget;
    if (answers_.size() >= MAX_ANSWERS) answers_.clear();
    answers_[position] = a;
    if (position == current_) {
        if (a.verdict == Verdict::Unknown) {
            unknown_at_ = played_;
            has_unknown_ = true;
        }
        if (a.verdict == Verdict::Winnable) {
            std::vector<GameMove> plan = played_;
            plan.insert(plan.end(), line.begin(), line.end());
            add_plan(std::move(plan));
        }
        on_current_answer();
    } else if (back_k_ >= 0) {
        if (a.verdict == Verdict::Unknown) {
            back_k_ = -1;
            say("Unknown: could not tell where the game was last winnable.");
        } else {
            look_back();
        }
    }
}

void SolveController::find_winnable_deal(const std::string& preset_url) {
    port_.find_winnable_deal(begin_deal_search(), preset_url, DEAL_TIME_MS);
}

int SolveController::begin_deal_search() {
    play_ = Play::Off;
    finding_deal_ = true;
    tried_ = 0;
    asked_.clear();
    return ++serial_;
}

void SolveController::winnable_search_done(int serial, bool found, int tried) {
    if (serial != serial_ || !finding_deal_) return;
    finding_deal_ = false;
    tried_ = tried;
    // tried == 0: the search was cancelled, and whoever cancelled it says so.
    if (!found && tried > 0)
        say("No winnable deal found after " + std::to_string(tried) + " tries.");
    ask_current(false);
}

std::optional<GameMove> SolveController::next_move(const Session& s, double now, bool busy) {
    position_changed(s);
    if (play_ == Play::Waiting && on_plan(plan_)) play_ = Play::Running;
    if (play_ != Play::Running) return std::nullopt;
    if (won_) {
        play_ = Play::Off;
        return std::nullopt;
    }
    const std::optional<GameMove> m = plan_move();
    if (!m) { // off every plan (never expected while the table waits for us): ask
        play_ = Play::Waiting;
        ask_current(true);
        return std::nullopt;
    }
    // Slow enough to watch: each move glides home before the next. Faster, they
    // overlap.
    if ((busy && settings_.step_ms >= 150) || now < next_step_) return std::nullopt;
    if (!s.game().is_legal(*m)) { // a plan replays by construction: never expected
        plans_.erase(plans_.begin() + plan_);
        plan_ = -1;
        play_ = Play::Off;
        say("Auto-solve stopped: its line did not fit the table.");
        return std::nullopt;
    }
    // On the beat even when frames are slower than the speed asked for: a late frame plays
    // the moves it owes (TableController::step asks again in the same frame), up to a second
    // behind.
    next_step_ = now - next_step_ > 1000 ? now + settings_.step_ms : next_step_ + settings_.step_ms;
    return m;
}

void SolveController::settings_changed() const {
    port_.settings_changed(solver_settings_json(settings_));
}

Verdict SolveController::verdict() const {
    if (won_) return Verdict::Won;
    if (!error_.empty()) return Verdict::Unavailable;
    if (!settings_.live_verdict && !hint_shown_ && play_ == Play::Off) return Verdict::Off;
    if (on_plan(plan_)) return Verdict::Winnable;
    const Answer* a = current_answer();
    // An Unknown being asked again with more time is being checked.
    if (a && !(a->verdict == Verdict::Unknown && asked_ == current_)) return a->verdict;
    return asked_ == current_ ? Verdict::Checking : Verdict::Off;
}

std::optional<GameMove> SolveController::hint() const {
    if (!hint_shown_) return std::nullopt;
    if (const std::optional<GameMove> m = plan_move()) return m;
    return guess_;
}

std::string SolveController::state_json(const SolveDrawn& drawn) const {
    const char* play = play_ == Play::Off       ? "off"
                       : play_ == Play::Waiting ? "waiting"
                       : play_ == Play::Running ? "running"
                                                : "paused";
    const bool asking = !asked_.empty();
    JsonWriter w;
    w.begin_object();
    w.key("verdict").value(verdict_name(verdict()));
    w.key("play").value(play);
    w.key("liveVerdict").value(settings_.live_verdict);
    w.key("winnableOnly").value(settings_.winnable_only);
    write_fixed(w.key("stepMs"), settings_.step_ms, 0);
    w.key("undoOffer").value(undo_offer_);
    w.key("finding").value(finding_deal_);
    w.key("tried").value(tried_);
    w.key("pending").value(asking);
    w.key("lookingBack").value(back_k_ >= 0);
    w.key("message").value(message_);
    w.key("error").value(error_);
    w.key("progress").begin_object();
    write_fixed(w.key("nodes"), asking ? asked_nodes_ : 0.0, 0);
    write_fixed(w.key("seconds"), asking ? asked_seconds_ : 0.0, 3);
    write_fixed(w.key("budgetMs"), asking ? asked_ms_ : 0.0, 0);
    w.end_object();
    // The last request, kept after its answer: a test reads what was asked without having to
    // catch the search while it runs (a short one can end between two looks).
    w.key("lastAsk").begin_object();
    w.key("count").value(requests_);
    write_fixed(w.key("budgetMs"), asked_ms_, 0);
    w.end_object();
    w.key("hint");
    if (const std::optional<GameMove> m = hint()) {
        w.begin_object();
        w.key("bits").value(std::uint64_t(*m));
        w.key("text").value(drawn.hint_text);
        w.key("winning").value(plan_move().has_value());
        w.key("rects").begin_array();
        for (const Rect& r : drawn.hint_rects) write_rect(w, r);
        w.end_array().end_object();
    } else {
        w.null();
    }
    // The moves left on the plan being followed: what auto-solve will play.
    const bool planned = on_plan(plan_) && !won_;
    w.key("lineLength").value(planned ? int(plans_[size_t(plan_)].size() - played_.size()) : -1);
    w.key("plans").value(std::uint64_t(plans_.size()));
    w.key("buttons").raw(drawn.buttons_json.empty() ? "{}" : drawn.buttons_json);
    w.end_object();
    return w.str();
}

} // namespace sol::ui
