// The table's controller (shell/core/table_controller.h) with fake ports and the test's own
// clock: opening deals, moves and the automatic moves they set off, undo/redo, restart and
// when to ask first, the win and its report, a refused card's shake.

#include "core/json.h"
#include "core_fakes.h"
#include "shell/core/speech.h"
#include "shell/core/table_controller.h"
#include "shell/games/game_catalog.h"
#include "table_util.h"

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
    // FreeCell's deals are numbered from 1: deal 0 is refused and the table is unchanged.
    CHECK(t.table.open("freecell/ms", 0, {}, 0) == 3);
    CHECK(t.table.session().seed() == 1);
    CHECK(t.table.open("freecell/ms", 8589934591ULL, {}, 0) == 0);
    CHECK(t.table.open("freecell/ms", 8589934592ULL, {}, 0) == 3);
    CHECK(t.table.session().seed() == 8589934591ULL);
}

namespace {

sol::JsonValue parse(const std::string& json) {
    auto v = sol::parse_json(json);
    REQUIRE(v);
    return *v;
}

} // namespace

TEST_CASE("core table: a move, its words, undo and redo", "[core]") {
    Table t;
    t.table.settings().auto_move = false;
    t.table.play(draw_move(t));
    CHECK(t.session().moves() == 1);
    CHECK(t.page.said.back().rfind("Drew ", 0) == 0);
    CHECK(t.page.sounds.back() == "deal");
    CHECK(t.table.in_progress());
    REQUIRE(t.page.saves.size() == 1);
    sol::JsonValue g = parse(t.page.saves.back());
    CHECK(g.find("preset")->string == "klondike/draw1");
    CHECK(g.find("seed")->string == "1");
    CHECK(g.find("moves")->items.size() == 1);
    CHECK(g.find("assist")->string == "none");
    t.table.undo();
    CHECK(t.session().moves() == 0);
    CHECK(t.page.said.back().rfind("Undo: ", 0) == 0);
    g = parse(t.page.saves.back());
    CHECK(g.find("moves")->items.empty());
    CHECK(g.find("redo")->items.size() == 1);
    t.table.redo();
    CHECK(t.session().moves() == 1);
    CHECK(t.page.said.back().rfind("Redo: drew ", 0) == 0);
    t.table.undo();
    t.table.undo(); // nothing left: no change, nothing said
    CHECK(t.session().moves() == 0);
}

TEST_CASE("core table: automatic moves follow a player's move one per step, and one undo "
          "takes them back with it",
          "[core]") {
    bool seen = false;
    for (std::uint64_t seed = 1; seed <= 20 && !seen; ++seed) {
        Table t("klondike/draw1", seed);
        for (int i = 0; i < 150 && !seen && !t.session().won(); ++i) {
            const auto m = t.session().game().suggested_move();
            if (!m) break;
            const int before = t.session().moves();
            t.table.play(*m);
            t.frame(10); // too soon for the automatic move
            CHECK(t.session().moves() == before + 1);
            t.frame(90);
            if (t.session().moves() == before + 1) continue;
            seen = true;
            CHECK(t.session().automatic(size_t(before + 1)));
            CHECK(parse(t.table.state_json({})).find("busy")->boolean);
            for (int f = 0; f < 60; ++f) t.frame(100);
            CHECK_FALSE(parse(t.table.state_json({})).find("busy")->boolean);
            t.table.undo();
            CHECK(t.session().moves() == before);
            // After an undo the table does not play them again by itself.
            for (int f = 0; f < 10; ++f) t.frame(100);
            CHECK(t.session().moves() == before);
        }
    }
    CHECK(seen);
}

TEST_CASE("core table: restart and new deals, and when to ask first", "[core]") {
    Table t;
    t.table.settings().auto_move = false;
    CHECK(t.table.press_restart() == TableController::Decision::Nothing);
    t.table.play(draw_move(t));
    t.table.play(draw_move(t));
    CHECK(t.table.press_restart() == TableController::Decision::Ask);
    t.table.restart();
    CHECK(t.session().moves() == 0);
    CHECK_FALSE(t.session().can_redo());
    CHECK(t.page.said.back().rfind("Restarted: the deal as it was dealt", 0) == 0);

    const sol::Preset& draw3 = *find_preset_url("klondike/draw3");
    const sol::Preset& draw1 = *find_preset_url("klondike/draw1");
    CHECK(t.table.choose_variant(draw1) == TableController::Decision::Nothing);
    t.table.play(draw_move(t));
    CHECK(t.table.choose_variant(draw3) == TableController::Decision::Ask);
    t.table.next_deal_as(&draw3);
    CHECK(t.page.notices.back() == "Klondike, draw 3 starts with your next deal.");
    CHECK(t.table.next_preset() == &draw3);
    (void)t.table.take_events();
    t.table.new_deal();
    CHECK(t.table.preset().variant == "draw3");
    REQUIRE(t.page.deals.size() == 1);
    CHECK(t.page.deals[0].first == "klondike/draw3");
    const TableController::Events e = t.table.take_events();
    CHECK((e.opened && e.dealt && !e.won));
    CHECK(t.table.next_preset() == nullptr);
    // Nothing in progress: a variant is dealt at once.
    CHECK(t.table.choose_variant(draw1) == TableController::Decision::Done);
    CHECK(t.table.preset().variant == "draw1");

    // Winnable deals only: the page looks for the deal instead.
    t.ctl().set_winnable_only(true);
    CHECK(t.solver.settings.back() == R"({"liveVerdict":false,"winnableOnly":true,"stepMs":350})");
    CHECK(t.table.winnable_only_on() == TableController::Decision::Done);
    CHECK(t.solver.deal_searches.size() == 1);
    CHECK(t.page.deals.size() == 2);
    CHECK(parse(t.ctl().state_json({})).find("finding")->boolean);
    t.ctl().winnable_search_done(t.solver.deal_searches[0], false, 12);
    CHECK(t.ctl().message() == "No winnable deal found after 12 tries.");
    t.table.keep_dealing_any();
    CHECK_FALSE(t.ctl().settings().winnable_only);
}

TEST_CASE("core table: in every game a move makes a game in progress, every command that "
          "would end it asks, and restart and a saved game's redo restore it exactly",
          "[core]") {
    // The page's dialogs and its saved game are the same code for every game (the browser
    // tests drive them in Klondike: game_options, game_resume); what differs by game is
    // here: the stock's move, the fresh score, the redo kept by a saved game.
    struct Case {
        const char* url;
        const char* other; // another variant of the same game
        int fresh;         // the score of a deal as dealt
    };
    for (const Case& c :
         {Case{"klondike/draw1", "klondike/draw3", 0}, Case{"spider/1suit", "spider/2suits", 500},
          Case{"pyramid/3passes", "pyramid/classic", 0}}) {
        INFO(c.url);
        TableOn<FakeSolver> t(c.url, 780);
        t.table.settings().auto_move = false;
        const sol::Preset& other = *find_preset_url(c.other);
        CHECK_FALSE(t.table.in_progress());
        CHECK(t.table.press_restart() == TableController::Decision::Nothing);
        CHECK(t.session().score() == c.fresh);
        t.table.play(draw_move(t));
        t.frame(1100);
        t.table.play(draw_move(t));
        t.table.undo();
        REQUIRE(t.table.in_progress());
        for (auto d :
             {t.table.press_restart(), t.table.press_new_deal(), t.table.press_winnable_deal(),
              t.table.choose_variant(other), t.table.winnable_only_on()})
            CHECK(d == TableController::Decision::Ask);
        CHECK(t.session().moves() == 1); // asking changed nothing
        CHECK(t.session().can_redo());
        CHECK(&t.table.preset() == find_preset_url(c.url));

        // A saved game of this one (its moves, clock and redo) opens as it was left.
        const std::vector<GameMove> played = t.session().played();
        const std::vector<GameMove> redo{t.session().redo_move()};
        TableOn<FakeSolver> back(c.url, 780);
        REQUIRE(back.table.open(c.url, 780, played, t.session().elapsed_ms(t.now),
                                Session::Assist::None, redo) == 0);
        CHECK(back.session().moves() == 1);
        CHECK(back.session().can_redo());
        CHECK(back.session().redo_move() == t.session().redo_move());
        CHECK(back.table.in_progress());

        // Restart takes everything back: the moves, redo, the clock and the score.
        t.table.restart();
        CHECK(t.session().moves() == 0);
        CHECK_FALSE(t.session().can_redo());
        CHECK(t.session().elapsed_ms(t.now) == 0);
        CHECK(t.session().score() == c.fresh);
    }
}

TEST_CASE("core table: the hook says busy while an automatic move may follow, and no longer",
          "[core]") {
    const auto busy = [](const Table& t) { return parse(t.table.state_json({})).find("busy")->boolean; };
    // Automatic moves off: a move is at rest once the next frame has looked for them.
    Table t;
    t.table.settings().auto_move = false;
    t.table.play(draw_move(t));
    CHECK(busy(t)); // not yet looked at
    CHECK(t.table.next_change() == t.now + 1);
    t.frame(1);
    CHECK_FALSE(busy(t));
    // Automatic moves on: busy until the last of them has played (deal 1's first draw puts
    // no safe card on the waste, so look for a move that does set one off).
    bool seen = false;
    for (std::uint64_t seed = 1; seed <= 20 && !seen; ++seed) {
        Table a("klondike/draw1", seed);
        for (int i = 0; i < 150 && !seen && !a.session().won(); ++i) {
            const auto m = a.session().game().suggested_move();
            if (!m) break;
            const int before = a.session().moves();
            a.table.play(*m);
            a.frame(1);
            if (!busy(a)) continue; // nothing follows this one
            seen = true;
            CHECK(a.session().moves() == before + 1); // due, not yet played
            for (int f = 0; f < 200 && busy(a); ++f) a.frame(16);
            CHECK_FALSE(busy(a));
            CHECK(a.session().moves() > before + 1);
            CHECK_FALSE(a.session().game().safe_auto_move());
        }
    }
    CHECK(seen);
}

TEST_CASE("core table: a refused card shakes for a while, on the test's clock", "[core]") {
    Table t;
    t.table.refused(3, 2);
    sol::JsonValue s = parse(t.table.state_json({}));
    const sol::JsonValue* shake = s.find("shake");
    CHECK(shake->find("count")->number == 1);
    CHECK(shake->find("pile")->number == 3);
    CHECK(shake->find("on")->boolean);
    CHECK(s.find("busy")->boolean);
    t.frame(80);
    CHECK(t.table.shake().dx(3, 2, t.now, false) != 0);
    CHECK(t.table.shake().dx(3, 1, t.now, false) == 0); // below the card: still
    CHECK(t.table.shake().dx(3, 2, t.now, true) == 0);  // reduced motion: an outline instead
    t.frame(300);
    s = parse(t.table.state_json({}));
    CHECK_FALSE(s.find("shake")->find("on")->boolean);
    CHECK_FALSE(s.find("busy")->boolean);
}

TEST_CASE("core table: the clock leaves out time away, and the hook's JSON", "[core]") {
    FakePage page;
    page.bank = -52;
    FakeSolver solver;
    TableController table(page, solver);
    table.area() = TableArea{800, 600, 20, 40, 1};
    table.begin_frame(100);
    REQUIRE(table.open("klondike/draw3-vegas", 9, {}, 0) == 0);
    CHECK(table.vegas_bank() == -52);
    table.play(*table.session().game().suggested_move());
    table.begin_frame(150);
    table.begin_frame(20150); // 20 s away (a hidden tab)
    table.begin_frame(20170);
    CHECK(table.session().elapsed_ms(table.now()) == Approx(70));
    TableViewState view;
    view.cursor = 4;
    view.ui = R"({"menu":null})";
    const sol::JsonValue s = parse(table.state_json(view));
    CHECK(s.find("game")->string == "klondike");
    CHECK(s.find("preset")->string == "klondike/draw3-vegas");
    CHECK(s.find("timeMs")->number == 70);
    CHECK(s.find("clock")->string == "0:00");
    CHECK(s.find("cursor")->number == 4);
    CHECK(s.find("vegasTotal")->number == -52 + table.session().score());
    CHECK(s.find("ui")->find("menu"));
    CHECK(s.find("piles")->items.size() == table.piles().size());
    // A face-down card is never named.
    bool hidden = false;
    for (const sol::JsonValue& p : s.find("piles")->items)
        for (const sol::JsonValue& c : p.find("cards")->items)
            if (!c.find("up")->boolean)
                hidden = hidden || c.find("card")->type == sol::JsonValue::Type::Null;
    CHECK(hidden);
    const sol::JsonValue presets = parse(TableController::presets_json());
    CHECK(presets.items.size() == sol::all_presets().size());
    CHECK(presets.items[0].find("url")->string == "klondike/draw1");
    CHECK(presets.items[2].find("vegas")->boolean);
}

TEST_CASE("core table: the words said for moves of every game, and their sounds", "[core]") {
    struct Said {
        const char* preset;
        std::vector<std::pair<std::string, std::string>> moves; // words, sound
        std::string undo_start;
    };
    const Said cases[] = {
        {"klondike/draw3",
         {{"2 of diamonds to pile 2; a card turned up: 2 of clubs.", "flip"},
          {"Drew 3 of diamonds, jack of clubs and 7 of clubs.", "deal"}},
         "Undo: draw from the stock; the stock: 24 cards; pile 1: king of diamonds"},
        {"spider/1suit",
         {{"6 of spades to pile 4; a card turned up: 4 of spades.", "flip"},
          {"4 of spades to pile 7; a card turned up: 5 of spades.", "flip"}},
         "Undo: 4 of spades to pile 7; the stock: 50 cards"},
        {"pyramid/3passes",
         {{"Removed king of clubs.", "drop"},
          {"Removed queen of diamonds and ace of diamonds.", "drop"}},
         "Undo: remove queen of diamonds and ace of diamonds; free cards:"},
    };
    for (const Said& c : cases) {
        INFO(c.preset);
        Table t(c.preset, 7);
        t.table.settings().auto_move = false;
        for (const auto& [words, sound] : c.moves) {
            t.table.play(*t.session().game().suggested_move());
            CHECK(t.page.said.back() == words);
            CHECK(t.page.sounds.back() == sound);
        }
        t.table.undo();
        CHECK(t.page.said.back().rfind(c.undo_start, 0) == 0);
    }
}

TEST_CASE("core table: the page's screens, sharing and the settings go through the port",
          "[core]") {
    Table t("spider/2suits", 5);
    t.table.open_page("stats");
    t.table.share();
    t.table.settings().left_handed = true;
    t.table.settings_changed();
    CHECK(t.page.pages == std::vector<std::string>{"stats spider/2suits"});
    CHECK(t.page.shares == 1);
    REQUIRE(t.page.settings.size() == 1);
    CHECK(parse(t.page.settings[0]).find("leftHanded")->boolean);
}

namespace {

// A winning line of Klondike deal `seed` (draw 1) from the engine's solver.
std::vector<GameMove> winning_line(std::uint64_t seed) {
    ::test::Deal d(::test::preset("klondike/draw1"), seed);
    const auto line = d.engine->solve(200'000);
    REQUIRE(line);
    return *line;
}

} // namespace

TEST_CASE("core table: the player's win is celebrated for a while, the computer's not, and a "
          "won game reopened not again",
          "[core]") {
    const std::vector<GameMove> line = winning_line(1);
    const std::vector<GameMove> before_last(line.begin(), line.end() - 1);
    for (const auto assist :
         {Session::Assist::None, Session::Assist::Hints, Session::Assist::Computer}) {
        Table t;
        t.table.settings().auto_move = false;
        REQUIRE(t.table.open("klondike/draw1", 1, before_last, 0, assist) == 0);
        CHECK_FALSE(t.table.celebrating());
        t.table.play(line.back());
        REQUIRE(t.session().won());
        const bool mine = assist != Session::Assist::Computer;
        CHECK(t.table.celebrating() == mine);
        CHECK(parse(t.table.state_json({})).find("celebrating")->boolean == mine);
        CHECK(t.table.take_events().won);
        t.frame(TableController::CELEBRATION_MS - 100);
        CHECK(t.table.celebrating() == mine);
        t.frame(200);
        CHECK_FALSE(t.table.celebrating());
        // The same won game opened again within the celebration's time: no confetti.
        Table u;
        u.table.open("klondike/draw1", 1, before_last, 0);
        u.table.play(line.back());
        CHECK(u.table.celebrating());
        u.table.open("klondike/draw1", 1, line, 0);
        CHECK_FALSE(u.table.celebrating());
        CHECK(u.session().won());
        // A new deal ends it at once.
        u.table.open("klondike/draw1", 1, before_last, 0);
        u.table.play(line.back());
        u.page.next_seed = 100;
        u.table.new_deal();
        CHECK(u.session().seed() == 100);
        CHECK_FALSE(u.table.celebrating());
        CHECK(u.table.press_new_deal() == TableController::Decision::Done); // not in progress
    }
}

TEST_CASE("core table: after the win nothing is hinted and nothing moves by itself", "[core]") {
    const std::vector<GameMove> line = winning_line(1);
    Table t;
    t.table.open("klondike/draw1", 1, std::vector<GameMove>(line.begin(), line.end() - 1), 0);
    t.table.play(line.back());
    REQUIRE(t.session().won());
    const int moves = t.session().moves();
    for (int i = 0; i < 20; ++i) t.frame(100);
    t.ctl().press_hint();
    t.frame();
    CHECK_FALSE(t.ctl().hint());
    CHECK_FALSE(t.session().game().suggested_move());
    CHECK(t.session().moves() == moves);
    CHECK(t.table.press_new_deal() == TableController::Decision::Done);
}

TEST_CASE("core table: the daily deal is named in the status bar's facts and the words said",
          "[core]") {
    Table t;
    REQUIRE(t.table.open("spider/1suit", 337463597, {}, 0, Session::Assist::None, {},
                         "2026-12-02") == 0);
    StatusFacts f = t.table.status_facts();
    CHECK(f.title == "Spider, 1 suit");
    CHECK(f.daily == "2026-12-02");
    CHECK(status_lines(f)[0].left == "Spider, 1 suit   Daily deal, 2 December");
    CHECK(t.page.said.back().rfind("Spider, 1 suit, daily deal, 2 December, deal 337463597", 0) ==
          0);
    CHECK(parse(t.table.state_json({})).find("daily")->string == "2026-12-02");
    // The same deal opened by its number is no daily deal; another deal neither.
    t.table.open("spider/1suit", 337463597, {}, 0);
    CHECK(t.table.status_facts().daily.empty());
    t.table.new_deal();
    CHECK(t.table.status_facts().daily.empty());
    CHECK(status_lines(t.table.status_facts())[0].left.rfind("Spider, 1 suit   Deal ", 0) == 0);
}

TEST_CASE("core table: a pair that does not pair shakes both its cards", "[core]") {
    Table t("pyramid/3passes", 7);
    InputResult in;
    in.refused = {23, 0};      // 8H, row 7
    in.refused_also = {26, 0}; // 8S
    in.notice = "8 + 8 = 16: a pair must make 13.";
    CHECK(t.table.apply_input(in) == TableController::Decision::Nothing);
    CHECK(t.page.notices.back() == in.notice);
    t.frame(80);
    const Shake& s = t.table.shake();
    CHECK(s.dx(23, 0, t.now, false) != 0);
    CHECK(s.dx(26, 0, t.now, false) != 0);
    CHECK(s.dx(24, 0, t.now, false) == 0);
    CHECK(parse(t.table.state_json({})).find("shake")->find("alsoPile")->number == 26);
}

TEST_CASE("core table: Pyramid's pairs are said as removed, played and redone, on 40 deals",
          "[core]") {
    // A pair with the stock's top card was said as "10 of diamonds to the waste" (issue
    // 26): its piles were read after the move, when the stock had moved on.
    int pairs = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Table t("pyramid/3passes", seed);
        t.table.settings().auto_move = false;
        for (int i = 0; i < 60 && !t.session().won(); ++i) {
            const auto m = t.session().game().suggested_move();
            if (!m) break;
            const std::string text = t.session().game().move_text(*m);
            t.table.play(*m);
            if (text.find('+') == std::string::npos) continue;
            INFO("deal " << seed << " " << text);
            const std::string said = t.page.said.back();
            CHECK(said.rfind("Removed ", 0) == 0);
            CHECK(said.find(" and ") != std::string::npos);
            t.table.undo();
            t.table.redo();
            CHECK(t.page.said.back() == "Redo: r" + said.substr(1));
            ++pairs;
        }
    }
    CHECK(pairs > 200);
}

TEST_CASE("core table: the waste turned over is said so, played and undone, in Klondike and "
          "Pyramid",
          "[core]") {
    // Move words found the stock's own move through the pile the move leaves (the waste),
    // whose click no longer turns it over: they read "9 of hearts to the stock" (Pyramid's
    // always did).
    for (const char* url : {"klondike/draw1", "klondike/draw3", "pyramid/3passes"}) {
        INFO(url);
        Table t(url, 7);
        t.table.settings().auto_move = false;
        const TableGame& g = t.session().game();
        int stock = -1;
        for (int p = 0; p < g.pile_count(); ++p)
            if (t.table.piles()[size_t(p)].kind == PileKind::Stock) stock = p;
        while (t.table.piles()[size_t(stock)].cards.size() > 0) t.table.play(*g.pile_action(stock));
        const auto redeal = g.pile_action(stock);
        REQUIRE(redeal);
        CHECK(speech::move_words(g, t.table.piles(), *redeal) ==
              "turn the waste over to the stock");
        t.table.play(*redeal);
        CHECK(t.page.said.back() == "The waste turned over to the stock.");
        t.table.undo();
        CHECK(t.page.said.back().rfind("Undo: turn the waste over to the stock; ", 0) == 0);
    }
}
