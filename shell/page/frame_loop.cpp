#include "shell/page/frame_loop.h"

#include "shell/core/frame_pacer.h"

#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

namespace sol::ui::page {

namespace {

FramePacer pacer;
bool paused = false;
long timer = 0; // the pending wake-up's id (emscripten_set_timeout), 0 for none

void resume() {
    if (timer) emscripten_clear_timeout(timer), timer = 0;
    if (!paused) return;
    paused = false;
    emscripten_resume_main_loop(); // the next animation frame draws
}

void on_timer(void*) {
    timer = 0;
    pacer.timer();
    resume();
}

// Called by SDL for every event it queues (from the browser's event handlers, between
// frames): the queue is read by the next frame, so there must be one. Not for the marker
// SDL 2.26 queues itself at the end of each SDL_PollEvent round, which is no input.
int on_event(void*, SDL_Event* e) {
    if (e->type != SDL_POLLSENTINEL) wake();
    return 1;
}

} // namespace

void start_frame_loop() {
    SDL_AddEventWatch(on_event, nullptr);
}

void wake() {
    pacer.wake();
    resume();
}

void after_frame(double now, bool changed, double due) {
    const double next = pacer.after_frame(now, changed, due);
    if (!pacer.asleep()) return;
    paused = true;
    emscripten_pause_main_loop();
    // Timers run late rather than early; a frame drawn a little before its time would
    // find nothing due and sleep again, so the wake-up errs late by a millisecond.
    if (next != FramePacer::NEVER)
        timer = emscripten_set_timeout(on_timer, next - now + 1, nullptr);
}

} // namespace sol::ui::page
