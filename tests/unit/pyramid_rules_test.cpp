// Pyramid's rules as docs/rules.md states them: the deal, covering, every pairing, Kings
// from every place, draws and redeals with each pass limit, both goals, the score; and
// do/undo as exact inverses over random playouts.
#include "core/card_text.h"
#include "core/rng.h"
#include "pyramid/deal.h"
#include "pyramid/move_text.h"
#include "pyramid/position_text.h"
#include "pyramid/score.h"
#include "pyramid/solver_game.h"
#include "pyramid_util.h"
#include "test_util.h"
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <vector>

using namespace sol;
using namespace sol::pyramid;

namespace {

// The move texts of every legal move, sorted.
std::vector<std::string> move_texts(const Position& pos) {
    MoveList moves;
    pos.generate(moves);
    std::vector<std::string> out;
    for (const Move m : moves) out.push_back(move_text(pos, m));
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

// Rows 4-7 removed: the pyramid is rows 1-3, and row 3 is available. Then the talon.
std::string scene(const std::string& rows_1_to_3, const std::string& talon,
                  const std::string& fields = "") {
    std::string text = rows_1_to_3;
    for (int i = 0; i < 22; ++i) text += " --";
    return text + "\n" + talon + "\n" + fields + "\n";
}

// The talon's slots: `cards` first, the rest removed.
std::string talon(const std::string& cards) {
    std::string text = cards;
    int n = 0;
    for (std::size_t i = 0; i < cards.size(); ++i)
        n += cards[i] != ' ' && (i == 0 || cards[i - 1] == ' ');
    for (; n < TALON; ++n) text += text.empty() ? "--" : " --";
    return text;
}

} // namespace

TEST_CASE("Pyramid deal of seed 1 is pinned card by card", "[pyramid]") {
    const Position pos = deal(Rules{}, 1);
    const char* pyramid[] = {"7D", "2H", "3H", "8S", "2C", "KD", "JC", "2D", "8H", "3S",
                             "AS", "9D", "4H", "JD", "2S", "KC", "3C", "KH", "7C", "6H",
                             "4C", "KS", "QC", "QD", "QS", "4S", "5H", "AH"};
    const char* stock[] = {"9H", "7S", "TC", "JS", "4D", "5C", "6D", "TH", "7H", "JH", "6S", "AD",
                           "8C", "5S", "TD", "5D", "TS", "9C", "8D", "9S", "6C", "AC", "QH", "3D"};
    for (int p = 0; p < PYRAMID; ++p) CHECK(card_text(pos.pyramid_card(p)) == pyramid[p]);
    for (int t = 0; t < TALON; ++t) CHECK(card_text(pos.talon_card(t)) == stock[t]);
    CHECK(pos.stock_len() == 24);
    CHECK(pos.waste_top() == -1);
    CHECK(pos.stock_top() == 0);
    // Every preset deals the same cards; the rules ride along.
    const Position classic = deal(Rules{1, false, Goal::Pyramid}, 1);
    CHECK(classic.cards() == pos.cards());
    CHECK(classic.rules().max_passes == 1);
    // The deal text is the fixture the CLI test pins too.
    CHECK("# pyramid, seed 1\n" + position_text(pos) ==
          test::read_fixture("pyramid/good_seed1.txt"));
}

TEST_CASE("Pyramid covering: a card is available once both cards on it are gone", "[pyramid]") {
    Position pos = deal(Rules{}, 1);
    CHECK(pos.available() == row_mask(6));
    // Place 15 (row 6, card 1) lies under places 21 and 22.
    CHECK(TABLES.children[15] == ((PlaceMask(1) << 21) | (PlaceMask(1) << 22)));
    pos.do_move(*parse_move(pos, "KS")); // place 21
    CHECK_FALSE(pos.available() >> 15 & 1);
    pos.do_move(*parse_move(pos, "QC+AH")); // places 22 and 27
    CHECK(pos.available() >> 15 & 1);
    CHECK_FALSE(pos.available() >> 20 & 1); // 4C still under 5H
    // The cones: place 0 (apex) lies under every other place; row 7 covers nothing above.
    CHECK(TABLES.covering[0] == (FULL_PYRAMID & ~PlaceMask(1)));
    CHECK(TABLES.covered[27] ==
          ((PlaceMask(1) << 0) | (PlaceMask(1) << 2) | (PlaceMask(1) << 5) | (PlaceMask(1) << 9) |
           (PlaceMask(1) << 14) | (PlaceMask(1) << 20)));
    CHECK(TABLES.covering[27] == 0);
    // A covered card cannot be named by a move.
    CHECK_FALSE(parse_move(pos, "7D+6S").ok());
}

TEST_CASE("Pyramid pairs: pyramid-pyramid, pyramid-waste, pyramid-stock, stock-waste",
          "[pyramid]") {
    // Row 3 available: 8S 5C KD. Waste top 8H (slot 0), stock top 5D (slot 1).
    const std::string text = scene("7D 2H 3H 8S 5C KD", talon("8H 5D KH"), "drawn: 1");
    const Position pos = test::pyramid_position(text);
    CHECK(pos.waste_top() == 0);
    CHECK(pos.stock_top() == 1);
    CHECK(move_texts(pos) == sorted({"KD", "8S+5C", "8S+5D", "5C+8H", "8H+5D", "S"}));
    // Without a playable stock top, only the waste's top and the pyramid play.
    const Position classic = test::pyramid_position(text, Rules{1, false, Goal::Pyramid});
    CHECK(move_texts(classic) == sorted({"KD", "8S+5C", "5C+8H", "S"}));
    // Two cards that do not add to 13, a covered card, a card not at a top: refused.
    CHECK_FALSE(parse_move(pos, "8S+8H").ok());
    CHECK_FALSE(parse_move(pos, "2H+JC").ok());
    CHECK_FALSE(parse_move(pos, "KH").ok()); // under the stock's top
    // Removing the stock's top moves the stock on; undo puts it back.
    Position p = pos;
    const Move m = *parse_move(p, "8S+5D");
    CHECK(m.from_stock());
    p.do_move(m);
    CHECK(p.stock_top() == 2);
    CHECK(p.waste_top() == 0);
    p.undo_move(m);
    CHECK(p == pos);
    // Removing the waste's top uncovers the card under it.
    const Position deeper =
        test::pyramid_position(scene("7D 2H 3H 8S 5C KD", talon("AH 8H 5D"), "drawn: 2"));
    Position q = deeper;
    q.do_move(*parse_move(q, "5C+8H"));
    CHECK(q.waste_top() == 0);
    CHECK(card_text(q.talon_card(q.waste_top())) == "AH");
}

TEST_CASE("Pyramid Kings leave alone from the pyramid, the waste and the stock", "[pyramid]") {
    const std::string text = scene("7D 2H 3H 8S 5C KD", talon("KC KH"), "drawn: 1");
    const Position pos = test::pyramid_position(text);
    CHECK(move_texts(pos) == sorted({"KD", "KC", "KH", "8S+5C", "S"}));
    const Position classic = test::pyramid_position(text, Rules{1, false, Goal::Pyramid});
    CHECK(move_texts(classic) == sorted({"KD", "KC", "8S+5C", "S"}));
    // Scores: +5 for a King from the pyramid, nothing for one from the talon.
    CHECK(move_score(pos, *parse_move(pos, "KD")) == 5);
    CHECK(move_score(pos, *parse_move(pos, "KC")) == 0);
}

TEST_CASE("Pyramid draws and redeals keep to the pass limit", "[pyramid]") {
    // Stock empty, waste 8H 5D.
    const std::string text = scene("7D 2H 3H 8S 5C KD", talon("8H 5D"), "drawn: 24");
    for (const int passes : {1, 2, 3, 0}) {
        Rules rules{std::uint8_t(passes), true, Goal::Pyramid};
        Position pos = test::pyramid_position(text, rules);
        CHECK(pos.stock_len() == 0);
        CHECK(pos.waste_len() == 2);
        int redeals = 0;
        while (pos.can_redeal() && redeals < 10) {
            pos.do_move(Move::redeal());
            ++redeals;
            // The first card drawn in the last pass is drawn first again.
            CHECK(pos.stock_top() == 0);
            pos.do_move(Move::draw());
            pos.do_move(Move::draw());
            CHECK(pos.stock_len() == 0);
            CHECK(pos.waste_top() == 1);
        }
        CHECK(redeals == (passes ? passes - 1 : 10));
        CHECK_FALSE(pos.is_legal(Move::draw()));
    }
    // An empty stock and an empty waste: no redeal, whatever the passes.
    const Position bare = test::pyramid_position(scene("7D 2H 3H 8S 5C KD", talon("")),
                                                 Rules{0, true, Goal::Pyramid});
    CHECK_FALSE(bare.can_redeal());
    CHECK_FALSE(bare.is_legal(Move::draw()));
    // Reading refuses more redeals than the passes allow.
    CHECK_FALSE(parse_position(text + "redeals: 1\n", Rules{1, true, Goal::Pyramid}).ok());
    CHECK(parse_position(text + "redeals: 2\n", Rules{3, true, Goal::Pyramid}).ok());
}

TEST_CASE("Pyramid goals: the pyramid alone, or all 52 cards", "[pyramid]") {
    // Only KD left in the pyramid (at the apex), KC in the waste.
    std::string text = "KD";
    for (int i = 0; i < 27; ++i) text += " --";
    text += "\nKC";
    for (int i = 0; i < 23; ++i) text += " --";
    text += "\ndrawn: 1\n";
    Position pyramid = test::pyramid_position(text);
    Position all = test::pyramid_position(text, Rules{3, true, Goal::AllCards});
    CHECK_FALSE(pyramid.is_won());
    const Move kd = *parse_move(pyramid, "KD");
    CHECK(move_score(pyramid, kd) == 5 + 25 + 500); // row 1 cleared, and the pyramid
    pyramid.do_move(kd);
    all.do_move(kd);
    CHECK(pyramid.is_won());
    CHECK_FALSE(all.is_won());
    all.do_move(*parse_move(all, "KC"));
    CHECK(all.is_won());
}

TEST_CASE("Pyramid score: +5 a removal from the pyramid, +25 a row, +500 the pyramid",
          "[pyramid]") {
    Position pos = deal(Rules{}, 1);
    const std::vector<Move> line = *parse_moves(pos, "KS QC+AH 4S+9H");
    CHECK(line_score(pos, line) == 15);
    // A pair of a pyramid card and a talon card scores 5, like a pair of two pyramid cards.
    CHECK(move_score(pos, line[0]) == 5);
}

TEST_CASE("Pyramid do/undo are exact inverses over random playouts, keys too", "[pyramid]") {
    Rng rng(2026);
    const Rules variants[] = {Rules{}, Rules{1, false, Goal::Pyramid},
                              Rules{3, true, Goal::AllCards}, Rules{0, true, Goal::Pyramid}};
    int moves_played = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const Rules& rules = variants[seed % 4];
        const Position start = deal(rules, seed);
        Position pos = start;
        std::vector<Move> history;
        std::vector<Position> before;
        for (int step = 0; step < 120; ++step) {
            MoveList moves;
            pos.generate(moves);
            if (moves.size == 0) break;
            const Move m = moves.moves[std::size_t(rng.below(std::uint64_t(moves.size)))];
            REQUIRE(pos.is_legal(m));
            // Every move's state_bits_after (the solver's key_hint) is the state it leaves.
            for (const Move any : moves) {
                Position after = pos;
                after.do_move(any);
                CHECK(pos.state_bits_after(any) == after.state_bits());
            }
            before.push_back(pos);
            history.push_back(m);
            pos.do_move(m);
            // The state's bits come back through the text form and through set_state_bits.
            const auto again = parse_position(position_text(pos), rules);
            REQUIRE(again.ok());
            CHECK(again->state_bits() == pos.state_bits());
            Position restored = start;
            restored.set_state_bits(pos.state_bits());
            CHECK(restored.state_bits() == pos.state_bits());
            CHECK(SolverGame(restored).key() == SolverGame(pos).key());
            ++moves_played;
        }
        while (!history.empty()) {
            pos.undo_move(history.back());
            history.pop_back();
            CHECK(pos == before.back());
            before.pop_back();
        }
        CHECK(pos == start);
    }
    CHECK(moves_played > 2000);
}

TEST_CASE("Pyramid move numbers are validated in full", "[pyramid]") {
    const Position pos = deal(Rules{}, 1);
    CHECK(pos.is_legal(Move::draw()));
    CHECK_FALSE(pos.is_legal(Move::redeal()));
    CHECK(pos.is_legal(Move::remove(21, NO_PLACE, false)));              // KS at row 7
    CHECK_FALSE(pos.is_legal(Move::remove(21, NO_PLACE, true)));         // wrong stock flag
    CHECK_FALSE(pos.is_legal(Move::remove(17, NO_PLACE, false)));        // KH covered
    CHECK_FALSE(pos.is_legal(Move{Move::draw().bits | 1u << 20}));       // stray bits
    CHECK(pos.is_legal(Move::remove(22, 27, false)));                    // QC+AH
    CHECK_FALSE(pos.is_legal(Move::remove(22, 26, false)));              // QC+5H
    CHECK(pos.is_legal(Move::remove(25, TALON_PLACE, true)));            // 4S + 9H on the stock
    CHECK_FALSE(pos.is_legal(Move::remove(25, TALON_PLACE + 1, false))); // 7S not a top
}
