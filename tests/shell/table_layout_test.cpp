// The table's size rules (shell/core/table_layout.h): the face a card gets at its size, and
// the strips fanned cards show, on the window sizes of phones (issue 26, item 5: Spider at
// 390x844 had corner letters 8 px tall).
#include "shell/core/table_layout.h"
#include "table_util.h"

#include <algorithm>
#include <random>

using namespace test;
using sol::ui::card_face;
using sol::ui::CardFace;
using sol::ui::Fan;
using sol::ui::PileView;
using sol::ui::TableArea;
using sol::ui::TableGeometry;

namespace {

// Phones held upright (CSS pixels) with the bars the page draws on touch screens: the menu
// bar 44 px, the solver bar and the status bar 77 px together (as measured at 390x844).
struct Phone {
    float w, h;
};
constexpr Phone PHONES[] = {{390, 844}, {360, 740}, {375, 667}, {393, 852},
                            {412, 915}, {430, 932}, {360, 800}};
TableArea phone_area(const Phone& p, float index_scale = 1) {
    return TableArea{p.w, p.h, 44, 77, index_scale};
}

// The table of `g` laid out in `area` as the controller lays it (TableController::relayout).
TableGeometry lay_out(const TableGame& g, const TableArea& area, std::vector<PileView>& piles) {
    const std::vector<sol::ui::TableShape> shapes = g.shapes();
    const sol::ui::TableShape& shape = shapes[sol::ui::choose_shape(area, shapes)];
    piles.clear();
    for (int p = 0; p < g.pile_count(); ++p) piles.push_back(g.pile(p, shape.shape));
    return sol::ui::layout_table(area, shape, piles);
}

} // namespace

TEST_CASE("card faces: corner letters at least 14 px tall on every card 33 px wide or more",
          "[layout]") {
    // Every width from 33 px (Spider's columns on a 360 px phone) to the largest card, a
    // quarter pixel apart, with normal and large indices.
    for (const float scale : {1.0f, 1.3f}) {
        for (float w = 33; w <= 210; w += 0.25f) {
            const CardFace f = card_face(w, scale);
            CAPTURE(w, scale);
            CHECK(f.letter() >= CardFace::MIN_LETTER);
            CHECK(f.strip >= f.letter());
            CHECK(f.strip < w * TableGeometry::CARD_ASPECT * 0.5f);
            CHECK(f.column > 0);
            CHECK(f.pip_size > 0);
            if (f.compact) {
                // Rank and suit side by side, a margin around and between them, on the card.
                CHECK(3 * f.margin + (CardFace::RANK_INK_W + CardFace::SUIT_INK_W) * f.index_size <=
                      w + 1e-3f);
                CHECK(f.strip >= f.letter() + 2 * f.margin);
            }
        }
    }
    // The compact face is for cards whose normal index would be smaller than that.
    CHECK(card_face(36).compact);
    CHECK(card_face(51).compact);
    CHECK_FALSE(card_face(65).compact);
    CHECK_FALSE(card_face(112).compact);
    CHECK(card_face(36).letter() >= CardFace::COMPACT_LETTER);
}

TEST_CASE("phones held upright: Spider and Klondike cards show their corner letters 14 px tall, "
          "and every fanned card its whole index where the pile fits",
          "[layout]") {
    // 30 deals of each (8 under the sanitizers) played 0 to 150 random moves, at 7 phone
    // sizes: the face is one whose letters stand 14 px; each face-up card under another
    // shows at least the face's strip unless the pile is too long for the table even so.
    const std::uint64_t deals = SANITIZED ? 8 : 30;
    for (const char* url : {"spider/1suit", "spider/4suits", "klondike/draw1", "klondike/draw3"}) {
        const Preset& p = preset(url);
        for (std::uint64_t k = 1; k <= deals; ++k) {
            Deal d(p, k * 7919);
            std::mt19937_64 rng(k);
            const int moves = int(rng() % 151);
            for (int m = 0; m < moves; ++m) {
                const std::vector<GameMove> legal = d.engine->legal_moves();
                if (legal.empty()) break;
                d.play_move(legal[rng() % legal.size()]);
            }
            for (const Phone& phone : PHONES) {
                CAPTURE(url, k, phone.w, phone.h);
                std::vector<PileView> piles;
                const TableArea area = phone_area(phone);
                const TableGeometry geo = lay_out(*d.table, area, piles);
                const CardFace face = card_face(geo.card_w);
                CHECK(face.letter() >= CardFace::MIN_LETTER);
                // A waste fanned sideways keeps clear of the next pile on its row.
                for (size_t q = 0; q < piles.size(); ++q) {
                    if (piles[q].fan != Fan::Right || geo.piles[q].cards.empty()) continue;
                    const sol::ui::Rect& last = geo.piles[q].cards.back();
                    for (size_t o = 0; o < piles.size(); ++o)
                        if (o != q && piles[o].row == piles[q].row && piles[o].col > piles[q].col)
                            CHECK(last.x + last.w <= geo.piles[o].slot.x);
                }
                for (size_t q = 0; q < piles.size(); ++q) {
                    const PileView& v = piles[q];
                    if (v.fan != Fan::Down || v.cards.size() < 2) continue;
                    const std::vector<sol::ui::Rect>& r = geo.piles[q].cards;
                    // Would the pile fit with every face-up step the strip, and face-down
                    // ones at their least?
                    int up = 0, down = 0;
                    for (size_t i = 0; i + 1 < v.cards.size(); ++i)
                        (v.cards[i].face_up ? up : down)++;
                    const float need = up * face.strip + down * 0.05f * geo.card_h;
                    if (r[0].y + geo.card_h + need > geo.bottom) continue;
                    for (size_t i = 0; i + 1 < v.cards.size(); ++i)
                        if (v.cards[i].face_up) CHECK(r[i + 1].y - r[i].y >= face.strip - 1e-3f);
                }
            }
        }
    }
}

TEST_CASE("the issue's phone: Spider at 390x844 gets the compact face, its spare height spent on "
          "the fans",
          "[layout]") {
    Deal d(preset("spider/2suits"), 1);
    std::vector<PileView> piles;
    const TableGeometry geo = lay_out(*d.table, phone_area({390, 844}), piles);
    CHECK(geo.card_w == Approx(36.2).margin(0.5));
    const CardFace face = card_face(geo.card_w);
    CHECK(face.compact);
    CHECK(face.letter() >= 14);
    // The deal's piles (4 or 5 face down, one face up) reach down a good part of the height
    // instead of a third: face-down cards show more than a sliver.
    size_t first = 0;
    while (piles[first].kind != sol::ui::PileKind::Tableau) ++first;
    const std::vector<sol::ui::Rect>& r = geo.piles[first].cards;
    REQUIRE(r.size() >= 2);
    CHECK(r[1].y - r[0].y >= 0.11f * geo.card_h * 2);
}

TEST_CASE("a pile too long for its tightest fan is squeezed onto the table, its last card whole",
          "[layout]") {
    // A Spider pile play can build (5 face down under 25 to 60 face up) on the desktop window
    // the browser tests use and on phones held upright: its fan shrinks until the last card
    // ends above the table's foot instead of running under the bars (a 31-card pile at
    // 1280x800 once did).
    std::vector<TableArea> areas = {TableArea{1280, 800, 26, 64, 1},
                                    TableArea{1920, 1080, 26, 64, 1}};
    for (const Phone& p : PHONES) areas.push_back(phone_area(p));
    Deal d(preset("spider/2suits"), 1);
    for (const TableArea& area : areas) {
        std::vector<PileView> piles;
        lay_out(*d.table, area, piles);
        size_t t = 0;
        while (piles[t].kind != sol::ui::PileKind::Tableau) ++t;
        const std::vector<sol::ui::TableShape> shapes = d.table->shapes();
        const sol::ui::TableShape& shape = shapes[sol::ui::choose_shape(area, shapes)];
        for (const int up : {25, 40, 60}) {
            std::vector<PileView> longer = piles;
            longer[t].cards.resize(5, longer[t].cards.front());
            for (auto& c : longer[t].cards) c.face_up = false;
            longer[t].cards.resize(5 + up, sol::ui::CardView{longer[t].cards[0].card, true});
            const TableGeometry geo = sol::ui::layout_table(area, shape, longer);
            const std::vector<sol::ui::Rect>& r = geo.piles[t].cards;
            CAPTURE(area.width, area.height, up);
            REQUIRE(r.size() == size_t(5 + up));
            CHECK(r.back().y + r.back().h <= geo.bottom + 0.01f);
            for (size_t i = 1; i < r.size(); ++i) CHECK(r[i].y - r[i - 1].y >= 1.99f);
        }
    }
}
