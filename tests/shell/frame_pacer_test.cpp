// The frame loop's decision (shell/core/frame_pacer.h) with the table's own "what is due"
// (TableController::next_change), on the test's clock: an idle table draws no frames, a
// running game clock wakes the loop once a second, on the second, and nothing the table
// does by itself (automatic moves, auto-solve's steps, a shake's end) waits for input.

#include "core_engine_port.h"
#include "core_fakes.h"
#include "shell/core/frame_pacer.h"
#include "shell/core/number_words.h"
#include "shell/core/table_controller.h"

#include <catch2/catch.hpp>

#include <functional>
#include <string>
#include <utility>
#include <vector>

using namespace sol::ui;
using namespace sol::ui::test;

namespace {

constexpr double NEVER = FramePacer::NEVER;
constexpr double DISPLAY_MS = 16; // the browser offers a frame this often

// A browser's frame loop around a table: a display frame every DISPLAY_MS, drawn when the
// pacer wants it (as shell/page/frame_loop.cpp does), skipped while it sleeps. A frame's
// picture is what the views would show of the core: the clock, the cards, the shake.
struct Loop {
    explicit Loop(Table& table) : t(table) {}
    Table& t;
    FramePacer pacer;
    std::function<void()> action; // input's effect, in the next frame
    bool asleep = false;
    double wake_at = 0;
    std::string shown;
    struct Frame {
        double at;
        std::string clock;
        int moves;
    };
    std::vector<Frame> drawn;

    std::string picture() const {
        std::string p = format_time(t.session().elapsed_ms(t.now));
        for (const PileView& v : t.table.piles())
            for (const CardView& c : v.cards) p += char(c.card), p += c.face_up ? 'u' : 'd';
        if (t.table.shake().on(t.now, int(t.table.piles().size()))) p += " shaking";
        return p;
    }
    // The player acted (between two frames): `what` happens in the next frame, after the
    // frame's time is set, as GameApp::frame handles the events queued since the last.
    void input(std::function<void()> what = {}) {
        pacer.wake();
        asleep = false;
        action = std::move(what);
    }
    // Display frames for `ms` of the test's clock.
    void run(double ms) {
        const double end = t.now + ms;
        while (t.now + DISPLAY_MS <= end) {
            t.now += DISPLAY_MS;
            if (asleep) {
                if (t.now < wake_at) continue;
                pacer.timer();
            }
            t.table.begin_frame(t.now);
            if (action) std::exchange(action, {})();
            t.table.step(false, false);
            drawn.push_back(
                {t.now, format_time(t.session().elapsed_ms(t.now)), t.session().moves()});
            const std::string p = picture();
            const bool changed = p != shown;
            shown = p;
            wake_at = pacer.after_frame(t.now, changed, t.table.next_change().value_or(NEVER));
            asleep = pacer.asleep();
        }
    }
    size_t frames_since(double at) const {
        size_t n = 0;
        for (const Frame& f : drawn) n += f.at > at;
        return n;
    }
};

} // namespace

TEST_CASE("frame pacer: input, a changing picture and a due time draw; else it sleeps",
          "[core][frames]") {
    FramePacer p;
    // The page's first frames are drawn, then a still picture with nothing due sleeps.
    for (int i = 1; i < FramePacer::SETTLE_FRAMES; ++i) {
        CHECK(p.after_frame(16.0 * i, false, NEVER) == 16.0 * i);
        CHECK_FALSE(p.asleep());
    }
    CHECK(p.after_frame(48, false, NEVER) == NEVER);
    CHECK(p.asleep());
    // Input: a few frames, so that ImGui's answer a frame late is seen.
    p.wake();
    CHECK_FALSE(p.asleep());
    for (int i = 1; i < FramePacer::SETTLE_FRAMES; ++i)
        CHECK(p.after_frame(1000, false, NEVER) == 1000);
    CHECK(p.after_frame(1016, false, 2000) == 2000); // asleep until something is due
    CHECK(p.asleep());
    // The timer's frames: drawn; a picture that changes keeps the loop going until it rests.
    p.timer();
    CHECK(p.after_frame(2001, false, NEVER) == 2001);
    CHECK(p.after_frame(2017, false, NEVER) == NEVER);
    p.timer();
    CHECK(p.after_frame(3001, true, NEVER) == 3001);
    CHECK(p.after_frame(3017, true, NEVER) == 3017);
    CHECK(p.after_frame(3033, true, NEVER) == 3033);
    CHECK(p.after_frame(3049, false, NEVER) == NEVER);
    // Something due now or already past is drawn at once.
    p.timer();
    CHECK(p.after_frame(4000, false, 3990) == 4000);
    CHECK(p.after_frame(4016, false, 4016) == 4016);
    CHECK_FALSE(p.asleep());
}

TEST_CASE("frame pacer: an idle table draws nothing; a running clock wakes it once a second, "
          "on the second",
          "[core][frames]") {
    for (const char* preset : {"klondike/draw1", "spider/1suit", "pyramid/3passes"}) {
        CAPTURE(preset);
        Table t(preset, 7);
        t.table.settings().auto_move = false;
        Loop loop{t};
        loop.run(10000);
        // A fresh deal: the clock waits for the first move; nothing changes by itself.
        CHECK(t.table.next_change() == std::nullopt);
        CHECK(loop.drawn.size() <= size_t(FramePacer::SETTLE_FRAMES));

        const TableGame& g = t.session().game();
        std::optional<GameMove> m = g.suggested_move();
        REQUIRE(m);
        double moved = 0; // the move's frame: the clock starts
        loop.input([&] {
            t.table.play(*m);
            moved = t.now;
        });
        loop.run(10000);
        // Ten seconds of a running clock: a timer's frames for each second (and the move's
        // own few), where drawing every display frame took 625.
        CHECK(loop.frames_since(moved) <=
              10 * FramePacer::TIMER_FRAMES + FramePacer::SETTLE_FRAMES + 2);
        // Each second shows within a display frame of the clock reaching it.
        for (int s = 1; s <= 9; ++s) {
            const std::string text = format_time(s * 1000.0);
            bool on_time = false;
            for (const Loop::Frame& f : loop.drawn)
                if (f.clock == text && f.at >= moved + s * 1000.0 &&
                    f.at < moved + s * 1000.0 + 2 * DISPLAY_MS)
                    on_time = true;
            CAPTURE(s);
            CHECK(on_time);
        }
        // The clock lost nothing to the sleeps (they are not time away).
        CHECK(t.session().elapsed_ms(t.table.now()) == Approx(t.table.now() - moved));
    }
}

TEST_CASE("frame pacer: a won game's clock stops, and the table rests", "[core][frames]") {
    Table t;
    t.table.settings().auto_move = false;
    t.table.play(draw_move(t));
    CHECK(t.table.next_change().has_value());
    t.frame(5000);
    // Undone to the deal: the clock stops with no move on the table.
    t.table.undo();
    t.frame(500);
    CHECK(t.table.next_change() == std::nullopt);
}

TEST_CASE("frame pacer: a shake ends on time with no input", "[core][frames]") {
    Table t;
    Loop loop{t};
    loop.run(200);
    loop.input([&] { t.table.refused(8, 0); });
    loop.run(2000);
    const double at = t.table.shake().at;
    // Drawn until the shake is over, then asleep: the last frame is the one after its end.
    REQUIRE_FALSE(loop.drawn.empty());
    CHECK(loop.drawn.back().at >= at + Shake::MS);
    CHECK(loop.drawn.back().at < at + Shake::MS + 2 * DISPLAY_MS);
    CHECK_FALSE(t.table.shake().on(t.now, int(t.table.piles().size())));
}

TEST_CASE("frame pacer: the table's automatic moves play on while the loop paces itself",
          "[core][frames]") {
    // Deals where a player's move sets off automatic moves: paced, the table ends where a
    // table drawn every display frame ends.
    int seen = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Table paced("klondike/draw1", seed), every("klondike/draw1", seed);
        Loop loop{paced};
        for (int i = 0; i < 120 && !paced.session().won(); ++i) {
            const auto m = paced.session().game().suggested_move();
            if (!m) break;
            const int before = paced.session().moves();
            loop.input([&] { paced.table.play(*m); });
            loop.run(3000);
            every.frame(DISPLAY_MS);
            every.table.play(*m);
            for (int f = 1; f < 3000 / DISPLAY_MS; ++f) every.frame(DISPLAY_MS);
            REQUIRE(paced.session().moves() == every.session().moves());
            seen += paced.session().moves() > before + 1;
        }
    }
    CHECK(seen > 0);
}

TEST_CASE("frame pacer: auto-solve plays each move on its beat while the loop sleeps between",
          "[core][frames]") {
    Table t("klondike/draw1", 1);
    t.table.settings().auto_move = false;
    Loop loop{t};
    t.ctl().press_solve();
    const FakeSolver::Request& r = t.solver.last();
    const Solution s = solve_position(r.preset, r.position, 1000000);
    REQUIRE(s.status == "solved");
    loop.input([&] { t.ctl().answer(r.serial, s.status, s.detail, s.line); }); // the page's call
    loop.run(400 * 350.0);
    CHECK(t.session().won());
    // Every move on the beat: a move's frame at most a display frame after its time.
    double last = -1;
    int moves = 0;
    for (const Loop::Frame& f : loop.drawn) {
        if (f.moves == moves) continue;
        if (last >= 0 && moves > 1) CHECK(f.at - last <= 350 + DISPLAY_MS);
        moves = f.moves, last = f.at;
    }
    // Far fewer frames than the display offered.
    CHECK(loop.drawn.size() < size_t(t.session().moves()) * 8);
}
