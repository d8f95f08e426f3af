// Spider rules: pinned deals, move generation against the literal generator, do/undo
// round trips, the deal rule and its exceptions, run removal, notation.
#include "core/rng.h"
#include "spider/deal.h"
#include "spider/move_text.h"
#include "spider_test_util.h"

using namespace spider_test;
using sol::spider::Rules;

namespace {

constexpr Rules ONE{1, false}, TWO{2, false}, FOUR{4, false};

sol::Card card(const char* text) {
    return *sol::parse_card(text);
}

// Plays random legal moves (deals included) from pos, at most `steps`.
std::vector<Move> playout(Position& pos, sol::Rng& rng, int steps) {
    std::vector<Move> played;
    sol::spider::MoveList list;
    for (int i = 0; i < steps && !pos.is_won(); ++i) {
        pos.legal_moves(list);
        if (list.size == 0) break;
        const Move m = list.moves[rng.below(std::uint64_t(list.size))];
        pos.do_move(m);
        played.push_back(m);
    }
    return played;
}

} // namespace

TEST_CASE("spider deck: 104 cards of the preset's suits", "[spider]") {
    for (const int suits : {1, 2, 4}) {
        const auto deck = sol::spider::ordered_deck(suits);
        int count[64] = {};
        for (const sol::Card c : deck) ++count[c];
        for (int rank = 1; rank <= 13; ++rank)
            for (int suit = 0; suit < 4; ++suit) {
                const bool used =
                    suits == 4 || suit == sol::SPADES || (suits == 2 && suit == sol::HEARTS);
                CHECK(count[sol::make_card(rank, suit)] == (used ? 8 / suits : 0));
            }
    }
}

TEST_CASE("spider deals are pinned card by card", "[spider]") {
    // spider-4suits seed 1 (the fixture is also the CLI's pinned output).
    const Position pos = sol::spider::deal(FOUR, 1);
    CHECK(sol::spider::position_text(pos) + "" ==
          test::read_fixture("spider/good_seed1_4suits.txt")
              .substr(std::string("# spider-4suits, seed 1\n").size()));
    CHECK(pos.pile_len(0) == 6);
    CHECK(pos.pile_len(4) == 5);
    CHECK(pos.pile_down(0) == 5);
    CHECK(pos.pile_card(0, 0) == card("QD"));
    CHECK(pos.top(0) == card("4C"));
    CHECK(pos.top(9) == card("4S"));
    CHECK(pos.stock_len() == 50);
    // The first card dealt goes to pile 1.
    CHECK(pos.stock_card(49) == card("2D"));
    CHECK(pos.stock_card(0) == card("8H"));
    // 1 suit: only spades; a fixed seed gives the same cards every time.
    const Position one = sol::spider::deal(ONE, 7);
    for (int p = 0; p < 10; ++p)
        for (int i = 0; i < one.pile_len(p); ++i)
            CHECK(sol::suit_of(one.pile_card(p, i)) == sol::SPADES);
    const Position two = sol::spider::deal(TWO, 1);
    CHECK(sol::card_text(two.top(0)) == "4H");
    CHECK(sol::card_text(two.top(1)) == "7H");
    CHECK(sol::card_text(two.top(2)) == "KS");
}

TEST_CASE("spider legal moves match the literal generator", "[spider]") {
    // Pinned counts of the fresh deals (checked by the literal generator below too).
    sol::spider::MoveList list;
    sol::spider::deal(FOUR, 1).legal_moves(list);
    CHECK(list.size == 5); // 3C onto each of the four 4s, and the deal
    sol::spider::deal(ONE, 1).legal_moves(list);
    CHECK(list.size == int(literal_moves(sol::spider::deal(ONE, 1).layout()).size()));
    sol::Rng rng(2024);
    int positions = 0;
    for (const Rules rules : {ONE, TWO, FOUR, Rules{1, true}, Rules{4, true}})
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Position pos = sol::spider::deal(rules, seed);
            for (int step = 0; step < 150 && !pos.is_won(); ++step) {
                pos.legal_moves(list);
                const auto literal = literal_moves(pos.layout());
                REQUIRE(plain(list) == literal);
                for (const Move m : list) CHECK(pos.is_legal(m));
                ++positions;
                if (list.size == 0) break;
                pos.do_move(list.moves[rng.below(std::uint64_t(list.size))]);
            }
        }
    CHECK(positions > 10000);
}

TEST_CASE("spider do/undo are exact inverses over 1000 random playouts", "[spider]") {
    sol::Rng rng(99);
    for (int game = 0; game < 1000; ++game) {
        const Rules rules{std::uint8_t(game % 3 == 0 ? 1 : game % 3 == 1 ? 2 : 4), game % 5 == 0};
        const Position start = sol::spider::deal(rules, std::uint64_t(game));
        Position pos = start;
        const auto played = playout(pos, rng, 120);
        REQUIRE(pos.key() == pos.compute_key());
        for (auto it = played.rbegin(); it != played.rend(); ++it) {
            pos.undo_move(*it);
            REQUIRE(pos.key() == pos.compute_key());
        }
        REQUIRE(sol::spider::position_text(pos) == sol::spider::position_text(start));
        REQUIRE(pos.key() == start.key());
        REQUIRE(pos.exact_key() == start.exact_key());
    }
}

TEST_CASE("spider keys are canonical: pile order does not matter", "[spider]") {
    const Position a = fixture("good_near_win.txt", TWO);
    std::string text = sol::spider::position_text(a);
    // Swap piles 1 and 2 and move pile 4 to pile 7.
    const Position b = position(R"(
pile 1: | KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S
pile 2: | KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H
pile 3: | AS
pile 4: -
pile 5: -
pile 6: -
pile 7: | AH
pile 8: -
pile 9: -
pile 10: -
removed: S H H H S S
)",
                                TWO);
    CHECK(a.key() == b.key());
    CHECK(a.exact_key() != b.exact_key());
}

TEST_CASE("spider deal rule: no deal onto an empty pile unless relaxed or under 10 cards",
          "[spider]") {
    const char* text = R"(
pile 1: | KS QS JS TS 9S 8S 7S 6S
pile 2: | AS
pile 3: 2S | 3S
pile 4: | 4S
pile 5: | 5S
pile 6: | KS
pile 7: | QS
pile 8: | JS
pile 9: -
pile 10: -
stock: AS 2S 3S 4S 5S 6S 7S 8S 9S TS
removed: S S S S S S
)";
    CHECK_FALSE(position(text, ONE).can_deal());
    CHECK(position(text, Rules{1, true}).can_deal());
    // Fewer than 10 cards on the tableau: the deal is allowed with empty piles.
    const Position few = position(R"(
pile 1: | KS QS JS
pile 2: -
pile 3: -
pile 4: -
pile 5: -
pile 6: -
pile 7: -
pile 8: -
pile 9: -
pile 10: -
stock: TS 9S 8S 7S 6S 5S 4S 3S 2S AS
removed: S S S S S S S
)",
                                  ONE);
    CHECK(few.tableau_cards() == 3);
    CHECK(few.can_deal());
    // No deal from an empty stock, relaxed or not.
    // (The file says relaxed=no, which a relaxed game refuses: read it as relaxed.)
    std::string near = test::read_fixture("spider/good_near_win.txt");
    near.replace(near.find("relaxed=no"), 10, "relaxed=yes");
    const Position empty = position(near, Rules{2, true});
    CHECK_FALSE(empty.can_deal());
}

TEST_CASE("spider runs leave at once, after a move and after a deal", "[spider]") {
    Position pos = fixture("good_near_win.txt", TWO);
    auto m = sol::spider::parse_move(pos, "4>1");
    REQUIRE(m.ok());
    CHECK(m->removed());
    pos.do_move(*m);
    CHECK(pos.runs_removed() == 7);
    CHECK(pos.pile_len(0) == 0);
    CHECK(pos.pile_len(3) == 0);
    // A removal that uncovers a face-down card turns it up.
    // Five runs removed; pile 1 holds K..2 over a face-down 5S, pile 2 the ace.
    const char* one_ace_short = R"(
pile 1: 5S | KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S
pile 2: | AS
pile 3: AS 2S 3S 4S 2S 3S 4S | 6S
pile 4: | 7S
pile 5: | 8S
pile 6: | 9S
pile 7: | TS
pile 8: | JS
pile 9: | QS
pile 10: | KS
stock: AS KS QS JS TS 9S 8S 7S 6S 5S
removed: S S S S S
)";
    Position flip = position(one_ace_short, ONE);
    m = sol::spider::parse_move(flip, "2>1");
    REQUIRE(m.ok());
    CHECK(m->removed());
    CHECK(m->flip_to());
    CHECK_FALSE(m->flip_from());
    const Position before = flip;
    flip.do_move(*m);
    CHECK(flip.top(0) == card("5S"));
    CHECK(flip.pile_down(0) == 0);
    CHECK(flip.pile_len(1) == 0);
    flip.undo_move(*m);
    CHECK(sol::spider::position_text(flip) == sol::spider::position_text(before));
    // After a deal: the ace dealt to pile 1 completes its run there.
    Position dealt = position(one_ace_short, ONE);
    REQUIRE(dealt.can_deal());
    const Move d = dealt.deal_move();
    CHECK(d.removed_mask() == 1);
    CHECK(d.flip_mask() == 1);
    const Position undealt = dealt;
    dealt.do_move(d);
    CHECK(dealt.runs_removed() == 6);
    CHECK(dealt.top(0) == card("5S"));
    CHECK(dealt.pile_down(0) == 0);
    CHECK(dealt.top(1) == card("KS"));
    CHECK(dealt.stock_len() == 0);
    dealt.undo_move(d);
    CHECK(sol::spider::position_text(dealt) == sol::spider::position_text(undealt));
}

TEST_CASE("spider move notation reads back what it writes", "[spider]") {
    const Position pos = sol::spider::deal(FOUR, 1);
    sol::spider::MoveList list;
    pos.legal_moves(list);
    for (const Move m : list) {
        const auto back = sol::spider::parse_move(pos, sol::spider::move_text(pos, m));
        REQUIRE(back.ok());
        CHECK(*back == m);
    }
    CHECK_FALSE(sol::spider::parse_move(pos, "1>1").ok());
    CHECK_FALSE(sol::spider::parse_move(pos, "11>2").ok());
    CHECK_FALSE(sol::spider::parse_move(pos, "1>2x2").ok());
    CHECK(sol::spider::parse_move(pos, "deal").ok());
    CHECK(sol::spider::score(10, 2) == 690);
}

TEST_CASE("spider move text -> move -> text is exact for every legal move of 300 playouts",
          "[spider]") {
    // Random playouts reach empty piles with longer runs beside them, where "3>5" alone
    // would read as the whole run: the writer then says "x1".
    int one_of_run = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        Position pos = sol::spider::deal(seed % 3 == 0 ? FOUR : seed % 3 == 1 ? ONE : TWO, seed);
        sol::Rng rng(seed);
        sol::spider::MoveList list;
        for (int step = 0; step < 200 && !pos.is_won(); ++step) {
            pos.legal_moves(list);
            if (list.size == 0) break;
            for (int k = 0; k < list.size; ++k) {
                const Move m = list.moves[k];
                const std::string text = sol::spider::move_text(pos, m);
                const auto back = sol::spider::parse_move(pos, text);
                INFO("seed " << seed << " step " << step << ": " << text);
                REQUIRE(back.ok());
                CHECK(*back == m);
                CHECK(sol::spider::move_text(pos, *back) == text);
                one_of_run += text.size() > 2 && text.substr(text.size() - 2) == "x1";
            }
            pos.do_move(list.moves[rng.below(std::uint64_t(list.size))]);
        }
    }
    CHECK(one_of_run > 0); // the case the count is written for was met
}

TEST_CASE("spider key hint: the key after the move, or 0 for a deal or a removal", "[spider]") {
    sol::Rng rng(7);
    int hinted = 0;
    for (int game = 0; game < 200; ++game) {
        const Rules rules{std::uint8_t(game % 3 == 0 ? 1 : game % 3 == 1 ? 2 : 4), false};
        Position pos = sol::spider::deal(rules, std::uint64_t(game));
        const auto played = playout(pos, rng, 80);
        for (auto it = played.rbegin(); it != played.rend(); ++it) {
            pos.undo_move(*it);
            const std::uint64_t hint = pos.child_key_hint(*it);
            if (it->is_deal() || it->removed()) {
                CHECK(hint == 0);
                continue;
            }
            Position after = pos;
            after.do_move(*it);
            REQUIRE(hint == after.key());
            ++hinted;
        }
    }
    CHECK(hinted > 1000);
}
