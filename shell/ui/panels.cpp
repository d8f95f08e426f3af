#include "shell/ui/panels.h"

#include "core/json.h"
#include "shell/core/number_words.h"
#include "shell/ui/appearance_menu.h"
#include "shell/ui/sound_toggle.h"
#include "shell/ui/touch_ui.h"
#include "shell/view/appearance.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <imgui.h>
#include <imgui_internal.h>
#include <utility>

namespace sol::ui {

namespace {
// Below this width (CSS pixels) the menu bar packs its items closer, so that all of them
// fit a 320 px phone.
constexpr float NARROW_BAR = 360;
// The win's dialog opens this long after the win, when the last card has landed.
constexpr double WIN_DIALOG_MS = 600;

// The panels' look: opaque, softly rounded windows in the table's greens.
void apply_style() {
    ImGuiStyle& st = ImGui::GetStyle();
    st.WindowRounding = 8;
    st.FrameRounding = 5;
    st.PopupRounding = 5;
    st.WindowPadding = {14, 10};
    st.FramePadding = {10, 5};
    st.ItemSpacing = {8, 7};
    ImVec4* c = st.Colors;
    c[ImGuiCol_WindowBg] = ImVec4(0.07f, 0.13f, 0.09f, 1.0f);
    c[ImGuiCol_PopupBg] = ImVec4(0.07f, 0.11f, 0.08f, 0.98f);
    c[ImGuiCol_TitleBg] = c[ImGuiCol_TitleBgActive] = ImVec4(0.10f, 0.36f, 0.18f, 1.0f);
    c[ImGuiCol_Button] = ImVec4(0.16f, 0.48f, 0.26f, 1.0f);
    c[ImGuiCol_ButtonHovered] = ImVec4(0.22f, 0.60f, 0.33f, 1.0f);
    c[ImGuiCol_ButtonActive] = ImVec4(0.12f, 0.40f, 0.21f, 1.0f);
    c[ImGuiCol_Header] = ImVec4(0.16f, 0.48f, 0.26f, 0.8f);
    c[ImGuiCol_HeaderHovered] = ImVec4(0.22f, 0.60f, 0.33f, 0.9f);
    c[ImGuiCol_CheckMark] = ImVec4(0.95f, 0.80f, 0.30f, 1.0f);
}
} // namespace

PanelResult Panels::draw(const PanelState& s, Settings& settings, double now_ms) {
    static bool styled = false;
    if (!styled) apply_style(), styled = true;
    items_json_.clear();
    PanelResult out;
    {
        const TouchStyle lists(s.touch, TouchSizes::Lists);
        // A narrow screen packs the menu bar's items closer, so that all of them fit.
        const bool narrow = ImGui::GetMainViewport()->Size.x < NARROW_BAR;
        const ImGuiStyle& st = ImGui::GetStyle();
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                            {narrow ? 4.0f : st.ItemSpacing.x, st.ItemSpacing.y});
        menu_bar(s, settings, out);
        ImGui::PopStyleVar();
    }
    {
        const TouchStyle thin(s.touch, TouchSizes::Thin); // text only: no target to size
        status_bar(s, out);
    }
    dialogs(s, out, now_ms);
    return out;
}

void Panels::menu_bar(const PanelState& s, Settings& settings, PanelResult& out) {
    if (!ImGui::BeginMainMenuBar()) return;
    out.menu_h = ImGui::GetWindowSize().y;
    note_menu("game", "Game");
    if (ImGui::BeginMenu("Game")) {
        // Keys only where there is a keyboard: a touch screen's menus show none.
        const auto key = [&](const char* k) { return menu_key(k, s.touch); };
        if (ImGui::MenuItem("New deal", key("N"))) out.command = Command::NewDeal;
        note("newDeal");
        if (ImGui::MenuItem("Restart this deal")) out.command = Command::Restart;
        note("restart");
        // A deal by number or link, one the solver proves winnable, today's daily deal.
        if (ImGui::MenuItem("Select deal...")) out.command = Command::SelectDeal;
        note("selectDeal");
        if (ImGui::MenuItem("Random winnable deal")) out.command = Command::WinnableDeal;
        note("winnableDeal");
        if (ImGui::MenuItem("Daily deal")) out.command = Command::DailyDeal;
        note("dailyDeal");
        ImGui::Separator();
        if (ImGui::MenuItem("Undo", key("Z"), false, s.can_undo)) out.command = Command::Undo;
        if (ImGui::MenuItem("Redo", key("Y"), false, s.can_redo)) out.command = Command::Redo;
        ImGui::Separator();
        // The solver bar's two buttons, here too with their keys: the menu is where a
        // keyboard player looks for what the game can do.
        if (ImGui::MenuItem("Hint", key("H"), false, !s.won)) out.command = Command::Hint;
        note("hint");
        if (ImGui::MenuItem("Auto-solve", key("A"), false, !s.won))
            out.command = Command::AutoSolve;
        note("autoSolve");
        ImGui::Separator();
        if (ImGui::MenuItem("Share this deal")) out.command = Command::Share;
        note("share");
        if (ImGui::MenuItem("Statistics")) out.command = Command::ShowStats; // the page's dialog
        note("stats");
        ImGui::EndMenu();
    }
    note_menu("variant", "Variant");
    if (ImGui::BeginMenu("Variant")) {
        // One submenu a game ("Klondike", from the titles' first part), its variants in it.
        for (size_t i = 0; i < s.variants.size();) {
            const std::string game = s.variants[i].url.substr(0, s.variants[i].url.find('/'));
            const std::string& first = s.variants[i].title;
            const std::string name = first.substr(0, first.find(','));
            size_t end = i;
            while (end < s.variants.size() && s.variants[end].url.rfind(game + "/", 0) == 0) ++end;
            const bool current = s.preset_url.rfind(game + "/", 0) == 0;
            const std::string label = name + (current ? " \xE2\x80\xA2" : ""); // a dot: in play
            note_menu(("variant-" + game).c_str(), label.c_str());
            if (ImGui::BeginMenu(label.c_str())) {
                for (size_t k = i; k < end; ++k) {
                    const VariantItem& v = s.variants[k];
                    const size_t comma = v.title.find(", ");
                    const std::string item =
                        (comma == std::string::npos ? v.title : v.title.substr(comma + 2)) +
                        (v.url == s.next_variant ? " (next deal)" : "") + "###" + v.url;
                    if (ImGui::MenuItem(item.c_str(), nullptr, v.url == s.preset_url)) {
                        out.command = Command::ChooseVariant;
                        out.variant = v.url;
                    }
                    note(("variant:" + v.url).c_str());
                }
                ImGui::EndMenu();
            }
            i = end;
        }
        ImGui::EndMenu();
    }
    note_menu("options", "Options");
    if (ImGui::BeginMenu("Options")) {
        if (ImGui::MenuItem("Auto-move safe cards", nullptr, &settings.auto_move))
            out.command = Command::SettingsChanged;
        if (ImGui::MenuItem("Tap to move", nullptr, &settings.tap_to_move))
            out.command = Command::SettingsChanged;
        if (appearance_menu(settings, items_json_)) out.command = Command::SettingsChanged;
        if (ImGui::MenuItem("Sound", nullptr, &settings.sound))
            out.command = Command::SettingsChanged;
        note("optionSound");
        // Scoring is part of the variant: the Variant menu chooses it (Klondike's Vegas ones).
        ImGui::EndMenu();
    }
    note_menu("help", "Help");
    if (ImGui::BeginMenu("Help")) {
        if (ImGui::MenuItem("How to play", menu_key("F1", s.touch))) help_open_ = true;
        note("howToPlay");
        if (ImGui::MenuItem("About")) about_open_ = true;
        note("about");
        ImGui::EndMenu();
    }
    // Undo and redo one tap away, for touch screens without a keyboard; where the words
    // do not fit, as arrows alone (spaced out, to be easy to hit). On touch the sound
    // speaker and the arrows are a finger wide each (TOUCH_TARGET), or a third of the room
    // left where the bar is narrower.
    const ImGuiStyle& st = ImGui::GetStyle();
    const float room = ImGui::GetWindowWidth() - ImGui::GetCursorPosX();
    const float target = s.touch ? std::min(TOUCH_TARGET, room / 3) : 0;
    const char* undo = "\xE2\x86\xB6 Undo"; // U+21B6
    const char* redo = "Redo \xE2\x86\xB7"; // U+21B7
    auto spacing = [&](const char* label) { return spacing_for_width(label, target); };
    auto item_width = [&](const char* label) {
        return ImGui::CalcTextSize(label, nullptr, true).x + 2 * spacing(label);
    };
    auto width = [&] { return item_width(undo) + item_width(redo) + sound_toggle_width(target); };
    if (room < width()) {
        undo = " \xE2\x86\xB6 ##undo";
        redo = " \xE2\x86\xB7 ##redo";
    }
    const float x = ImGui::GetWindowWidth() - width();
    if (x > ImGui::GetCursorPosX()) ImGui::SetCursorPosX(x);
    if (sound_toggle(settings.sound, target, items_json_)) out.command = Command::SettingsChanged;
    auto item = [&](const char* label, bool enabled) {
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {spacing(label), st.ItemSpacing.y});
        const bool chosen = ImGui::MenuItem(label, nullptr, false, enabled);
        ImGui::PopStyleVar();
        return chosen;
    };
    if (item(undo, s.can_undo)) out.command = Command::Undo;
    if (item(redo, s.can_redo)) out.command = Command::Redo;
    ImGui::EndMainMenuBar();
}

void note_rect(std::string& json, const char* name, ImVec2 min, ImVec2 size) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "%s\"%s\":[%.1f,%.1f,%.1f,%.1f]",
                  json.empty() || json.back() == '{' ? "" : ",", name, min.x, min.y, size.x,
                  size.y);
    json += buf;
}

void note_item(std::string& json, const char* name) {
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    note_rect(json, name, a, {b.x - a.x, b.y - a.y});
}

// A menu header's rectangle, from where it starts and its label: once the menu is open,
// the last item is inside it, not the header.
void Panels::note_menu(const char* name, const char* label) {
    const float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().ItemSpacing.x;
    note_rect(items_json_, name, ImGui::GetCursorScreenPos(), {w, ImGui::GetFrameHeight()});
}

std::string Panels::state_json() const {
    auto flag = [](bool b) { return b ? "true" : "false"; };
    char buf[160];
    std::snprintf(buf, sizeof buf,
                  "{\"dialogs\":{\"help\":%s,\"about\":%s,\"win\":%s,\"confirm\":%s},"
                  "\"items\":{",
                  flag(help_open_), flag(about_open_), flag(win_open_),
                  flag(confirm_.kind != Confirm::Kind::None));
    // How to play's text while it is open: the tests read what it explains; and how far it
    // is scrolled, of how far it can be: [y, max].
    char scroll[64];
    std::snprintf(scroll, sizeof scroll, ",\"helpScroll\":[%.1f,%.1f]}", help_scroll_,
                  help_scroll_max_);
    return buf + items_json_ + "},\"status\":" + json_quote(status_text_) +
           ",\"helpText\":" + (help_open_ ? json_quote(help_text_) : std::string("null")) + scroll;
}

float bar_height() {
    return ImGui::GetFrameHeight() + 6;
}

bool begin_bar(const char* id, float x, float bottom, float width, ImU32 background) {
    const float h = bar_height();
    ImGui::SetNextWindowPos({x, bottom - h});
    ImGui::SetNextWindowSize({width, h});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {8, 3});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, background);
    const auto flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                       ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                       ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse;
    return ImGui::Begin(id, nullptr, flags);
}

void end_bar() {
    ImGui::End();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);
}

void Panels::status_bar(const PanelState& s, PanelResult& out) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    if (begin_bar("##status", vp->Pos.x, vp->Pos.y + vp->Size.y, vp->Size.x,
                  IM_COL32(10, 40, 20, 220))) {
        // The widest of the bar's forms that fits (shell/core/bar_words.h), else the last.
        const std::vector<StatusLine> lines = status_lines(s.status);
        const StatusLine* fit = &lines.back();
        for (const StatusLine& l : lines)
            if (ImGui::CalcTextSize(l.left.c_str()).x + ImGui::CalcTextSize(l.right.c_str()).x +
                    32 <=
                vp->Size.x) {
                fit = &l;
                break;
            }
        const std::string& left = fit->left;
        const char* right = fit->right.c_str();
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(left.c_str());
        const float w = ImGui::CalcTextSize(right).x;
        ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 12, vp->Size.x - w - 10));
        ImGui::TextUnformatted(right);
        status_text_ = left + "   " + fit->right;
    }
    end_bar();
    out.status_h = bar_height();
}

void Panels::dialogs(const PanelState& s, PanelResult& out, double now_ms) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const ImVec2 centre = vp->GetCenter();
    const float max_w = std::min(520.0f, vp->Size.x - 24);
    auto begin = [&](const char* title, bool* open) {
        ImGui::SetNextWindowPos(centre, ImGuiCond_Always, {0.5f, 0.5f});
        ImGui::SetNextWindowSizeConstraints({std::min(260.0f, max_w), 0}, {max_w, vp->Size.y - 60});
        return ImGui::Begin(title, open,
                            ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse |
                                ImGuiWindowFlags_NoSavedSettings);
    };
    help_text_ = s.help;
    if (help_open_) {
        if (begin("How to play", &help_open_)) {
            // The text scrolls in a region of its own, so that Close stays on screen
            // however long the rules and the keys run.
            const ImGuiStyle& st = ImGui::GetStyle();
            const float w = max_w - st.WindowPadding.x * 2;
            const float text_h =
                ImGui::CalcTextSize(s.help.c_str(), nullptr, false, w - st.ScrollbarSize).y;
            const float room = vp->Size.y - 60 - ImGui::GetFrameHeightWithSpacing() * 3;
            ImGui::BeginChild("##rules", {w, std::max(40.0f, std::min(text_h + 4, room))});
            ImGui::PushTextWrapPos(w - st.ScrollbarSize);
            ImGui::TextUnformatted(s.help.c_str());
            ImGui::PopTextWrapPos();
            help_scroll_ = ImGui::GetScrollY(), help_scroll_max_ = ImGui::GetScrollMaxY();
            ImGui::EndChild();
            note("helpText");
            if (ImGui::Button("Close")) help_open_ = false;
            note("helpClose");
        }
        ImGui::End();
    }
    if (about_open_) {
        if (begin("About", &about_open_)) {
            ImGui::TextUnformatted("Solitaire: Klondike now, Spider and Pyramid soon,\n"
                                   "with real solvers. C++20 engine, Dear ImGui on WebGL2.");
            if (ImGui::Button("Close")) about_open_ = false;
            note("aboutClose");
        }
        ImGui::End();
    }
    if (win_open_ && s.won) {
        // Let the last card land before the dialog covers the table.
        if (now_ms - win_since_ > WIN_DIALOG_MS) {
            // A game the computer finished is not the player's win; hints are said.
            const bool computer = s.assist == Session::Assist::Computer;
            if (begin(computer ? "Solved by the computer" : "You won!", nullptr)) {
                ImGui::TextUnformatted(
                    win_words(s.status, computer, s.assist == Session::Assist::Hints).c_str());
                if (computer) ImGui::TextUnformatted("It does not count as a win of yours.");
                if (s.status.vegas_total)
                    ImGui::Text("Score: %s", format_money(s.status.score).c_str());
                else
                    ImGui::Text("Score: %d", s.status.score);
                ImGui::Spacing();
                if (ImGui::Button("Next deal")) {
                    out.command = Command::NewDeal;
                    win_open_ = false;
                }
                ImGui::SameLine();
                if (ImGui::Button("Statistics")) out.command = Command::ShowStats;
                note("winStats");
                ImGui::SameLine();
                if (ImGui::Button("Close")) win_open_ = false;
            }
            ImGui::End();
        }
    } else {
        win_open_ = false;
    }
    confirm_dialog(s, out);
    escape_ = false;
}

std::optional<double> Panels::next_change(double now_ms) const {
    if (win_open_ && now_ms - win_since_ <= WIN_DIALOG_MS) return win_since_ + WIN_DIALOG_MS + 1;
    return std::nullopt;
}

bool Panels::escape(bool popup_open) {
    if (confirm_.kind != Confirm::Kind::None) return escape_ = true;
    if (popup_open) return false;
    for (bool* open : {&win_open_, &about_open_, &help_open_}) // the one on top first
        if (*open) {
            *open = false;
            return true;
        }
    return false;
}

void Panels::confirm_dialog(const PanelState& s, PanelResult& out) {
    if (confirm_.kind == Confirm::Kind::None) return;
    const Question q = confirm_.kind;
    // One ImGui id whatever the title says.
    const std::string id = std::string(question_title(q)) + "###confirm";
    if (ask_) ImGui::OpenPopup(id.c_str()), ask_ = false;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float max_w = std::min(460.0f, vp->Size.x - 24);
    ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSizeConstraints({std::min(260.0f, max_w), 0}, {max_w, vp->Size.y - 60});
    if (!ImGui::BeginPopupModal(id.c_str(), nullptr,
                                ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                                    ImGuiWindowFlags_NoSavedSettings)) {
        out.command = Command::ConfirmCancel; // closed some other way: nothing changes
        out.confirm = std::exchange(confirm_, {});
        return;
    }
    const std::string text = question_words(q, s.status.seed, s.status.moves, confirm_.title);
    ImGui::PushTextWrapPos(max_w - 20);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    Command answer = Command::None;
    if (ImGui::Button(question_now(q))) answer = Command::ConfirmNow;
    note("confirmNow");
    if (question_offers_next(q)) {
        ImGui::SameLine();
        if (ImGui::Button("From the next deal")) answer = Command::ConfirmNext;
        note("confirmNext");
    }
    ImGui::SameLine();
    if (ImGui::Button("Cancel") || escape_) answer = Command::ConfirmCancel;
    ImGui::SetItemDefaultFocus(); // Enter keeps the game: ending it takes a deliberate choice
    // The keys answer at once (N asks too): Cancel has the keyboard from the start, shown,
    // even when a click came last (ImGui hides it then, and the first key only shows it).
    if (ImGui::IsWindowAppearing()) ImGui::GetCurrentContext()->NavDisableHighlight = false;
    note("confirmCancel");
    if (answer != Command::None) {
        out.command = answer;
        out.confirm = std::exchange(confirm_, {});
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

} // namespace sol::ui
