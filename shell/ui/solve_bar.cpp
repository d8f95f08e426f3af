#include "shell/ui/solve_bar.h"

#include "shell/ui/panels.h"

#include <algorithm>
#include <cstdio>
#include <imgui.h>

namespace sol::ui {

namespace {

// Auto-solve's fastest speed.
constexpr float MAX_MOVES_PER_S = 50;

Rect span(const Rect& a, const Rect& b) {
    const float x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
    const float x1 = std::max(a.x + a.w, b.x + b.w), y1 = std::max(a.y + a.h, b.y + b.h);
    return {x0, y0, x1 - x0, y1 - y0};
}

} // namespace

void SolveBar::note_button(const char* name) {
    note_item(drawn_.buttons_json, name);
}

SolveBarResult SolveBar::draw(SolveController& solver, const Session& s, float width,
                              float bottom) {
    solver.position_changed(s);
    const SolverSettings& settings = solver.settings();
    const bool won = solver.won();
    using Play = SolveController::Play;
    const Play play = solver.play();
    SolveBarResult out;
    drawn_.buttons_json = "{";
    if (begin_bar("##solver", 0, bottom, width, IM_COL32(10, 30, 15, 170))) {
        const bool narrow = width < 600; // a phone held upright: short words
        if (solver.finding_deal()) {
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted("Finding a winnable deal\xE2\x80\xA6");
            ImGui::SameLine();
            if (ImGui::Button("Stop")) solver.stop_deal_search();
            note_button("stop");
        } else if (play == Play::Running || play == Play::Paused) {
            if (ImGui::Button(play == Play::Paused ? "Resume" : "Pause")) solver.toggle_pause();
            note_button("pause");
            ImGui::SameLine();
            if (ImGui::Button("Stop")) solver.stop_solving();
            note_button("stop");
            ImGui::SameLine();
            float per_s = float(1000 / settings.step_ms);
            ImGui::SetNextItemWidth(std::min(140.0f, width * 0.25f));
            if (ImGui::SliderFloat("##speed", &per_s, 0.5f, MAX_MOVES_PER_S, "%.1f moves/s",
                                   ImGuiSliderFlags_Logarithmic)) {
                solver.set_step_ms(1000 / std::clamp(per_s, 0.5f, MAX_MOVES_PER_S));
            }
            note_button("speed");
        } else {
            // Nothing to hint or solve once the game is won.
            ImGui::BeginDisabled(won);
            if (ImGui::Button("Hint")) solver.press_hint();
            note_button(won ? "hintDisabled" : "hint");
            ImGui::SameLine();
            // Pressed while it waits for its line ("Solving…"), it stops.
            if (ImGui::Button(play == Play::Waiting ? "Solving\xE2\x80\xA6" : "Auto-solve"))
                solver.press_solve();
            note_button(won ? "solveDisabled" : "solve");
            ImGui::EndDisabled();
        }
        ImGui::SameLine();
        if (solver.undo_offer() >= 0) {
            if (!narrow) {
                ImGui::AlignTextToFramePadding();
                ImGui::TextUnformatted("No winning line from here.");
                ImGui::SameLine();
            }
            if (ImGui::Button("Undo to last winnable")) out.undo_to = solver.undo_offer();
            note_button("undoToWinnable");
        } else if (!solver.message().empty() || !solver.error().empty()) {
            ImGui::AlignTextToFramePadding();
            const std::string& error = solver.error();
            ImGui::TextUnformatted(error.empty() ? solver.message().c_str()
                                                 : ("Solver unavailable: " + error).c_str());
        }

        // The verdict and the options, at the right.
        const Verdict v = solver.verdict();
        const char* text = "";
        char progress_text[80];
        ImU32 colour = IM_COL32(230, 230, 230, 255);
        switch (v) {
        case Verdict::Off: break;
        case Verdict::Checking:
            text = "Checking\xE2\x80\xA6";
            // A long search says how far it has got, so that it is seen to be alive.
            if (solver.progress_nodes() > 0) {
                std::snprintf(progress_text, sizeof progress_text,
                              narrow ? "Checking\xE2\x80\xA6 %.1fM"
                                     : "Checking\xE2\x80\xA6 %.1fM positions, %.0f s",
                              solver.progress_nodes() / 1e6, solver.progress_seconds());
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
        case Verdict::Won:
            text = s.assist() == Session::Assist::Computer ? "Solved by the computer"
                   : narrow                                ? "Won"
                                                           : "Won: well played!";
            colour = IM_COL32(140, 240, 140, 255);
            break;
        }
        const char* options = "Solver\xE2\x80\xA6";
        const ImGuiStyle& st = ImGui::GetStyle();
        const float right = ImGui::CalcTextSize(text).x + ImGui::CalcTextSize(options).x +
                            st.FramePadding.x * 2 + st.ItemSpacing.x * 2 + 8;
        ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 8, width - right));
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(ImColor(colour), "%s", text);
        if (*text) note_button("verdict");
        ImGui::SameLine();
        if (ImGui::Button(options)) ImGui::OpenPopup("##solver-options");
        note_button("options");
        // Above its button, right edges aligned: the popup covers neither the button nor
        // the verdict on its left.
        ImGui::SetNextWindowPos({ImGui::GetItemRectMax().x, ImGui::GetItemRectMin().y - 4},
                                ImGuiCond_Always, {1, 1});
        if (ImGui::BeginPopup("##solver-options")) {
            note_rect(drawn_.buttons_json, "popup", ImGui::GetWindowPos(), ImGui::GetWindowSize());
            bool live = settings.live_verdict;
            if (ImGui::Checkbox("Live verdict", &live)) solver.set_live_verdict(live);
            note_button("liveVerdict");
            bool winnable = settings.winnable_only;
            if (ImGui::Checkbox("Winnable deals only", &winnable)) {
                solver.set_winnable_only(winnable);
                out.new_deal = winnable;
            }
            note_button("winnableOnly");
            ImGui::EndPopup();
        }
    }
    end_bar();
    drawn_.buttons_json += '}';
    out.height = bar_height();
    return out;
}

void SolveBar::draw_hint(ImDrawList& list, const Palette& pal, const TableGeometry& geo,
                         const TableGame& game, const SolveController& solver) {
    drawn_.hint_rects.clear();
    const std::optional<GameMove> m = solver.hint();
    if (!m) return;
    const auto [from, to] = game.move_piles(*m);
    const int count = game.move_card_count(*m);
    drawn_.hint_text = game.move_text(*m);
    auto pile_rect = [&](int p, int cards) {
        if (p < 0 || p >= int(geo.piles.size())) return Rect{};
        const std::vector<Rect>& c = geo.piles[size_t(p)].cards;
        if (c.empty()) return geo.piles[size_t(p)].slot;
        const size_t first = c.size() - size_t(std::min<int>(cards, int(c.size())));
        return span(c[first], c.back());
    };
    Palette hint_pal = pal;
    hint_pal.highlight = IM_COL32(120, 255, 140, 255); // green: not the keyboard cursor
    drawn_.hint_rects.push_back(pile_rect(from, count));
    if (to != from) drawn_.hint_rects.push_back(pile_rect(to, 1));
    for (const Rect& r : drawn_.hint_rects) draw_highlight(list, hint_pal, r, geo.radius);
}

} // namespace sol::ui
