// The table's controller (shell/core/table_controller.h) with fake ports and the test's own
// clock: opening deals, moves and the automatic moves they set off, undo/redo, restart and
// when to ask first, the win and its report, a refused card's shake.

#include "core_fakes.h"
#include "shell/core/table_controller.h"
#include "shell/games/game_catalog.h"

#include <catch2/catch.hpp>

using namespace sol::ui;
using namespace sol::ui::test;

TEST_CASE("core table: opening a deal lays it out and says it", "[core]") {
    Table t;
    CHECK(t.table.is_open());
    CHECK(t.table.session().seed() == 1);
    CHECK(t.table.piles().size() == t.table.geometry().piles.size());
    CHECK_FALSE(t.table.in_progress());
    REQUIRE_FALSE(t.page.said.empty());
    CHECK(t.page.said[0].rfind("Klondike", 0) == 0);
    CHECK(t.page.sounds == std::vector<std::string>{"deal"});
    CHECK(t.table.take_events().opened);
    CHECK(t.table.open("klondike/nope", 1, {}, 0) == 1);
}
