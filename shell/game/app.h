#pragma once
// The game as the player sees it: menu bar, table and dialogs, one ImGui frame at a time.
// Owns all game-side state; main.cpp owns the window and the GL context and calls frame().

#include "layout.h"
#include "menu.h"
#include "render.h"

union SDL_Event;

namespace game {

class App {
  public:
    // Input not consumed by ImGui (clicks and drags on the table will land here).
    void handle_event(const SDL_Event& event);

    // Builds this frame's UI for a window of width x height logical pixels. Call between
    // ImGui::NewFrame() and ImGui::Render().
    void frame(float width, float height);

    long frames() const { return frames_; }
    const TableLayout& layout() const { return layout_; }

  private:
    void relayout(float width, float height, float top);
    void draw_about();

    Options options_;
    Theme theme_;
    TableLayout layout_;
    float laid_out_for_[3] = {-1, -1, -1}; // width, height, top the layout was computed for
    bool about_requested_ = false;
    long frames_ = 0; // frames drawn so far
};

} // namespace game
