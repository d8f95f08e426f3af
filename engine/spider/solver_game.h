// The Spider position as the generic searches see it (search/game.h, search/best_first.h):
// the solver's moves, with the pruning each search may use, and its canonical key.
#pragma once
#include "spider/position.h"
#include "spider/solver_eval.h"

namespace sol::spider {

// How the move generator prunes.
// - Complete: only moves that can be left out without losing a win (so that an exhausted
//   search proves Unsolvable), ordered best first by the estimate of the position after.
// - Focused: also leaves out moves that rarely help (below), unordered: the best-first
//   search orders its whole frontier by the estimate anyway. Exhausting it proves nothing.
enum class Pruning : std::uint8_t { Complete, Focused };

// Fixed-capacity list of solver moves. Moves onto a card: at most 10 sources x 9 targets
// (a top card accepts one length of each source's run); onto an empty pile only the first
// empty pile is tried, so at most 10 sources x 13 lengths; plus a deal.
using SolverMoveList = MoveListOf<256>;

// Adapter around Position for the searches. Invariant: pos is a legal position of the game
// being solved; key() is its canonical key (equal for positions that differ only in the
// order of piles, Position's key).
//
// Pruning in both modes, each with its argument:
// - Onto an empty pile, only the first empty pile: empty piles are interchangeable, and the
//   canonical key makes the results one position anyway.
// - No move of a whole pile (every card face up, all one run) onto an empty pile: the
//   result is the same position with two piles swapped.
// - Back-and-forth moves (a run moved and moved straight back) and every other loop lead to
//   a position already in the table, so the searches drop them there.
// In Focused mode only (heuristic: a move these rules drop is sometimes needed, which the
// complete search that follows makes up for):
// - No splitting a one-suit run onto a card: moving 7S off 9S 8S 7S onto 8H leaves an 8
//   showing where an 8 showed before, so the tops offer the same ranks; only a suited run
//   was broken. It helps only in longer combinations (to free the other 8's pile), which
//   the complete search still tries. Splits onto an empty pile stay.
//   (Measured: also dropping moves of a run off a card it is in order on, of another suit,
//   lost most 2-suit wins: those moves are how the cards beneath are reached.)
class SpiderGame {
  public:
    using Move = spider::Move;
    using MoveList = SolverMoveList;
    using Snapshot = Position::Snapshot;

    SpiderGame(const Position& start, Pruning pruning, const EstimateWeights& weights = {})
        : pos_(start), pruning_(pruning), weights_(weights) {}

    bool is_won() const { return pos_.is_won(); }
    std::uint64_t key() const { return pos_.key(); }
    bool forced_move(Move&) const { return false; }
    void generate(MoveList& list) const;
    void do_move(Move m) {
        pos_.do_move(m);
        ++since_base_;
        last_ = m;
    }
    void undo_move(Move m) {
        pos_.undo_move(m);
        --since_base_;
    }

    // The child's key for the best-first search to prefetch its table slot (0: none).
    std::uint64_t key_hint(Move m) const { return pos_.child_key_hint(m); }
    Snapshot snapshot() const { return pos_.snapshot(); }
    void restore(const Snapshot& s) {
        pos_.restore(s);
        since_base_ = NO_BASE;
    }
    int estimate() const;

    const Position& position() const { return pos_; }
    void set_pruning(Pruning p) { pruning_ = p; }
    void set_weights(const EstimateWeights& weights) {
        weights_ = weights;
        since_base_ = NO_BASE;
        base_known_ = false;
    }
    // From now on estimate() adds a pseudo-random amount in [0, amplitude), a fixed function
    // of the position's key and `seed` (so a position met again gets the same estimate):
    // the solver's restarts use it to search differently each time (solver.cpp).
    void set_noise(std::uint64_t seed, int amplitude) {
        noise_seed_ = seed * 0x9E3779B97F4A7C15ULL;
        noise_ = amplitude;
    }

  private:
    // Mutable so that the const generate() can play each move and take it back to order
    // the list: do/undo are exact inverses, so the position is unchanged after.
    mutable Position pos_;
    Pruning pruning_;
    EstimateWeights weights_;
    // The estimate's pile terms of the position generate() was last called in (the base),
    // so that the estimate of a child one tableau move away (what the best-first search
    // asks for every child) recomputes only the two piles the move changed. since_base_:
    // moves played since (NO_BASE once the position was restored or the weights changed).
    static constexpr int NO_BASE = -1'000'000;
    mutable int base_piles_[PILES]{};
    mutable int base_sum_ = 0;
    mutable int since_base_ = NO_BASE;
    // The pile hashes base_piles_ were computed for: generate() recomputes only the piles
    // that changed since (positions expanded one after another share most piles), valid
    // while the weights are the same (base_known_).
    mutable std::uint64_t base_hashes_[PILES]{};
    mutable bool base_known_ = false;
    Move last_{};
    std::uint64_t noise_seed_ = 0;
    int noise_ = 0;
};

} // namespace sol::spider
