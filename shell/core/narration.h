#pragma once
// What the table says out loud and plays as sounds: each change of the game in words for
// the page's ARIA live region, and the card sounds, both sent through a Voice (the page's
// is in shell/page/bridge.cpp). It watches the session from the outside, comparing the
// moves played and the piles with what it narrated last, so the table's controller only
// tells it when something may have changed.

#include "shell/core/session.h"
#include "shell/core/solve_controller.h"

#include <optional>
#include <string>
#include <vector>

namespace sol::ui {

// Where the words and sounds go.
class Voice {
  public:
    virtual ~Voice() = default;
    // A sentence for screen readers (the page's ARIA live region).
    virtual void announce(const std::string& text) = 0;
    // A card sound by name: "pickup", "drop", "flip", "deal", "win".
    virtual void sound(const char* name) = 0;
};

// What the player's input points at this frame (from the views' input handling).
struct TableFocus {
    bool keyboard_active = false; // the keyboard cursor is shown
    int cursor = 0;               // its pile
    int held = -1, selected = -1; // the pile picked up with the keyboard, chosen by a tap
    bool dragging = false;        // cards are being dragged
};

// Invariant: piles_ and played_ are the table and the moves as last narrated.
class Narration {
  public:
    explicit Narration(Voice& voice) : voice_(voice) {}

    // A deal is on the table (new, opened from a link, or a saved game resumed):
    // "Klondike, draw 1, deal 7. Pile 1: king of spades, ..." and the deal sound.
    void opened(const Session& s, const std::vector<PileView>& piles, const std::string& title);
    // After any change of the session (a move, an automatic move, undo, redo, restart):
    // the move in words, what it turned up, the end of the game; its sound.
    void changed(const Session& s, const std::vector<PileView>& piles, double now_ms);
    // Every frame: the keyboard cursor's pile, a pile picked up, a drag begun (its
    // sound), and the solver's verdict and hint when they change.
    void frame(const Session& s, const std::vector<PileView>& piles, const TableFocus& in,
               const SolveController& solver);

  private:
    void remember(const Session& s, const std::vector<PileView>& piles);
    void say(const std::string& text);

    Voice& voice_;
    std::vector<PileView> piles_;
    std::vector<GameMove> played_;
    std::vector<bool> automatic_;       // which of played_ were automatic moves
    std::optional<GameMove> redo_next_; // the move redo would replay then
    bool won_ = false;
    int cursor_ = -1, held_ = -1, selected_ = -1;
    bool dragging_ = false;
    Verdict verdict_ = Verdict::Off; // the last verdict said (never Checking or Off)
    std::optional<GameMove> hint_;
};

} // namespace sol::ui
