// FreeCell deals by Microsoft's numbers (docs/rules.md, FreeCell: Microsoft's deal
// numbers): whole deals pinned card by card in each range of numbers, against the layouts
// published for Windows' deals (1, 617, 11982) and those of FreeCell Pro's extension as
// Debian's freecell-solver-bin deals them (make-microsoft-freecell-board -t N).
#include "core/card_text.h"
#include "freecell/deal.h"
#include "freecell/ms_deal.h"
#include "freecell/position_text.h"
#include "presets.h"
#include "test_util.h"
#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace sol;
using namespace sol::freecell;

namespace {

// The deal as rows across the columns, bottom row first, the way the layouts are published.
std::vector<std::string> rows(std::uint64_t n) {
    const Position pos = deal(Rules{}, n);
    std::vector<std::string> out;
    for (int r = 0; r < 7; ++r) {
        std::string row;
        for (int c = 0; c < COLUMNS; ++c) {
            if (r >= pos.column_len(c)) continue;
            if (!row.empty()) row += ' ';
            row += card_text(pos.column_card(c, r));
        }
        out.push_back(row);
    }
    return out;
}

} // namespace

TEST_CASE("FreeCell deals 1, 617 and 11982 are Windows' layouts", "[freecell][deal]") {
    CHECK(rows(1) == std::vector<std::string>{"JD 2D 9H JC 5D 7H 7C 5H", "KD KC 9S 5S AD QC KH 3H",
                                              "2S KS 9D QD JS AS AH 3C", "4C 5C TS QH 4H AC 4D 7S",
                                              "3S TD 4S TH 8H 2C JH 7D", "6D 8S 8D QS 6C 3D 8C TC",
                                              "6S 9C 2H 6H"});
    CHECK(rows(617) == std::vector<std::string>{
                           "7D AD 5C 3S 5S 8C 2D AH", "TD 7S QD AC 6D 8H AS KH",
                           "TH QC 3H 9D 6S 8D 3D TC", "KD 5H 9S 3C 8S 7H 4D JS",
                           "4C QS 9C 9H 7C 6H 2C 2S", "4S TS 2H 5D JC 6C JH QH", "JD KS KC 4H"});
    CHECK(rows(11982) == std::vector<std::string>{
                             "AH AS 4H AC 2D 6S TS JS", "3D 3H QS QC 8S 7H AD KS",
                             "KD 6H 5S 4D 9H JH 9S 3C", "JC 5D 5C 8C 9D TD KH 7C",
                             "6C 2C TH QH 6D TC 4S 7S", "JD 7D 8H 9C 2H QD 4C 5H", "KC 8D 2S 3S"});
}

TEST_CASE("FreeCell deals above 2^31 follow FreeCell Pro's extension", "[freecell][deal]") {
    // 2^31 .. 2^32 - 1: each draw has 32768 added.
    CHECK(rows(2147483648u) ==
          std::vector<std::string>{"QH QC 2H 6S 2S 3D KS 8C", "3H JD KC 7C 8H 5C 8D 9H",
                                   "7D 3C 8S 7S TH JC AS QS", "4D 5D TD TC 9C AH 4H JS",
                                   "TS 7H JH 5H 3S 6C 2C 9D", "QD 6H AD 9S 2D KH 4C KD",
                                   "6D 4S 5S AC"});
    CHECK(rows(3000000000u) ==
          std::vector<std::string>{"8D 4D 9H 9D 6H 9C 6C 8C", "TS QS KH 5D 2S 7C 3H AH",
                                   "JS TH QH 8S 7H QC 8H 2H", "TD AD 4C 4H 3D 7S AC 5H",
                                   "JH 4S 5C KS KC QD 6D 2D", "JD TC KD 6S 2C 7D 3S 5S",
                                   "JC 3C AS 9S"});
    // 2^32 .. 2^33 - 1: the state starts at n - 2^32 and a draw is 16 bits plus one.
    CHECK(rows(4294967296u) ==
          std::vector<std::string>{"TS 5S 2S TD 3C AD JC 6D", "3S QD 7C 7D 8S 5D 5H 4C",
                                   "KC 3D 9C 8C TH JD 2C QS", "4H 9S 8D 5C 7S AS 4S JS",
                                   "9H 2H 6S 2D TC 6C KS 8H", "3H 6H AH QC 7H 9D KD AC",
                                   "4D KH JH QH"});
    CHECK(rows(LAST_DEAL) ==
          std::vector<std::string>{"TC 2S JS 5S 4D 6H 3H 7C", "8S TD TH QS 4C KH 2C KS",
                                   "8C 6D 3S KD 7D TS KC 8H", "6C 8D JD AH JC 7H 2H 3C",
                                   "5H 9H 4H AS 2D QD 5D AC", "5C 9S QC JH AD QH 9D 7S",
                                   "9C 6S 3D 4S"});
}

TEST_CASE("Microsoft's generator draws what Visual C's rand() does", "[freecell][deal]") {
    // srand(1): 41 18467 6334 26500 19169 (the C library's documented first values).
    MsRandom r(1);
    const std::uint32_t first[] = {41, 18467, 6334, 26500, 19169};
    for (const std::uint32_t v : first) CHECK(r.next() == v);
    // The extension's ranges: the same state, 32768 added; and from 2^32, 16 bits plus one.
    MsRandom low(12345), middle(12345 + (std::uint64_t(1) << 31));
    for (int i = 0; i < 100; ++i) CHECK(middle.next() == (low.next() | 0x8000u));
    MsRandom high(std::uint64_t(1) << 32);
    for (int i = 0; i < 1000; ++i) {
        const std::uint32_t v = high.next();
        CHECK((v >= 1 && v <= 65536));
    }
}

TEST_CASE("Every FreeCell deal holds the 52 cards, 7 7 7 7 6 6 6 6", "[freecell][deal]") {
    // Numbers from each range, ends included.
    std::vector<std::uint64_t> numbers;
    for (std::uint64_t n = 1; n <= 400; ++n) numbers.push_back(n);
    for (const std::uint64_t base :
         {std::uint64_t(32000), std::uint64_t(1) << 31, (std::uint64_t(1) << 32) - 200,
          std::uint64_t(1) << 32, LAST_DEAL - 199})
        for (std::uint64_t n = base; n < base + 200 && n <= LAST_DEAL; ++n) numbers.push_back(n);
    for (const std::uint64_t n : numbers) {
        const Position pos = deal(Rules{}, n);
        bool seen[64] = {};
        int cards = 0;
        for (int c = 0; c < COLUMNS; ++c) {
            CHECK(pos.column_len(c) == (c < 4 ? 7 : 6));
            for (int i = 0; i < pos.column_len(c); ++i) {
                INFO("deal " << n);
                CHECK(!seen[pos.column_card(c, i)]);
                seen[pos.column_card(c, i)] = true;
                ++cards;
            }
        }
        CHECK(cards == DECK_SIZE);
        CHECK(pos.free_cells() == 4);
        CHECK(pos.cards_home() == 0);
    }
}

TEST_CASE("FreeCell deal numbers are 1 to 2^33 - 1, everywhere", "[freecell][deal]") {
    const Preset* fc = find_preset("freecell");
    REQUIRE(fc);
    CHECK(seed_error(*fc, 1).empty());
    CHECK(seed_error(*fc, LAST_DEAL).empty());
    CHECK(seed_error(*fc, 0) == "FreeCell deals are numbered 1 to 8589934591, not 0");
    CHECK(!seed_error(*fc, LAST_DEAL + 1).empty());
    CHECK(seed_error(*find_preset("klondike-draw1"), 0).empty());
    const auto ok = parse_deal_path("#/freecell/ms/11982");
    REQUIRE(ok.ok());
    CHECK(ok->preset == fc);
    CHECK(ok->seed == 11982);
    const auto zero = parse_deal_path("freecell/ms/0");
    REQUIRE(!zero.ok());
    CHECK(zero.error() == "FreeCell deals are numbered 1 to 8589934591, not 0");
    CHECK(!parse_deal_path("freecell/bakers/8589934592").ok());
    CHECK(parse_deal_path("freecell/bakers/8589934591").ok());
}

TEST_CASE("Baker's Game deals the same cards as FreeCell", "[freecell][deal]") {
    const Preset* bakers = find_preset("bakers-game");
    REQUIRE(bakers);
    CHECK(bakers->freecell.build == Build::Suit);
    for (const std::uint64_t n : {1u, 617u, 11982u}) {
        const Position a = deal(find_preset("freecell")->freecell, n);
        const Position b = deal(bakers->freecell, n);
        for (int c = 0; c < COLUMNS; ++c)
            for (int i = 0; i < a.column_len(c); ++i)
                CHECK(a.column_card(c, i) == b.column_card(c, i));
    }
}

TEST_CASE("FreeCell deal 1 is the pinned deal file", "[freecell][deal]") {
    const auto pos = parse_position(test::read_fixture("freecell/good_ms1.txt"), Rules{});
    REQUIRE(pos.ok());
    CHECK(*pos == deal(Rules{}, 1));
    CHECK(position_text(*pos) + "" == position_text(deal(Rules{}, 1)));
}
