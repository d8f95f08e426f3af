// Klondike as a search::Game: the position the solver walks, with compressed talon moves,
// dominance (forced) moves, pruned and ordered move generation, and its own key.
#pragma once
#include "klondike/position.h"
#include "klondike/solver_followup.h"
#include "klondike/solver_move.h"
#include <cstdint>
#include <vector>

namespace sol::klondike {

// The most primitive moves one solver move expands to: the draws of a whole pass, a
// redeal, the draws of a second pass up to the card, and the play itself.
inline constexpr int MAX_EXPANSION = 2 * TALON + 2;

// A Position seen by the solver (thoughtful: it knows the face-down cards).
//
// Moves are SolverMoves: a talon move plays any card the stock can bring to the waste top
// (draws and at most one redeal folded in, expanded again by `expand`), so the search never
// branches on draws. With limited passes a card is reached in the current pass when it can
// be, since a route through a redeal leads to the same position with one pass fewer.
//
// The key (solver_key.h) ignores the order of the piles, and also waste_len when the draw
// is 1 with unlimited passes: then every talon card can be reached from every waste_len,
// so positions that differ only by it are equally winnable; with a larger draw and
// unlimited passes, the same holds among the lengths a redeal cycles through (waste_term).
// Redeals are hashed only when passes are limited. Invariant: key_ == compute_key().
//
// forced_move and generate implement the pruning; the argument for each rule is with its
// code in solver_movegen.cpp.
class SolverGame {
  public:
    using Move = SolverMove;
    using MoveList = SolverMoveList;

    // `noise` != 0 perturbs the move order deterministically (a function of the seed and
    // the position), for the solver's restarts; the moves tried are the same.
    // `plain` turns off every pruning rule and dominance (forced moves, follow-ups, the
    // partial-run, emptying, talon and foundation-down conditions), keeping only the talon
    // compression and the key: a slow reference search that tests check the pruned one
    // against.
    explicit SolverGame(const Position& root, std::uint64_t noise = 0, bool plain = false);

    bool is_won() const { return pos_.is_won(); }
    // The position's key, plus the follow-up restriction it was reached with.
    std::uint64_t key() const { return key_ ^ (plies_.empty() ? 0 : plies_.back().follow_key); }
    std::uint64_t base_key() const { return key_; } // without the restriction
    // Exactly the base key after m, without playing it (search::HasChildKey).
    std::uint64_t child_key(SolverMove m) const { return key_ ^ key_delta(m); }
    // Base keys of the same position with fewer cards drawn in this pass (by whole draws)
    // or fewer redeals used: from there the same draws reach here, and more passes allow
    // more, so each dominates this position (search::HasDominators).
    int dominators(std::uint64_t* keys) const;
    std::uint64_t compute_key() const;

    bool forced_move(SolverMove& out) const;
    void generate(SolverMoveList& out) const;

    void do_move(SolverMove m) { do_move(m, child_key(m)); }
    void do_move(SolverMove m, std::uint64_t child_key); // search::HasKeyedMove
    void undo_move(SolverMove m);

    // The primitive moves `m` stands for, from the current position, into out[0..n);
    // returns n.
    int expand(SolverMove m, klondike::Move* out) const;

    const Position& position() const { return pos_; }

  private:
    std::uint64_t key_delta(SolverMove m) const; // key change of m, read before doing it
    CardSet compute_talon_set() const;
    std::uint64_t waste_term(int waste_len, int talon_len) const;
    void generate_uses(SolverMoveList& out, const FollowUp& follow) const;

    Position pos_;
    CardSet talon_set_ = 0; // the talon's cards, kept by do/undo (move generation asks often)
    // Per move of the current line: the follow-up restriction it left, and its key term.
    struct Ply {
        FollowUp follow;
        std::uint64_t follow_key;
        SolverMove move;
        std::uint64_t parent_key; // key_ before the move: undo restores it
    };
    std::vector<Ply> plies_;
    std::uint64_t key_ = 0;
    std::uint64_t noise_ = 0; // ordering noise seed; 0 = the plain order
    bool plain_ = false;      // no pruning (reference search)
    bool hash_waste_;         // waste_len decides something (draw 3, or limited passes)
    bool hash_redeals_;       // passes are limited
};

} // namespace sol::klondike
