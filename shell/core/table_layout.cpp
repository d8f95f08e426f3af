#include "shell/core/table_layout.h"

#include <algorithm>

namespace sol::ui {

namespace {
// Proportions of the card width, chosen to look like a real table.
constexpr float GAP = 0.14f;         // between columns and around the table
constexpr float ROW_GAP = 0.22f;     // between the top row and the fanned row
constexpr float MIN_CARD_W = 28.0f;  // below this nothing is readable: let it overflow
constexpr float MAX_CARD_W = 210.0f; // beyond this cards look silly on big screens
// Fan steps as parts of the card height (down) or width (right).
// A face-up card's natural strip is its index (see below) with the suit under the rank
// cut off above its top, and above a court card's panel.
constexpr float STEP_DOWN_HIDDEN = 0.11f, STEP_DOWN_SHOWN = 0.235f;
constexpr float MIN_STEP_HIDDEN = 0.05f, MIN_STEP_SHOWN = 0.14f;
// The thinnest step a fan takes when even the minimum steps would carry it off the table.
constexpr float MIN_STEP_PX = 2.0f;
constexpr float STEP_RIGHT = 0.30f; // the index column, rank over suit (card_draw.cpp)
// The normal face's corner index: its size, and where its ink starts, as parts of the card
// width (card_draw.cpp draws it there).
constexpr float INDEX_SIZE = 0.30f;
// How much wider than natural fan steps may grow where the window has height to spare:
// a face-up card then shows some 70% of itself, a face-down one 30%.
constexpr float MAX_FAN_GROW = 2.6f;
// The strip a fanned card needs to show its corner index whole (rank, and the suit level
// with it): the index's top margin, its glyphs' ink at CardFonts' size, and a little air,
// as parts of the card width.
constexpr float INDEX_TOP = 0.05f, INDEX_INK = 0.30f * 0.80f, INDEX_AIR = 0.03f;
// A later shape must give cards this much wider to be taken over an earlier one.
constexpr float SHAPE_GAIN = 1.10f;

Rect unite(const Rect& a, const Rect& b) {
    const float x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
    const float x1 = std::max(a.x + a.w, b.x + b.w), y1 = std::max(a.y + a.h, b.y + b.h);
    return {x0, y0, x1 - x0, y1 - y0};
}

// Narrow (phone) screens spend less on gaps and more on the cards.
float gap_part(const TableArea& area) {
    return area.width < 600 ? GAP * 0.5f : GAP;
}

// Steps for a downward fan, starting from the natural ones times `grow`; if the pile does
// not fit above `bottom` that way, face-down steps shrink first (they show nothing), then
// face-up ones down to the strip the index needs, then below it to their minimum, then all
// alike to whatever fits (MIN_STEP_PX at the least). Only the
// last `fan_show` cards spread (all if 0); the others lie squared under the first of them.
void fan_down(const PileView& v, const Rect& slot, float bottom, float grow, float legible,
              std::vector<Rect>& out) {
    const int n = int(v.cards.size());
    const int first = v.fan_show > 0 ? std::max(0, n - v.fan_show) : 0;
    int hidden = 0, shown = 0;
    for (int i = first; i + 1 < n; ++i) (v.cards[i].face_up ? shown : hidden)++;
    float sh = STEP_DOWN_HIDDEN * slot.h * grow;
    float ss = std::max(STEP_DOWN_SHOWN * slot.h, legible) * grow;
    const float room = bottom - slot.y - slot.h;
    if (hidden * sh + shown * ss > room) {
        sh = std::max(MIN_STEP_HIDDEN * slot.h,
                      std::min(sh, (room - shown * ss) / std::max(hidden, 1)));
        for (const float floor : {legible, MIN_STEP_SHOWN * slot.h})
            if (hidden * sh + shown * ss > room && shown > 0)
                ss = std::max(std::min(floor, ss), (room - hidden * sh) / shown);
        // Still too long (a Spider pile of 30 cards and more, which play can build): every
        // step shrinks alike until the pile ends above `bottom`. Its last card, the one
        // played, stays whole on the table; strips too thin to read beat cards under the
        // bars or off the window, where no one can see or reach them.
        const float need = hidden * sh + shown * ss;
        if (need > room && room > 0) {
            sh = std::max(MIN_STEP_PX, sh * room / need);
            ss = std::max(MIN_STEP_PX, ss * room / need);
        }
    }
    float y = slot.y;
    for (int i = 0; i < n; ++i) {
        out.push_back({slot.x, y, slot.w, slot.h});
        if (i >= first) y += v.cards[i].face_up ? ss : sh;
    }
}

// A rightward fan: only the last `fan_show` cards spread; the rest lie squared under them.
void fan_right(const PileView& v, const Rect& slot, float step, std::vector<Rect>& out) {
    const int n = int(v.cards.size());
    const int show = v.fan_show > 0 ? std::min(v.fan_show, n) : n;
    for (int i = 0; i < n; ++i) {
        const int k = std::max(0, i - (n - show));
        out.push_back({slot.x + k * step, slot.y, slot.w, slot.h});
    }
}
} // namespace

CardFace card_face(float w, float scale) {
    CardFace f;
    f.index_size = INDEX_SIZE * scale * w;
    if (f.letter() >= CardFace::MIN_LETTER) {
        f.strip = (INDEX_TOP + INDEX_INK * scale + INDEX_AIR) * w;
        f.column = STEP_RIGHT * scale * w;
        f.pip_size = 0.56f * w / scale; // large indices need the room
        return f;
    }
    // Compact: rank and suit side by side across the top, letters COMPACT_LETTER tall (more
    // with large indices) or as tall as the card's width lets both stand with a margin each
    // side and between them.
    f.compact = true;
    f.margin = std::max(1.5f, 0.06f * w);
    const float by_width = (w - 3 * f.margin) / (CardFace::RANK_INK_W + CardFace::SUIT_INK_W);
    f.index_size = std::min(CardFace::COMPACT_LETTER / CardFace::CAP_HEIGHT * scale, by_width);
    f.strip = f.margin * 2 + f.letter();
    f.column = f.margin * 2 + CardFace::RANK_INK_W * f.index_size;
    // The pip fills the space under the strip, as wide as the card allows.
    const float below = w * TableGeometry::CARD_ASPECT - f.strip - f.margin;
    f.pip_size = std::min(below, w - 2 * f.margin) / CardFace::CAP_HEIGHT * 0.8f;
    return f;
}

float card_width_for(const TableArea& area, const TableShape& shape) {
    const float avail_h = std::max(0.0f, area.height - area.top - area.bottom_bar);
    const float by_width = area.width / (shape.columns + (shape.columns + 1) * gap_part(area));
    const float by_height =
        avail_h / (shape.height_in_cards * TableGeometry::CARD_ASPECT + 2 * GAP + ROW_GAP);
    return std::clamp(std::min(by_width, by_height), MIN_CARD_W, MAX_CARD_W);
}

std::size_t choose_shape(const TableArea& area, const std::vector<TableShape>& shapes) {
    std::size_t best = 0;
    float best_w = 0;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const float w = card_width_for(area, shapes[i]);
        if (i == 0 || w > best_w * SHAPE_GAIN) best = i, best_w = w;
    }
    return best;
}

TableGeometry layout_table(const TableArea& area, const TableShape& shape,
                           const std::vector<PileView>& piles) {
    TableGeometry g;
    g.card_w = card_width_for(area, shape);
    g.card_h = g.card_w * TableGeometry::CARD_ASPECT;
    g.radius = g.card_w * 0.08f;
    g.bottom = area.height - area.bottom_bar - g.card_w * GAP;

    const float gap = g.card_w * gap_part(area);
    const float table_w = shape.columns * g.card_w + (shape.columns - 1) * gap;
    const float x0 = std::max(gap, (area.width - table_w) * 0.5f);
    const float y0 = area.top + gap;
    const float row_step = g.card_h + g.card_w * ROW_GAP;
    const CardFace face = card_face(g.card_w, area.index_scale);
    const float legible = face.strip;

    // The bottom band's rows end at the table's foot; everything else stays above them.
    float band_rows = -1;
    for (const PileView& v : piles)
        if (v.bottom) band_rows = std::max(band_rows, v.row);
    const float band_y = g.bottom - g.card_h - std::max(band_rows, 0.0f) * row_step;
    const float limit = band_rows >= 0 ? band_y - g.card_w * ROW_GAP : g.bottom;

    // Growth steps: as much as spreads the growing piles down to the limit, at most the
    // shape's own.
    float natural = 0, steps = 0;
    for (const PileView& v : piles)
        if (!v.bottom && v.grow > 0) {
            natural = std::max(natural, y0 + v.row * row_step + g.card_h);
            steps = std::max(steps, v.grow);
        }
    const float extra =
        steps > 0 ? std::clamp((limit - natural) / steps, 0.0f, shape.max_row_grow * row_step) : 0;

    for (const PileView& v : piles) {
        PileGeometry pg;
        const float y =
            v.bottom ? band_y + v.row * row_step : y0 + v.row * row_step + v.grow * extra;
        pg.slot = {x0 + v.col * (g.card_w + gap), y, g.card_w, g.card_h};
        if (v.fan == Fan::Down) {
            // The fan's natural room is what the shape's height leaves under its first card;
            // where the window leaves more, every fan's steps grow alike.
            const float natural_room =
                y0 + shape.height_in_cards * g.card_h - (pg.slot.y + g.card_h);
            const float room = limit - (pg.slot.y + g.card_h);
            const float grow =
                natural_room > 0 ? std::clamp(room / natural_room, 1.0f, MAX_FAN_GROW) : 1.0f;
            fan_down(v, pg.slot, limit, grow, legible, pg.cards);
        } else if (v.fan == Fan::Right) {
            fan_right(v, pg.slot, face.column, pg.cards);
        } else {
            pg.cards.assign(v.cards.size(), pg.slot);
        }
        pg.area = pg.slot;
        for (const Rect& r : pg.cards) pg.area = unite(pg.area, r);
        // A fanned pile also takes drops on the space just below it, where cards will go.
        if (v.fan == Fan::Down) pg.area.h = std::max(pg.area.h, limit - pg.area.y);
        g.piles.push_back(std::move(pg));
    }
    return g;
}

} // namespace sol::ui
