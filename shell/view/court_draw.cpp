#include "shell/view/court_draw.h"

#include <algorithm>
#include <imgui.h>

namespace sol::ui {

namespace {

// The figures are drawn on a grid one unit wide and TALL units high (y down), scaled to
// the box: a head and its headwear over shoulders that reach the bottom edge.
constexpr float TALL = 1.3f;

constexpr unsigned GOLD = IM_COL32(222, 170, 40, 255);
constexpr unsigned GOLD_DARK = IM_COL32(150, 105, 20, 255);
constexpr unsigned SKIN = IM_COL32(250, 220, 192, 255);
constexpr unsigned LINE = IM_COL32(45, 35, 35, 255);
constexpr unsigned SILVER = IM_COL32(226, 228, 234, 255);
constexpr unsigned STEEL = IM_COL32(170, 176, 188, 255);
constexpr unsigned QUEEN_HAIR = IM_COL32(200, 142, 50, 255);
constexpr unsigned JACK_HAIR = IM_COL32(112, 66, 30, 255);
constexpr unsigned WOOD = IM_COL32(120, 80, 40, 255);
constexpr unsigned LIPS = IM_COL32(205, 45, 60, 255);
constexpr unsigned PETAL = IM_COL32(228, 86, 128, 255);
constexpr unsigned LEAF = IM_COL32(60, 140, 60, 255);

// A figure's grid placed in the box: p(x, y) is the grid point's place on screen.
struct Grid {
    float x0, y0, s;
    ImVec2 p(float x, float y) const { return {x0 + x * s, y0 + y * s}; }
    float len(float d) const { return d * s; }
};

// A convex polygon, filled and outlined. Its points go round either way: ImGui's
// anti-aliased fill wants one winding (its fringe would fall inside otherwise), so they
// are put in that order here.
void poly(ImDrawList& list, const Grid& g, std::initializer_list<ImVec2> pts, unsigned fill,
          unsigned edge, float width) {
    ImVec2 out[12];
    int n = 0;
    for (const ImVec2& q : pts) out[n++] = g.p(q.x, q.y);
    float area = 0;
    for (int i = 0; i < n; ++i) {
        const ImVec2 &a = out[i], &b = out[(i + 1) % n];
        area += a.x * b.y - b.x * a.y;
    }
    if (area < 0) std::reverse(out, out + n);
    list.AddConvexPolyFilled(out, n, fill);
    if (edge) list.AddPolyline(out, n, edge, ImDrawFlags_Closed, width);
}

void disc(ImDrawList& list, const Grid& g, float x, float y, float r, unsigned fill, unsigned edge,
          float width) {
    list.AddCircleFilled(g.p(x, y), g.len(r), fill, 20);
    if (edge) list.AddCircle(g.p(x, y), g.len(r), edge, 20, width);
}

void line(ImDrawList& list, const Grid& g, float x0, float y0, float x1, float y1, unsigned col,
          float w) {
    list.AddLine(g.p(x0, y0), g.p(x1, y1), col, std::max(1.0f, g.len(w)));
}

// Shoulders in the suit's ink with a gold collar, the neck, the face (eyes when large
// enough to see); the head's centre at (0.5, hy).
void body(ImDrawList& list, const Grid& g, unsigned ink, float hy, float edge) {
    poly(list, g,
         {{0.06f, TALL},
          {0.10f, 0.94f},
          {0.22f, 0.82f},
          {0.40f, 0.78f},
          {0.60f, 0.78f},
          {0.78f, 0.82f},
          {0.90f, 0.94f},
          {0.94f, TALL}},
         ink, LINE, edge);
    line(list, g, 0.5f, 0.96f, 0.5f, TALL, GOLD, 0.05f);
    list.AddRectFilled(g.p(0.44f, hy + 0.08f), g.p(0.56f, 0.82f), SKIN);
    line(list, g, 0.37f, 0.79f, 0.5f, 0.96f, GOLD, 0.045f);
    line(list, g, 0.63f, 0.79f, 0.5f, 0.96f, GOLD, 0.045f);
}

void face(ImDrawList& list, const Grid& g, float hy, float r, float edge) {
    disc(list, g, 0.5f, hy, r, SKIN, LINE, edge);
    if (g.s < 26) return; // eyes would be less than a pixel
    disc(list, g, 0.44f, hy - 0.01f, 0.02f, LINE, 0, 0);
    disc(list, g, 0.56f, hy - 0.01f, 0.02f, LINE, 0, 0);
}

// The King: a white beard and hair, a crown of three spikes, a sword.
void king(ImDrawList& list, const Grid& g, unsigned ink, float edge) {
    const float hy = 0.56f;
    // The sword, behind the shoulder: blade up, its guard and grip at the hand.
    line(list, g, 0.15f, 0.30f, 0.15f, 0.92f, STEEL, 0.05f);
    line(list, g, 0.06f, 0.92f, 0.24f, 0.92f, GOLD, 0.05f);
    disc(list, g, 0.5f, hy - 0.03f, 0.19f, SILVER, LINE, edge); // hair
    body(list, g, ink, hy, edge);
    face(list, g, hy, 0.15f, edge);
    poly(list, g,
         {{0.35f, hy + 0.03f},
          {0.65f, hy + 0.03f},
          {0.62f, hy + 0.17f},
          {0.5f, hy + 0.27f},
          {0.38f, hy + 0.17f}},
         SILVER, LINE, edge); // beard
    // The crown: a band and three spikes, jewels on their tips.
    poly(list, g, {{0.32f, 0.35f}, {0.43f, 0.35f}, {0.33f, 0.14f}}, GOLD, GOLD_DARK, edge);
    poly(list, g, {{0.40f, 0.35f}, {0.60f, 0.35f}, {0.5f, 0.07f}}, GOLD, GOLD_DARK, edge);
    poly(list, g, {{0.57f, 0.35f}, {0.68f, 0.35f}, {0.67f, 0.14f}}, GOLD, GOLD_DARK, edge);
    poly(list, g, {{0.31f, 0.33f}, {0.69f, 0.33f}, {0.69f, 0.42f}, {0.31f, 0.42f}}, GOLD, GOLD_DARK,
         edge);
    disc(list, g, 0.5f, 0.375f, 0.03f, ink, 0, 0);
    for (const float x : {0.33f, 0.5f, 0.67f})
        disc(list, g, x, x == 0.5f ? 0.07f : 0.14f, 0.03f, ink, 0, 0);
}

// The Queen: long golden hair, a crown of pearls, a flower.
void queen(ImDrawList& list, const Grid& g, unsigned ink, float edge) {
    const float hy = 0.57f;
    list.AddRectFilled(g.p(0.29f, 0.40f), g.p(0.71f, 0.90f), QUEEN_HAIR, g.len(0.16f));
    body(list, g, ink, hy, edge);
    // A necklace.
    line(list, g, 0.40f, 0.80f, 0.5f, 0.87f, GOLD, 0.03f);
    line(list, g, 0.60f, 0.80f, 0.5f, 0.87f, GOLD, 0.03f);
    face(list, g, hy, 0.145f, edge);
    if (g.s >= 26) disc(list, g, 0.5f, hy + 0.075f, 0.025f, LIPS, 0, 0);
    // The crown: a band with three pearls on arches.
    for (const float x : {0.38f, 0.5f, 0.62f})
        disc(list, g, x, x == 0.5f ? 0.27f : 0.31f, 0.05f, GOLD, GOLD_DARK, edge);
    poly(list, g, {{0.34f, 0.33f}, {0.66f, 0.33f}, {0.64f, 0.43f}, {0.36f, 0.43f}}, GOLD, GOLD_DARK,
         edge);
    disc(list, g, 0.5f, 0.27f, 0.025f, ink, 0, 0);
    // The flower, held up at her side.
    line(list, g, 0.86f, 0.66f, 0.84f, 1.0f, LEAF, 0.035f);
    for (int k = 0; k < 5; ++k) {
        static const float DX[5] = {0, 0.05f, 0.03f, -0.03f, -0.05f};
        static const float DY[5] = {-0.055f, -0.015f, 0.045f, 0.045f, -0.015f};
        disc(list, g, 0.86f + DX[k], 0.62f + DY[k], 0.035f, PETAL, 0, 0);
    }
    disc(list, g, 0.86f, 0.62f, 0.025f, GOLD, 0, 0);
}

// The Jack: short brown hair, a cap with a long feather, a halberd.
void jack(ImDrawList& list, const Grid& g, unsigned ink, float edge) {
    const float hy = 0.57f;
    // The halberd, behind the shoulder: its shaft, spike and axe blade.
    line(list, g, 0.87f, 0.24f, 0.87f, TALL, WOOD, 0.04f);
    poly(list, g, {{0.87f, 0.10f}, {0.91f, 0.26f}, {0.83f, 0.26f}}, STEEL, LINE, edge);
    poly(list, g, {{0.89f, 0.28f}, {0.99f, 0.24f}, {0.99f, 0.42f}, {0.89f, 0.38f}}, STEEL, LINE,
         edge);
    disc(list, g, 0.5f, hy - 0.05f, 0.17f, JACK_HAIR, LINE, edge);
    body(list, g, ink, hy, edge);
    face(list, g, hy, 0.145f, edge);
    // The cap, in the suit's ink with a gold band, and its feather sweeping up.
    list.AddBezierCubic(g.p(0.64f, 0.34f), g.p(0.70f, 0.18f), g.p(0.76f, 0.10f), g.p(0.90f, 0.04f),
                        GOLD, std::max(1.5f, g.len(0.06f)), 16);
    poly(list, g, {{0.28f, 0.44f}, {0.32f, 0.30f}, {0.5f, 0.25f}, {0.70f, 0.30f}, {0.74f, 0.44f}},
         ink, LINE, edge);
    line(list, g, 0.30f, 0.42f, 0.72f, 0.42f, GOLD, 0.04f);
}

} // namespace

void draw_court(ImDrawList& list, const Rect& box, int rank, unsigned ink) {
    const float s = std::min(box.w, box.h / TALL);
    const Grid g{box.cx() - s * 0.5f, box.y + box.h - s * TALL, s};
    const float edge = std::max(1.0f, s * 0.02f);
    switch (rank) {
    case 11: jack(list, g, ink, edge); break;
    case 12: queen(list, g, ink, edge); break;
    case 13: king(list, g, ink, edge); break;
    default: break;
    }
}

} // namespace sol::ui
