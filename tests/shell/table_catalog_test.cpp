// The catalog of games (shell/games/game_catalog.h): every preset of the engine has a table,
// its URL form names it and only it, bad URLs name nothing, and each has its help text.
#include "table_util.h"

using namespace test;
using sol::ui::find_preset_url;
using sol::ui::make_game;
using sol::ui::preset_url;

TEST_CASE("every preset has a table of its game, named by its URL", "[table][catalog]") {
    for (const Preset& p : sol::all_presets()) {
        INFO(p.name);
        CHECK(sol::ui::has_table(p));
        const std::string url = preset_url(p);
        CHECK(url == std::string(p.game_id) + "/" + std::string(p.variant));
        CHECK(find_preset_url(url) == &p);
        const auto g = make_game(p, 1);
        REQUIRE(g != nullptr);
        CHECK(g->game_name() == p.game_id);
        CHECK(!g->is_won());
        CHECK(g->pile_count() > 0);
        CHECK(!g->shapes().empty());
        // Every pile has its own label.
        for (int a = 0; a < g->pile_count(); ++a)
            for (int b = a + 1; b < g->pile_count(); ++b)
                CHECK(g->pile(a).label != g->pile(b).label);
        // The same seed deals the same cards; another seed others.
        CHECK(make_game(p, 1)->solver_position() == g->solver_position());
        CHECK(make_game(p, 2)->solver_position() != g->solver_position());
        // The rules and controls of the game, and the solver bar's.
        const std::string help = sol::ui::help_text(p);
        CHECK(!help.empty());
        CHECK(help.find("The solver bar") != std::string::npos);
    }
}

TEST_CASE("bad preset URLs name no preset", "[table][catalog]") {
    for (const char* url :
         {"", "klondike", "klondike/", "/draw1", "klondike/draw2", "Klondike/draw1",
          "klondike/draw1/", "klondike/draw1/1", "spider/3suits", "pyramid", "chess/draw1",
          "klondike draw1", "klondike-draw1"}) {
        INFO("'" << url << "'");
        CHECK(find_preset_url(url) == nullptr);
    }
}

TEST_CASE("a fresh page opens Klondike, draw 1", "[table][catalog]") {
    CHECK(preset_url(sol::ui::default_preset()) == "klondike/draw1");
    CHECK(find_preset_url("klondike/draw1") == &sol::ui::default_preset());
}

TEST_CASE("the help text follows the variant's rules", "[table][catalog]") {
    auto help = [](const char* url) { return sol::ui::help_text(preset(url)); };
    auto has = [](const std::string& text, const char* part) {
        INFO(part);
        return text.find(part) != std::string::npos;
    };
    CHECK(has(help("klondike/draw1"), "turn one card onto the waste"));
    CHECK(has(help("klondike/draw3"), "turn three cards onto the waste"));
    CHECK(has(help("klondike/draw1-vegas"), "One pass only"));
    CHECK(has(help("klondike/draw3-vegas"), "through the stock 3 times"));
    CHECK(has(help("klondike/draw3-vegas"), "Vegas scoring"));
    CHECK(has(help("spider/1suit"), "every card is a spade"));
    CHECK(has(help("spider/2suits"), "hearts and spades"));
    CHECK(has(help("spider/4suits"), "two full decks"));
    CHECK(has(help("spider/4suits-relaxed"), "even onto empty"));
    CHECK(has(help("spider/4suits"), "not while a pile is empty"));
    CHECK(has(help("pyramid/3passes"), "clear the 28 cards"));
    CHECK(has(help("pyramid/all"), "all 52 cards"));
    CHECK(has(help("pyramid/classic"), "the stock's does not"));
    CHECK(has(help("pyramid/unlimited"), "as often as you like"));
    // The daily deal is played with each game's first variant.
    CHECK(has(help("klondike/draw3-vegas"), "played as Klondike, draw 1."));
    CHECK(has(help("spider/4suits"), "played as Spider, 1 suit."));
    CHECK(has(help("pyramid/classic"), "played as Pyramid, 3 passes."));
}
