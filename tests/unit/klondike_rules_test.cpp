// Every Klondike rule of docs/rules.md and its edge cases, on small hand-made positions.
#include "core/rng.h"
#include "klondike/deal.h"
#include "klondike/move_text.h"
#include "test_util.h"
#include <algorithm>
#include <catch2/catch.hpp>

using namespace sol;
using namespace sol::klondike;

namespace {

Move mk(MoveKind k, int from, int to, int count = 1, bool flip = false) {
    return Move::make(k, from, to, count, flip);
}

std::vector<Move> generated(const Position& pos) {
    MoveList list;
    pos.generate(list);
    return {list.begin(), list.end()};
}

bool has(const Position& pos, Move m) {
    for (const Move g : generated(pos))
        if (g == m) return true;
    return false;
}

// do, check, undo, check: the position and key must come back exactly.
void do_undo(Position& pos, Move m) {
    const std::string before = position_text(pos);
    const std::uint64_t key = pos.key();
    REQUIRE(pos.is_legal(m));
    pos.do_move(m);
    CHECK(pos.key() == pos.compute_key());
    pos.undo_move(m);
    CHECK(pos.key() == key);
    CHECK(position_text(pos) == before);
}

} // namespace

TEST_CASE("generate lists every legal move in the documented order", "[klondike][rules]") {
    Position pos = test::position(test::SCENE);
    using K = MoveKind;
    const std::vector<Move> expected = {
        mk(K::WasteToFoundation, 0, DIAMONDS),
        mk(K::TableauToFoundation, 4, HEARTS, 1, true), // 9H uncovers TS
        mk(K::TableauToFoundation, 6, SPADES),          // 9S: TD below is face up
        mk(K::TableauToTableau, 2, 0, 4),               // King-led run to the empty pile
        mk(K::TableauToTableau, 2, 3, 2),               // JC TH onto QH: part of a run
        mk(K::TableauToTableau, 5, 0, 1),               // lone King to the empty pile
        mk(K::TableauToTableau, 6, 2, 1),               // 9S onto TH
        mk(K::FoundationToTableau, CLUBS, 4),           // 8C onto 9H
        mk(K::FoundationToTableau, DIAMONDS, 6),        // 8D onto 9S
        mk(K::FoundationToTableau, HEARTS, 6),          // 8H onto 9S
        mk(K::FoundationToTableau, SPADES, 4),          // 8S onto 9H
        mk(K::Draw, 0, 0, 1),
    };
    CHECK(generated(pos) == expected);
    for (const Move m : expected) do_undo(pos, m);
}

TEST_CASE("generate agrees with the literal reference generator", "[klondike][rules][slow]") {
    auto same_set = [](const Position& pos) {
        auto a = generated(pos), b = test::reference_moves(pos);
        auto by_bits = [](Move x, Move y) { return x.bits < y.bits; };
        std::sort(a.begin(), a.end(), by_bits);
        std::sort(b.begin(), b.end(), by_bits);
        return a == b;
    };
    CHECK(same_set(test::position(test::SCENE)));
    for (const Rules rules : {Rules{1, 0}, Rules{3, 0}, Rules{1, 1}, Rules{3, 3}}) {
        Rng rng(rules.draw * 100 + rules.max_passes);
        for (std::uint64_t seed = 0; seed < 60; ++seed) {
            Position pos = deal(rules, seed);
            for (int step = 0; step < 200; ++step) {
                INFO("seed " << seed << " step " << step << "\n" << position_text(pos));
                REQUIRE(same_set(pos));
                MoveList list;
                pos.generate(list);
                if (!list.size) break;
                pos.do_move(list.moves[rng.below(std::uint64_t(list.size))]);
            }
        }
    }
}

TEST_CASE("only a King or a King-led run goes to an empty pile", "[klondike][rules]") {
    Position pos = test::position(test::SCENE);
    CHECK(pos.is_legal(mk(MoveKind::TableauToTableau, 2, 0, 4)));      // KS QD JC TH
    CHECK(!pos.is_legal(mk(MoveKind::TableauToTableau, 2, 0, 3)));     // QD JC TH
    CHECK(!pos.is_legal(mk(MoveKind::TableauToTableau, 1, 0, 1)));     // JH
    CHECK(!pos.is_legal(mk(MoveKind::WasteToTableau, 0, 0)));          // 9D
    CHECK(!pos.is_legal(mk(MoveKind::FoundationToTableau, CLUBS, 0))); // 8C
    pos.do_move(mk(MoveKind::TableauToTableau, 2, 0, 4));
    CHECK(pos.pile_len(0) == 4);
    CHECK(pos.pile_len(2) == 0);
    CHECK(pos.pile_top(0) == make_card(10, HEARTS));

    // A King from the waste and from a foundation may fill an empty pile too.
    const Position kings = test::position(R"(
tableau 1: -
tableau 2: | QS
tableau 3: | KH
tableau 4: | KC
tableau 5: | KS
tableau 6: -
tableau 7: -
waste: KD
)");
    CHECK(has(kings, mk(MoveKind::WasteToTableau, 0, 0)));
    CHECK(has(kings, mk(MoveKind::WasteToTableau, 0, 6)));
    const Position won = test::position("tableau 1: -\ntableau 2: -\ntableau 3: -\n"
                                        "tableau 4: -\ntableau 5: -\ntableau 6: -\n"
                                        "tableau 7: -\n");
    CHECK(won.is_won());
    CHECK(generated(won).size() == 4 * 7); // each King to each empty pile
    CHECK(has(won, mk(MoveKind::FoundationToTableau, HEARTS, 3)));
}

TEST_CASE("runs of any face-up length move, led by the card that fits", "[klondike][rules]") {
    Position pos = test::position(test::SCENE);
    CHECK(pos.is_legal(mk(MoveKind::TableauToTableau, 2, 3, 2)));  // JC TH onto QH
    CHECK(!pos.is_legal(mk(MoveKind::TableauToTableau, 2, 3, 1))); // TH onto QH
    CHECK(!pos.is_legal(mk(MoveKind::TableauToTableau, 2, 3, 3))); // QD onto QH
    CHECK(!pos.is_legal(mk(MoveKind::TableauToTableau, 2, 3, 5))); // more than face up
    pos.do_move(mk(MoveKind::TableauToTableau, 2, 3, 2));
    CHECK(pos.pile_len(3) == 4);
    CHECK(pos.pile_down(3) == 1);
    CHECK(pos.pile_top(2) == make_card(12, DIAMONDS));
    // Whole King-led runs of 5 go to an empty pile; a part of one does not.
    const Position runs = test::position(R"(
tableau 1: | KS QH JC TD 9S
tableau 2: | KD QC JH TS 9H
tableau 3: | KH QS JD TC 9D
tableau 4: | KC QD JS TH 9C
tableau 5: -
tableau 6: -
tableau 7: -
)");
    CHECK(has(runs, mk(MoveKind::TableauToTableau, 0, 4, 5)));
    CHECK(!runs.is_legal(mk(MoveKind::TableauToTableau, 0, 4, 4)));
    CHECK(has(runs, mk(MoveKind::FoundationToTableau, HEARTS, 0))); // 8H onto 9S
}

TEST_CASE("foundation to tableau is allowed, same fit rule", "[klondike][rules]") {
    Position pos = test::position(test::SCENE);
    const Move m = mk(MoveKind::FoundationToTableau, DIAMONDS, 6);
    REQUIRE(pos.is_legal(m));
    pos.do_move(m);
    CHECK(pos.foundation(DIAMONDS) == 7);
    CHECK(pos.pile_top(6) == make_card(8, DIAMONDS));
    pos.undo_move(m);
    CHECK(pos.foundation(DIAMONDS) == 8);
    CHECK(!pos.is_legal(mk(MoveKind::FoundationToTableau, DIAMONDS, 4))); // red on red
}

TEST_CASE("a face-down card left on top turns face up in the same move", "[klondike][rules]") {
    Position pos = test::position(test::SCENE);
    const Move m = mk(MoveKind::TableauToFoundation, 4, HEARTS, 1, true);
    CHECK(!pos.is_legal(mk(MoveKind::TableauToFoundation, 4, HEARTS, 1, false)));
    REQUIRE(pos.is_legal(m));
    pos.do_move(m);
    CHECK(pos.pile_len(4) == 1);
    CHECK(pos.pile_down(4) == 0);
    CHECK(pos.pile_top(4) == make_card(10, SPADES));
    pos.undo_move(m);
    CHECK(pos.pile_down(4) == 1);
    CHECK(pos.pile_top(4) == make_card(9, HEARTS));
    // Moving the whole face-up part of a pile flips; part of it does not.
    const Position p2 = test::position(R"(
tableau 1: 9C | KD QS JH
tableau 2: | KS
tableau 3: | KH
tableau 4: | KC
tableau 5: -
tableau 6: -
tableau 7: -
stock: QD JD TD 9D QC JC TC 9H TH QH JS TS 9S
)");
    CHECK(has(p2, mk(MoveKind::TableauToTableau, 0, 4, 3, true)));
    CHECK(!has(p2, mk(MoveKind::TableauToTableau, 0, 4, 3, false)));
}

TEST_CASE("the waste top goes to its foundation; the stock order is kept", "[klondike][rules]") {
    Position pos = test::position(test::SCENE);
    const Move m = mk(MoveKind::WasteToFoundation, 0, DIAMONDS);
    CHECK(!pos.is_legal(mk(MoveKind::WasteToFoundation, 0, HEARTS))); // wrong suit field
    pos.do_move(m);
    CHECK(pos.waste_len() == 2);
    CHECK(pos.waste_top() == make_card(10, CLUBS));
    CHECK(pos.stock_len() == 2);
    CHECK(pos.talon_card(2) == make_card(13, DIAMONDS));
    CHECK(pos.talon_card(3) == make_card(12, SPADES));
    pos.do_move(mk(MoveKind::Draw, 0, 0, 1));
    CHECK(pos.waste_top() == make_card(13, DIAMONDS));
}

TEST_CASE("draw turns cards one at a time; the last one turned is the top", "[klondike][rules]") {
    const Position deal1 = deal(Rules{1, 0}, 3);
    Position pos = deal1;
    for (int i = 0; i < 24; ++i) {
        REQUIRE(pos.is_legal(mk(MoveKind::Draw, 0, 0, 1)));
        pos.do_move(mk(MoveKind::Draw, 0, 0, 1));
        CHECK(pos.waste_top() == deal1.talon_card(i));
    }
    CHECK(pos.stock_len() == 0);
    CHECK(!pos.is_legal(mk(MoveKind::Draw, 0, 0, 1)));

    Position three = deal(Rules{3, 0}, 3);
    three.do_move(mk(MoveKind::Draw, 0, 0, 3));
    CHECK(three.waste_len() == 3);
    CHECK(three.waste_top() == deal1.talon_card(2));
}

TEST_CASE("draw 3 with fewer than 3 cards left turns what is left", "[klondike][rules]") {
    const char* text = R"(
tableau 1: | KD QS JD TS 9D
tableau 2: | KS QH JS TH 9S
tableau 3: KH JH QD | 9H
tableau 4: | TD
tableau 5: -
tableau 6: -
tableau 7: -
stock: 9C TC JC QC KC
)";
    Position pos = test::position(text, Rules{3, 0});
    CHECK(pos.draw_count() == 3);
    CHECK(!pos.is_legal(mk(MoveKind::Draw, 0, 0, 1)));
    pos.do_move(mk(MoveKind::Draw, 0, 0, 3));
    CHECK(pos.waste_top() == make_card(11, CLUBS));
    CHECK(pos.draw_count() == 2);
    CHECK(!pos.is_legal(mk(MoveKind::Draw, 0, 0, 3)));
    const Move two = mk(MoveKind::Draw, 0, 0, 2);
    REQUIRE(pos.is_legal(two));
    do_undo(pos, two);
    pos.do_move(two);
    CHECK(pos.waste_top() == make_card(13, CLUBS));
    CHECK(pos.stock_len() == 0);
    CHECK(pos.draw_count() == 0);
}

TEST_CASE("redeal turns the waste over: the first card drawn is drawn first again",
          "[klondike][rules]") {
    const Position start = deal(Rules{3, 0}, 11);
    Position pos = start;
    for (int i = 0; i < 8; ++i) pos.do_move(mk(MoveKind::Draw, 0, 0, 3));
    CHECK(!pos.is_legal(mk(MoveKind::Draw, 0, 0, 3)));
    const Move redeal = mk(MoveKind::Redeal, 0, 0, 1);
    REQUIRE(pos.is_legal(redeal));
    do_undo(pos, redeal);
    pos.do_move(redeal);
    CHECK(pos.waste_len() == 0);
    CHECK(pos.stock_len() == 24);
    CHECK(pos.redeals() == 1);
    for (int i = 0; i < 24; ++i) CHECK(pos.talon_card(i) == start.talon_card(i));
    pos.do_move(mk(MoveKind::Draw, 0, 0, 3));
    CHECK(pos.waste_top() == start.talon_card(2));
    // Unlimited passes: the redeal count is not part of the key.
    Position again = start;
    for (int i = 0; i < 8; ++i) again.do_move(mk(MoveKind::Draw, 0, 0, 3));
    again.do_move(redeal);
    for (int i = 0; i < 8; ++i) again.do_move(mk(MoveKind::Draw, 0, 0, 3));
    again.do_move(redeal);
    again.do_move(mk(MoveKind::Draw, 0, 0, 3));
    CHECK(again.redeals() == 2);
    CHECK(again.key() == pos.key());
}

TEST_CASE("pass limits: 1 pass = no redeal, 3 passes = 2 redeals", "[klondike][rules]") {
    const Move redeal = mk(MoveKind::Redeal, 0, 0, 1);
    auto redeals_allowed = [&](Rules rules) {
        Position pos = deal(rules, 5);
        int redeals = 0;
        for (int round = 0; round < 10; ++round) {
            while (pos.stock_len()) pos.do_move(mk(MoveKind::Draw, 0, 0, pos.draw_count()));
            if (!pos.is_legal(redeal)) break;
            CHECK(pos.can_redeal());
            pos.do_move(redeal);
            ++redeals;
        }
        CHECK(!pos.can_redeal());
        return redeals;
    };
    CHECK(redeals_allowed(Rules{1, 1}) == 0);
    CHECK(redeals_allowed(Rules{3, 3}) == 2);
    CHECK(redeals_allowed(Rules{1, 2}) == 1);
    CHECK(redeals_allowed(Rules{1, 0}) == 10); // unlimited: stopped by the loop
    CHECK(redeals_allowed(Rules{3, 0}) == 10);

    // With limited passes, positions that differ only by redeals differ in key.
    Position a = deal(Rules{1, 3}, 5), b = a;
    for (int i = 0; i < 24; ++i) b.do_move(mk(MoveKind::Draw, 0, 0, 1));
    b.do_move(redeal);
    CHECK(position_text(a) != position_text(b));
    CHECK(a.key() != b.key());
}

TEST_CASE("no draw from an empty stock, no redeal of an empty waste", "[klondike][rules]") {
    const Position pos = test::position(R"(
tableau 1: | KD QS JD TS 9D
tableau 2: | KS QH JS TH 9S
tableau 3: KH JH | 9H
tableau 4: | KC QD JC TD 9C
tableau 5: | QC
tableau 6: | TC
tableau 7: -
)");
    CHECK(pos.stock_len() == 0);
    CHECK(pos.waste_len() == 0);
    CHECK(!pos.can_redeal());
    for (const Move m : generated(pos)) {
        CHECK(m.kind() != MoveKind::Draw);
        CHECK(m.kind() != MoveKind::Redeal);
    }
}

TEST_CASE("is_legal rejects malformed moves", "[klondike][rules]") {
    const Position pos = test::position(test::SCENE);
    CHECK(!pos.is_legal(mk(MoveKind::Draw, 0, 0, 3)));                   // draw 1 rules
    CHECK(!pos.is_legal(mk(MoveKind::Draw, 1, 0, 1)));                   // stray field
    CHECK(!pos.is_legal(mk(MoveKind::Redeal, 0, 0, 1)));                 // stock not empty
    CHECK(!pos.is_legal(mk(MoveKind::TableauToTableau, 2, 2, 1)));       // to itself
    CHECK(!pos.is_legal(mk(MoveKind::TableauToTableau, 2, 0, 4, true))); // wrong flip bit
    CHECK(!pos.is_legal(mk(MoveKind::TableauToTableau, 0, 2, 0)));       // empty source
    CHECK(!pos.is_legal(mk(MoveKind::FoundationToTableau, 5, 4)));       // no such suit
    CHECK(!pos.is_legal(mk(MoveKind::TableauToTableau, 7, 2, 1)));       // no pile 8
    CHECK(!pos.is_legal(Move{mk(MoveKind::Draw, 0, 0, 1).bits | (1u << 20)}));
    CHECK(!pos.is_legal(Move{7})); // kind 7 does not exist
}

TEST_CASE("the key ignores the order of the tableau piles", "[klondike][key]") {
    const Position a = test::position(test::SCENE);
    const Position b = test::position(R"(
tableau 7: -
tableau 3: QC | JH
tableau 1: | KS QD JC TH
tableau 6: KC | QH
tableau 2: TS | 9H
tableau 5: | KH
tableau 4: JS 9C | TD 9S
stock: KD QS
waste: JD TC 9D
)");
    CHECK(position_text(a) != position_text(b));
    CHECK(a.key() == b.key());
    // ...but not the order of the cards inside a pile, nor which are face up.
    const Position c = test::position(R"(
tableau 1: -
tableau 2: QC | JH
tableau 3: | KS QD JC TH
tableau 4: KC | QH
tableau 5: TS | 9H
tableau 6: | KH
tableau 7: 9C JS | TD 9S
stock: KD QS
waste: JD TC 9D
)");
    CHECK(c.key() != a.key());
    const Position d = test::position(R"(
tableau 1: -
tableau 2: QC | JH
tableau 3: | KS QD JC TH
tableau 4: KC | QH
tableau 5: TS | 9H
tableau 6: | KH
tableau 7: JS 9C | TD 9S
stock: QS
waste: JD TC 9D KD
)");
    CHECK(d.key() != a.key());
}
