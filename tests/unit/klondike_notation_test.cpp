// Move text, our position text and Solvitaire JSON: round trips over random playouts,
// known spellings, and clear errors.
#include "core/rng.h"
#include "klondike/deal.h"
#include "klondike/move_text.h"
#include "klondike/position_json.h"
#include "klondike/read_deal.h"
#include "klondike/solvitaire.h"
#include "test_util.h"
#include <catch2/catch.hpp>

using namespace sol;
using namespace sol::klondike;

namespace {

bool same(const Position& a, const Position& b) {
    return position_text(a) == position_text(b) && a.key() == b.key();
}

// Calls check(pos) on positions along random playouts of every rule set.
template <class F>
void along_playouts(F check) {
    for (const Rules rules : {Rules{1, 0}, Rules{3, 0}, Rules{1, 1}, Rules{3, 3}}) {
        Rng rng(99 + rules.draw);
        for (std::uint64_t seed = 0; seed < 40; ++seed) {
            Position pos = deal(rules, seed);
            for (int step = 0; step < 150; ++step) {
                MoveList list;
                pos.generate(list);
                check(pos, list);
                if (!list.size) break;
                pos.do_move(list.moves[rng.below(std::uint64_t(list.size))]);
            }
        }
    }
}

} // namespace

TEST_CASE("move text: the documented spellings", "[klondike][notation]") {
    CHECK(move_text(Move::make(MoveKind::Draw, 0, 0, 3, false)) == "S");
    CHECK(move_text(Move::make(MoveKind::Redeal, 0, 0, 1, false)) == "R");
    CHECK(move_text(Move::make(MoveKind::WasteToFoundation, 0, 2, 1, false)) == "W>F");
    CHECK(move_text(Move::make(MoveKind::WasteToTableau, 0, 2, 1, false)) == "W>3");
    CHECK(move_text(Move::make(MoveKind::TableauToFoundation, 6, 1, 1, true)) == "7>F");
    CHECK(move_text(Move::make(MoveKind::TableauToTableau, 2, 4, 1, false)) == "3>5");
    CHECK(move_text(Move::make(MoveKind::TableauToTableau, 2, 4, 4, true)) == "3>5x4");
    CHECK(move_text(Move::make(MoveKind::FoundationToTableau, 2, 0, 1, false)) == "FH>1");
}

TEST_CASE("move text round-trips for every legal move", "[klondike][notation]") {
    along_playouts([](const Position& pos, const MoveList& list) {
        for (const Move m : list) {
            const auto back = parse_move(pos, move_text(m));
            INFO(move_text(m) << "\n" << position_text(pos));
            REQUIRE(back.ok());
            CHECK(*back == m);
        }
    });
}

TEST_CASE("move readers: synonyms, implied counts, errors", "[klondike][notation]") {
    const Position pos = test::position(test::SCENE);
    CHECK(parse_move(pos, "draw")->kind() == MoveKind::Draw);
    CHECK(parse_move(pos, "w>fd")->kind() == MoveKind::WasteToFoundation);
    CHECK(parse_move(pos, "3>4")->count() == 2); // the run that fits: JC TH
    CHECK(parse_move(pos, "3>4x2")->count() == 2);
    CHECK(parse_move(pos, "5>F")->flip());
    CHECK(!parse_move(pos, "W>FH").ok());  // 9D is not a heart
    CHECK(!parse_move(pos, "3>4x1").ok()); // TH does not fit on QH
    CHECK(!parse_move(pos, "R").ok());     // stock not empty
    CHECK(!parse_move(pos, "F>3").ok());   // which foundation?
    CHECK(!parse_move(pos, "8>1").ok());
    CHECK(!parse_move(pos, "3-4").ok());
    CHECK(!parse_move(pos, "3>4x").ok());
    CHECK(!parse_move(pos, "W>Fx2").ok());
    const auto bad = parse_move(pos, "2>1");
    REQUIRE(!bad.ok());
    CHECK(bad.error().find("not legal") != std::string::npos);

    const auto seq = parse_moves(pos, "W>F 5>F  S, 7>3");
    REQUIRE(seq.ok());
    CHECK(seq->size() == 4);
    const auto broken = parse_moves(pos, "W>F W>F");
    REQUIRE(!broken.ok());
    CHECK(broken.error().find("move 2") != std::string::npos);
}

TEST_CASE("position text round-trips any position exactly", "[klondike][notation]") {
    along_playouts([](const Position& pos, const MoveList&) {
        const std::string text = position_text(pos);
        const auto back = parse_position(text, Rules{2, 9, Scoring::Vegas}); // rules in text win
        INFO(text << back.error());
        REQUIRE(back.ok());
        CHECK(same(*back, pos));
        CHECK(back->rules() == pos.rules());
        CHECK(back->redeals() == pos.redeals());
    });
}

TEST_CASE("position text: the written form of a deal", "[klondike][notation]") {
    CHECK(position_text(deal(Rules{3, 3, Scoring::Vegas}, 1)) ==
          "game: klondike\n"
          "rules: draw=3 passes=3 scoring=vegas\n"
          "foundations: -\n"
          "tableau 1: | 7D\n"
          "tableau 2: 2H | 3H\n"
          "tableau 3: 8S 2C | KD\n"
          "tableau 4: JC 2D 8H | 3S\n"
          "tableau 5: AS 9D 4H JD | 2S\n"
          "tableau 6: KC 3C KH 7C 6H | 4C\n"
          "tableau 7: KS QC QD QS 4S 5H | AH\n"
          "stock: 9H 7S TC JS 4D 5C 6D TH 7H JH 6S AD 8C 5S TD 5D TS 9C 8D 9S 6C AC QH 3D\n"
          "waste: -\n"
          "redeals: 0\n");
}

TEST_CASE("position text: a rules line overrides only what it names", "[klondike][notation]") {
    std::string text = position_text(deal(Rules{}, 4));
    const auto at = text.find("rules:");
    text.replace(at, text.find('\n', at) - at, "RULES: passes=3  # comment");
    const auto pos = parse_position(text, Rules{3, 0, Scoring::Vegas});
    REQUIRE(pos.ok());
    CHECK(pos->rules() == Rules{3, 3, Scoring::Vegas});
}

TEST_CASE("position text: errors say what and where", "[klondike][notation]") {
    const std::string good = position_text(deal(Rules{}, 2));
    auto error_of = [](const std::string& text) {
        const auto r = parse_position(text, Rules{});
        REQUIRE(!r.ok());
        return r.error();
    };
    auto replace = [](std::string s, const std::string& from, const std::string& to) {
        const auto at = s.find(from);
        REQUIRE(at != std::string::npos);
        return s.replace(at, from.size(), to);
    };
    // Seed 2's stock begins with a known card; break the text in several ways.
    const std::string first_stock = good.substr(good.find("stock: ") + 7, 2);
    CHECK(error_of(replace(good, "stock: " + first_stock, "stock: QX")).find("unknown card 'QX'") !=
          std::string::npos);
    CHECK(error_of(replace(good, "stock: " + first_stock, "stock:")).find("wrong card count: 51") !=
          std::string::npos);
    CHECK(error_of(replace(good, "stock: " + first_stock,
                           "stock: " + good.substr(good.find("| ") + 2, 2)))
              .find("duplicate card") != std::string::npos);
    CHECK(error_of(replace(good, "tableau 3:", "tableau 9:")).find("unknown field") !=
          std::string::npos);
    CHECK(error_of(replace(good, "tableau 3:", "tableau 2:")).find("given twice") !=
          std::string::npos);
    CHECK(error_of(replace(good, "redeals: 0", "redeals: x")).find("redeals") != std::string::npos);
    CHECK(error_of(replace(good, "draw=1", "draw=4")).find("draw must be") != std::string::npos);
    CHECK(error_of(replace(good, "game: klondike", "game: spider")).find("Klondike") !=
          std::string::npos);
    CHECK(error_of("hello").find("line 1") != std::string::npos);
    CHECK(error_of("").find("missing line 'tableau 1:'") != std::string::npos);
}

TEST_CASE("Solvitaire JSON: the written form of a deal", "[klondike][solvitaire]") {
    CHECK(solvitaire_json(deal(Rules{}, 1)) ==
          "{\n"
          "  \"tableau piles\": [\n"
          "    [\"7D\"],\n"
          "    [\"2h\", \"3H\"],\n"
          "    [\"8s\", \"2c\", \"KD\"],\n"
          "    [\"Jc\", \"2d\", \"8h\", \"3S\"],\n"
          "    [\"As\", \"9d\", \"4h\", \"Jd\", \"2S\"],\n"
          "    [\"Kc\", \"3c\", \"Kh\", \"7c\", \"6h\", \"4C\"],\n"
          "    [\"Ks\", \"Qc\", \"Qd\", \"Qs\", \"4s\", \"5h\", \"AH\"]\n"
          "  ],\n"
          "  \"stock\": [\"3D\", \"QH\", \"AC\", \"6C\", \"9S\", \"8D\", \"9C\", \"10S\", \"5D\", "
          "\"10D\", \"5S\", \"8C\", \"AD\", \"6S\", \"JH\", \"7H\", \"10H\", \"6D\", \"5C\", "
          "\"4D\", \"JS\", \"10C\", \"7S\", \"9H\"]\n"
          "}\n");
}

TEST_CASE("Solvitaire JSON round-trips (redeals aside)", "[klondike][solvitaire][slow]") {
    along_playouts([](const Position& pos, const MoveList&) {
        const auto back = parse_solvitaire(solvitaire_json(pos), pos.rules());
        INFO(solvitaire_json(pos) << back.error());
        REQUIRE(back.ok());
        if (pos.redeals() == 0)
            CHECK(same(*back, pos));
        else
            CHECK(position_text(*back).substr(0, 200) == position_text(pos).substr(0, 200));
    });
}

TEST_CASE("read_deal tells the two formats apart", "[klondike][notation]") {
    const Position pos = deal(Rules{}, 8);
    CHECK(same(*read_deal(position_text(pos), Rules{}), pos));
    CHECK(same(*read_deal("\n  " + solvitaire_json(pos), Rules{}), pos));
}

TEST_CASE("position JSON has the documented members", "[klondike][notation]") {
    JsonWriter w;
    w.begin_object();
    write_position_members(w, deal(Rules{3, 0}, 1));
    w.end_object();
    const auto doc = parse_json(w.str());
    REQUIRE(doc.ok());
    CHECK(doc->find("rules")->find("draw")->number == 3);
    const JsonValue& tableau = *doc->find("tableau");
    REQUIRE(tableau.items.size() == 7);
    CHECK(tableau.items[6].find("face_down")->items.size() == 6);
    CHECK(tableau.items[6].find("face_up")->items[0].string == "AH");
    CHECK(doc->find("stock")->items[0].string == "9H"); // drawn first
    CHECK(doc->find("stock")->items.size() == 24);
    CHECK(doc->find("waste")->items.empty());
    CHECK(doc->find("foundations")->items.size() == 4);
    CHECK(doc->find("redeals")->number == 0);
}
