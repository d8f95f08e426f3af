// Where the cards of a Pyramid deal lie: the 28 places of the pyramid, the 24 slots of the
// talon (stock and waste together), and which pyramid places cover which.
#pragma once
#include <array>
#include <bit>
#include <cstdint>

namespace sol::pyramid {

inline constexpr int ROWS = 7;
inline constexpr int PYRAMID = 28; // places 0..27: row by row from the apex, left to right
inline constexpr int TALON = 24;   // slots 0..23: the stock in the order of the first pass

// A set of pyramid places, bit p for place p.
using PlaceMask = std::uint32_t;
inline constexpr PlaceMask FULL_PYRAMID = (PlaceMask(1) << PYRAMID) - 1;
// A set of talon slots, bit t for slot t.
using SlotMask = std::uint32_t;
inline constexpr SlotMask FULL_TALON = (SlotMask(1) << TALON) - 1;

constexpr int place_of(int row, int col) {
    return row * (row + 1) / 2 + col;
} // 0-based
constexpr int row_of(int place) {
    int r = 0;
    while (place_of(r + 1, 0) <= place) ++r;
    return r;
}
constexpr int col_of(int place) {
    return place - place_of(row_of(place), 0);
}

// The places of row r (0-based) as a mask.
constexpr PlaceMask row_mask(int r) {
    return ((PlaceMask(1) << (r + 1)) - 1) << place_of(r, 0);
}

// The two places that cover place p directly, (r+1, c) and (r+1, c+1); none on row 7.
constexpr PlaceMask children_mask(int p) {
    const int r = row_of(p), c = col_of(p);
    if (r + 1 >= ROWS) return 0;
    return PlaceMask(3) << place_of(r + 1, c);
}

// Every place that covers p, directly or through others: (r', c') with r' > r and
// c <= c' <= c + (r' - r). All of them leave before p becomes available.
constexpr PlaceMask covering_mask(int p) {
    const int r = row_of(p), c = col_of(p);
    PlaceMask m = 0;
    for (int r2 = r + 1; r2 < ROWS; ++r2)
        for (int c2 = c; c2 <= c + (r2 - r); ++c2) m |= PlaceMask(1) << place_of(r2, c2);
    return m;
}

// Every place that p covers, directly or through others (its "ancestors" towards the
// apex): p leaves before any of them becomes available.
constexpr PlaceMask covered_mask(int p) {
    PlaceMask m = 0;
    for (int q = 0; q < PYRAMID; ++q)
        if (covering_mask(q) >> p & 1) m |= PlaceMask(1) << q;
    return m;
}

// The masks above for every place, computed once at compile time.
struct PyramidTables {
    std::array<PlaceMask, PYRAMID> children{}, covering{}, covered{};
    constexpr PyramidTables() {
        for (int p = 0; p < PYRAMID; ++p) {
            children[p] = children_mask(p);
            covering[p] = covering_mask(p);
            covered[p] = covered_mask(p);
        }
    }
};
inline constexpr PyramidTables TABLES{};

// By byte k of a mask of places (places 8k..8k+7): the places that the cards there cover
// directly (card (r + 1, c) covers (r, c - 1) and (r, c)), made at compile time: each entry
// from the byte's lowest place and the entry of the rest (4 x 255 steps: a loop over every
// bit of every byte and every place cost each file that includes this about half a second
// of the compiler's constant evaluation).
inline constexpr std::array<std::array<PlaceMask, 256>, 4> COVERED_BY_BYTE = [] {
    std::array<PlaceMask, 32> covers{}; // by place: the places it covers directly
    for (int q = 0; q < PYRAMID; ++q)
        for (PlaceMask c = TABLES.children[std::size_t(q)]; c != 0; c &= c - 1)
            covers[std::size_t(std::countr_zero(c))] |= PlaceMask(1) << q;
    std::array<std::array<PlaceMask, 256>, 4> t{};
    for (std::size_t k = 0; k < 4; ++k)
        for (unsigned b = 1; b < 256; ++b)
            t[k][b] = t[k][b & (b - 1)] | covers[8 * k + std::size_t(std::countr_zero(b))];
    return t;
}();

// The places that the cards in `cards` cover directly: four lookups, a byte of `cards` each.
constexpr PlaceMask covered_directly(PlaceMask cards) {
    return COVERED_BY_BYTE[0][cards & 0xFF] | COVERED_BY_BYTE[1][cards >> 8 & 0xFF] |
           COVERED_BY_BYTE[2][cards >> 16 & 0xFF] | COVERED_BY_BYTE[3][cards >> 24 & 0xFF];
}

// The available pyramid places: still there, and neither covering place still there (no
// card left covers them directly).
constexpr PlaceMask uncovered(PlaceMask left) {
    return left & ~covered_directly(left);
}

} // namespace sol::pyramid
