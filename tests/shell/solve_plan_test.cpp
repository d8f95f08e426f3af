// The solver's controller (shell/core/solve_controller.h) on a table, with a fake solver
// port that answers only when the test says so and the test's own clock: plans, undo and
// redo on them, leaving them, cancelled and stale answers, the hint's guess, looking back,
// auto-solve's steps and the live verdict's states. Winning lines come from the engine's
// solver (core_engine_port.h), so every plan is a real one.

#include "core/json.h"
#include "core_engine_port.h"
#include "core_fakes.h"

#include <catch2/catch.hpp>

using namespace sol::ui;
using namespace sol::ui::test;

namespace {

// A field of the solver's test-hook JSON.
sol::JsonValue hook(const SolveController& c, std::string_view key) {
    const auto v = sol::parse_json(c.state_json(SolveDrawn{}));
    REQUIRE(v);
    const sol::JsonValue* f = v->find(key);
    REQUIRE(f);
    return *f;
}

// Answers the fake's last request with the engine's own verdict and line.
Solution answer_last(Table& t) {
    REQUIRE_FALSE(t.solver.requests.empty());
    const FakeSolver::Request& r = t.solver.last();
    const Solution s = solve_position(r.preset, r.position, 1000000);
    t.ctl().answer(r.serial, s.status, s.detail, s.line);
    return s;
}

// A legal move of the table other than `not_this`: the stock's draw or the suggested move.
GameMove other_move(const Table& t, std::optional<GameMove> not_this) {
    const TableGame& g = t.session().game();
    for (int p = 0; p < g.pile_count(); ++p)
        if (const auto m = g.pile_action(p); m && m != not_this) return *m;
    const auto m = g.suggested_move();
    REQUIRE(m);
    REQUIRE(m != not_this);
    return *m;
}

// The move the hint shows now (pressing Hint first).
std::optional<GameMove> hinted(Table& t) {
    t.ctl().press_hint();
    return t.ctl().hint();
}

} // namespace

TEST_CASE("solve: a winning line is a plan the hint, undo and redo follow", "[solve]") {
    Table t("klondike/draw1", 1, true);
    t.table.settings().auto_move = false;
    REQUIRE(t.solver.requests.size() == 1);
    CHECK(t.solver.last().position == t.session().game().solver_position());
    CHECK(t.ctl().verdict() == Verdict::Checking);
    const Solution s = answer_last(t);
    REQUIRE(s.status == "solved");
    CHECK(t.ctl().verdict() == Verdict::Winnable);
    CHECK(hook(t.ctl(), "lineLength").number == double(s.line.size()));

    for (size_t i = 0; i < 5; ++i) {
        REQUIRE(hinted(t) == s.line[i]);
        CHECK(hook(t.ctl(), "hint").find("winning")->boolean);
        t.table.player_acted();
        t.table.play(s.line[i]);
        t.frame();
        CHECK(t.ctl().verdict() == Verdict::Winnable);
    }
    CHECK(t.solver.requests.size() == 1); // on the plan: nothing more to ask
    t.table.undo();
    t.table.undo();
    t.frame();
    CHECK(t.ctl().verdict() == Verdict::Winnable);
    CHECK(hinted(t) == s.line[3]);
    t.table.redo();
    t.frame();
    CHECK(hinted(t) == s.line[4]);
    CHECK(t.solver.requests.size() == 1);
    CHECK(hook(t.ctl(), "plans").number == 1);
}

TEST_CASE("solve: a move off the plan leaves it; the solver is asked again", "[solve]") {
    Table t("klondike/draw1", 1, true);
    t.table.settings().auto_move = false;
    REQUIRE(answer_last(t).status == "solved");
    const std::optional<GameMove> next = hinted(t);
    t.table.player_acted();
    t.table.play(other_move(t, next));
    t.frame();
    CHECK(t.ctl().verdict() == Verdict::Checking);
    REQUIRE(t.solver.requests.size() == 2);
    CHECK(t.solver.last().position == t.session().game().solver_position());
    CHECK(hook(t.ctl(), "lineLength").number == -1);
    // Back onto the plan by undo: known, nothing asked.
    t.table.undo();
    t.frame();
    CHECK(t.ctl().verdict() == Verdict::Winnable);
}

TEST_CASE("solve: the plan is mended after the table's automatic moves", "[solve]") {
    // Follow the hints with automatic moves on, over several deals. When the table's own
    // moves take it off the plan, the plan is mended (their moves taken out of its rest,
    // checked by replay) with nothing asked; only when the mended plan does not win is the
    // solver asked, about the position on the table.
    int mended = 0;
    for (std::uint64_t seed = 1; seed <= 12 && mended < 3; ++seed) {
        Table t("klondike/draw1", seed, true);
        if (answer_last(t).status != "solved") continue;
        for (int step = 0; step < 400 && !t.session().won(); ++step) {
            const std::optional<GameMove> m = hinted(t);
            REQUIRE(m);
            const size_t asked = t.solver.requests.size();
            const double plans = hook(t.ctl(), "plans").number;
            t.table.player_acted();
            t.table.play(*m);
            for (int f = 0; f < 40; ++f) t.frame(100); // every automatic move it sets off
            if (t.session().won()) break;
            if (t.ctl().verdict() == Verdict::Winnable) {
                CHECK(t.solver.requests.size() == asked);
                if (hook(t.ctl(), "plans").number > plans) ++mended;
            } else {
                REQUIRE(t.solver.requests.size() > asked); // one per position it passed
                CHECK(t.solver.last().position == t.session().game().solver_position());
                if (answer_last(t).status != "solved") break;
            }
        }
    }
    CHECK(mended > 0);
}

TEST_CASE("solve: a cancelled answer and a stale one are ignored", "[solve]") {
    Table t("klondike/draw1", 3, true);
    t.table.settings().auto_move = false;
    const int first = t.solver.last().serial;
    // Move on before the answer: the search is cancelled, the new position asked.
    t.table.play(other_move(t, std::nullopt));
    t.frame();
    CHECK(t.solver.cancels == 1);
    REQUIRE(t.solver.requests.size() == 2);
    const int second = t.solver.last().serial;
    CHECK(second > first);
    t.ctl().answer(first, "solved", "", {}); // stale: an older serial
    CHECK(t.ctl().verdict() == Verdict::Checking);
    CHECK(hook(t.ctl(), "pending").boolean);
    t.ctl().answer(second, "cancelled", "", {});
    CHECK_FALSE(hook(t.ctl(), "pending").boolean);
    CHECK(t.ctl().verdict() == Verdict::Off);
    CHECK(hook(t.ctl(), "plans").number == 0);
}

TEST_CASE("solve: the live verdict's states", "[solve]") {
    Table off("klondike/draw1", 2, false);
    CHECK(off.ctl().verdict() == Verdict::Off);
    CHECK(off.solver.requests.empty());

    for (const char* status : {"solved", "unsolvable", "unknown", "error"}) {
        Table t("klondike/draw1", 2, true);
        CHECK(t.ctl().verdict() == Verdict::Checking);
        t.ctl().progress(t.solver.last().serial, 2.5e6, 4);
        CHECK(t.ctl().progress_nodes() == 2.5e6);
        CHECK(hook(t.ctl(), "progress").find("nodes")->number == 2.5e6);
        t.ctl().answer(t.solver.last().serial, status, "worker gone", {});
        const Verdict v = t.ctl().verdict();
        const std::string name = hook(t.ctl(), "verdict").string;
        if (std::string_view(status) == "solved")
            CHECK((v == Verdict::Winnable && name == "winnable"));
        if (std::string_view(status) == "unsolvable")
            CHECK((v == Verdict::NotWinnable && name == "not-winnable"));
        if (std::string_view(status) == "unknown")
            CHECK((v == Verdict::Unknown && name == "unknown"));
        if (std::string_view(status) == "error") {
            CHECK((v == Verdict::Unavailable && name == "unavailable"));
            CHECK(t.ctl().error() == "worker gone");
        }
    }
}

TEST_CASE("solve: with no winning line known, the hint is a guess", "[solve]") {
    Table t("klondike/draw1", 4, false);
    t.ctl().press_hint();
    REQUIRE(t.solver.requests.size() == 1);
    CHECK(t.solver.last().time_ms == 15000); // asked by the player: the full budget
    CHECK_FALSE(t.ctl().hint());
    t.ctl().answer(t.solver.last().serial, "unknown", "node limit", {});
    const std::optional<GameMove> h = t.ctl().hint();
    REQUIRE(h);
    CHECK(h == t.session().game().suggested_move());
    CHECK(t.ctl().message().find("guess") != std::string::npos);
    CHECK_FALSE(hook(t.ctl(), "hint").find("winning")->boolean);
    CHECK(t.ctl().hint_shown());
    // Seen once, the hint counts as help for this game.
    t.table.note_hint_seen();
    CHECK(t.session().assist() == Session::Assist::Hints);
}

TEST_CASE("solve: not winnable from here: a guess, and a look back for the last winnable "
          "position",
          "[solve]") {
    Table t("klondike/draw1", 5, false);
    t.table.settings().auto_move = false;
    for (int i = 0; i < 3; ++i) t.table.play(other_move(t, std::nullopt));
    t.frame();
    t.ctl().press_hint();
    t.ctl().answer(t.solver.last().serial, "unsolvable", "", {});
    CHECK(t.ctl().hint());
    CHECK(t.ctl().message().find("Not winnable from here") == 0);
    CHECK(hook(t.ctl(), "lookingBack").boolean);
    REQUIRE(t.solver.requests.size() == 2); // the position one move back
    t.ctl().answer(t.solver.last().serial, "unsolvable", "", {});
    REQUIRE(t.solver.requests.size() == 3);
    t.ctl().answer(t.solver.last().serial, "solved", "", {});
    CHECK(t.ctl().undo_offer() == 1);
    t.table.undo_to(t.ctl().undo_offer());
    CHECK(t.session().moves() == 1);
}

TEST_CASE("solve: auto-solve steps at the step interval of the caller's clock and stops on "
          "a player's move",
          "[solve]") {
    Table t("klondike/draw1", 1, false);
    t.table.settings().auto_move = false;
    t.ctl().press_solve();
    CHECK(t.ctl().play() == SolveController::Play::Waiting);
    CHECK(t.ctl().auto_solving());
    REQUIRE(answer_last(t).status == "solved");
    CHECK(t.ctl().play() == SolveController::Play::Running);
    t.frame();
    CHECK(t.session().moves() == 1); // the first move at once
    CHECK(t.session().assist() == Session::Assist::Computer);
    t.frame(200);
    CHECK(t.session().moves() == 1); // 350 ms between two moves
    t.frame(160);
    CHECK(t.session().moves() == 2);
    // While cards still glide, a slow auto-solve waits for them.
    t.now += 400;
    t.table.begin_frame(t.now);
    t.table.step(true, false);
    CHECK(t.session().moves() == 2);
    t.frame();
    CHECK(t.session().moves() == 3);
    // Paused: nothing. A late frame plays the moves it owes, up to a second's worth.
    t.ctl().toggle_pause();
    CHECK(t.ctl().play() == SolveController::Play::Paused);
    t.frame(2000);
    CHECK(t.session().moves() == 3);
    t.ctl().toggle_pause();
    t.frame();
    CHECK(t.session().moves() == 4); // back on the beat after a long pause: one move
    t.frame(3 * 350 + 10);
    CHECK(t.session().moves() == 7);
    // The player's move stops it.
    t.table.player_acted();
    t.table.play(other_move(t, std::nullopt));
    CHECK(t.ctl().play() == SolveController::Play::Off);
    CHECK(t.ctl().message() == "Auto-solve stopped: your move.");
    const int moves = t.session().moves();
    t.frame(1000);
    CHECK(t.session().moves() == moves);
}

TEST_CASE("solve: auto-solve plays a whole game to the win, reported once", "[solve]") {
    TableOn<EnginePort> t("klondike/draw1", 1, false);
    t.ctl().press_solve();
    for (int f = 0; f < 2000 && !t.session().won(); ++f) {
        t.solver.answer(t.ctl());
        t.frame(400);
    }
    REQUIRE(t.session().won());
    CHECK(t.ctl().verdict() == Verdict::Won);
    CHECK(t.ctl().play() == SolveController::Play::Off);
    CHECK(t.page.wins.size() == 1);
    CHECK(t.page.wins[0].find("\"assist\":\"computer\"") != std::string::npos);
    CHECK(t.table.take_events().won);
    CHECK(t.page.said.back().find("solved by the computer in") != std::string::npos);
    // Nothing to hint or solve once won.
    t.ctl().press_hint();
    t.ctl().press_solve();
    CHECK_FALSE(t.ctl().hint());
    CHECK_FALSE(t.ctl().auto_solving());
}

TEST_CASE("solve: the search's budget: the setting's full time, a tenth near a position that "
          "ran out of it, the full time again when the player asks",
          "[solve]") {
    for (const double budget : {SolverSettings::DEFAULT_SOLVE_MS, 3000.0}) {
        Table t("klondike/draw3", 7, false);
        t.table.settings().auto_move = false;
        SolverSettings s{true, false, 350};
        if (budget != SolverSettings::DEFAULT_SOLVE_MS) s.budget_ms = budget;
        t.ctl().set_settings(s);
        REQUIRE(t.table.open("klondike/draw3", 8, {}, 0) == 0); // a deal asked about afresh
        t.frame();
        REQUIRE_FALSE(t.solver.requests.empty());
        CHECK(t.solver.last().time_ms == budget); // the deal itself: the full time
        t.ctl().answer(t.solver.last().serial, "unknown", "time limit", {});
        t.table.play(other_move(t, std::nullopt));
        t.frame();
        CHECK(t.solver.last().time_ms == budget / 10); // one move on: a short look
        t.ctl().answer(t.solver.last().serial, "unknown", "time limit", {});
        t.ctl().press_hint(); // asked for by the player: the full time
        CHECK(t.solver.last().time_ms == budget);
    }
    // The page stores the budget only when a test has set one.
    CHECK(solver_settings_json(SolverSettings{}).find("budgetMs") == std::string::npos);
    SolverSettings quick;
    quick.budget_ms = 3000;
    CHECK(solver_settings_json(quick).find("\"budgetMs\":3000") != std::string::npos);
}
