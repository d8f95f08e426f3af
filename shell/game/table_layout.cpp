#include "table_layout.h"

#include <algorithm>

namespace sol::ui {

namespace {
// Proportions of the card width, chosen to look like a real table.
constexpr float GAP = 0.14f;         // between columns and around the table
constexpr float ROW_GAP = 0.22f;     // between the top row and the fanned row
constexpr float MIN_CARD_W = 30.0f;  // below this nothing is readable: let it overflow
constexpr float MAX_CARD_W = 210.0f; // beyond this cards look silly on big screens
// Fan steps as parts of the card height (down) or width (right).
constexpr float STEP_DOWN_HIDDEN = 0.11f, STEP_DOWN_SHOWN = 0.27f;
constexpr float MIN_STEP_HIDDEN = 0.05f, MIN_STEP_SHOWN = 0.16f;
constexpr float STEP_RIGHT = 0.24f;

Rect unite(const Rect& a, const Rect& b) {
    const float x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
    const float x1 = std::max(a.x + a.w, b.x + b.w), y1 = std::max(a.y + a.h, b.y + b.h);
    return {x0, y0, x1 - x0, y1 - y0};
}

// Steps for a downward fan: full size if the pile fits above `bottom`, else face-down steps
// shrink first (they show nothing), then face-up ones, never below their minimum.
void fan_down(const PileView& v, const Rect& slot, float bottom, std::vector<Rect>& out) {
    const int n = int(v.cards.size());
    int hidden = 0, shown = 0;
    for (int i = 0; i + 1 < n; ++i) (v.cards[i].face_up ? shown : hidden)++;
    float sh = STEP_DOWN_HIDDEN * slot.h, ss = STEP_DOWN_SHOWN * slot.h;
    const float room = bottom - slot.y - slot.h;
    // Tall screens (phones held upright) have room to spare: show more of each card.
    if (room > 5 * slot.h) ss *= 1.3f;
    if (hidden * sh + shown * ss > room) {
        sh = std::max(MIN_STEP_HIDDEN * slot.h,
                      std::min(sh, (room - shown * ss) / std::max(hidden, 1)));
        if (hidden * sh + shown * ss > room && shown > 0)
            ss = std::max(MIN_STEP_SHOWN * slot.h, (room - hidden * sh) / shown);
    }
    float y = slot.y;
    for (int i = 0; i < n; ++i) {
        out.push_back({slot.x, y, slot.w, slot.h});
        y += v.cards[i].face_up ? ss : sh;
    }
}

// A rightward fan: only the last `fan_show` cards spread; the rest lie squared under them.
void fan_right(const PileView& v, const Rect& slot, std::vector<Rect>& out) {
    const int n = int(v.cards.size());
    const int show = v.fan_show > 0 ? std::min(v.fan_show, n) : n;
    for (int i = 0; i < n; ++i) {
        const int k = std::max(0, i - (n - show));
        out.push_back({slot.x + k * STEP_RIGHT * slot.w, slot.y, slot.w, slot.h});
    }
}
} // namespace

TableGeometry layout_table(const TableArea& area, int columns, float height_in_cards,
                           const std::vector<PileView>& piles) {
    TableGeometry g;
    const float avail_h = std::max(0.0f, area.height - area.top - area.bottom_bar);
    // Narrow (phone) screens spend less on gaps and more on the cards.
    const float gap_part = area.width < 600 ? GAP * 0.55f : GAP;
    const float by_width = area.width / (columns + (columns + 1) * gap_part);
    const float by_height =
        avail_h / (height_in_cards * TableGeometry::CARD_ASPECT + 2 * GAP + ROW_GAP);
    g.card_w = std::clamp(std::min(by_width, by_height), MIN_CARD_W, MAX_CARD_W);
    g.card_h = g.card_w * TableGeometry::CARD_ASPECT;
    g.radius = g.card_w * 0.08f;
    g.bottom = area.height - area.bottom_bar - g.card_w * GAP;

    const float gap = g.card_w * gap_part;
    const float table_w = columns * g.card_w + (columns - 1) * gap;
    const float x0 = std::max(gap, (area.width - table_w) * 0.5f);
    const float y0 = area.top + gap;
    const float row_step = g.card_h + g.card_w * ROW_GAP;

    for (const PileView& v : piles) {
        PileGeometry pg;
        pg.slot = {x0 + v.col * (g.card_w + gap), y0 + v.row * row_step, g.card_w, g.card_h};
        if (v.fan == Fan::Down)
            fan_down(v, pg.slot, g.bottom, pg.cards);
        else if (v.fan == Fan::Right)
            fan_right(v, pg.slot, pg.cards);
        else
            pg.cards.assign(v.cards.size(), pg.slot);
        pg.area = pg.slot;
        for (const Rect& r : pg.cards) pg.area = unite(pg.area, r);
        // A fanned pile also takes drops on the space just below it, where cards will go.
        if (v.fan == Fan::Down) pg.area.h = std::max(pg.area.h, g.bottom - pg.area.y);
        g.piles.push_back(std::move(pg));
    }
    return g;
}

} // namespace sol::ui
