// What the table reports on pinned positions: the score, the stock's badge, the hint
// without a line (suggested_move) and the automatic moves.
#include "table_util.h"

using namespace test;

namespace {

struct Case {
    const char* url;
    std::uint64_t seed;
    const char* line;
    const char* expected;
};

Deal played(const Case& c) {
    Deal d(preset(c.url), c.seed);
    d.play(c.line);
    return d;
}

} // namespace

TEST_CASE("the score of pinned lines", "[table][score]") {
    const struct {
        const char* url;
        std::uint64_t seed;
        const char* line;
        int score;
    } CASES[] = {
        // Standard: +10 a card home, +5 a card turned up, +5 waste to tableau, -15 a card
        // back from its foundation; the second redeal of draw 1 costs 100; never below 0.
        {"klondike/draw1", 1, "", 0},
        {"klondike/draw1", 1, "7>F", 15},
        {"klondike/draw1", 1, "7>F FH>5", 0},
        {"klondike/draw1", 1, "7>F S*24 R", 15},
        {"klondike/draw1", 1, "7>F S*24 R S*24 R", 0},
        {"klondike/draw1", 1, "S*24 W>6", 5},
        {"klondike/draw3", 1, "7>F S*8 R S*8 R S*8 R", 15},
        // Vegas: -52 for the deck, +5 a card home; a card taken back costs its 5 again.
        {"klondike/draw1-vegas", 1, "", -52},
        {"klondike/draw1-vegas", 1, "7>F", -47},
        {"klondike/draw1-vegas", 1, "7>F FH>5", -52},
        {"klondike/draw3-vegas", 1, "7>F S*8 R", -47},
        // Spider: 500, -1 a move (a deal is one), +100 a run completed.
        {"spider/1suit", 3, "", 500},
        {"spider/1suit", 3, "6>10", 499},
        {"spider/1suit", 3, "6>10 D", 498},
        {"spider/4suits", 1, "6>1 D*5", 494},
        // Pyramid: +5 a pair or King from the pyramid (a draw scores nothing).
        {"pyramid/3passes", 7, "", 0},
        {"pyramid/3passes", 7, "KC", 5},
        {"pyramid/3passes", 7, "KC QD+AD", 10},
        {"pyramid/3passes", 7, "KC QD+AD TD+3D", 15},
        {"pyramid/classic", 7, "S*24", 0},
    };
    for (const auto& c : CASES) {
        INFO(c.url << " " << c.seed << ": " << c.line);
        Deal d(preset(c.url), c.seed);
        d.play(c.line);
        CHECK(d.table->score(d.played) == c.score);
        CHECK(d.engine->score(d.played) == c.score);
    }
}

TEST_CASE("the stock's badge: cards left, and passes left when limited", "[table][score]") {
    const Case CASES[] = {
        {"klondike/draw1", 1, "", "24"},
        {"klondike/draw1", 1, "S", "23"},
        {"klondike/draw1", 1, "S*24", "0"},
        {"klondike/draw1", 1, "S*24 R", "24"},
        {"klondike/draw3", 1, "S", "21"},
        {"klondike/draw1-vegas", 1, "",
         "24 \xE2\x86\xBB"
         "0"},
        {"klondike/draw3-vegas", 1, "",
         "24 \xE2\x86\xBB"
         "2"},
        {"klondike/draw3-vegas", 1, "S*8 R",
         "24 \xE2\x86\xBB"
         "1"},
        {"klondike/draw3-vegas", 1, "S*8 R S*8 R S*3",
         "15 \xE2\x86\xBB"
         "0"},
        // Spider: the deals left.
        {"spider/2suits", 1, "", "5"},
        {"spider/2suits", 1, "D", "4"},
        {"spider/2suits", 1, "D*5", "0"},
        {"pyramid/3passes", 7, "",
         "24 \xE2\x86\xBB"
         "2"},
        {"pyramid/3passes", 7, "S",
         "23 \xE2\x86\xBB"
         "2"},
        {"pyramid/3passes", 7, "S*24 R",
         "24 \xE2\x86\xBB"
         "1"},
        {"pyramid/3passes", 7, "TD+3D",
         "23 \xE2\x86\xBB"
         "2"},
        {"pyramid/classic", 7, "",
         "24 \xE2\x86\xBB"
         "0"},
        {"pyramid/all", 7, "",
         "24 \xE2\x86\xBB"
         "2"},
        {"pyramid/unlimited", 7, "S*24 R S*24 R S*24 R", "24"},
    };
    for (const Case& c : CASES) {
        INFO(c.url << " " << c.seed << ": " << c.line);
        CHECK(played(c).table->stock_caption() == c.expected);
    }
}

TEST_CASE("the hint without a line: a legal move, a card turned up or home first",
          "[table][hint]") {
    const Case CASES[] = {
        // AH home turns up a card: before 2S onto 3H (which turns one up too) and a draw.
        {"klondike/draw1", 1, "", "7>F"},
        // A run moved that turns a card up, before 2H home.
        {"klondike/draw1", 1, "7>F 5>2 2>6x2", "6>7x3"},
        // Then 2H home before a draw.
        {"klondike/draw1", 1, "7>F 5>2 2>6x2 6>7x3", "2>F"},
        // Onto a card of its suit, turning a card up: 9S onto TS (the first of two such).
        {"spider/1suit", 3, "", "2>1"},
        // A King first, then the pair lowest in the pyramid before one with the stock's.
        {"pyramid/3passes", 7, "", "KC"},
        {"pyramid/3passes", 7, "KC", "QD+AD"},
    };
    for (const Case& c : CASES) {
        INFO(c.url << " " << c.seed << ": " << c.line);
        const Deal d = played(c);
        INFO(d.engine->position_text());
        const auto m = d.table->suggested_move();
        REQUIRE(m.has_value());
        CHECK(d.table->is_legal(*m));
        CHECK(d.table->move_text(*m) == c.expected);
    }
}

TEST_CASE("automatic moves: safe cards home, Kings away, nothing in Spider", "[table][auto]") {
    const Case SAFE[] = {
        {"klondike/draw1", 1, "", "7>F"},    // an Ace is always safe home
        {"klondike/draw1", 1, "7>F", "-"},   // no other card can go home
        {"pyramid/3passes", 7, "", "KC"},    // a King pairs with nothing
        {"pyramid/3passes", 7, "KC", "-"},   // no other King is free
        {"pyramid/3passes", 8, "S*3", "KD"}, // the stock's King too
        {"pyramid/classic", 8, "S*3", "-"},  // not when the stock's top does not play
        {"spider/1suit", 3, "", "-"},
    };
    for (const Case& c : SAFE) {
        INFO(c.url << " " << c.seed << ": " << c.line);
        const Deal d = played(c);
        CHECK(text_of(*d.table, d.table->safe_auto_move()) == c.expected);
        // A fresh deal never finishes itself.
        if (!*c.line) CHECK(!d.table->auto_complete_move());
    }
}

TEST_CASE("move text is the engine's notation, and reads back to the move", "[table][text]") {
    // Deal 1 (1 suit) along a solver's line: pile 1 empty, 9S 8S 7S 6S on top of pile 9.
    Deal d(preset("spider/1suit"), 1);
    d.play("6>1 D 2>6 2>9 4>1 4>5 2>4 7>4 9>6x2 D 1>6 1>6x4 1>5 2>1 6>10x10 5>6x2 9>1 D 1>7 "
           "1>9x3 1>3 1>4 1>8");
    const int nine = pile_index(*d.table, "tableau-9"), one = pile_index(*d.table, "tableau-1");
    const int n = pile_size(*d.table, nine);
    const auto run = d.table->move_to(nine, n - 4, one), card = d.table->move_to(nine, n - 1, one);
    REQUIRE(run.has_value());
    REQUIRE(card.has_value());
    CHECK(d.table->move_text(*run) == "9>1x4");
    CHECK(d.engine->parse("9>1x4") == run);
    CHECK(d.engine->parse("9>1x1") == card);
    // The one card 6S onto the empty pile says its count: "9>1" alone reads as the whole
    // run 9>1x4.
    CHECK(d.table->move_text(*card) == "9>1x1");
    CHECK(d.engine->parse(d.table->move_text(*card)) == card);
    CHECK(d.engine->parse("9>1") == run);
    // Onto a pile with cards only one count fits: no count is written for one card.
    for (int dest = 0; dest < d.table->pile_count(); ++dest) {
        const auto m = d.table->move_to(nine, n - 1, dest);
        if (m && pile_size(*d.table, dest) > 0)
            CHECK(d.table->move_text(*m).find('x') == std::string::npos);
    }
}
