// The input rules beyond one gesture on one place (table_input_test.cpp has those): a double
// click or double tap acts once, on the card first pressed, on the test's clock; two quick
// presses on two piles are two clicks; Pyramid's pairs that do not make 13 shake and say
// why; the keyboard cursor starts afresh on each deal; N asks before it ends a game.
#include "core_fakes.h"
#include "input_util.h"

using namespace test;
using sol::ui::TableEvent;
using sol::ui::TableInput;
using sol::ui::TableKey;

namespace {

// A press and a release on card `index` of pile `p`, `after` ms after the hands' last event.
void tap(Hands& h, int p, int index, double after) {
    h.ms += after;
    h.press(h.at(p, index, TableEvent::Down));
}

} // namespace

TEST_CASE("a double tap acts once, on the card first tapped (issue 26's ace of spades)",
          "[input]") {
    // Deal 31337 (draw 3): pile 4 is 5D 4S 6H face down under AS. The first tap sends AS
    // home and turns 6H up; the second tap of the double lands on 6H, which must stay.
    Hands h("klondike/draw3", 31337);
    const int four = pile_index(*h.deal.table, "tableau-4");
    tap(h, four, 3, 1000);
    CHECK(h.take() == "4>F");
    REQUIRE(pile_text(*h.deal.table, four) == "tableau-4: 5D# 4S# 6H");
    tap(h, four, 2, 120); // on the card the first tap uncovered, 120 ms later
    CHECK(h.take() == "-");
    CHECK(h.moves == std::vector<std::string>{"4>F"});

    // Later than a double's second press may be, a tap is a tap of its own: 6H goes onto 7C.
    Hands late("klondike/draw3", 31337);
    tap(late, four, 3, 1000);
    tap(late, four, 2, TableInput::DOUBLE_MS + 1);
    CHECK(late.moves == std::vector<std::string>{"4>F", "4>1"});
}

TEST_CASE("a double click or tap plays at most the first click's move, in every game, on 60 "
          "deals each",
          "[input]") {
    // On every pile's top card of 60 deals of five variants: the second press lands on
    // the card the first one uncovered (a finger's second tap), or on the slot it left.
    int doubles = 0, moved = 0;
    for (const char* url :
         {"klondike/draw1", "klondike/draw3", "spider/1suit", "spider/4suits", "pyramid/3passes"}) {
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            const Hands start(url, seed);
            const TableGame& g = *start.deal.table;
            for (int p = 0; p < g.pile_count(); ++p) {
                const int n = pile_size(g, p);
                if (n == 0 || start.piles[size_t(p)].kind == sol::ui::PileKind::Stock) continue;
                if (!g.can_pick(p, n - 1)) continue;
                INFO(url << " " << seed << " pile " << p);
                const bool has_move = g.best_move(p, n - 1).has_value();
                Hands h(url, seed);
                tap(h, p, n - 1, 1000);
                const int left = pile_size(*h.deal.table, p);
                tap(h, p, left - 1, 150);
                CHECK(h.moves.size() == (has_move ? 1u : 0u));
                ++doubles;
                moved += has_move;
            }
        }
    }
    CHECK(doubles > 1000);
    CHECK(moved > 300);
}

TEST_CASE("two quick clicks on two piles are two clicks", "[input]") {
    // Deal 1: AH home from pile 7, then 2S from pile 5 onto 3H, 100 ms apart.
    Hands h("klondike/draw1", 1);
    tap(h, pile_index(*h.deal.table, "tableau-7"), 6, 1000);
    tap(h, pile_index(*h.deal.table, "tableau-5"), 4, 100);
    CHECK(h.moves == std::vector<std::string>{"7>F", "5>2"});
}

TEST_CASE("Pyramid: two cards that do not make 13 both shake, and the table says why",
          "[input][pyramid]") {
    // Deal 7's bottom row: QD 8H TD AD 8S JH KC; row 6 covers it.
    Hands h("pyramid/3passes", 7);
    const TableGame& g = *h.deal.table;
    auto place = [&](const char* label) { return pile_index(g, label); };
    h.click(place("pyramid-7.2"), 0);
    CHECK(h.take() == "choose");
    h.click(place("pyramid-7.5"), 0);
    CHECK(h.take() == "shake2 '8 + 8 = 16: a pair must make 13.'");
    CHECK(h.input.selected() == -1); // both let go
    h.click(place("pyramid-7.1"), 0);
    h.click(place("pyramid-6.1"), 0);
    CHECK(h.take() == "shake2 'That card is covered: only a card with nothing on it pairs.'");
    h.click(place("pyramid-7.6"), 0);
    h.click(place("pyramid-7.1"), 0);
    CHECK(h.take() == "shake2 'J (11) + Q (12) = 23: a pair must make 13.'");
    h.click(place("pyramid-7.1"), 0);
    h.click(place("pyramid-7.4"), 0);
    CHECK(h.take() == "QD+AD");
    // The stock's playable top card is a partner too: TD and 3D make 13, 8H and 3D not.
    h.click(place("pyramid-7.2"), 0);
    h.click(place("stock"), pile_size(g, place("stock")) - 1);
    CHECK(h.take() == "shake2 '8 + 3 = 11: a pair must make 13.'");
    h.click(place("pyramid-7.3"), 0);
    h.click(place("stock"), pile_size(g, place("stock")) - 1);
    CHECK(h.take() == "TD+3D");
}

TEST_CASE("Pyramid: every pair of the bottom row, chosen by taps, pairs or says its sum, on 50 "
          "deals",
          "[input][pyramid]") {
    int pairs = 0, refused = 0;
    for (std::uint64_t seed = 1; seed <= 50; ++seed)
        for (int a = 1; a <= 7; ++a)
            for (int b = 1; b <= 7; ++b) {
                if (a == b) continue;
                Hands h("pyramid/3passes", seed);
                const TableGame& g = *h.deal.table;
                const int pa = pile_index(g, "pyramid-7." + std::to_string(a));
                const int pb = pile_index(g, "pyramid-7." + std::to_string(b));
                const sol::Card ca = g.pile(pa).cards[0].card, cb = g.pile(pb).cards[0].card;
                if (sol::rank_of(ca) == 13 || sol::rank_of(cb) == 13) continue; // Kings go alone
                INFO("deal " << seed << " 7." << a << " and 7." << b);
                h.click(pa, 0);
                REQUIRE(h.take() == "choose");
                h.click(pb, 0);
                const int sum = sol::rank_of(ca) + sol::rank_of(cb);
                const std::string said = h.take();
                if (sum == 13) {
                    CHECK(said.find('+') != std::string::npos);
                    CHECK(h.moves.size() == 1);
                    ++pairs;
                } else {
                    CHECK(said.rfind("shake2 '", 0) == 0);
                    CHECK(said.find("= " + std::to_string(sum) + ": a pair must make 13.") !=
                          std::string::npos);
                    CHECK(h.moves.empty());
                    ++refused;
                }
                CHECK(h.input.selected() == -1);
            }
    CHECK(pairs > 50);
    CHECK(refused > 1000);
}

TEST_CASE("the keyboard cursor starts on the first pile of each deal", "[input][core]") {
    using namespace sol::ui::test;
    Table t("spider/1suit", 3);
    auto key = [&](TableKey k) {
        TableEvent e;
        e.kind = TableEvent::Key;
        e.key = k;
        t.table.input().queue(e);
        t.table.take_input();
    };
    for (int i = 0; i < 19; ++i) key(TableKey::Tab); // the first shows it, on pile 0
    CHECK(t.table.input().cursor() == 18);
    key(TableKey::Enter); // picks up pile 18's cards (tableau-10)
    CHECK(t.table.input().held() == 18);
    t.table.new_deal(sol::ui::find_preset_url("klondike/draw1"));
    CHECK(t.table.input().cursor() == 0);
    CHECK(t.table.input().held() == -1);
    key(TableKey::Left); // Klondike's 13 piles: no pile 18 left to read
    CHECK(t.table.input().cursor() < 13);
}

TEST_CASE("N asks before it ends a game in progress, as New deal does; not before a move or "
          "after the win",
          "[input][core]") {
    using namespace sol::ui::test;
    using Decision = sol::ui::TableController::Decision;
    Table t;
    t.table.settings().auto_move = false;
    auto press_n = [&] {
        TableEvent e;
        e.kind = TableEvent::Key;
        e.key = TableKey::N;
        t.table.input().queue(e);
        return t.table.take_input();
    };
    CHECK(press_n() == Decision::Done); // no move yet: a new deal at once
    CHECK(t.page.deals.size() == 1);
    t.table.play(*t.session().game().pile_action(0)); // a draw
    CHECK(press_n() == Decision::Ask);
    CHECK(t.table.press_new_deal() == Decision::Ask);
    CHECK(t.table.press_winnable_deal() == Decision::Ask);
    CHECK(t.page.deals.size() == 1);
    CHECK(t.session().moves() == 1); // the game goes on
    t.table.undo();                  // a move to redo is still a game in progress
    CHECK(t.table.press_new_deal() == Decision::Ask);
}
