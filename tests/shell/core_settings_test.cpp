// The player's settings (shell/core/settings.h) as the page stores them, and the solver's.

#include "core/json.h"
#include "shell/core/settings.h"
#include "shell/core/solve_controller.h"

#include <catch2/catch.hpp>

using namespace sol::ui;

TEST_CASE("core settings: written and read back; bad fields leave a setting as it was", "[core]") {
    Settings s;
    s.auto_move = false;
    s.card_back = 2;
    s.felt = 3;
    s.left_handed = true;
    s.sound = true;
    Settings back;
    REQUIRE(read_settings_json(settings_json(s), back));
    CHECK(settings_json(back) == settings_json(s));
    const auto v = sol::parse_json(settings_json(s));
    REQUIRE(v);
    CHECK(v->find("cardBack")->string == "green");
    CHECK(v->find("felt")->string == "grey");

    Settings kept = back;
    REQUIRE(read_settings_json(R"({"autoMove":"yes","cardBack":"plaid","felt":7,"x":1})", kept));
    CHECK(settings_json(kept) == settings_json(back));
    CHECK_FALSE(read_settings_json("[1,2]", kept));
    CHECK_FALSE(read_settings_json("not json", kept));
}

TEST_CASE("core settings: the solver's settings as the page stores them", "[core]") {
    CHECK(solver_settings_json(SolverSettings{}) ==
          R"({"liveVerdict":true,"winnableOnly":false,"stepMs":350})");
    CHECK(solver_settings_json(SolverSettings{false, true, 20.4}) ==
          R"({"liveVerdict":false,"winnableOnly":true,"stepMs":20})");
}
