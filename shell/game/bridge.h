#pragma once
// The one C++ <-> JavaScript bridge of the game module. The page's web/boot.js reads the
// exported functions (through window.solitaire) and receives the notifications below as
// calls to Module.onGame...(). Everything the page and its tests see goes through here.

namespace game {

class App;

namespace bridge {

// The App that the exported functions read. The module has exactly one.
void attach(const App* app);

// Called after every drawn frame; tells the page when the first one is on screen.
void frame_drawn(long frame);

// Tells the page that the game cannot run (e.g. no WebGL2), with a message for the player.
void fail(const char* message);

} // namespace bridge
} // namespace game
