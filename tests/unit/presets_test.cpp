// The preset table: names, URL forms and rules (docs/rules.md, Presets: the Vegas pass
// limits).
#include "presets.h"
#include <catch2/catch.hpp>
#include <set>
#include <string>

using namespace sol;
using klondike::Scoring;

TEST_CASE("Klondike presets carry the agreed names, URL forms and rules", "[presets]") {
    const struct {
        const char* name;
        const char* url;
        int draw, passes;
        Scoring scoring;
    } EXPECTED[] = {
        {"klondike-draw1", "klondike/draw1", 1, 0, Scoring::Standard},
        {"klondike-draw3", "klondike/draw3", 3, 0, Scoring::Standard},
        {"klondike-draw1-vegas", "klondike/draw1-vegas", 1, 1, Scoring::Vegas},
        {"klondike-draw3-vegas", "klondike/draw3-vegas", 3, 3, Scoring::Vegas},
    };
    for (const auto& e : EXPECTED) {
        INFO(e.name);
        const Preset* p = find_preset(e.name);
        REQUIRE(p);
        CHECK(p->game == GameKind::Klondike);
        CHECK(std::string(p->game_id) + "/" + std::string(p->variant) == e.url);
        CHECK(p->klondike.draw == e.draw);
        CHECK(p->klondike.max_passes == e.passes);
        CHECK(p->klondike.scoring == e.scoring);
        CHECK(find_preset(p->game_id, p->variant) == p);
    }
    CHECK(find_preset("klondike") == nullptr);
    CHECK(find_preset("klondike", "draw2") == nullptr);
}

TEST_CASE("preset names and URL forms are unique", "[presets]") {
    std::set<std::string> names, urls;
    for (const Preset& p : all_presets()) {
        CHECK(names.insert(std::string(p.name)).second);
        CHECK(urls.insert(std::string(p.game_id) + "/" + std::string(p.variant)).second);
    }
}

TEST_CASE("deal paths as URLs write them", "[presets]") {
    const auto id = parse_deal_path("#/klondike/draw3/12345");
    REQUIRE(id.ok());
    CHECK(id->preset == find_preset("klondike-draw3"));
    CHECK(id->seed == 12345);
    CHECK(deal_path(*id->preset, id->seed) == "klondike/draw3/12345");
    CHECK(parse_deal_path("klondike/draw1-vegas/18446744073709551615")->seed ==
          18446744073709551615ULL);
    CHECK(parse_deal_path("/klondike/draw1/0").ok());
    CHECK(parse_deal_path("klondike/draw2/1").error() == "unknown game variant 'klondike/draw2'");
    CHECK(parse_deal_path("klondike/draw1/-1").error().find("bad seed '-1'") == 0);
    CHECK(!parse_deal_path("klondike/draw1/18446744073709551616").ok());
    CHECK(!parse_deal_path("klondike/draw1").ok());
    CHECK(!parse_deal_path("klondike/draw1/1/2").ok());
    CHECK(!parse_deal_path("").ok());
}

TEST_CASE("new deals: FreeCell's from 1 to 1,000,000, the others the random number itself",
          "[presets]") {
    const Preset& fc = *find_preset("freecell");
    CHECK(new_deal_seed(fc, 0) == 1);
    CHECK(new_deal_seed(fc, 999'999) == 1'000'000);
    CHECK(new_deal_seed(fc, 1'000'000) == 1);
    CHECK(new_deal_seed(fc, 4'294'967'295u) == 1 + 4'294'967'295u % 1'000'000);
    CHECK(new_deal_seed(*find_preset("bakers-game"), 41) == 42);
    CHECK(new_deal_seed(*find_preset("klondike-draw1"), 4'294'967'295u) == 4'294'967'295u);
}
