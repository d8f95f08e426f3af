// Card motion (shell/core/card_motion.h) on the test's clock: a card glides from where it
// was to its new place in MOVE_MS, turns over with a squash, is busy meanwhile, and with
// reduced motion is at its place at once.

#include "shell/core/card_motion.h"

#include <catch2/catch.hpp>

using namespace sol::ui;

namespace {

// One frame: card 1 placed at `target` at `now`.
Rect frame(CardMotion& m, const Rect& target, bool face_up, double now,
           CardMotion::Flip* flip = nullptr) {
    CardMotion::Flip f;
    const Rect r = m.place(1, target, face_up, now, f);
    m.end_frame();
    if (flip) *flip = f;
    return r;
}

} // namespace

TEST_CASE("core motion: a card glides to its new place and is busy meanwhile", "[core]") {
    CardMotion m;
    const Rect a{0, 0, 50, 70}, b{100, 200, 50, 70};
    CHECK(frame(m, a, true, 0).x == 0); // first seen: at its place
    CHECK_FALSE(m.busy(0));
    const Rect start = frame(m, b, true, 10);
    CHECK(start.x == Approx(0));
    CHECK(m.busy(10));
    const Rect half = frame(m, b, true, 10 + CardMotion::MOVE_MS / 2);
    CHECK(half.x > 0);
    CHECK(half.x < 100);
    CHECK(half.y > 0);
    CHECK(half.y < 200);
    const Rect end = frame(m, b, true, 10 + CardMotion::MOVE_MS + 1);
    CHECK(end.x == 100);
    CHECK(end.y == 200);
    CHECK_FALSE(m.busy(10 + CardMotion::MOVE_MS + 1));
}

TEST_CASE("core motion: a card turning over squashes, then shows its new side", "[core]") {
    CardMotion m;
    const Rect a{0, 0, 50, 70};
    frame(m, a, false, 0);
    CardMotion::Flip f;
    frame(m, a, true, 10, &f);
    CHECK(f.old_side);
    frame(m, a, true, 10 + CardMotion::FLIP_MS * 0.25, &f);
    CHECK(f.scale < 1);
    CHECK(f.old_side);
    frame(m, a, true, 10 + CardMotion::FLIP_MS * 0.75, &f);
    CHECK_FALSE(f.old_side);
    frame(m, a, true, 10 + CardMotion::FLIP_MS + 1, &f);
    CHECK(f.scale == 1);
}

TEST_CASE("core motion: reduced motion puts every card at its place at once", "[core]") {
    CardMotion m;
    m.set_instant(true);
    frame(m, {0, 0, 50, 70}, true, 0);
    CHECK(frame(m, {100, 200, 50, 70}, true, 10).x == 100);
    CHECK_FALSE(m.busy(10));
}
