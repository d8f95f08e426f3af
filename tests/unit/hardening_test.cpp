// Issue 16 (hardening): the readers of outside text and the solver's memory budget under
// hostile input. Each case reproduces one failure the reliability review found.
#include "core/input_text.h"
#include "core/json.h"
#include "core/saved_game.h"
#include "klondike/deal.h"
#include "klondike/position_text.h"
#include "klondike/read_deal.h"
#include "klondike/solver.h"
#include "klondike/solvitaire.h"
#include "search/visited_table.h"
#include <catch2/catch.hpp>
#include <string>

using namespace sol;
using namespace sol::klondike;

namespace {
bool has_control_bytes(const std::string& s) {
    for (const char c : s)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7F) return true;
    return false;
}
} // namespace

TEST_CASE("the JSON reader caps values and bytes instead of allocating without end",
          "[hardening][json]") {
    std::string many = "{\"stock\":[";
    for (std::size_t i = 0; i <= JSON_MAX_VALUES; ++i) many += i ? ",0" : "0";
    many += "]}";
    REQUIRE(many.size() < JSON_MAX_BYTES);
    const auto r = parse_json(many);
    REQUIRE_FALSE(r.ok());
    CHECK_THAT(r.error(), Catch::Contains("more than"));

    const std::string huge(JSON_MAX_BYTES + 1, ' ');
    const auto big = parse_json(huge);
    REQUIRE_FALSE(big.ok());
    CHECK_THAT(big.error(), Catch::Contains("bytes"));

    const auto deal_file = read_deal(std::string(MAX_DEAL_BYTES + 1, '{'), Rules{});
    REQUIRE_FALSE(deal_file.ok());
    CHECK_THAT(deal_file.error(), Catch::Contains("at most"));
}

TEST_CASE("a member given twice is an error, in any object", "[hardening][json]") {
    const auto r = parse_json(R"({"a":1,"b":{"x":1,"x":2}})");
    REQUIRE_FALSE(r.ok());
    CHECK_THAT(r.error(), Catch::Contains("'x' given twice"));
    const std::string deal = solvitaire_json(klondike::deal(Rules{}, 1));
    const std::string twice = "{\"tableau piles\": [[],[],[],[],[],[],[]]," + deal.substr(1);
    const auto pos = parse_solvitaire(twice, Rules{});
    REQUIRE_FALSE(pos.ok());
    CHECK_THAT(pos.error(), Catch::Contains("'tableau piles' given twice"));
}

TEST_CASE("a deal file may start with a UTF-8 byte-order mark", "[hardening][files]") {
    const Position expected = klondike::deal(Rules{}, 1);
    for (const std::string& text : {position_text(expected), solvitaire_json(expected)}) {
        const auto pos = read_deal("\xEF\xBB\xBF" + text, Rules{});
        INFO(pos.error());
        REQUIRE(pos.ok());
        CHECK(pos->key() == expected.key());
    }
}

TEST_CASE("errors quote input with control bytes escaped and long text clipped",
          "[hardening][files]") {
    CHECK(quote_input("\x1b]0;PWNED\x07") == "'\\x1B]0;PWNED\\x07'");
    const std::string deal = solvitaire_json(klondike::deal(Rules{}, 1));
    const std::string title = "\"stock\": [\"\\u001b]0;PWNED\\u0007\",";
    std::string bad = deal;
    bad.replace(bad.find("\"stock\": ["), 10, title);
    const auto pos = read_deal(bad, Rules{});
    REQUIRE_FALSE(pos.ok());
    CHECK_FALSE(has_control_bytes(pos.error()));
    CHECK_THAT(pos.error(), Catch::Contains("\\x1B]0;PWNED"));

    const std::string long_name = "{\"" + std::string(500000, 'n') + "\": 1}";
    const auto named = read_deal(long_name, Rules{});
    REQUIRE_FALSE(named.ok());
    CHECK(named.error().size() < 300);

    const auto text = read_deal("game: \x1b[2Jklondike\n", Rules{});
    REQUIRE_FALSE(text.ok());
    CHECK_FALSE(has_control_bytes(text.error()));
}

TEST_CASE("saved move codes and clocks are read strictly", "[hardening][saved]") {
    const auto ok = parse_move_codes("12,40,7");
    REQUIRE(ok.ok());
    CHECK(*ok == std::vector<std::uint32_t>{12, 40, 7});
    CHECK(parse_move_codes("").ok());
    for (const char* bad : {"1e+21", "1,,2", "1,", "-1", "4294967296", " 1", "0x10", "1e21"}) {
        INFO(bad);
        CHECK_FALSE(parse_move_codes(bad).ok());
    }
    CHECK(saved_elapsed_ms(1e130) == 0);
    CHECK(saved_elapsed_ms(-5) == 0);
    CHECK(saved_elapsed_ms(0.0 / 0.0) == 0);
    CHECK(saved_elapsed_ms(61000) == 61000);
}

TEST_CASE("the solver's tables together stay within the memory limit", "[hardening][solver]") {
    // Draw 3 seed 137 fills every table it is given; 3 MB sits on a doubling boundary of
    // the main table (1 MB + 2 MB), where the old split (all of it for the main table, and
    // an eighth and a quarter more for the relaxation and restarts) went over.
    const std::size_t limit = std::size_t(3) << 20;
    search::Limits limits;
    limits.memory_limit_bytes = limit;
    search::reset_visited_tables_peak();
    const auto before = search::visited_tables_bytes();
    const SolveResult r = solve(klondike::deal(Rules{3, 0}, 137), limits);
    CHECK(r.status == search::SolveStatus::Unknown);
    CHECK(r.reason == search::UnknownReason::MemoryLimit);
    CHECK(search::visited_tables_peak_bytes() - before <= limit);
    CHECK(search::visited_tables_bytes() == before);
}
