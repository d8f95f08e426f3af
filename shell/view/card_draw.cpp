#include "shell/view/card_draw.h"

#include "shell/view/court_draw.h"

#include <algorithm>

#include <imgui.h>
#include <string>

namespace sol::ui {

namespace {

ImVec2 tl(const Rect& r) {
    return {r.x, r.y};
}
ImVec2 br(const Rect& r) {
    return {r.x + r.w, r.y + r.h};
}

std::string rank_text(int rank) {
    static const char* const NAMES[] = {"",  "A", "2", "3",  "4", "5", "6",
                                        "7", "8", "9", "10", "J", "Q", "K"};
    return NAMES[rank];
}

// Text centred on (cx, cy).
void text_centred(ImDrawList& list, ImFont* font, float size, float cx, float cy, unsigned col,
                  const char* text) {
    const ImVec2 s = font->CalcTextSizeA(size, 1e9f, 0, text);
    list.AddText(font, size, {cx - s.x * 0.5f, cy - s.y * 0.5f}, col, text);
}

// Turns the vertices emitted since `start` half around `pivot` (none: leaves them).
void turn_half(ImDrawList& list, int start, const ImVec2* pivot) {
    if (!pivot) return;
    for (int i = start; i < list.VtxBuffer.Size; ++i) {
        ImVec2& p = list.VtxBuffer[i].pos;
        p = {2 * pivot->x - p.x, 2 * pivot->y - p.y};
    }
}

// Where a text's ink lies, from the point ImGui draws it at (its line's top left), at
// `size`: the glyphs' own boxes, so that a glyph can be put where its ink must be.
struct Ink {
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    float w() const { return x1 - x0; }
};
Ink ink_of(ImFont* font, float size, const char* text) {
    Ink ink;
    const float scale = size / font->FontSize;
    float x = 0;
    for (const unsigned char* p = reinterpret_cast<const unsigned char*>(text); *p;) {
        // UTF-8: a rank's digits and letters, a suit's three bytes.
        const int n = *p < 0x80 ? 1 : *p < 0xE0 ? 2 : *p < 0xF0 ? 3 : 4;
        unsigned c = n == 1 ? *p : *p & (0x7F >> n);
        for (int k = 1; k < n && p[k]; ++k) c = c << 6 | (p[k] & 0x3F);
        p += n;
        const ImFontGlyph* g = font->FindGlyph(ImWchar(c));
        if (!g) continue;
        ink.x0 = std::min(ink.x0, x + g->X0 * scale), ink.x1 = std::max(ink.x1, x + g->X1 * scale);
        ink.y0 = std::min(ink.y0, g->Y0 * scale), ink.y1 = std::max(ink.y1, g->Y1 * scale);
        x += g->AdvanceX * scale;
    }
    return ink;
}

// Draws `text` with its ink's top at `top` and its ink's left at `left` (or, `right_edge`,
// its ink's right there), no wider than `max_w`: wider text is squeezed sideways (a 10).
// Returns the ink's box.
Ink text_at_ink(ImDrawList& list, ImFont* font, float size, float x, float top, bool right_edge,
                float max_w, unsigned col, const char* text) {
    const Ink ink = ink_of(font, size, text);
    const float left = right_edge ? x - std::min(ink.w(), max_w) : x;
    const int start = list.VtxBuffer.Size;
    list.AddText(font, size, {left - ink.x0, top - ink.y0}, col, text);
    if (ink.w() > max_w) {
        const float k = max_w / ink.w();
        for (int i = start; i < list.VtxBuffer.Size; ++i) {
            ImVec2& p = list.VtxBuffer[i].pos;
            p.x = left + (p.x - left) * k;
        }
    }
    Ink at{left, top, left + std::min(ink.w(), max_w), top + ink.y1 - ink.y0};
    return at;
}

// How far below the top of corner_index's line its rank's ink starts (a capital's), at
// the corner font's size: the air above the ink that the line's ascent leaves.
float rank_air(const CardFonts& f) {
    const float rs = f.corner_size;
    const float line_h = f.corner->CalcTextSizeA(rs, 1e9f, 0, "K").y;
    return rs * 0.5f - line_h * 0.5f + ink_of(f.corner, rs, "K").y0;
}

// Rank over suit, centred on a column at x, the rank's ink from `top`; drawn upright, or
// turned half around `pivot` for the bottom-right corner (as printed cards do), by rotating
// the emitted vertices. The suit under the rank is placed from its line's top as it was
// before the rank's ink was put at `top`: below the natural strip (STEP_DOWN_SHOWN).
void corner_index(ImDrawList& list, const CardFonts& f, float cx, float top, unsigned col, Card c,
                  const ImVec2* pivot) {
    const int start = list.VtxBuffer.Size;
    const float rank_line = top - rank_air(f);
    const std::string rank = rank_text(rank_of(c));
    const float rs = f.corner_size;
    const float ss = f.corner_size * 0.85f;
    // Ten is two glyphs: squeeze it so it keeps the column of the others.
    const float rsize = rank.size() > 1 ? rs * 0.74f : rs;
    text_centred(list, f.corner, rsize, cx, rank_line + rs * 0.5f, col, rank.c_str());
    text_centred(list, f.corner, ss, cx, top + rs * 0.98f + ss * 0.45f, col,
                 SUIT_GLYPH[suit_of(c)]);
    turn_half(list, start, pivot);
}

// The suit alone, level with the rank (its ink from `ink_top`, where the rank's starts), in
// the other top corner (and turned, the other bottom one): a card fanned downwards shows
// only a strip as tall as its rank, and the suit under the rank is hidden there; this one
// is not. The index column keeps its suit for the sideways fan (Klondike's draw-3 waste),
// whose strip is the card's left edge.
void corner_suit(ImDrawList& list, const CardFonts& f, float cx, float ink_top, unsigned col,
                 Card c, const ImVec2* pivot) {
    const int start = list.VtxBuffer.Size;
    const float ss = f.corner_size * 0.92f;
    const char* suit = SUIT_GLYPH[suit_of(c)];
    const Ink ink = ink_of(f.corner, ss, suit);
    text_at_ink(list, f.corner, ss, cx - ink.w() * 0.5f, ink_top, false, 1e9f, col, suit);
    turn_half(list, start, pivot);
}

// The face for small cards (CardFace::compact): a large rank at the top left and its suit
// at the top right, both filling the strip a fanned card shows; a smaller suit under the
// rank, for the sideways fan that shows only the card's left edge; a large pip, or the
// court's figure, below.
void draw_compact_face(ImDrawList& list, const CardFonts& f, const Palette& pal, const Rect& r,
                       Card c) {
    const CardFace& face = f.face;
    const unsigned ink = pal.ink[suit_of(c)];
    const float m = face.margin, size = face.index_size;
    const std::string rank = rank_text(rank_of(c));
    const char* suit = SUIT_GLYPH[suit_of(c)];
    const Ink rk = text_at_ink(list, f.corner, size, r.x + m, r.y + m, false,
                               CardFace::RANK_INK_W * size, ink, rank.c_str());
    text_at_ink(list, f.corner, size, r.x + r.w - m, r.y + m, true, CardFace::SUIT_INK_W * size,
                ink, suit);
    const float small = size * 0.6f;
    const Ink under = ink_of(f.corner, small, suit);
    text_at_ink(list, f.corner, small, rk.x0 + (rk.w() - under.w()) * 0.5f, rk.y1 + m, false, 1e9f,
                ink, suit);
    // Below the strip (and the small suit, at the left): the pip or the figure.
    const Rect below{r.x + m, r.y + face.strip, r.w - 2 * m, r.h - face.strip - m};
    if (rank_of(c) >= 11) {
        draw_court(list, below, rank_of(c), ink);
    } else {
        const Ink pip = ink_of(f.pip, f.pip_size, suit);
        text_at_ink(list, f.pip, f.pip_size, below.cx() - pip.w() * 0.5f,
                    below.cy() - (pip.y1 - pip.y0) * 0.5f, false, 1e9f, ink, suit);
    }
}

void draw_face(ImDrawList& list, const CardFonts& f, const Palette& pal, const Rect& r,
               float radius, Card c) {
    const unsigned ink = pal.ink[suit_of(c)];
    list.AddRectFilled(tl(r), br(r), pal.face, radius);
    list.AddRect(tl(r), br(r), pal.face_edge, radius, 0, 1.0f);
    if (f.face.compact) return draw_compact_face(list, f, pal, r, c);

    const float inset = r.w * 0.16f * pal.index_scale;
    const ImVec2 centre{r.cx(), r.cy()};
    // The indices' ink starts 5% of the width below the top edge, where the layout's strips
    // count it from (table_layout.cpp, INDEX_TOP): a strip thinner than the index (a long
    // pile, large indices) then shows as much of the rank and the suit as it can.
    const float ink_top = r.y + r.w * 0.05f;
    corner_index(list, f, r.x + inset, ink_top, ink, c, nullptr);
    corner_index(list, f, r.x + inset, ink_top, ink, c, &centre);
    corner_suit(list, f, r.x + r.w - inset, ink_top, ink, c, nullptr);
    corner_suit(list, f, r.x + r.w - inset, ink_top, ink, c, &centre);

    const int rank = rank_of(c);
    const float cy = r.y + r.h * 0.56f;
    if (rank >= 11) {
        // Court cards: the figure in a framed panel between the corner indices.
        const float x0 = r.x + inset + f.corner_size * 0.40f;
        const Rect panel{x0, r.y + r.h * 0.28f, r.x + r.w - x0 - (x0 - r.x), r.h * 0.44f};
        list.AddRectFilled(tl(panel), br(panel), (ink & 0x00FFFFFF) | 0x12000000, radius * 0.6f);
        draw_court(list, {panel.x + 1, panel.y + 2, panel.w - 2, panel.h - 2}, rank, ink);
        list.AddRect(tl(panel), br(panel), ink, radius * 0.6f, 0, 1.2f);
    } else {
        text_centred(list, f.pip, f.pip_size, r.cx(), cy, ink, SUIT_GLYPH[suit_of(c)]);
    }
}

// The patterns inside a back's inner panel `in`, in the colour `line`. The lines are cut to
// the panel here rather than by a clip rectangle: a clip rectangle ends ImGui's draw batch,
// and each draw call costs the GPU a pass over the whole framebuffer with software WebGL
// (one per card back made the table render at 12 frames a second there, before the sheet).

// A diagonal lattice.
void back_lattice(ImDrawList& list, const Rect& in, float step, unsigned line) {
    for (float d = -in.h; d < in.w; d += step) {
        // Points (in.x + d + t, in.y + t) and (in.x + d + t, in.y + in.h - t), t in [t0, t1].
        const float t0 = std::max(0.0f, -d), t1 = std::min(in.h, in.w - d);
        if (t1 <= t0) continue;
        list.AddLine({in.x + d + t0, in.y + t0}, {in.x + d + t1, in.y + t1}, line);
        list.AddLine({in.x + d + t0, in.y + in.h - t0}, {in.x + d + t1, in.y + in.h - t1}, line);
    }
}

// Small diamonds on a staggered grid, centred on the panel.
void back_diamonds(ImDrawList& list, const Rect& in, float step, unsigned line) {
    const float s = step * 0.24f, half = step * 0.5f;
    const int cols = int(in.w / step), rows = int(in.h / half);
    const float x0 = in.cx() - (cols - 1) * half, y0 = in.cy() - (rows - 1) * half * 0.5f;
    for (int j = 0; j < rows; ++j)
        for (int i = 0; i < cols - (j & 1); ++i) {
            const float x = x0 + i * step + (j & 1) * half, y = y0 + j * half;
            list.AddQuadFilled({x, y - s}, {x + s, y}, {x, y + s}, {x - s, y}, line);
        }
}

// Bands across the panel, as wide as the gaps between them, centred on it.
void back_stripes(ImDrawList& list, const Rect& in, float step, unsigned line) {
    const float period = step * 0.5f, half = period * 0.25f;
    const int n = int(in.h / period);
    for (int k = 0; k < n; ++k) {
        const float y = in.cy() + (float(k) - float(n - 1) * 0.5f) * period;
        list.AddRectFilled({in.x, y - half}, {in.x + in.w, y + half}, line);
    }
}

// Frames within the frame around a medallion.
void back_rings(ImDrawList& list, const Rect& in, float step, unsigned line, float radius) {
    for (int k = 1; k <= 2; ++k) {
        const float m = step * 0.45f * k;
        list.AddRect({in.x + m, in.y + m}, {in.x + in.w - m, in.y + in.h - m}, line, radius * 0.5f,
                     0, 1.0f);
    }
    const float rad = in.w * 0.26f;
    list.AddCircle({in.cx(), in.cy()}, rad, line, 32, 1.5f);
    list.AddCircleFilled({in.cx(), in.cy()}, rad * 0.62f, line, 32);
}

void draw_back(ImDrawList& list, const Palette& pal, const Rect& r, float radius) {
    list.AddRectFilled(tl(r), br(r), pal.face, radius);
    const float m = r.w * 0.07f;
    const Rect in{r.x + m, r.y + m, r.w - 2 * m, r.h - 2 * m};
    list.AddRectFilled(tl(in), br(in), pal.back, radius * 0.6f);
    const float step = r.w * 0.16f;
    const ImU32 faint = pal.back_line & 0x70FFFFFF;
    switch (pal.back_design) {
    case BackDesign::Lattice: back_lattice(list, in, step, faint); break;
    case BackDesign::Diamonds: back_diamonds(list, in, step, faint); break;
    case BackDesign::Stripes: back_stripes(list, in, step, faint); break;
    case BackDesign::Rings: back_rings(list, in, step, pal.back_line, radius); break;
    }
    list.AddRect(tl(in), br(in), pal.back_line, radius * 0.6f, 0, 1.5f);
    list.AddRect(tl(r), br(r), pal.face_edge, radius, 0, 1.0f);
}

} // namespace

void draw_card(ImDrawList& list, const CardFonts& fonts, const Palette& pal, const Rect& r,
               float radius, CardView card) {
    if (card.face_up)
        draw_face(list, fonts, pal, r, radius, card.card);
    else
        draw_back(list, pal, r, radius);
}

void draw_lift_shadow(ImDrawList& list, const Palette& pal, const Rect& r, float radius) {
    const float d = r.w * 0.05f;
    list.AddRectFilled({r.x + d, r.y + d * 1.5f}, {r.x + r.w + d, r.y + r.h + d * 1.5f}, pal.shadow,
                       radius);
}

void draw_empty_pile(ImDrawList& list, const CardFonts& fonts, const Palette& pal, const Rect& r,
                     float radius, const PileView& pile, bool can_redeal) {
    list.AddRectFilled(tl(r), br(r), pal.slot_fill, radius);
    list.AddRect({r.x + 1, r.y + 1}, {r.x + r.w - 1, r.y + r.h - 1}, pal.slot_line, radius, 0,
                 2.0f);
    const unsigned faint = pal.slot_line & 0x80FFFFFF;
    // What the pile takes, as its game says (PileView::accepts_rank, suit_hint): the suit
    // in the middle with its first rank over it, or the rank alone; nothing for any card.
    const bool rank = pile.accepts_rank >= 1 && pile.accepts_rank <= RANKS;
    if (pile.suit_hint >= 0 && pile.suit_hint < SUITS && rank) { // the rank over the suit
        text_centred(list, fonts.corner, fonts.corner_size, r.cx(), r.y + r.h * 0.25f, faint,
                     rank_text(pile.accepts_rank).c_str());
        text_centred(list, fonts.pip, fonts.pip_size * 0.8f, r.cx(), r.y + r.h * 0.62f, faint,
                     SUIT_GLYPH[pile.suit_hint]);
    } else if (pile.suit_hint >= 0 && pile.suit_hint < SUITS) {
        text_centred(list, fonts.pip, fonts.pip_size, r.cx(), r.cy(), faint,
                     SUIT_GLYPH[pile.suit_hint]);
    } else if (rank) {
        text_centred(list, fonts.pip, fonts.pip_size * 0.8f, r.cx(), r.cy(), faint,
                     rank_text(pile.accepts_rank).c_str());
    }
    if (pile.kind == PileKind::Stock) {
        const float rad = r.w * 0.26f;
        if (can_redeal) {
            // A ring with an arrow head: clicking here turns the waste over.
            list.PathArcTo({r.cx(), r.cy()}, rad, 0.5f, 5.8f, 32);
            list.PathStroke(pal.slot_line, 0, r.w * 0.06f);
            const ImVec2 tip{r.cx() + rad * 0.89f, r.cy() - rad * 0.46f};
            list.AddTriangleFilled({tip.x - rad * 0.35f, tip.y - rad * 0.05f},
                                   {tip.x + rad * 0.25f, tip.y - rad * 0.05f},
                                   {tip.x - rad * 0.05f, tip.y + rad * 0.45f}, pal.slot_line);
        } else {
            const float d = rad * 0.7f;
            list.AddLine({r.cx() - d, r.cy() - d}, {r.cx() + d, r.cy() + d}, faint, r.w * 0.05f);
            list.AddLine({r.cx() - d, r.cy() + d}, {r.cx() + d, r.cy() - d}, faint, r.w * 0.05f);
        }
    }
}

void draw_highlight(ImDrawList& list, const Palette& pal, const Rect& r, float radius) {
    list.AddRect({r.x - 2, r.y - 2}, {r.x + r.w + 2, r.y + r.h + 2}, pal.highlight, radius + 2, 0,
                 3.0f);
}

namespace {
constexpr float CAPTION_SIZE = CardFonts::UI_SIZE * 0.85f;
constexpr float CAPTION_PAD_X = 5, CAPTION_PAD_Y = 1;
} // namespace

Rect caption_size(const CardFonts& fonts, const char* text) {
    const ImVec2 s = fonts.ui->CalcTextSizeA(CAPTION_SIZE, 1e9f, 0, text);
    return {0, 0, s.x + 2 * CAPTION_PAD_X, s.y + 2 * CAPTION_PAD_Y};
}

void draw_caption(ImDrawList& list, const CardFonts& fonts, const Rect& pill, const char* text) {
    // Over a face-up card the pill would hide it: the pill is placed off the cards then.
    list.AddRectFilled({pill.x, pill.y}, {pill.x + pill.w, pill.y + pill.h}, 0x70000000,
                       pill.h * 0.5f);
    list.AddText(fonts.ui, CAPTION_SIZE, {pill.x + CAPTION_PAD_X, pill.y + CAPTION_PAD_Y},
                 0xFFFFFFFF, text);
}

} // namespace sol::ui
