#pragma once
// The browser's frame loop, asleep while the table rests (shell/core/frame_pacer.h says
// when): main.cpp reports each frame, and the loop stops the browser's animation frames
// until input, a call from the page, or the next time something changes by the clock.

namespace sol::ui::page {

// Starts waking the loop on every SDL event (call once, after SDL_Init).
void start_frame_loop();
// After frame `now` (ms, the frame's clock): `changed`, its picture differs from the last
// one; `due`, when something changes by the clock alone (FramePacer::NEVER: nothing).
void after_frame(double now, bool changed, double due);
// Input or a call from the page: the next frames are drawn (the page bridge calls it on
// every call in, so that what the page asked shows, and the tests' hook sees frames).
void wake();

} // namespace sol::ui::page
