// The input rules of every game, as one table: for a place on the table (a pile and a card
// in it) in a pinned position, what each way of asking does, driven through the shell core's
// input (shell/core/table_input.h) at the rectangles of the table's layout: may the card be
// picked up (can_pick, a drag's start), what a click does, what a double click does, what
// Enter does with the keyboard cursor there, what a drag onto another pile does and what the
// keys do for one (Enter there, then Enter on the destination). A tap
// and a double tap are a click and a double click (SDL turns a touch into mouse presses, and
// the rules take no notice of which it was). Positions are deals played from pinned seeds
// along pinned lines (engine notation; "S*24" is 24 draws).
#include "input_util.h"

#include <cstdlib>
#include <iostream>

using namespace test;

namespace {

// The card a row asks about: the top card (or -1 on an empty pile, as a click on an
// empty pile asks), or an index from the bottom.
constexpr int TOP = -100;

// One place and its answers: "pick" can_pick, then each gesture's answer (Hands::take: the
// moves played in the engine's notation, "choose", "hold", "shake", a notice in quotes; "-"
// for nothing): "click", "double" (a double click or double tap), "enter" (the keyboard),
// "to" (a drag onto `dest`), "keys" (Enter here, then Enter on `dest`).
struct Row {
    const char* pile;
    int index;
    const char* dest;     // the drag's destination pile, or "" for none
    const char* expected; // "pick 1 | click 7>F | double 7>F | enter hold [| to 7>F | keys 7>F]"
};

struct Situation {
    const char* url;
    std::uint64_t seed;
    const char* line; // played from the deal
    const char* what;
    std::vector<Row> rows;
};

std::string answer(const Situation& s, const Row& r) {
    const Hands start(s.url, s.seed, s.line);
    const TableGame& g = *start.deal.table;
    const int p = pile_index(g, r.pile);
    const int i = r.index == TOP ? pile_size(g, p) - 1 : r.index;
    std::string t = std::string("pick ") + (g.can_pick(p, i) ? "1" : "0");
    {
        Hands h(s.url, s.seed, s.line);
        h.click(p, i);
        t += " | click " + h.take();
    }
    {
        Hands h(s.url, s.seed, s.line);
        h.double_click(p, i);
        t += " | double " + h.take();
    }
    {
        Hands h(s.url, s.seed, s.line);
        h.enter(p);
        t += " | enter " + h.take();
    }
    if (*r.dest) {
        Hands h(s.url, s.seed, s.line);
        h.drag(p, i, pile_index(g, r.dest));
        t += " | to " + h.take();
        // The keyboard's drag: Enter picks the cards up, Enter on the destination puts
        // them down.
        Hands k(s.url, s.seed, s.line);
        k.enter(p);
        (void)k.take();
        k.enter(pile_index(g, r.dest));
        t += " | keys " + k.take();
    }
    return t;
}

// Klondike's piles: stock, waste, foundation-C/D/H/S, tableau-1..7.
const std::vector<Situation> SITUATIONS = {
    // Deal 1 (draw 1): tops 7D 3H KD 3S 2S 4C AH; the stock full.
    {"klondike/draw1",
     1,
     "",
     "Klondike: a fresh deal, the stock full",
     {
         {"stock", TOP, "", "pick 0 | click S | double S S | enter S"},
         {"waste", TOP, "", "pick 0 | click - | double - | enter -"},
         {"foundation-H", TOP, "", "pick 0 | click - | double - | enter -"},
         {"tableau-7", TOP, "foundation-H",
          "pick 1 | click 7>F | double 7>F | enter hold | to 7>F | keys 7>F"},
         {"tableau-7", TOP, "foundation-C",
          "pick 1 | click 7>F | double 7>F | enter hold | to - | keys -"},
         {"tableau-7", 0, "tableau-1",
          "pick 0 | click shake | double shake shake | enter hold | to shake | keys -"},
         {"tableau-5", TOP, "tableau-2",
          "pick 1 | click 5>2 | double 5>2 | enter hold | to 5>2 | keys 5>2"},
         {"tableau-1", TOP, "tableau-6",
          "pick 1 | click shake | double shake shake | enter hold | to - | keys -"},
         {"tableau-3", TOP, "", "pick 1 | click shake | double shake shake | enter hold"},
     }},
    {"klondike/draw1",
     1,
     "7>F",
     "Klondike: a card on its foundation",
     {
         // A card at home stays there when clicked (it is no request to move), and shakes
         // not; a drag or the keys bring it back down (AH onto 2S: the score loses 15).
         {"foundation-H", TOP, "tableau-5",
          "pick 1 | click - | double - | enter hold | to FH>5 | keys FH>5"},
     }},
    // AD is the stock's 12th card.
    {"klondike/draw1",
     1,
     "S*12",
     "Klondike: an Ace on the waste",
     {
         {"waste", TOP, "foundation-D",
          "pick 1 | click W>F | double W>F | enter hold | to W>F | keys W>F"},
     }},
    // 4C 3H 2S face up on pile 6, 5H on pile 7.
    {"klondike/draw1",
     1,
     "7>F 5>2 2>6x2",
     "Klondike: a run",
     {
         {"tableau-6", 5, "tableau-7",
          "pick 1 | click 6>7x3 | double 6>7x3 | enter hold | to 6>7x3 | keys 6>7x3"},
         {"tableau-6", 6, "tableau-7",
          "pick 1 | click shake | double shake shake | enter hold | to - | keys 6>7x3"},
         {"tableau-6", 4, "tableau-7",
          "pick 0 | click shake | double shake shake | enter hold | to shake | keys 6>7x3"},
     }},
    {"klondike/draw3",
     1,
     "S",
     "Klondike draw 3: three cards on the waste",
     {
         {"waste", 1, "", "pick 0 | click shake | double shake shake | enter hold"},
         {"waste", TOP, "", "pick 1 | click shake | double shake shake | enter hold"},
     }},
    // The stock drawn out: the waste turns over from the stock's place (a double click
    // there turns it and draws again: every press on the stock acts).
    {"klondike/draw1",
     1,
     "S*24",
     "Klondike: the stock empty, the waste to turn over",
     {
         {"stock", TOP, "", "pick 0 | click R | double R S | enter R"},
         // The waste card plays, by click, double click, Enter and the keys alike (issue 26:
         // a click on it turned the waste over); only the stock's place does that.
         {"waste", TOP, "tableau-6",
          "pick 1 | click W>6 | double W>6 | enter hold | to W>6 | keys W>6"},
     }},
    {"klondike/draw1-vegas",
     1,
     "S*24",
     "Klondike Vegas draw 1: the one pass used",
     {
         // No pass left: a click on the stock says so, as Pyramid's does.
         {"stock", TOP, "",
          "pick 0 | click 'No pass through the stock is left.' | double 'No pass through the stock "
          "is left.' 'No pass through the stock is left.' | enter 'No pass through the stock is "
          "left.'"},
         {"waste", TOP, "tableau-6",
          "pick 1 | click W>6 | double W>6 | enter hold | to W>6 | keys W>6"},
     }},
    {"klondike/draw3",
     1,
     "",
     "Klondike draw 3: a fresh deal",
     {
         {"stock", TOP, "", "pick 0 | click S | double S S | enter S"},
         {"waste", TOP, "", "pick 0 | click - | double - | enter -"},
     }},
    {"klondike/draw3",
     31337,
     "S*8",
     "Klondike draw 3: the stock empty (issue 26's deal)",
     {
         {"stock", TOP, "", "pick 0 | click R | double R S | enter R"},
         {"waste", TOP, "", "pick 1 | click shake | double shake shake | enter hold"},
     }},
    // Issue 26's deal: J♣ on the waste with the stock empty and Q♥ on pile 3 (4H and 9C
    // moved off it): the waste card plays (the hint's W>3), the stock turns the waste over.
    {"klondike/draw3",
     31337,
     "3>6 3>2 S*8",
     "Klondike draw 3: the stock empty, the waste card plays",
     {
         {"stock", TOP, "", "pick 0 | click R | double R S | enter R"},
         {"waste", TOP, "tableau-3",
          "pick 1 | click W>3 | double W>3 | enter hold | to W>3 | keys W>3"},
         {"tableau-4", TOP, "", "pick 1 | click 4>F | double 4>F | enter hold"},
     }},
    {"klondike/draw3-vegas",
     1,
     "S*8 R S*8",
     "Klondike Vegas draw 3: a redeal left",
     {
         {"stock", TOP, "", "pick 0 | click R | double R S | enter R"},
     }},
    {"klondike/draw3-vegas",
     1,
     "S*8 R S*8 R S*8",
     "Klondike Vegas draw 3: the 3 passes used",
     {
         {"stock", TOP, "",
          "pick 0 | click 'No pass through the stock is left.' | double 'No pass through the stock "
          "is left.' 'No pass through the stock is left.' | enter 'No pass through the stock is "
          "left.'"},
         {"waste", TOP, "", "pick 1 | click W>6 | double W>6 | enter hold"},
     }},
    // A solver's line of deal 1 to an empty pile, with KD..4S the whole of pile 2 and a
    // lone KH over face-down cards on pile 6.
    {"klondike/draw1",
     1,
     "7>F S*12 W>F S*10 W>F 2>6 2>F 3>2 3>F 5>6 6>7x3 W>1 7>1x4 S*2 R S*3 W>5 S*18 R S W>5 "
     "S*10 W>5 S*9 R S*7 W>5 S*2 W>5 S*3 W>5 7>5 5>7x8 4>5 7>2x9 S*6 R S W>4 6>4 S W>7 S*4 "
     "W>7 S*5 W>7 4>7x3 4>F S*4 R S*2 W>7 5>7x2 S*4 W>4 S*3 W>4*2 6>4 1>3x6",
     "Klondike: an empty pile",
     {
         {"tableau-1", TOP, "", "pick 0 | click - | double - | enter -"},
         {"tableau-2", 0, "tableau-1",
          "pick 1 | click shake | double shake shake | enter hold | to 2>1x10 | keys 2>1x10"},
         {"tableau-6", TOP, "tableau-1",
          "pick 1 | click 6>1 | double 6>1 | enter hold | to 6>1 | keys 6>1"},
         {"tableau-6", 0, "tableau-1",
          "pick 0 | click shake | double shake shake | enter hold | to shake | keys 6>1"},
     }},

    // Spider: stock, run-1..8 (completed runs), tableau-1..10.
    {"spider/1suit",
     3,
     "",
     "Spider 1 suit: a fresh deal",
     {
         {"stock", TOP, "", "pick 0 | click D | double D D | enter D"},
         {"run-1", TOP, "", "pick 0 | click - | double - | enter -"},
         {"tableau-6", TOP, "", "pick 1 | click 6>10 | double 6>10 | enter hold"},
         {"tableau-6", 0, "", "pick 0 | click shake | double shake shake | enter hold"},
         {"tableau-4", TOP, "tableau-2",
          "pick 1 | click 4>8 | double 4>8 | enter hold | to - | keys -"},
         {"tableau-4", TOP, "tableau-8",
          "pick 1 | click 4>8 | double 4>8 | enter hold | to 4>8 | keys 4>8"},
     }},
    // A solver's line to an empty pile while the stock still holds cards.
    {"spider/1suit",
     1,
     "6>1 D 2>6 2>9 4>1 4>5 2>4 7>4 9>6x2 D 1>6 1>6x4 1>5 2>1 6>10x10 5>6x2 9>1 D 1>7 1>9x3 "
     "1>3 1>4 1>8",
     "Spider: a pile empty, the stock not",
     {
         {"stock", TOP, "",
          "pick 0 | click shake 'No deal while a pile is empty: put a card on every pile first.' | "
          "double shake 'No deal while a pile is empty: put a card on every pile first.' shake 'No "
          "deal while a pile is empty: put a card on every pile first.' | enter 'No deal while a "
          "pile is empty: put a card on every pile first.'"},
         {"tableau-1", TOP, "", "pick 0 | click - | double - | enter -"},
         {"tableau-9", 4, "", "pick 0 | click shake | double shake shake | enter hold"},
         {"tableau-9", 5, "", "pick 1 | click 9>6x4 | double 9>6x4 | enter hold"},
         {"tableau-9", TOP, "tableau-1",
          "pick 1 | click 9>1x1 | double 9>1x1 | enter hold | to 9>1x1 | keys 9>1x4"},
     }},
    {"spider/1suit-relaxed",
     1,
     "6>1 D 2>6 2>9 4>1 4>5 2>4 7>4 9>6x2 D 1>6 1>6x4 1>5 2>1 6>10x10 5>6x2 9>1 D 1>7 1>9x3 "
     "1>3 1>4 1>8",
     "Spider relaxed: the same, and the deal is allowed",
     {
         {"stock", TOP, "", "pick 0 | click D | double D D | enter D"},
     }},
    {"spider/2suits",
     1,
     "D*5",
     "Spider 2 suits: every row dealt",
     {
         {"stock", TOP, "",
          "pick 0 | click 'The stock is empty: every row has been dealt.' | double 'The stock is "
          "empty: every row has been dealt.' 'The stock is empty: every row has been dealt.' | "
          "enter 'The stock is empty: every row has been dealt.'"},
     }},
    // 3C on pile 6 fits 4C (pile 1), 4D (7), 4H (9), 4S (10): its own suit first.
    {"spider/4suits",
     1,
     "",
     "Spider 4 suits: a card goes onto its own suit",
     {
         {"tableau-6", TOP, "tableau-7",
          "pick 1 | click 6>1 | double 6>1 | enter hold | to 6>7 | keys 6>7"},
         {"tableau-6", TOP, "tableau-10",
          "pick 1 | click 6>1 | double 6>1 | enter hold | to 6>10 | keys 6>10"},
     }},
    {"spider/2suits",
     1,
     "",
     "Spider 2 suits: a card goes onto its own suit",
     {
         {"tableau-6", TOP, "tableau-9",
          "pick 1 | click 6>1 | double 6>1 | enter hold | to 6>9 | keys 6>9"},
     }},

    // Pyramid: pyramid-R.C (row R from the apex, card C from the left), stock, waste,
    // removed. Deal 7's bottom row: QD 8H TD AD 8S JH KC; the stock starts 3D JC.
    {"pyramid/3passes",
     7,
     "",
     "Pyramid: a fresh deal",
     {
         {"pyramid-7.7", TOP, "", "pick 1 | click KC | double KC | enter KC"},
         {"pyramid-7.1", TOP, "pyramid-7.4",
          "pick 1 | click choose | double - | enter hold | to QD+AD | keys QD+AD"},
         {"pyramid-7.2", TOP, "pyramid-7.5",
          "pick 1 | click choose | double - | enter hold | to '8 + 8 = 16: a pair must make 13.' | "
          "keys '8 + 8 = 16: a pair must make 13.'"},
         {"pyramid-7.3", TOP, "stock",
          "pick 1 | click choose | double - | enter hold | to TD+3D | keys TD+3D"},
         {"pyramid-1.1", TOP, "pyramid-7.7",
          "pick 0 | click shake | double shake shake | enter - | to shake | keys KC"},
         {"stock", TOP, "pyramid-7.3",
          "pick 1 | click S | double S S | enter S | to TD+3D | keys hold"},
         {"waste", TOP, "", "pick 0 | click - | double - | enter -"},
         {"removed", TOP, "", "pick 0 | click - | double - | enter -"},
     }},
    {"pyramid/3passes",
     7,
     "KC S",
     "Pyramid: a card removed, one on the waste",
     {
         {"removed", TOP, "", "pick 0 | click - | double - | enter -"},
         {"waste", TOP, "pyramid-7.3",
          "pick 1 | click choose | double - | enter hold | to TD+3D | keys TD+3D"},
         {"pyramid-7.7", TOP, "", "pick 0 | click - | double - | enter -"},
     }},
    {"pyramid/classic",
     7,
     "",
     "Pyramid classic: the stock's top does not play",
     {
         {"stock", TOP, "pyramid-7.3",
          "pick 0 | click S | double S S | enter S | to S | keys hold"},
         {"pyramid-7.3", TOP, "stock",
          "pick 1 | click choose | double - | enter hold | to 'The stock's top card does not play "
          "in this variant: click the stock to draw.' | keys 'The stock's top card does not play "
          "in this variant: click the stock to draw.'"},
     }},
    {"pyramid/3passes",
     8,
     "S*3",
     "Pyramid: a King on the stock's top",
     {
         {"stock", TOP, "", "pick 1 | click KD | double KD S | enter KD"},
     }},
    {"pyramid/3passes",
     7,
     "S*24",
     "Pyramid: the stock empty, passes left",
     {
         {"stock", TOP, "", "pick 0 | click R | double R S | enter R"},
         {"waste", TOP, "pyramid-7.6",
          "pick 1 | click choose | double - | enter hold | to JH+2H | keys JH+2H"},
     }},
    {"pyramid/3passes",
     7,
     "S*24 R S*24 R S*24",
     "Pyramid: the 3 passes used",
     {
         {"stock", TOP, "",
          "pick 0 | click 'No pass through the stock is left.' | double 'No pass through the stock "
          "is left.' 'No pass through the stock is left.' | enter 'No pass through the stock is "
          "left.'"},
         {"waste", TOP, "", "pick 1 | click choose | double - | enter hold"},
     }},
    {"pyramid/classic",
     7,
     "S*24",
     "Pyramid classic: the one pass used",
     {
         {"stock", TOP, "",
          "pick 0 | click 'No pass through the stock is left.' | double 'No pass through the stock "
          "is left.' 'No pass through the stock is left.' | enter 'No pass through the stock is "
          "left.'"},
     }},
    {"pyramid/unlimited",
     7,
     "S*24 R S*24 R S*24 R S*24",
     "Pyramid unlimited: always a pass",
     {
         {"stock", TOP, "", "pick 0 | click R | double R S | enter R"},
     }},
    {"pyramid/all",
     7,
     "S*24",
     "Pyramid, all cards: the stock empty",
     {
         {"stock", TOP, "", "pick 0 | click R | double R S | enter R"},
     }},
    // A solver's line of deal 4 that uses up the whole talon before the pyramid is clear.
    {"pyramid/3passes",
     4,
     "2S+JS S 4D+9D S TC+3D AD+QH QS+AC S 9C+4C 8D+5S KC 5D+8S 6S+7D S 7H+6D TH+3S 8C+5C "
     "QC+AS S*4 7C+6H KH JD+2D 9S+4H 2H+JC 3H+TS S TD+3C 6C+7S KS R 4S+9H AH+QD 2C+JH 8H+5H",
     "Pyramid: the stock and the waste both empty",
     {
         {"stock", TOP, "",
          "pick 0 | click 'The stock and the waste are empty.' | double 'The stock and the waste "
          "are empty.' 'The stock and the waste are empty.' | enter 'The stock and the waste are "
          "empty.'"},
     }},
};

} // namespace

TEST_CASE("the input rules of every game, place by place", "[table][input]") {
    // SHELL_TESTS_DUMP=1 prints the table as it is today, to review and pin.
    const bool dump = std::getenv("SHELL_TESTS_DUMP") != nullptr;
    for (const Situation& s : SITUATIONS) {
        if (dump) std::cout << "// " << s.url << " " << s.seed << ": " << s.what << "\n";
        for (const Row& r : s.rows) {
            const std::string got = answer(s, r);
            if (dump)
                std::cout << "{\"" << r.pile << "\", "
                          << (r.index == TOP ? "TOP" : std::to_string(r.index)) << ", \"" << r.dest
                          << "\", \"" << got << "\"},\n";
            const Hands h(s.url, s.seed, s.line);
            INFO(s.url << " " << s.seed << ": " << s.what << "\n"
                       << pile_text(*h.deal.table, pile_index(*h.deal.table, r.pile)) << "\n"
                       << r.pile << " " << r.index << " " << r.dest);
            if (!dump) CHECK(got == r.expected);
        }
    }
}

TEST_CASE("only Pyramid pairs cards by choosing one then another", "[table][input]") {
    CHECK(!sol::ui::make_game(preset("klondike/draw1"), 1)->select_to_pair());
    CHECK(!sol::ui::make_game(preset("spider/1suit"), 1)->select_to_pair());
    CHECK(sol::ui::make_game(preset("pyramid/3passes"), 1)->select_to_pair());
}
