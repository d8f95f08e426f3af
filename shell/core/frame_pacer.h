#pragma once
// When the game module draws its next frame. A browser offers a frame up to 60 times a
// second; drawing the same table each time cost an idle page about 7% of a core (issue 26,
// item 14). Instead the loop draws only while something asks for it and sleeps otherwise:
// - input (an event, or a call from the page: a solver's answer, the settings) wakes it
//   for a few frames;
// - a picture still changing (cards gliding, confetti falling) keeps it drawing;
// - a moment when something will change by the clock alone (the game clock's next second,
//   auto-solve's next move, the end of a shake) is a timer it sleeps until.
// Pure logic on the caller's clock (shell/page/main.cpp runs it; tests/shell tests it).

#include <limits>

namespace sol::ui {

class FramePacer {
  public:
    // No time: nothing will change by the clock alone.
    static constexpr double NEVER = std::numeric_limits<double>::infinity();
    // Frames drawn after input before the loop may sleep: ImGui answers some input a frame
    // late (a menu opens the frame after its click; hover follows the pointer a frame
    // behind), and the frame after that shows the answer.
    static constexpr int SETTLE_FRAMES = 3;
    static constexpr int TIMER_FRAMES = 2;

    // Input arrived (or the page called in): the next SETTLE_FRAMES frames are drawn.
    void wake() { settle_ = SETTLE_FRAMES, asleep_ = false; }
    // A timer set by a sleep came due: two frames are drawn (more while the picture
    // changes), because a window ImGui opens then (the win's dialog) sizes itself unseen
    // in its first frame and shows in the second.
    void timer() { settle_ = settle_ > TIMER_FRAMES ? settle_ : TIMER_FRAMES, asleep_ = false; }

    // After the frame drawn at `now`: `changed`, its picture differs from the frame before
    // it; `due`, the earliest time at which something will change by the clock alone
    // (NEVER: nothing). Returns when the next frame is wanted: `now` for the next frame the
    // browser offers, a later time to sleep until, or NEVER to sleep until input.
    double after_frame(double now, bool changed, double due);

    // Asleep since the last after_frame(): no frame until wake() or timer().
    bool asleep() const { return asleep_; }

  private:
    int settle_ = SETTLE_FRAMES; // the first frames of the page are drawn
    bool asleep_ = false;
};

} // namespace sol::ui
