// FreeCell's rules (docs/rules.md, FreeCell: Moves; Safe cards): the run-size limit at
// every count of free cells and empty columns, moves to and from cells and foundations,
// the move generator against every move number, exact do/undo, and safe cards.
#include "core/card_text.h"
#include "freecell/deal.h"
#include "freecell/move_text.h"
#include "freecell/safe.h"
#include "freecell/supermove.h"
#include "freecell_util.h"
#include <catch2/catch.hpp>
#include <set>
#include <unordered_set>
#include <vector>

using namespace sol;
using namespace sol::freecell;

namespace {

// A layout for the run-size rule: column 1 holds the 13-card run KS QH JS ... AS (spades
// on odd ranks, hearts on even), column 2 a card the bottom `k` cards of the run fit on
// (or nothing, with k = 0), `full` cells taken and `empty` of columns 3-8 empty. Every
// other card fills the cells, the other columns, and the bottoms of columns 1 and 2.
Position run_scene(int cells, int full, int empty, int k) {
    Layout l;
    l.rules.cells = std::uint8_t(cells);
    bool used[64] = {};
    auto put = [&](int c, Card card) {
        l.cards[std::size_t(c)][l.len[std::size_t(c)]++] = card;
        used[card] = true;
    };
    std::vector<Card> rest;
    Card target = NO_CARD;
    if (k > 0 && k < RANKS) target = make_card(k + 1, k % 2 ? DIAMONDS : CLUBS);
    auto in_run = [](Card c) { return suit_of(c) == (rank_of(c) % 2 ? SPADES : HEARTS); };
    for (int r = 1; r <= RANKS; ++r)
        for (int s = 0; s < SUITS; ++s)
            if (make_card(r, s) != target && !in_run(make_card(r, s)))
                rest.push_back(make_card(r, s));
    // Cells first, then one card for each column that must not be empty, then the bottoms.
    std::size_t next = 0;
    for (int i = 0; i < full; ++i) l.cells[std::size_t(i)] = rest[next++];
    for (int c = 2; c < COLUMNS - empty; ++c) put(c, rest[next++]);
    while (next < rest.size() && l.len[1] < MAX_FILE_COLUMN - 1) put(1, rest[next++]);
    while (next < rest.size() && l.len[0] < MAX_FILE_COLUMN - RANKS) put(0, rest[next++]);
    while (next < rest.size()) put(COLUMNS - 1 - empty > 1 ? 2 : 1, rest[next++]);
    for (int r = RANKS; r >= 1; --r) put(0, make_card(r, r % 2 ? SPADES : HEARTS));
    if (target != NO_CARD) put(1, target);
    const auto error = validate(l);
    INFO((error ? error->message : ""));
    REQUIRE(!error);
    return Position(l);
}

// The literal rule: (free cells + 1) x 2^(empty columns), the destination not counted.
int limit(int free, int empty_other) {
    return (free + 1) << empty_other;
}

// Plays `m` from `before` as its single-card moves and checks that it ends where m does.
void check_expansion(const Position& before, Move m) {
    Position whole = before, singles = before;
    whole.do_move(m);
    const std::vector<Move> parts = single_moves(before, m);
    CHECK(int(parts.size()) == single_move_count(before, m));
    for (const Move part : parts) {
        REQUIRE(part.count() == 1);
        REQUIRE(singles.is_legal(part));
        singles.do_move(part);
    }
    CHECK(singles == whole);
}

} // namespace

TEST_CASE("A run moves as far as the free cells and empty columns allow, at every count",
          "[freecell][rules]") {
    int checked = 0;
    for (int cells = 0; cells <= MAX_CELLS; ++cells)
        for (int full = 0; full <= cells; ++full)
            for (int empty = 0; empty <= 5; ++empty) {
                const int free = cells - full;
                // Onto a card: every length of the run.
                for (int k = 1; k < RANKS; ++k) {
                    const Position pos = run_scene(cells, full, empty, k);
                    INFO("cells " << cells << " full " << full << " empty " << empty << " k " << k);
                    REQUIRE(pos.free_cells() == free);
                    REQUIRE(pos.empty_columns() == empty);
                    const Move m = Move::make(0, 1, k);
                    const bool legal = k <= limit(free, empty);
                    CHECK(pos.is_legal(m) == legal);
                    CHECK(pos.max_run(false) == limit(free, empty));
                    if (legal)
                        check_expansion(pos, m);
                    else
                        CHECK(run_refusal(pos, 0, 1, k).find("can move together") !=
                              std::string::npos);
                    ++checked;
                }
                // Onto an empty column: the empty column itself does not count.
                if (empty == 0) continue;
                const Position pos = run_scene(cells, full, empty, 0);
                const int to = COLUMNS - 1;
                REQUIRE(pos.column_len(to) == 0);
                CHECK(pos.max_run(true) == limit(free, empty - 1));
                for (int k = 1; k <= RANKS; ++k) {
                    INFO("to empty: cells " << cells << " full " << full << " empty " << empty
                                            << " k " << k);
                    const Move m = Move::make(0, to, k);
                    const bool legal = k <= limit(free, empty - 1);
                    CHECK(pos.is_legal(m) == legal);
                    if (legal) check_expansion(pos, m);
                    ++checked;
                }
            }
    CHECK(checked > 1000);
}

// Clubs home to 8, diamonds to 7, hearts to 4, spades to 6 (the cards not mentioned).
constexpr const char* SCENE = R"(
cells: 5H - QS -
column 1: KC QH JC TH 9C 8D
column 2: 7S
column 3: 9D KD
column 4: JD TS 8H
column 5: 9S TC 6H
column 6: KS QD JS TD 9H 8S 7H
column 7: KH QC
column 8: JH
)";

TEST_CASE("FreeCell moves to and from cells and foundations", "[freecell][rules]") {
    Position pos = test::fc_position(SCENE);
    REQUIRE(pos.foundation(CLUBS) == 8);
    REQUIRE(pos.foundation(DIAMONDS) == 7);
    REQUIRE(pos.foundation(HEARTS) == 4);
    REQUIRE(pos.foundation(SPADES) == 6);
    REQUIRE(pos.run_len(0) == 6);
    // A column's top card to a cell: only an empty one that the rules have, one card.
    CHECK(pos.is_legal(Move::make(1, CELL0 + 1)));
    CHECK(pos.is_legal(Move::make(1, CELL0 + 3)));
    CHECK_FALSE(pos.is_legal(Move::make(1, CELL0 + 0)));    // taken
    CHECK_FALSE(pos.is_legal(Move::make(1, CELL0 + 4)));    // no fifth cell
    CHECK_FALSE(pos.is_legal(Move::make(0, CELL0 + 1, 2))); // one card at a time
    // A cell's card onto a column: one rank lower and the other colour.
    CHECK(pos.is_legal(Move::make(CELL0 + 2, 2)));       // QS onto KD
    CHECK_FALSE(pos.is_legal(Move::make(CELL0 + 2, 6))); // QS onto QC
    CHECK_FALSE(pos.is_legal(Move::make(CELL0 + 0, 4))); // 5H onto 6H: same colour
    CHECK_FALSE(pos.is_legal(Move::make(CELL0 + 1, 4))); // an empty cell moves nothing
    // Home: the next card of its suit, to its own foundation only, from a column or a cell.
    CHECK(pos.is_legal(Move::make(CELL0 + 0, FOUNDATION0 + HEARTS)));       // 5H on 4H
    CHECK(pos.is_legal(Move::make(1, FOUNDATION0 + SPADES)));               // 7S on 6S
    CHECK_FALSE(pos.is_legal(Move::make(1, FOUNDATION0 + CLUBS)));          // wrong foundation
    CHECK_FALSE(pos.is_legal(Move::make(4, FOUNDATION0 + HEARTS)));         // 6H: 5H not home
    CHECK_FALSE(pos.is_legal(Move::make(CELL0 + 2, FOUNDATION0 + SPADES))); // QS: not next
    // Nothing leaves a foundation.
    for (int s = 0; s < SUITS; ++s)
        for (int to = 0; to < FOUNDATION0; ++to)
            CHECK_FALSE(pos.is_legal(Move::make(FOUNDATION0 + s, to)));
    // Column to column: 7S onto 8D; a column onto itself never.
    CHECK(pos.is_legal(Move::make(1, 0)));
    CHECK_FALSE(pos.is_legal(Move::make(1, 1)));

    // Play: 5H home, 6H after it, then 7S home leaves column 2 empty.
    const Position start = pos;
    const Move moves[] = {Move::make(CELL0 + 0, FOUNDATION0 + HEARTS),
                          Move::make(4, FOUNDATION0 + HEARTS), Move::make(1, FOUNDATION0 + SPADES)};
    for (const Move m : moves) {
        REQUIRE(pos.is_legal(m));
        pos.do_move(m);
    }
    CHECK(pos.foundation(HEARTS) == 6);
    CHECK(pos.cell(0) == NO_CARD);
    CHECK(pos.empty_columns() == 1);
    CHECK(pos.free_cells() == 3);
    // The run KC..8D (6 cards) onto the empty column: 3 free cells, no other empty column:
    // at most 4. Onto a card it would be (3 + 1) x 2 = 8.
    CHECK(pos.max_run(true) == 4);
    CHECK(pos.max_run(false) == 8);
    CHECK(pos.is_legal(Move::make(0, 1, 4)));
    CHECK_FALSE(pos.is_legal(Move::make(0, 1, 5)));
    CHECK(run_refusal(pos, 0, 1, 5) ==
          "Only 4 cards can move together now to an empty column (3 free cells, 0 other empty "
          "columns).");
    // A cell's card, or any column's top, to the empty column.
    CHECK(pos.is_legal(Move::make(CELL0 + 2, 1)));
    CHECK(pos.is_legal(Move::make(7, 1)));
    for (int i = 2; i >= 0; --i) pos.undo_move(moves[i]);
    CHECK(pos == start);
    CHECK(pos.key() == start.key());
}

TEST_CASE("Baker's Game builds columns down in suit", "[freecell][rules]") {
    const Position pos = test::fc_position(SCENE, Rules{4, Build::Suit});
    CHECK_FALSE(pos.is_legal(Move::make(1, 0)));         // 7S onto 8D
    CHECK_FALSE(pos.is_legal(Move::make(CELL0 + 2, 2))); // QS onto KD
    CHECK(pos.run_len(0) == 1);                          // 8D on 9C is not in suit
    CHECK(pos.run_len(5) == 1);
    const Position suited =
        test::fc_position("column 1: KS QS JS\ncolumn 2: KH QH JH TH", Rules{4, Build::Suit});
    CHECK(suited.run_len(0) == 3);
    CHECK(suited.is_legal(Move::make(1, 0, 1)) == false); // TH onto JS
    CHECK(suited.is_legal(Move::make(0, 1)) == false);    // JS onto TH: up, not down
    // Every card that can go home is safe in Baker's Game; in FreeCell JS needs both red
    // tens home, or able to go home at once with the clubs at 8 (safe.h).
    CHECK(is_safe_home(suited, make_card(11, SPADES)));
    CHECK(is_safe_home(suited, make_card(10, HEARTS)));
    const std::string columns = "column 1: KS QS JS\ncolumn 2: KH QH JH TH 9H";
    CHECK_FALSE(is_safe_home(test::fc_position(columns), make_card(11, SPADES)));
    CHECK(is_safe_home(test::fc_position(columns, Rules{4, Build::Suit}), make_card(11, SPADES)));
}

TEST_CASE("FreeCell safe cards: Aces and 2s, and cards whose other-colour children are home",
          "[freecell][rules]") {
    const Position pos = test::fc_position(R"(
column 1: 5C 4D 3S 2H
column 2: 6D 5S 4H 3C
column 3: 7H 6C 5D 4S 3H 2S
column 4: 9S 9H 8S 8H 7S 7D 6S 6H
column 5: KS QH JS TH 9C 8D 7C
column 6: KD QC JD TC 9D 8C
column 7: KH QS JH TS
column 8: KC QD JC TD 5H 4C 3D
)");
    // Home: clubs and diamonds to 2, hearts and spades to the Ace.
    REQUIRE(pos.foundation(CLUBS) == 2);
    REQUIRE(pos.foundation(HEARTS) == 1);
    CHECK(is_safe_home(pos, make_card(2, HEARTS))); // a 2
    // 3C and 3S: 2D is home, and 2H goes home as soon as it is uncovered.
    CHECK(is_safe_home(pos, make_card(3, CLUBS)));
    CHECK(is_safe_home(pos, make_card(3, SPADES)));
    Move m;
    REQUIRE(safe_move_home(pos, m));
    CHECK(m == Move::make(0, FOUNDATION0 + HEARTS)); // 2H first, column 1
}

TEST_CASE("FreeCell safe cards: a card whose other-colour children can go home at once",
          "[freecell][rules]") {
    // JS (rank 11) holds TH and TD. Hearts and diamonds at 9 or more, clubs at 8: each ten
    // goes home as soon as it is uncovered, and the nine of clubs it could hold is home.
    const Position safe = test::fc_position("column 1: KS QS JS\ncolumn 2: KH QH JH TH\n"
                                            "column 3: KC QC JC TC 9C");
    CHECK(is_safe_home(safe, make_card(11, SPADES)));
    // Clubs at 7: TH could hold 9C, which cannot go home at once.
    const Position clubs_low = test::fc_position("column 1: KS QS JS\ncolumn 2: KH QH JH TH\n"
                                                 "column 3: KC QC JC TC 9C 8C");
    CHECK_FALSE(is_safe_home(clubs_low, make_card(11, SPADES)));
    // Hearts at 8: TH cannot go home at once.
    const Position hearts_low = test::fc_position("column 1: KS QS JS\ncolumn 2: KH QH JH TH 9H");
    CHECK_FALSE(is_safe_home(hearts_low, make_card(11, SPADES)));
}

TEST_CASE("FreeCell generates exactly the legal moves, and undo inverts do", "[freecell][rules]") {
    // Random walks from deals of both presets; at each position every move number is
    // checked against the list, and the walk is then undone move by move.
    int positions = 0;
    for (std::uint64_t n = 1; n <= 40; ++n) {
        const Rules rules =
            n % 4 == 0 ? Rules{4, Build::Suit} : Rules{std::uint8_t(n % 9), Build::Alternate};
        const Position start = deal(rules, n);
        Position pos = start;
        std::vector<Position> seen;
        std::vector<Move> played;
        test::random_walk(pos, n, 150, [&](const Position& p, Move m) {
            seen.push_back(p);
            played.push_back(m);
            if (seen.size() % 10) return;
            // What do/undo keep up to date matches a position built afresh from the cards,
            // and a snapshot restores it all.
            const Position fresh(p.layout());
            CHECK(p.blockers() == fresh.blockers());
            for (int c = 0; c < COLUMNS; ++c) {
                CHECK(p.run_len(c) == fresh.run_len(c));
                for (int i = 0; i < p.column_len(c); ++i) {
                    CHECK(p.column_index(p.column_card(c, i)) == i);
                    CHECK(p.column_of(p.column_card(c, i)) == c);
                }
            }
            Position restored = start;
            restored.restore(p.snapshot());
            CHECK(restored == p);
            CHECK(restored.key() == p.key());
            CHECK(restored.blockers() == p.blockers());
            CHECK(restored.empty_columns() == p.empty_columns());
            for (int r = 1; r <= RANKS; ++r)
                for (int s = 0; s < SUITS; ++s) {
                    const Card card = make_card(r, s);
                    CHECK(restored.column_index(card) == p.column_index(card));
                    if (p.column_index(card) >= 0)
                        CHECK(restored.column_of(card) == p.column_of(card));
                }
            for (int c = 0; c < COLUMNS; ++c) CHECK(restored.run_len(c) == p.run_len(c));
            MoveList list;
            p.generate(list);
            std::set<std::uint32_t> generated;
            for (const Move g : list) {
                CHECK(p.is_legal(g));
                CHECK(generated.insert(g.bits).second); // no move twice
            }
            for (std::uint32_t bits = 0; bits < 65536; ++bits)
                if (p.is_legal(Move{bits})) {
                    INFO(move_text(Move{bits}) << "\n" << position_text(p));
                    CHECK(generated.count(bits) == 1);
                }
            ++positions;
        });
        CHECK(pos.key() == pos.compute_key());
        for (std::size_t i = played.size(); i-- > 0;) {
            pos.undo_move(played[i]);
            REQUIRE(pos == seen[i]);
            CHECK(pos.key() == seen[i].key());
            CHECK(pos.key() == pos.compute_key());
        }
        CHECK(pos == start);
    }
    CHECK(positions > 200);
}

TEST_CASE("FreeCell keys ignore the order of columns and cells, and nothing else",
          "[freecell][rules]") {
    Position pos = deal(Rules{}, 5);
    Layout l = pos.layout();
    Layout swapped = l;
    std::swap(swapped.cards[1], swapped.cards[6]);
    std::swap(swapped.len[1], swapped.len[6]);
    CHECK(Position(swapped).key() == pos.key());
    CHECK(Position(swapped).exact_key() != pos.exact_key());
    // A card to a cell: the same key in any cell, another key than before.
    Position a = pos, b = pos;
    a.do_move(Move::make(0, CELL0 + 0));
    b.do_move(Move::make(0, CELL0 + 3));
    CHECK(a.key() == b.key());
    CHECK(a.exact_key() != b.exact_key());
    CHECK(a.key() != pos.key());
}

TEST_CASE("FreeCell move text reads back every legal move", "[freecell][rules]") {
    int moves = 0;
    for (std::uint64_t n = 100; n < 120; ++n) {
        Position pos = deal(Rules{}, n);
        test::random_walk(pos, n, 120, [&](const Position& p, Move) {
            MoveList list;
            p.generate(list);
            for (const Move m : list) {
                const auto back = parse_move(p, move_text(m));
                INFO(move_text(m));
                REQUIRE(back.ok());
                CHECK(*back == m);
                ++moves;
            }
        });
    }
    CHECK(moves > 5000);
    const Position pos = test::fc_position(SCENE);
    CHECK(move_text(Move::make(1, 0)) == "2>1");
    CHECK(move_text(Move::make(0, 3, 4)) == "1>4x4");
    CHECK(move_text(Move::make(CELL0 + 2, 2)) == "c>3");
    CHECK(move_text(Move::make(1, FOUNDATION0 + SPADES)) == "2>F");
    CHECK(*parse_move(pos, "A>f") == Move::make(CELL0, FOUNDATION0 + HEARTS));
    CHECK(*parse_move(pos, "2>1x1") == Move::make(1, 0));
    CHECK(parse_move(pos, "b>1").error() == "move 'b>1': cell b is empty");
    CHECK(parse_move(pos, "2>e").error() == "move '2>e': there is no cell e");
    CHECK(parse_move(pos, "9>1").error() == "move '9>1': places are columns 1-8, cells a-h and F");
    CHECK(parse_move(pos, "5>1").error() == "move '5>1' is not legal here");
    CHECK(parse_move(pos, "21").error() ==
          "move '21': expected from>to, e.g. 3>5, 3>a, a>F, 3>5x2");
    const auto line = parse_moves(pos, "a>F 5>F 2>F");
    REQUIRE(line.ok());
    CHECK(line->size() == 3);
    CHECK(parse_moves(pos, "a>F 2>3").error() == "move 2: move '2>3' is not legal here");
}
