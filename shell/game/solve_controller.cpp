#include "solve_controller.h"
#include "panels.h"

#include "game_catalog.h"
#include "klondike/deal.h"
#include "klondike/move_text.h"
#include "klondike/position_text.h"
#include "solve_page.h"

#include <algorithm>
#include <cstdio>
#include <imgui.h>

namespace sol::ui {

namespace {

// One budget for every question: the verdict, a hint and auto-solve all ask "is
// this position winnable, and how?", so one answer serves all three. Limits
// reached mean "Unknown", never a wrong answer.
constexpr double SOLVE_TIME_MS = 15000;
// Winnable-only deals: a deal that takes longer than this is skipped for the
// next seed.
constexpr double DEAL_TIME_MS = 3000;
// Answers kept; positions are a few hundred bytes of text each.
constexpr size_t MAX_ANSWERS = 4000;

// The position after the first `count` moves of `played` on deal `seed` of
// `preset_url`, as text; "" for a game the solver does not know.
std::string position_after(const std::string& preset_url, std::uint64_t seed,
                           const std::vector<GameMove>& played, size_t count) {
    const Preset* p = find_preset_url(preset_url);
    if (!p || p->game != GameKind::Klondike) return "";
    klondike::Position pos = klondike::deal(p->klondike, seed);
    for (size_t i = 0; i < count && i < played.size(); ++i) {
        const klondike::Move m{played[i]};
        if (!pos.is_legal(m)) return "";
        pos.do_move(m);
    }
    return klondike::position_text(pos);
}

const char* verdict_name(Verdict v) {
    switch (v) {
    case Verdict::Off: return "off";
    case Verdict::Checking: return "checking";
    case Verdict::Winnable: return "winnable";
    case Verdict::NotWinnable: return "not-winnable";
    case Verdict::Unknown: return "unknown";
    case Verdict::Unavailable: return "unavailable";
    }
    return "";
}

std::string quoted(const std::string& s) {
    std::string out = "\"";
    for (const char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out + '"';
}

Rect span(const Rect& a, const Rect& b) {
    const float x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
    const float x1 = std::max(a.x + a.w, b.x + b.w), y1 = std::max(a.y + a.h, b.y + b.h);
    return {x0, y0, x1 - x0, y1 - y0};
}

} // namespace

SolveController& the_solver() {
    static SolveController solver;
    return solver;
}

const SolveController::Answer* SolveController::current_answer() const {
    const auto it = answers_.find(current_);
    return it == answers_.end() ? nullptr : &it->second;
}

void SolveController::position_changed(const Session& s) {
    std::vector<GameMove> played = s.played();
    if (played == played_ && !current_.empty() && s.seed() == seed_ && s.preset() == preset_)
        return;
    std::string text = position_after(s.preset(), s.seed(), played, played.size());
    // One move along a known winning line: the rest of the line wins from here,
    // so hints and auto-solve go on without asking again.
    const Answer* before = current_answer();
    if (before && before->verdict == Verdict::Winnable && !before->line.empty() &&
        played.size() == played_.size() + 1 &&
        std::equal(played_.begin(), played_.end(), played.begin()) &&
        played.back() == before->line.front() && !answers_.count(text))
        answers_[text] = {Verdict::Winnable, {before->line.begin() + 1, before->line.end()}};
    current_ = std::move(text);
    played_ = std::move(played);
    seed_ = s.seed();
    preset_ = s.preset();
    hint_shown_ = hint_wanted_ = false;
    back_k_ = undo_offer_ = -1;
    if (play_ == Play::Off) message_.clear();
    ask_current();
}

void SolveController::ask_current() {
    // The search for a winnable deal has the worker; the deal it opens is asked about next.
    if (current_.empty() || current_answer() || finding_deal_) return;
    if (settings_.live_verdict || hint_wanted_ || play_ != Play::Off) request(current_);
}

void SolveController::request(const std::string& position) {
    if (asked_ == position) return;
    asked_ = position;
    asked_nodes_ = asked_seconds_ = 0;
    page::solve_request(++serial_, preset_, position, SOLVE_TIME_MS);
}

void SolveController::progress(int serial, double nodes, double seconds) {
    if (serial != serial_ || asked_.empty()) return;
    asked_nodes_ = nodes;
    asked_seconds_ = seconds;
}

void SolveController::player_acted() {
    if (play_ == Play::Off) return;
    play_ = Play::Off;
    message_ = "Auto-solve stopped: your move.";
}

void SolveController::hint_pressed() {
    message_.clear();
    hint_wanted_ = true;
    if (current_answer())
        on_current_answer();
    else
        request(current_);
}

void SolveController::solve_pressed() {
    message_.clear();
    hint_wanted_ = hint_shown_ = false;
    play_ = Play::Waiting;
    next_step_ = 0;
    if (current_answer())
        on_current_answer();
    else
        request(current_);
}

// Acts on the answer for the position on the table: a hint waits for it, so
// does auto-solve, and a hint that finds no winning line looks back for the
// last winnable one.
void SolveController::on_current_answer() {
    const Answer* a = current_answer();
    if (!a) return;
    if (hint_wanted_) {
        hint_wanted_ = false;
        hint_shown_ = true;
        if (a->verdict == Verdict::NotWinnable)
            look_back();
        else if (a->verdict == Verdict::Unknown)
            message_ = "Unknown: the solver hit its limit before it could tell.";
        else if (a->line.empty())
            message_ = "Nothing left to do: the game is won.";
    }
    if (play_ == Play::Waiting) {
        if (a->verdict == Verdict::Winnable)
            play_ = Play::Running;
        else {
            play_ = Play::Off;
            message_ = a->verdict == Verdict::NotWinnable
                           ? "Not winnable from here: nothing to auto-solve."
                           : "Unknown: the solver hit its limit before it could tell.";
        }
    }
}

// Looks for the last position of this game that could still be won, newest
// first, using known answers and asking about the others one at a time
// (answer() carries on).
void SolveController::look_back() {
    for (int k = back_k_ < 0 ? int(played_.size()) - 1 : back_k_; k >= 0; --k) {
        const std::string text = position_after(preset_, seed_, played_, size_t(k));
        const auto it = answers_.find(text);
        if (it == answers_.end()) {
            back_k_ = k;
            request(text);
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
    message_ = played_.empty() ? "This deal cannot be won."
                               : "No earlier position could be proved winnable.";
}

void SolveController::answer(int serial, std::string_view status, std::string_view detail,
                             const std::vector<GameMove>& line) {
    if (serial != serial_ || asked_.empty()) return;
    const std::string position = std::move(asked_);
    asked_.clear();
    if (status == "cancelled") return;
    if (status == "error") {
        error_ = detail;
        hint_wanted_ = false;
        back_k_ = -1;
        if (play_ != Play::Off) message_ = "Auto-solve stopped: the solver is unavailable.";
        play_ = Play::Off;
        return;
    }
    error_.clear();
    Answer a;
    a.verdict = status == "solved"       ? Verdict::Winnable
                : status == "unsolvable" ? Verdict::NotWinnable
                                         : Verdict::Unknown;
    if (a.verdict == Verdict::Winnable) a.line = line;
    if (answers_.size() >= MAX_ANSWERS) answers_.clear();
    // An Unknown is not remembered: a later question may be given more time.
    if (a.verdict != Verdict::Unknown) answers_[position] = a;
    if (position == current_) {
        if (a.verdict == Verdict::Unknown) answers_[position] = a; // until the next move
        on_current_answer();
    } else if (back_k_ >= 0) {
        if (a.verdict == Verdict::Unknown) {
            back_k_ = -1;
            message_ = "Unknown: could not tell where the game was last winnable.";
        } else {
            look_back();
        }
    }
}

void SolveController::find_winnable_deal(const std::string& preset_url) {
    play_ = Play::Off;
    finding_deal_ = true;
    tried_ = 0;
    asked_.clear();
    page::find_winnable_deal(++serial_, preset_url, DEAL_TIME_MS);
}

void SolveController::winnable_search_done(int serial, bool found, int tried) {
    if (serial != serial_ || !finding_deal_) return;
    finding_deal_ = false;
    tried_ = tried;
    if (!found) message_ = "No winnable deal found after " + std::to_string(tried) + " tries.";
    ask_current();
}

std::optional<GameMove> SolveController::next_move(const Session& s, double now, bool busy) {
    position_changed(s);
    if (play_ != Play::Running) return std::nullopt;
    const Answer* a = current_answer();
    if (!a) { // the position changed under auto-solve (an automatic move): ask
              // again
        play_ = Play::Waiting;
        ask_current();
        return std::nullopt;
    }
    if (a->verdict != Verdict::Winnable) {
        play_ = Play::Waiting;
        on_current_answer();
        return std::nullopt;
    }
    if (a->line.empty() || s.won()) {
        play_ = Play::Off;
        return std::nullopt;
    }
    // Slow enough to watch: each move glides home before the next. Faster, they
    // overlap.
    if ((busy && settings_.step_ms >= 150) || now < next_step_) return std::nullopt;
    const GameMove m = a->line.front();
    if (!s.game().is_legal(m)) { // never expected: ask again rather than play it
        answers_.erase(current_);
        play_ = Play::Waiting;
        ask_current();
        return std::nullopt;
    }
    // On the beat even when frames are slower than the speed asked for: a late frame plays
    // the moves it owes (GameApp asks again in the same frame), up to a second behind.
    next_step_ = now - next_step_ > 1000 ? now + settings_.step_ms : next_step_ + settings_.step_ms;
    return m;
}

void SolveController::settings_changed() const {
    char json[128];
    std::snprintf(json, sizeof json, "{\"liveVerdict\":%s,\"winnableOnly\":%s,\"stepMs\":%.0f}",
                  settings_.live_verdict ? "true" : "false",
                  settings_.winnable_only ? "true" : "false", settings_.step_ms);
    page::solver_settings(json);
}

void SolveController::note_button(const char* name) {
    note_item(buttons_json_, name);
}

Verdict SolveController::verdict() const {
    if (!error_.empty()) return Verdict::Unavailable;
    if (!settings_.live_verdict && !hint_shown_ && play_ == Play::Off) return Verdict::Off;
    if (const Answer* a = current_answer()) return a->verdict;
    return asked_ == current_ ? Verdict::Checking : Verdict::Off;
}

SolveBarResult SolveController::draw_bar(const Session& s, float width, float bottom, double now) {
    position_changed(s);
    (void)now;
    SolveBarResult out;
    buttons_json_ = "{";
    if (begin_bar("##solver", 0, bottom, width, IM_COL32(10, 30, 15, 170))) {
        const bool narrow = width < 600; // a phone held upright: short words
        if (finding_deal_) {
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted("Finding a winnable deal\xE2\x80\xA6");
            ImGui::SameLine();
            if (ImGui::Button("Stop")) {
                finding_deal_ = false;
                asked_.clear();
                ++serial_;
                page::solve_cancel();
            }
            note_button("stop");
        } else if (play_ == Play::Running || play_ == Play::Paused) {
            if (ImGui::Button(play_ == Play::Paused ? "Resume" : "Pause"))
                play_ = play_ == Play::Paused ? Play::Running : Play::Paused;
            note_button("pause");
            ImGui::SameLine();
            if (ImGui::Button("Stop")) play_ = Play::Off;
            note_button("stop");
            ImGui::SameLine();
            float per_s = float(1000 / settings_.step_ms);
            ImGui::SetNextItemWidth(std::min(140.0f, width * 0.25f));
            if (ImGui::SliderFloat("##speed", &per_s, 0.5f, 20, "%.1f moves/s",
                                   ImGuiSliderFlags_Logarithmic)) {
                settings_.step_ms = 1000 / std::clamp(per_s, 0.5f, 20.0f);
                settings_changed();
            }
            note_button("speed");
        } else {
            if (ImGui::Button("Hint")) hint_pressed();
            note_button("hint");
            ImGui::SameLine();
            if (ImGui::Button(play_ == Play::Waiting ? "Solving\xE2\x80\xA6" : "Auto-solve")) {
                if (play_ == Play::Waiting)
                    play_ = Play::Off;
                else
                    solve_pressed();
            }
            note_button("solve");
        }
        ImGui::SameLine();
        if (undo_offer_ >= 0) {
            if (!narrow) {
                ImGui::AlignTextToFramePadding();
                ImGui::TextUnformatted("No winning line from here.");
                ImGui::SameLine();
            }
            if (ImGui::Button("Undo to last winnable")) out.undo_to = undo_offer_;
            note_button("undoToWinnable");
        } else if (!message_.empty() || !error_.empty()) {
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(error_.empty() ? message_.c_str()
                                                  : ("Solver unavailable: " + error_).c_str());
        }

        // The verdict and the options, at the right.
        const Verdict v = verdict();
        const char* text = "";
        char progress_text[80];
        ImU32 colour = IM_COL32(230, 230, 230, 255);
        switch (v) {
        case Verdict::Off: break;
        case Verdict::Checking:
            text = "Checking\xE2\x80\xA6";
            // A long search says how far it has got, so that it is seen to be alive.
            if (asked_nodes_ > 0) {
                std::snprintf(progress_text, sizeof progress_text,
                              narrow ? "Checking\xE2\x80\xA6 %.1fM"
                                     : "Checking\xE2\x80\xA6 %.1fM positions, %.0f s",
                              asked_nodes_ / 1e6, asked_seconds_);
                text = progress_text;
            }
            break;
        case Verdict::Winnable: text = "Winnable", colour = IM_COL32(140, 240, 140, 255); break;
        case Verdict::NotWinnable:
            text = narrow ? "Not winnable" : "Not winnable from here";
            colour = IM_COL32(255, 150, 120, 255);
            break;
        case Verdict::Unknown: text = "Unknown"; break;
        case Verdict::Unavailable: text = "Solver unavailable"; break;
        }
        const char* options = "Solver\xE2\x80\xA6";
        const ImGuiStyle& st = ImGui::GetStyle();
        const float right = ImGui::CalcTextSize(text).x + ImGui::CalcTextSize(options).x +
                            st.FramePadding.x * 2 + st.ItemSpacing.x * 2 + 8;
        ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 8, width - right));
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(ImColor(colour), "%s", text);
        ImGui::SameLine();
        if (ImGui::Button(options)) ImGui::OpenPopup("##solver-options");
        note_button("options");
        if (ImGui::BeginPopup("##solver-options")) {
            if (ImGui::Checkbox("Live verdict", &settings_.live_verdict)) {
                settings_changed();
                ask_current();
            }
            note_button("liveVerdict");
            if (ImGui::Checkbox("Winnable deals only", &settings_.winnable_only)) {
                settings_changed();
                out.new_deal = settings_.winnable_only;
            }
            note_button("winnableOnly");
            ImGui::EndPopup();
        }
    }
    end_bar();
    buttons_json_ += '}';
    out.height = bar_height();
    return out;
}

std::optional<GameMove> SolveController::hint() const {
    if (!hint_shown_) return std::nullopt;
    const Answer* a = current_answer();
    if (!a || a->verdict != Verdict::Winnable || a->line.empty()) return std::nullopt;
    return a->line.front();
}

void SolveController::draw_hint(ImDrawList& list, const Palette& pal, const TableGeometry& geo,
                                const TableGame& game) {
    hint_rects_.clear();
    const std::optional<GameMove> m = hint();
    if (!m) return;
    const auto [from, to] = game.move_piles(*m);
    const klondike::Move km{*m};
    const int count = km.kind() == klondike::MoveKind::TableauToTableau ? km.count() : 1;
    auto pile_rect = [&](int p, int cards) {
        if (p < 0 || p >= int(geo.piles.size())) return Rect{};
        const std::vector<Rect>& c = geo.piles[size_t(p)].cards;
        if (c.empty()) return geo.piles[size_t(p)].slot;
        const size_t first = c.size() - size_t(std::min<int>(cards, int(c.size())));
        return span(c[first], c.back());
    };
    Palette hint_pal = pal;
    hint_pal.highlight = IM_COL32(120, 255, 140, 255); // green: not the keyboard cursor
    hint_rects_.push_back(pile_rect(from, count));
    if (to != from) hint_rects_.push_back(pile_rect(to, 1));
    for (const Rect& r : hint_rects_) draw_highlight(list, hint_pal, r, geo.radius);
}

std::string SolveController::state_json() const {
    const char* play = play_ == Play::Off       ? "off"
                       : play_ == Play::Waiting ? "waiting"
                       : play_ == Play::Running ? "running"
                                                : "paused";
    std::string out = "{\"verdict\":\"" + std::string(verdict_name(verdict())) + "\"";
    out += ",\"play\":\"" + std::string(play) + "\"";
    char buf[200];
    std::snprintf(buf, sizeof buf,
                  ",\"liveVerdict\":%s,\"winnableOnly\":%s,\"stepMs\":%.0f,"
                  "\"undoOffer\":%d,"
                  "\"finding\":%s,\"tried\":%d,\"pending\":%s,\"lookingBack\":%s",
                  settings_.live_verdict ? "true" : "false",
                  settings_.winnable_only ? "true" : "false", settings_.step_ms, undo_offer_,
                  finding_deal_ ? "true" : "false", tried_, asked_.empty() ? "false" : "true",
                  back_k_ >= 0 ? "true" : "false");
    out += buf;
    out += ",\"message\":" + quoted(message_) + ",\"error\":" + quoted(error_);
    std::snprintf(buf, sizeof buf, ",\"progress\":{\"nodes\":%.0f,\"seconds\":%.3f}",
                  asked_.empty() ? 0.0 : asked_nodes_, asked_.empty() ? 0.0 : asked_seconds_);
    out += buf;
    if (const std::optional<GameMove> m = hint()) {
        std::snprintf(buf, sizeof buf, ",\"hint\":{\"bits\":%u,\"text\":\"%s\",\"rects\":[",
                      unsigned(*m), klondike::move_text(klondike::Move{*m}).c_str());
        out += buf;
        for (size_t i = 0; i < hint_rects_.size(); ++i) {
            const Rect& r = hint_rects_[i];
            std::snprintf(buf, sizeof buf, "%s[%.1f,%.1f,%.1f,%.1f]", i ? "," : "", r.x, r.y, r.w,
                          r.h);
            out += buf;
        }
        out += "]}";
    } else {
        out += ",\"hint\":null";
    }
    const Answer* a = current_answer();
    out += ",\"lineLength\":" +
           std::to_string(a && a->verdict == Verdict::Winnable ? int(a->line.size()) : -1);
    out += ",\"buttons\":" + (buttons_json_.empty() ? std::string("{}") : buttons_json_);
    return out + "}";
}

} // namespace sol::ui
