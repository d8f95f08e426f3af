#pragma once
// Card motion: each card glides from where it was drawn last to where the layout puts it
// now (about 150 ms), and turns over with a short squash when it flips. Moves, undo, redo,
// automatic moves and illegal drops (which slide back) all animate the same way, because
// the animator only compares where a card is with where it should be.

#include "shell/core/table_layout.h"

#include <unordered_map>

namespace sol::ui {

// Per-card tweens keyed by a card's identity (the game's card byte plus, for games with
// two decks, which copy it is). Invariant: a card not seen in a frame is forgotten.
class CardMotion {
  public:
    static constexpr double MOVE_MS = 150, FLIP_MS = 150;
    static constexpr double DEAL_STEP_MS = 30; // between two cards of a deal

    // How a turning card looks this frame: its width factor, and whether the side shown is
    // still the old one (the first half of the turn).
    struct Flip {
        float scale = 1;
        bool old_side = false;
    };
    // Where to draw card `id` this frame given its layout target, and how it is turning.
    Rect place(int id, const Rect& target, bool face_up, double now, Flip& flip);
    // Pins a card to `r` (dragged cards): when let go it glides from there.
    void hold(int id, const Rect& r, bool face_up, double now);
    // True while any card is still gliding or turning.
    bool busy(double now) const;
    void snap() { cards_.clear(), dealing_ = false; } // the next frame places all at once
    // The next frame deals: every card glides from `origin` (the stock) to its place, one
    // after another, starting at `now`.
    void deal_from(const Rect& origin, double now);
    void end_frame(); // forgets cards that were not placed this frame
    // Reduced motion (the page's prefers-reduced-motion): every card is drawn at its place
    // at once, and nothing is ever busy.
    void set_instant(bool on) { instant_ = on; }
    bool instant() const { return instant_; }

  private:
    // One card's tween: it glides from `from` to `to` starting at `start`, and turns over
    // starting at `flip_start`; `seen` marks the cards placed in the current frame.
    struct Track {
        Rect from, to;
        double start = -1e9, flip_start = -1e9;
        bool face_up = false;
        bool seen = false;
    };
    std::unordered_map<int, Track> cards_;
    bool dealing_ = false; // deal_from() was called and the next frame is the deal
    Rect deal_origin_;
    double deal_start_ = 0;
    int dealt_ = 0; // cards sent on their way so far in this deal
    bool instant_ = false;
};

} // namespace sol::ui
