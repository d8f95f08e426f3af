#pragma once
// Player input on the table: pointer (mouse, and touch, which SDL turns into mouse events)
// and keyboard, turned into game moves and commands. Works on SDL events rather than
// ImGui's per-frame mouse state so that a press, a drag and a release that all arrive
// within one frame (a quick tap, an automated test) are still seen in order and in place.

#include "shell/core/table_layout.h"
#include "shell/games/table_game.h"

#include <optional>
#include <string>
#include <vector>

union SDL_Event;

namespace sol::ui {

// A card (or an empty pile's slot, index -1) under a point.
struct Hit {
    int pile = -1;
    int index = -1;
};

// The top-most card or pile area under (x, y).
Hit hit_test(const TableGeometry& g, const std::vector<PileView>& piles, float x, float y);

// What the input asks for this frame.
struct InputResult {
    std::optional<GameMove> move;
    bool undo = false, redo = false, new_deal = false;
    bool hint = false, solve = false; // H and A: the solver bar's Hint and Auto-solve
    bool acted = false;               // any pointer or key action on the table (hides hints)
    std::string notice; // why a click did nothing, for the player (TableGame::refusal)
    Hit refused;        // the card a click or double-click tried to move, in vain (pile -1: none)
};

// Turns queued events into moves. State between frames: the card pressed, the cards being
// dragged (the pointer's offset from the lead card keeps them under the finger), the
// keyboard cursor and the pile picked up with the keyboard.
class TableInput {
  public:
    // Drag and drop in progress: pile's cards from `index` up follow the pointer.
    struct Drag {
        int pile = -1, index = -1;
        float x = 0, y = 0;             // pointer now
        float grab_dx = 0, grab_dy = 0; // pointer minus the lead card's top-left
        bool active = false;            // moved far enough to be a drag, not a click
    };
    // The player's input options (from the Options menu).
    struct Options {
        bool tap_to_move = true;
    };

    // Queues an event. The table takes presses only between `top` and `bottom` (the menu
    // and status bars are ImGui's), and no press or key while `ui_modal` (a menu or dialog
    // is open: N must not deal behind it); keys not while ImGui has the keyboard. Positions decide,
    // not ImGui's hover state, which is a frame old: a tap jumps straight from a menu to a card.
    void queue(const SDL_Event& e, float top, float bottom, bool ui_modal, bool ui_has_keyboard);
    InputResult update(const TableGame& game, const TableGeometry& g,
                       const std::vector<PileView>& piles, const Options& options);
    void cancel(); // drops any drag, press or held pile (new deal, undo, dialogs)

    const Drag& drag() const { return drag_; }
    // The pile the dragged cards are over (most overlap with the lead card), or -1.
    static int drop_target(const Drag& d, const TableGeometry& g, int piles);
    bool keyboard_active() const { return keyboard_active_; }
    int cursor() const { return cursor_; }
    int held() const { return held_; }
    int selected() const { return selected_; }

  private:
    // A queued SDL event, reduced to what the table needs.
    struct Event {
        enum Kind { Down, Move, Up, Key } kind;
        float x = 0, y = 0;
        int clicks = 1;
        int key = 0, mods = 0;
    };
    void on_pointer(const Event& e, const TableGame& game, const TableGeometry& g,
                    const std::vector<PileView>& piles, const Options& o, InputResult& out);
    void on_key(const Event& e, const TableGame& game, const std::vector<PileView>& piles,
                InputResult& out);

    std::vector<Event> events_;
    Drag drag_;
    bool pressed_ = false;
    float press_x_ = 0, press_y_ = 0;
    int press_clicks_ = 1;
    bool last_click_moved_ = false; // a double-click's second click must not act again
    bool keyboard_active_ = false;
    int cursor_ = 0; // pile under the keyboard cursor
    int held_ = -1;  // pile picked up with Space/Enter, or -1
    // TableGame::select_to_pair: the pile whose top card a tap chose, or -1.
    int selected_ = -1;
};

} // namespace sol::ui
