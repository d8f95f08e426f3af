// Pinned deals: once released, the seed -> deal mapping never changes (docs/rules.md,
// Deals and seeds). These strings were produced by the first implementation and must never
// be edited; a failure here means deals changed, which breaks every shared URL and saved
// game.
#include "core/card_text.h"
#include "klondike/deal.h"
#include "presets.h"
#include <catch2/catch.hpp>

using namespace sol;
using namespace sol::klondike;

namespace {

// "pile 1 | pile 2 bottom..top | ... | stock in draw order"
std::string deal_string(const Position& pos) {
    std::string out;
    for (int p = 0; p < TABLEAU; ++p) {
        for (int i = 0; i < pos.pile_len(p); ++i) out += card_text(pos.pile_card(p, i)) + " ";
        out += "| ";
    }
    for (int i = 0; i < pos.talon_len(); ++i)
        out += card_text(pos.talon_card(i)) + (i + 1 < pos.talon_len() ? " " : "");
    return out;
}

} // namespace

TEST_CASE("pinned deals, card by card", "[klondike][deal]") {
    const struct {
        std::uint64_t seed;
        const char* cards;
    } PINNED[] = {
        {0, "7S | TD AD | TH KC 3S | JH 2S 4S 8H | KH 9D QH 8S 6S | 5S 2H 9C KS QS JS | "
            "6D AH AS AC 6C TS 9H | 8D 9S JC 5C 7C KD 3H 2C 4H 4C QD 8C 7D 6H JD 2D 4D 7H TC "
            "3D 5D 5H 3C QC"},
        {1, "7D | 2H 3H | 8S 2C KD | JC 2D 8H 3S | AS 9D 4H JD 2S | KC 3C KH 7C 6H 4C | "
            "KS QC QD QS 4S 5H AH | 9H 7S TC JS 4D 5C 6D TH 7H JH 6S AD 8C 5S TD 5D TS 9C 8D "
            "9S 6C AC QH 3D"},
        {42, "7H | 5S 9C | 8C 4C QC | QH 4S AS 7C | TH QD AD 3H 4H | JS 3S 6S 2D JC 6D | "
             "5D 2S 8S 8D KS 9H 6C | TS 9D JD KH 5C 9S 2H KD 5H TD QS 8H 3C 4D AC 6H JH TC 7S "
             "2C 7D 3D KC AH"},
        {12345, "JH | 7C JS | JD KS 9C | AS 5S 2C TH | AC 8S 4S 9D AD | QD TS 3H 7D TC 3S | "
                "6S KH 6D 2D 4C 5D 9H | 7H 8D 8C 8H 2S TD 5C QC 4H 3D 5H KC 3C KD 6C QH QS 4D "
                "AH JC 9S 2H 6H 7S"},
        {18446744073709551615ULL,
         "8S | 6C 9C | 6H 3S 5S | 9H 3D TS KS | 2C QD 6D AH 5D | 3H 2S 4C KD 4D 2H | "
         "7C JS QH AS 7D KC QC | 9S AC 2D 6S 3C 9D QS 4S 8C 8D 5C 8H TH 7S AD 5H KH TC TD JH "
         "JD 7H 4H JC"},
    };
    for (const auto& pin : PINNED) {
        INFO("seed " << pin.seed);
        CHECK(deal_string(deal(Rules{}, pin.seed)) == pin.cards);
    }
}

TEST_CASE("a deal has the shape docs/rules.md gives", "[klondike][deal]") {
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const Position pos = deal(Rules{}, seed);
        for (int p = 0; p < TABLEAU; ++p) {
            CHECK(pos.pile_len(p) == p + 1);
            CHECK(pos.pile_down(p) == p);
        }
        CHECK(pos.talon_len() == 24);
        CHECK(pos.waste_len() == 0);
        CHECK(pos.redeals() == 0);
        for (int s = 0; s < SUITS; ++s) CHECK(pos.foundation(s) == 0);
        CHECK(!validate(pos.layout()));
        CHECK(pos.key() == pos.compute_key());
    }
}

TEST_CASE("every Klondike preset deals the same cards for a seed", "[klondike][deal]") {
    const Position base = deal(Rules{}, 777);
    for (const Preset& preset : all_presets()) {
        if (preset.game != GameKind::Klondike) continue;
        const Position pos = deal(preset.klondike, 777);
        CHECK(pos.rules() == preset.klondike);
        CHECK(deal_string(pos) == deal_string(base));
    }
}
