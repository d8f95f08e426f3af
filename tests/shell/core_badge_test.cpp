// The stock's badge (shell/core/stock_badge.h) covers no card's face: Pyramid's stock shows
// its top card face up, and the badge ("24 ↻2") sat on its rank and suit (issue 26).
#include "core_fakes.h"
#include "shell/core/stock_badge.h"

#include <catch2/catch.hpp>

using namespace sol::ui;
using namespace sol::ui::test;

namespace {

bool overlaps(const Rect& a, const Rect& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

int stock_of(const std::vector<PileView>& piles) {
    for (size_t p = 0; p < piles.size(); ++p)
        if (piles[p].kind == PileKind::Stock) return int(p);
    return -1;
}

} // namespace

TEST_CASE("the stock's badge covers no card of the table, in every game and window, when the "
          "stock's top is face up",
          "[core][layout]") {
    // Windows: desktop, small laptop, phone upright and sideways, a small phone.
    const TableArea AREAS[] = {{1280, 800, 20, 40, 1}, {1024, 700, 20, 40, 1},
                               {390, 844, 26, 74, 1},  {844, 390, 26, 60, 1},
                               {360, 640, 26, 74, 1},  {600, 900, 20, 40, 1}};
    int face_up = 0;
    for (const char* url :
         {"pyramid/3passes", "pyramid/classic", "pyramid/all", "klondike/draw3", "spider/1suit"})
        for (const std::uint64_t seed : {1, 7, 42})
            for (const int draws : {0, 5, 23}) {
                Table t(url, seed);
                t.table.settings().auto_move = false;
                const int stock = stock_of(t.table.piles());
                for (int i = 0; i < draws && url[0] != 's'; ++i)
                    if (auto m = t.session().game().pile_action(stock)) t.table.play(*m);
                for (const TableArea& area : AREAS) {
                    t.table.area() = area;
                    t.table.relayout();
                    const TableGeometry& g = t.table.geometry();
                    const std::vector<PileView>& piles = t.table.piles();
                    const Rect badge = stock_badge(g, area, piles, stock, 48, 17);
                    INFO(url << " " << seed << " after " << draws << " draws, " << area.width << "x"
                             << area.height);
                    const std::vector<CardView>& cards = piles[size_t(stock)].cards;
                    const bool up = !cards.empty() && cards.back().face_up;
                    if (!up) {
                        // Over card backs (or an empty slot): at the stock's foot.
                        const Rect& slot = g.piles[size_t(stock)].slot;
                        CHECK(badge.y + badge.h <= slot.y + slot.h);
                        CHECK(badge.y >= slot.y);
                        continue;
                    }
                    ++face_up;
                    // Beside the stock: in its row, or just over or under it.
                    const Rect& slot = g.piles[size_t(stock)].slot;
                    CHECK(badge.y >= slot.y - badge.h - 4);
                    CHECK(badge.y + badge.h <= slot.y + slot.h + badge.h + 4);
                    CHECK(badge.x >= 0);
                    CHECK(badge.x + badge.w <= area.width);
                    CHECK(badge.y >= area.top);
                    CHECK(badge.y + badge.h <= area.height - area.bottom_bar);
                    for (size_t p = 0; p < piles.size(); ++p)
                        for (const Rect& c : g.piles[p].cards) CHECK_FALSE(overlaps(badge, c));
                }
            }
    CHECK(face_up > 50);
}
