#pragma once
// The main menu bar (Game, Options, Help). It only reports what was chosen; the App acts.

namespace game {

// The player's choices that outlive a deal. More options (passes, scoring, game) join
// here; the page will persist them.
struct Options {
    int draw = 1; // Klondike: cards turned per draw, 1 or 3
};

enum class MenuAction { None, NewGame, Restart, About };

// Draws the menu bar for this frame, edits `options` in place, and returns the command
// chosen, if any. `height` receives the bar's height in logical pixels.
MenuAction draw_menu_bar(Options& options, float& height);

} // namespace game
