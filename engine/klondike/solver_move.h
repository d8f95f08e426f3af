// The solver's moves: Klondike moves with the talon compressed into one step.
#pragma once
#include <array>
#include <cassert>
#include <cstdint>

namespace sol::klondike {

// What a solver move does. The talon kinds play any card the stock can bring to the waste
// top, with the draws (and at most one redeal) needed to get there folded in.
enum class SolverMoveKind : std::uint8_t {
    TalonToFoundation,   // talon card -> its foundation
    TalonToTableau,      // talon card -> tableau pile `to`
    TableauToFoundation, // top of pile `from` -> its foundation
    TableauToTableau,    // the top `count` cards of pile `from` -> pile `to`
    FoundationToTableau, // top of foundation `from` (a suit) -> pile `to`
};

// A solver move packed in 32 bits, enough to undo it and to expand it into the primitive
// Position moves it stands for:
//   bits 0-2   kind (SolverMoveKind)
//   bits 3-5   from: tableau pile, or foundation suit
//   bits 6-8   to: tableau pile, or foundation suit for the moves to a foundation
//   bits 9-13  count: run length (TableauToTableau), else 1; for the talon kinds the
//              card's index in the talon
//   bit  14    flip: a face-down card is left on top of `from` and turns face up
//   bits 15-19 waste_len before the move (talon kinds: where the draws start)
//   bit  20    redeal: the draws run to the end of the stock, redeal, and go on from the
//              start (talon kinds)
struct SolverMove {
    std::uint32_t bits = 0;

    static constexpr SolverMove make(SolverMoveKind k, int from, int to, int count, bool flip,
                                     int waste_len = 0, bool redeal = false) {
        return SolverMove{std::uint32_t(k) | std::uint32_t(from) << 3 | std::uint32_t(to) << 6 |
                          std::uint32_t(count) << 9 | std::uint32_t(flip) << 14 |
                          std::uint32_t(waste_len) << 15 | std::uint32_t(redeal) << 20};
    }
    constexpr SolverMoveKind kind() const { return SolverMoveKind(bits & 7); }
    constexpr int from() const { return (bits >> 3) & 7; }
    constexpr int to() const { return (bits >> 6) & 7; }
    constexpr int count() const { return (bits >> 9) & 31; }
    constexpr int talon_index() const { return count(); }
    constexpr bool flip() const { return (bits >> 14) & 1; }
    constexpr int waste_len() const { return (bits >> 15) & 31; }
    constexpr bool redeal() const { return (bits >> 20) & 1; }
    constexpr bool is_talon() const {
        return kind() == SolverMoveKind::TalonToFoundation ||
               kind() == SolverMoveKind::TalonToTableau;
    }
    constexpr bool operator==(const SolverMove&) const = default;
};

// Fixed-capacity list of solver moves on the stack. The capacity bounds the worst case:
// 24 talon cards with at most 3 targets each (a foundation, two twin tops or one empty
// pile), 42 tableau runs, 7 tops to foundations and 8 foundation cards.
struct SolverMoveList {
    static constexpr int CAPACITY = 160;
    std::array<SolverMove, CAPACITY> moves;
    int size = 0;
    void push(SolverMove m) {
        assert(size < CAPACITY);
        moves[size++] = m;
    }
    const SolverMove* begin() const { return moves.data(); }
    const SolverMove* end() const { return moves.data() + size; }
};

} // namespace sol::klondike
