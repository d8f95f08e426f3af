#include "shell/view/appearance.h"

#include <algorithm>
#include <iterator>

namespace sol::ui {

namespace {

// A back's pattern and colours (IM_COL32 order, 0xAABBGGRR), by CARD_BACKS' order.
struct BackStyle {
    BackDesign design;
    unsigned back, line;
};
constexpr BackStyle BACKS[] = {
    {BackDesign::Lattice, 0xFF8A4A1E, 0xFFD8B070},  // deep blue, pale blue lattice
    {BackDesign::Diamonds, 0xFF2A1EA8, 0xFFC0D8F0}, // crimson, cream diamonds
    {BackDesign::Stripes, 0xFF3A6E1E, 0xFFB8E8D0},  // forest green, pale stripes
    {BackDesign::Rings, 0xFF302A2A, 0xFF40B0E0},    // charcoal, gold rings
};
static_assert(std::size(BACKS) == std::size(CARD_BACKS));

// A felt's gradient, top to bottom, by FELTS' order.
struct FeltStyle {
    unsigned top, bottom;
};
constexpr FeltStyle FELT_COLOURS[] = {
    {0xFF3F8A1C, 0xFF235A0E}, // green
    {0xFF8E5A1C, 0xFF5C340E}, // blue
    {0xFF2C248E, 0xFF18105A}, // burgundy
    {0xFF64605A, 0xFF3A3632}, // charcoal grey
};
static_assert(std::size(FELT_COLOURS) == std::size(FELTS));

// Clubs green and diamonds blue, as in four-colour poker decks: no two suits share a colour.
constexpr unsigned FOUR_COLOUR_INK[4] = {0xFF2A800E, 0xFFD05018, 0xFF2A1FC8, 0xFF201A1A};
// Large indices: a third larger, as far as the index column can grow on the card.
constexpr float LARGE_INDEX_SCALE = 1.3f;

} // namespace

Palette palette_for(const Settings& s) {
    Palette p;
    const BackStyle& back = BACKS[s.card_back];
    p.back_design = back.design;
    p.back = back.back;
    p.back_line = back.line;
    p.felt_top = FELT_COLOURS[s.felt].top;
    p.felt_bottom = FELT_COLOURS[s.felt].bottom;
    if (s.four_colour) std::copy(std::begin(FOUR_COLOUR_INK), std::end(FOUR_COLOUR_INK), p.ink);
    if (s.large_indices) p.index_scale = LARGE_INDEX_SCALE;
    return p;
}

} // namespace sol::ui
