// Pyramid moves, packed in 32 bits, and the fixed-capacity list the generators fill.
#pragma once
#include "pyramid/geometry.h"
#include <array>
#include <cstdint>

namespace sol::pyramid {

// The three kinds of action (docs/rules.md, Pyramid: Moves); each one counts as one move in
// a solution's length.
enum class MoveKind : std::uint8_t {
    Draw,   // the stock's top card to the waste
    Redeal, // stock empty, passes remain: the waste becomes the stock again
    Remove, // a King alone, or two available cards whose ranks add to 13
};

// Where a removed card was. Places 0..27 are the pyramid's; 28 + t is talon slot t (t in
// draw order of the first pass), which is either the stock's top or the waste's top.
inline constexpr int TALON_PLACE = PYRAMID;
inline constexpr int NO_PLACE = 63;
constexpr bool is_pyramid_place(int place) {
    return place < PYRAMID;
}

// A move, packed so that it carries everything undo needs (undo_move(m) exactly inverts
// do_move(m)) and the page can play it from its number:
//   bits 0-1   kind (MoveKind)
//   bits 2-7   first place (Remove), the lower of the two
//   bits 8-13  second place (a pair), or NO_PLACE (a King alone)
//   bit  14    the move's talon card of highest slot was the stock's top (not the waste's):
//              a removal from the stock moves the stock's top on, and undo must put it back
// Draw and Redeal use no other bits, so each has exactly one number (0 and 1).
struct Move {
    std::uint32_t bits = 0;

    static constexpr Move draw() { return Move{std::uint32_t(MoveKind::Draw)}; }
    static constexpr Move redeal() { return Move{std::uint32_t(MoveKind::Redeal)}; }
    // Removes the card at place `a` alone (a King), or with the card at place `b`.
    static constexpr Move remove(int a, int b, bool from_stock) {
        if (b != NO_PLACE && b < a) {
            const int t = a;
            a = b, b = t;
        }
        return Move{std::uint32_t(MoveKind::Remove) | std::uint32_t(a) << 2 |
                    std::uint32_t(b) << 8 | std::uint32_t(from_stock) << 14};
    }
    constexpr MoveKind kind() const { return MoveKind(bits & 3); }
    constexpr int first() const { return (bits >> 2) & 63; }
    constexpr int second() const { return (bits >> 8) & 63; }
    constexpr bool is_pair() const { return second() != NO_PLACE; }
    constexpr bool from_stock() const { return (bits >> 14) & 1; }
    constexpr bool operator==(const Move&) const = default;
};

// Fixed-capacity move list on the stack (never allocates). At most 7 pyramid cards and
// 2 talon cards are available at once: 36 pairs, 9 Kings, a draw and a redeal fit.
struct MoveList {
    static constexpr int CAPACITY = 48;
    std::array<Move, CAPACITY> moves;
    int size = 0;
    void push(Move m) { moves[std::size_t(size++)] = m; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
};

} // namespace sol::pyramid
