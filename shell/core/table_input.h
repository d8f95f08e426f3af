#pragma once
// The input rules of the table: what a press, a drag, a release and a key ask of the game,
// for every game and every place on its table. Works on the views' events reduced to what
// the table needs (shell/ui/input.cpp turns SDL's into these), with their time on the
// caller's clock, so that the tests drive the very rules the page plays by: a click, a
// double click, a tap (SDL makes a touch a mouse press), a double tap, a drag and the keys.
//
// The rules, place by place (README, Play):
// - A press on the stock (a pile of kind Stock) plays its pile_action every time, however
//   quick: a draw, a deal, the waste turned over; when it has none, the game says why
//   (TableGame::refusal).
// - A click or tap on a card asks that card to move: to its best place (best_move) with
//   "Tap to move" on. Only the stock's place turns the waste over: a waste card is played.
// - The second press of a double click or double tap (one DOUBLE_MS after the first, on
//   the same pile, within a card's size of it) acts once, on the card first pressed: if
//   the first click moved it, nothing more happens; else it goes home (foundation_move).
// - A card asked to move in vain shakes (a foundation's card does not: a click there asks
//   nothing, since a card comes back down from its foundation only by a drag or the keys).
// - Pairs (TableGame::select_to_pair, Pyramid): a tap on a card with no move of its own
//   chooses it, a tap on a second one pairs them; two cards that do not pair both shake
//   and the game says why (TableGame::refusal_to).
// - Keys: arrows and Tab choose a pile; Enter (or Space) plays the stock's action there,
//   else picks up the cards there, and on another pile puts them down.

#include "shell/core/table_layout.h"
#include "shell/games/table_game.h"

#include <optional>
#include <string>
#include <vector>

namespace sol::ui {

// A card (or an empty pile's slot, index -1) under a point.
struct Hit {
    int pile = -1;
    int index = -1;
};

// The top-most card or pile area under (x, y).
Hit hit_test(const TableGeometry& g, const std::vector<PileView>& piles, float x, float y);

// The keys the table knows; Enter stands for Return, keypad Enter and Space.
enum class TableKey : std::uint8_t {
    Other,
    Left,
    Right,
    Up,
    Down,
    Tab,
    Enter,
    Escape,
    Z,
    Y,
    H,
    A,
    N
};

// One event for the table, in logical pixels and at `ms` on the caller's clock.
struct TableEvent {
    enum Kind : std::uint8_t { Down, Move, Up, Key } kind = Down;
    float x = 0, y = 0;
    double ms = 0;
    TableKey key = TableKey::Other;
    bool ctrl = false, shift = false; // Ctrl (or the Command key), Shift
};

// What the input asks for this frame.
struct InputResult {
    std::optional<GameMove> move;
    bool undo = false, redo = false, new_deal = false;
    bool hint = false, solve = false; // H and A: the solver bar's Hint and Auto-solve
    bool acted = false;               // any pointer or key action on the table (hides hints)
    std::string notice;               // why a click did nothing, for the player
    Hit refused;      // the card a click or double-click asked to move in vain (pile -1: none)
    Hit refused_also; // the second card of a pair that does not pair (pile -1: none)
};

// Turns queued events into moves. State between frames: the card pressed, the cards being
// dragged (the pointer's offset from the lead card keeps them under the finger), the
// last click (a double click's first half), the keyboard cursor and the pile picked up
// with the keyboard, the card chosen for a pair.
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
    // A press that travels less than this (logical pixels) is a click or a tap, not a drag.
    static constexpr float DRAG_SLOP = 6.0f;
    // Two presses on one pile this close in time (ms) are a double click or a double tap
    // (SDL's own double-click time).
    static constexpr double DOUBLE_MS = 500;

    void queue(const TableEvent& e) { events_.push_back(e); }
    // Takes the queued events up to the first one that asks for an action (a move, undo,
    // redo, a new deal): the rest wait for the next frame, when the table (and so every
    // rectangle they are tested against) has caught up with it.
    InputResult update(const TableGame& game, const TableGeometry& g,
                       const std::vector<PileView>& piles, const Options& options);
    bool pending() const { return !events_.empty(); }
    // Drops any drag, press, held pile or chosen card (undo, a restart, dialogs).
    void cancel();
    // A deal was opened: also the keyboard cursor (back on the first pile) and the last click.
    void reset();

    const Drag& drag() const { return drag_; }
    // The pile the dragged cards are over (most overlap with the lead card), or -1.
    static int drop_target(const Drag& d, const TableGeometry& g, int piles);
    bool keyboard_active() const { return keyboard_active_; }
    int cursor() const { return cursor_; }
    int held() const { return held_; }
    int selected() const { return selected_; }

  private:
    void on_pointer(const TableEvent& e, const TableGame& game, const TableGeometry& g,
                    const std::vector<PileView>& piles, const Options& o, InputResult& out);
    void on_click(const TableGame& game, const std::vector<PileView>& piles, const Options& o,
                  InputResult& out);
    void on_key(const TableEvent& e, const TableGame& game, const std::vector<PileView>& piles,
                InputResult& out);
    void on_enter(const TableGame& game, const std::vector<PileView>& piles, InputResult& out);

    // The last press that began a click: where, when, on which card, and whether its click
    // moved that card. A press close to it is the second half of a double click.
    struct Click {
        Hit hit;
        float x = 0, y = 0;
        double ms = -1e18;
        bool moved = false;
    };

    std::vector<TableEvent> events_;
    Drag drag_;
    bool pressed_ = false;
    float press_x_ = 0, press_y_ = 0;
    bool press_double_ = false; // this press is a double click's second
    Click first_;               // the click a double's second press acts on
    bool keyboard_active_ = false;
    int cursor_ = 0; // pile under the keyboard cursor
    int held_ = -1;  // pile picked up with Space/Enter, or -1
    // TableGame::select_to_pair: the pile whose top card a tap chose, or -1.
    int selected_ = -1;
};

} // namespace sol::ui
