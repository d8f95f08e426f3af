#pragma once
// The ImGui panels around the table: the menu bar, the status bar, and the dialogs (help,
// statistics, about, the win celebration). They only show state and report what the
// player chose; GameApp acts on it.

#include "shell/core/bar_words.h"
#include "shell/core/session.h"
#include "shell/core/settings.h"

#include <imgui.h>
#include <optional>
#include <string>
#include <vector>

namespace sol::ui {

// A bar of the table's chrome (the status bar, the solver bar): a fixed, borderless window
// one text line high, `width` wide, whose bottom edge is at `bottom`, on `background`.
// Returns ImGui::Begin's answer; end_bar() must follow either way.
float bar_height(); // one text line and its padding
// For the page's test hook: appends "name":[x,y,w,h] to `json` (a comma first unless it is
// empty or just opened with '{'): a rectangle in CSS pixels the tests can click.
void note_rect(std::string& json, const char* name, ImVec2 min, ImVec2 size);
// The same for the item ImGui drew last.
void note_item(std::string& json, const char* name);
bool begin_bar(const char* id, float x, float bottom, float width, ImU32 background);
void end_bar();

// A variant the menu offers: its URL form ("klondike/draw3") and its title.
struct VariantItem {
    std::string url, title;
    bool vegas = false;
};

// A change the player asked for that would end the game in progress: it waits for their
// answer in a modal dialog (now, from the next deal, or not at all).
struct Confirm {
    using Kind = Question; // shell/core/bar_words.h: what is asked, and its words
    Kind kind = Kind::None;
    std::string variant, title; // Kind::Variant: the URL form and the title chosen
};

// What the panels show this frame.
struct PanelState {
    StatusFacts status;     // the variant, the deal and its figures, for the status bar
    std::string preset_url; // "klondike/draw3"
    bool can_undo = false, can_redo = false, won = false;
    Session::Assist assist = Session::Assist::None; // how the game was won
    std::string help;                               // the rules of the current game
    std::vector<VariantItem> variants;
    bool touch = false;       // a touch screen: items sized for fingers (touch_ui.h)
    std::string next_variant; // the variant the next deal will have, when it is another
};

enum class Command {
    None,
    NewDeal,
    Restart,
    Undo,
    Redo,
    Share,
    ShowStats,    // the page's statistics screen
    SelectDeal,   // the page's dialog: a deal by number or link
    WinnableDeal, // a random deal the solver proves winnable
    DailyDeal,    // today's daily deal of the game in play
    ChooseVariant,
    SettingsChanged,
    Hint,         // the solver bar's Hint, from the menu
    AutoSolve,    // the solver bar's Auto-solve (or Stop), from the menu
    ConfirmNow,   // the Confirm's change, now: the game in progress ends
    ConfirmNext,  // the Confirm's change, from the next deal on
    ConfirmCancel // no change: the game goes on as it was
};

// The panels' output for one frame. menu_h/status_h: the bars' heights, which the table
// leaves free.
struct PanelResult {
    Command command = Command::None;
    std::string variant; // Command::ChooseVariant: the URL form chosen
    Confirm confirm;     // Command::Confirm*: the change answered
    float menu_h = 0, status_h = 0;
};

// The panels and their open/closed state.
class Panels {
  public:
    PanelResult draw(const PanelState& s, Settings& settings, double now_ms);
    void show_win(double now_ms) {
        win_since_ = now_ms;
        win_open_ = true;
    }
    void hide_win() { win_open_ = false; }
    // When the panels change by the clock alone: the win's dialog, which waits for the last
    // card to land. None: not before the player acts.
    std::optional<double> next_change(double now_ms) const;
    void show_help() { help_open_ = true; }
    // Asks the player about `c` in a modal dialog; the answer is a Command::Confirm* of a
    // later frame.
    void ask(Confirm c) { confirm_ = std::move(c), ask_ = true; }
    // Escape: closes the dialog on top (the question is answered Cancel). False when no
    // dialog of the panels' took it (`popup_open`: an ImGui menu or popup does, itself).
    bool escape(bool popup_open);
    bool any_dialog() const {
        return help_open_ || about_open_ || win_open_ || confirm_.kind != Confirm::Kind::None;
    }
    // For the page's test hook: the menus' and dialogs' clickable items this frame, by
    // name, as [x, y, w, h], and which dialogs are open.
    std::string state_json() const;

  private:
    void note(const char* name) { note_item(items_json_, name); }
    void note_menu(const char* name, const char* label); // before BeginMenu(label)
    void menu_bar(const PanelState& s, Settings& settings, PanelResult& out);
    void status_bar(const PanelState& s, PanelResult& out);
    void dialogs(const PanelState& s, PanelResult& out, double now_ms);
    void confirm_dialog(const PanelState& s, PanelResult& out);

    bool help_open_ = false, about_open_ = false, win_open_ = false;
    Confirm confirm_;         // the question on show (Kind::None: none)
    bool ask_ = false;        // confirm_ is to be opened this frame
    bool escape_ = false;     // Escape answered the question: Cancel, this frame
    std::string status_text_; // the status bar's words this frame, for the test hook
    std::string help_text_;   // How to play's words this frame, for the test hook
    float help_scroll_ = 0, help_scroll_max_ = 0; // how far its words are scrolled, of how far
    double win_since_ = 0;
    std::string items_json_; // this frame's notes, "name":[x,y,w,h] joined by commas
};

} // namespace sol::ui
