// What the table shows (the pile views): the deal as the engine deals it, hidden cards
// hidden, and what a draw, a deal or a move changes on it.
#include "table_util.h"

#include "core/card_text.h"

using namespace test;
using sol::ui::PileKind;
using sol::ui::PileView;

namespace {

std::string top_text(const TableGame& g, const char* label) {
    const PileView v = g.pile(pile_index(g, label));
    return v.cards.empty() ? "-" : sol::card_text(v.cards.back().card);
}

bool all_hidden_but_top(const PileView& v) {
    for (size_t i = 0; i + 1 < v.cards.size(); ++i)
        if (v.cards[i].face_up) return false;
    return v.cards.empty() || v.cards.back().face_up;
}

} // namespace

TEST_CASE("Klondike shows the deal: 1..7 cards, the top one up, 24 in the stock",
          "[table][views]") {
    const auto g = sol::ui::make_game(preset("klondike/draw1"), 1);
    const char* TOPS[] = {"7D", "3H", "KD", "3S", "2S", "4C", "AH"};
    for (int t = 0; t < 7; ++t) {
        const std::string label = "tableau-" + std::to_string(t + 1);
        const PileView v = g->pile(pile_index(*g, label));
        INFO(label);
        CHECK(v.kind == PileKind::Tableau);
        CHECK(int(v.cards.size()) == t + 1);
        CHECK(all_hidden_but_top(v));
        CHECK(top_text(*g, label.c_str()) == TOPS[t]);
    }
    const PileView stock = g->pile(pile_index(*g, "stock"));
    CHECK(stock.cards.size() == 24);
    for (const auto& c : stock.cards) CHECK(!c.face_up);
    CHECK(g->pile(pile_index(*g, "waste")).cards.empty());
    for (const char* f : {"foundation-C", "foundation-D", "foundation-H", "foundation-S"})
        CHECK(g->pile(pile_index(*g, f)).cards.empty());
}

TEST_CASE("the stock draws card by card, then turns the waste over", "[table][views]") {
    // Deals whose stock holds no King (Pyramid's would go at a click on the stock).
    for (const auto& [url, seed] : {std::pair{"klondike/draw1", 1}, {"pyramid/3passes", 7}}) {
        INFO(url);
        Deal d(preset(url), std::uint64_t(seed));
        const int stock = pile_index(*d.table, "stock"), waste = pile_index(*d.table, "waste");
        for (int n = 1; n <= 24; ++n) {
            const auto m = d.table->pile_action(stock);
            REQUIRE(m.has_value());
            d.play_move(*m);
            CHECK(pile_size(*d.table, waste) == n);
            CHECK(pile_size(*d.table, stock) == 24 - n);
            // The card drawn shows on the waste.
            CHECK(d.table->pile(waste).cards.back().face_up);
        }
        d.play_move(*d.table->pile_action(stock));
        CHECK(pile_size(*d.table, stock) == 24);
        CHECK(pile_size(*d.table, waste) == 0);
    }
    // Draw 3 turns three at a time, the last draw what is left.
    Deal d(preset("klondike/draw3"), 1);
    d.play("S*7");
    CHECK(pile_size(*d.table, pile_index(*d.table, "waste")) == 21);
    d.play("S");
    CHECK(pile_size(*d.table, pile_index(*d.table, "waste")) == 24);
    CHECK(d.table->pile(pile_index(*d.table, "waste")).fan_show == 3);
}

TEST_CASE("a move that uncovers a face-down card turns it up", "[table][views]") {
    Deal k(preset("klondike/draw1"), 1);
    k.play("5>2"); // 2S onto 3H
    const PileView five = k.table->pile(pile_index(*k.table, "tableau-5"));
    CHECK(five.cards.size() == 4);
    CHECK(five.cards.back().face_up);
    CHECK(top_text(*k.table, "tableau-2") == "2S");

    Deal s(preset("spider/1suit"), 3);
    s.play("6>10"); // 6S onto 7S
    const PileView six = s.table->pile(pile_index(*s.table, "tableau-6"));
    CHECK(six.cards.size() == 4);
    CHECK(six.cards.back().face_up);
    CHECK(top_text(*s.table, "tableau-10") == "6S");
}

TEST_CASE("Spider shows the deal, and a deal puts one card on every pile", "[table][views]") {
    Deal d(preset("spider/1suit"), 3);
    int cards = 0;
    std::vector<int> sizes;
    for (int t = 1; t <= 10; ++t) {
        const PileView v = d.table->pile(pile_index(*d.table, "tableau-" + std::to_string(t)));
        CHECK(int(v.cards.size()) == (t <= 4 ? 6 : 5));
        CHECK(all_hidden_but_top(v));
        cards += int(v.cards.size());
        sizes.push_back(int(v.cards.size()));
    }
    CHECK(cards == 54);
    CHECK(pile_size(*d.table, pile_index(*d.table, "stock")) == 50);
    for (int r = 1; r <= 8; ++r)
        CHECK(d.table->pile(pile_index(*d.table, "run-" + std::to_string(r))).cards.empty());
    d.play("6>10 4>8 D");
    CHECK(pile_size(*d.table, pile_index(*d.table, "stock")) == 40);
    CHECK(d.table->stock_caption() == "4");
    sizes[5] -= 1, sizes[9] += 1, sizes[3] -= 1, sizes[7] += 1;
    for (int t = 1; t <= 10; ++t) {
        const PileView v = d.table->pile(pile_index(*d.table, "tableau-" + std::to_string(t)));
        CHECK(int(v.cards.size()) == sizes[size_t(t - 1)] + 1);
        CHECK(v.cards.back().face_up);
    }
}

TEST_CASE("Pyramid shows the deal: the bottom row free, the stock's next card up",
          "[table][views]") {
    Deal d(preset("pyramid/3passes"), 7);
    const char* BOTTOM[] = {"QD", "8H", "TD", "AD", "8S", "JH", "KC"};
    for (int r = 1; r <= 7; ++r)
        for (int c = 1; c <= r; ++c) {
            const std::string label = "pyramid-" + std::to_string(r) + "." + std::to_string(c);
            const PileView v = d.table->pile(pile_index(*d.table, label));
            INFO(label);
            REQUIRE(v.cards.size() == 1);
            CHECK(v.cards[0].face_up);
            CHECK(v.cards[0].dimmed == (r < 7)); // covered: shown, not playable yet
            if (r == 7) CHECK(sol::card_text(v.cards[0].card) == BOTTOM[c - 1]);
        }
    const PileView stock = d.table->pile(pile_index(*d.table, "stock"));
    CHECK(stock.cards.size() == 24);
    CHECK(all_hidden_but_top(stock)); // the next card plays, so it shows
    CHECK(top_text(*d.table, "stock") == "3D");
    // TD with the stock's 3D: the stock shows its next card; both lie removed.
    d.play("TD+3D");
    CHECK(top_text(*d.table, "stock") == "JC");
    CHECK(d.table->pile(pile_index(*d.table, "pyramid-7.3")).cards.empty());
    CHECK(pile_size(*d.table, pile_index(*d.table, "removed")) == 2);
    // A card is free once both cards it rests on are gone: 6.3 (on 7.3 and 7.4) after AD.
    auto dimmed = [&](const char* label) {
        return d.table->pile(pile_index(*d.table, label)).cards.at(0).dimmed;
    };
    CHECK(dimmed("pyramid-6.2"));
    CHECK(dimmed("pyramid-6.3"));
    d.play("QD+AD");
    CHECK(dimmed("pyramid-6.1"));
    CHECK(dimmed("pyramid-6.2"));
    CHECK(!dimmed("pyramid-6.3"));
    CHECK(d.table->can_pick(pile_index(*d.table, "pyramid-6.3"), 0));

    // Classic: the stock's top does not play, so every stock card stays hidden.
    Deal c(preset("pyramid/classic"), 7);
    for (const auto& card : c.table->pile(pile_index(*c.table, "stock")).cards)
        CHECK(!card.face_up);
}
