#pragma once
// The solver bar above the status bar (ImGui): Hint and Auto-solve, auto-solve's Pause,
// Stop and speed, the verdict, the solver's options; and the hinted move's outlines on the
// table. It draws the SolveController (shell/core/solve_controller.h) and presses its
// buttons; what it drew is kept for the test hook (SolveController::state_json).

#include "shell/core/session.h"
#include "shell/core/solve_controller.h"
#include "shell/core/table_layout.h"
#include "shell/view/card_draw.h"

struct ImDrawList;

namespace sol::ui {

// The solver bar's output for one frame: its height, which the table leaves free, and an
// undo the player asked for (to `undo_to` moves).
struct SolveBarResult {
    float height = 0;
    int undo_to = -1;
    bool new_deal = false; // "Winnable deals only" was just turned on: deal one
};

// Invariant: drawn() is what the last frame drew.
class SolveBar {
  public:
    // Draws the bar just above `bottom` (the status bar's top).
    SolveBarResult draw(SolveController& solver, const Session& s, float width, float bottom);
    // Outlines the hinted move's cards and destination.
    void draw_hint(ImDrawList& list, const Palette& pal, const TableGeometry& geo,
                   const TableGame& game, const SolveController& solver);
    const SolveDrawn& drawn() const { return drawn_; }

  private:
    void note_button(const char* name);

    SolveDrawn drawn_;
};

} // namespace sol::ui
