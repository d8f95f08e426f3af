// A saved game with an illegal move (issue 28 item 8): in every game the table opens on the
// moves before it, with the saved clock and help, and says so (open() answers 2); the page
// then sets the record aside and saves what was kept (web/game-page.js).

#include "core/json.h"
#include "core_fakes.h"
#include "shell/core/table_controller.h"
#include "shell/games/game_catalog.h"

#include <catch2/catch.hpp>

using namespace sol::ui;
using namespace sol::ui::test;

namespace {

// A move code that is not legal in `g`'s position (none of the game's codes is near 2^32).
GameMove illegal_in(const TableGame& g) {
    for (GameMove m = 0xFFFFFFFFu;; --m)
        if (!g.is_legal(m)) return m;
}

} // namespace

TEST_CASE("core table: a saved game with an illegal move keeps the moves before it, in every "
          "game",
          "[core][resume]") {
    int cases = 0;
    for (const char* url : {"klondike/draw1", "klondike/draw3-vegas", "spider/1suit",
                            "spider/4suits", "pyramid/3passes", "pyramid/classic"}) {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            INFO(url << " deal " << seed);
            // A game of up to 20 moves, each the table's hint.
            const auto g = make_game(*find_preset_url(url), seed);
            std::vector<GameMove> line;
            for (int i = 0; i < 20; ++i) {
                const auto m = g->suggested_move();
                if (!m) break;
                g->do_move(*m);
                line.push_back(*m);
            }
            REQUIRE(line.size() >= 4);
            // The illegal move at the start, in the middle and last; the redo tail after it.
            for (const size_t at : {size_t(0), line.size() / 2, line.size() - 1}) {
                Table t(url, seed);
                std::vector<GameMove> saved(line.begin(), line.begin() + long(at));
                {
                    Table probe(url, seed);
                    REQUIRE(probe.table.open(url, seed, saved, 0) == 0);
                    saved.push_back(illegal_in(probe.session().game()));
                }
                saved.insert(saved.end(), line.begin() + long(at), line.end());
                const std::vector<GameMove> redo{line.back()};
                CHECK(t.table.open(url, seed, saved, 4000, Session::Assist::Hints, redo) == 2);
                const Session& s = t.session();
                CHECK(s.played() == std::vector<GameMove>(line.begin(), line.begin() + long(at)));
                CHECK_FALSE(s.can_redo());
                CHECK(s.elapsed_ms(t.now) == (at > 0 ? 4000 : 0));
                CHECK(s.assist() == (at > 0 ? Session::Assist::Hints : Session::Assist::None));
                // The record the page saves in place of the bad one replays whole.
                const auto json = sol::parse_json(t.table.game_json());
                REQUIRE(json);
                CHECK(json->find("moves")->items.size() == at);
                Table again(url, seed);
                CHECK(again.table.open(url, seed, s.played(), 4000) == 0);
                CHECK(again.session().moves() == int(at));
                ++cases;
            }
        }
    }
    CHECK(cases == 6 * 12 * 3);
}
