// The FreeCell position as the generic searches see it (search/game.h,
// search/best_first.h): the solver's moves with the pruning each search may use,
// ordered best first, safe cards home as forced moves, an estimate for the best-first
// search, and the key that ignores the order of the columns and of the cells.
#pragma once
#include "freecell/position.h"
#include "freecell/safe.h"

namespace sol::freecell {

// How the move generator prunes.
// - Complete: only moves that can be left out without losing a win, so that an exhausted
//   search proves Unsolvable.
// - Focused: also leaves out moves that rarely help (below), so that the searches that
//   look for a win quickly waste less time; exhausting it proves nothing.
enum class Pruning : std::uint8_t { Complete, Focused };

// The solver's moves of one position, at most 88: home, at most 4 (one card per suit
// can go); onto a card, at most 16 (a column's top card takes only the two cards one rank
// lower of the other colour, one in Baker's Game, and each lies in one place); to the
// first empty cell, one per column, 8; from a cell onto the first empty column, one per
// cell, at most 8; and from the columns onto the first empty column, one move per card
// of each top run, at most 52. (The list is small because the depth-first search keeps
// one per ply of its line, and a block of them is cleared when it is made.)
using SolverMoveList = MoveListOf<88>;

// Adapter around Position for the searches. Invariant: pos_ is a legal position of the game
// being solved; key() is its key (Position's, the same for positions that differ only in
// the order of the columns or of the cells).
//
// Moves left out in both modes, each with its argument (each keeps a win):
// - When a safe card can go home (safe.h argues why that keeps every win), that move
//   alone: forced_move() for the depth-first search, generate() for the best-first one.
// - To a cell, only the first empty cell; onto an empty column, only the first empty
//   column: the others give the same position with cells or columns in another order, the
//   same key, so the search would find it in its table anyway.
// - No whole column moved onto an empty column: the same position with two columns
//   swapped.
// - Run moves stand for single-card moves, which are all generated too (a run of one), so
//   they only add shortcuts and never take a position out of reach.
// In Focused mode only (heuristic: the complete search makes up for what they drop):
// - No part of a run moved onto a card, leaving the rest of the run in order under it:
//   the card uncovered is one the moved cards were already in order on, so the tops offer
//   nothing new but the choice of parent; it helps only in longer combinations.
// - No card to a cell that lies in order on the card under it: parking breaks a run that
//   the player would rather move whole.
// - Onto an empty column, only the longest part of the top run that may move (the whole
//   run when the cells and other empty columns let it through), for the same reason: a
//   shorter part leaves the rest of the run in order under it. With the two rules above,
//   a run is never split by choice. Measured on deals 1-6000 in the solver's turns: 7.39 M
//   nodes, 8.05 M with every length tried.
// - No card to a cell that could go onto another column's top card instead: both uncover
//   the same card, and the move onto a card keeps the cell free. Deals 1-6000: 6.61 M
//   nodes, 7.39 M without this rule; deals 6001-12000: 7.43 M, 8.63 M.
// Measured on deals 1-1000 in the solver's turns (solver.cpp): 2.4 k nodes a deal on
// average with the focused searches, 3.3 k with complete ones.
class SolverGame {
  public:
    using Move = freecell::Move;
    using MoveList = SolverMoveList;
    using Snapshot = Position::Snapshot;

    // `noise` != 0 perturbs the move order deterministically (a function of the noise, the
    // position and the move): the restarts under other orders (solver.cpp).
    explicit SolverGame(const Position& start, Pruning pruning = Pruning::Complete,
                        std::uint64_t noise = 0)
        : pos_(start), pruning_(pruning), noise_(noise) {}

    bool is_won() const { return pos_.is_won(); }
    std::uint64_t key() const { return pos_.key(); }
    bool forced_move(Move& m) const;
    void generate(MoveList& list) const;
    // Plays m, then every safe card home (safe_move_home, first to last) as part of the
    // same move: a search never stops at a position with a safe move but its start, so a
    // forced move costs no node, no table slot and (best-first) no queue entry and record.
    // (The forced move alone was the only child such a position had, so folding it into
    // the move before it leaves the same positions reachable, and every win.) A line of
    // these moves is written out with its safe moves by solve() (solver.cpp).
    void do_move(Move m) {
        // From a position with no safe move, a move that sends no card home leaves the
        // foundations as they were, so the only card that can have become safe is the one
        // it uncovers: look at that one alone (most moves), and at everything otherwise.
        const bool settled = no_forced_ && !is_foundation(m.to());
        const int from = m.from();
        pos_.do_move(m);
        ++ply_;
        if (settled) {
            const Card top = is_column(from) ? pos_.top(from) : NO_CARD;
            if (top == NO_CARD || !pos_.goes_home(top) || !is_safe_home(pos_, top)) return;
            const Move f = Move::make(from, FOUNDATION0 + suit_of(top));
            pos_.do_move(f);
            safe_[safe_n_++] = Safe{f, ply_};
        }
        for (Move f; safe_move_home(pos_, f);) {
            pos_.do_move(f);
            safe_[safe_n_++] = Safe{f, ply_};
        }
        no_forced_ = true;
    }
    // Undoes do_move(m), its safe moves first. Back at a ply above the start, the position
    // is one do_move() left, with no safe move.
    void undo_move(Move m) {
        while (safe_n_ > 0 && safe_[safe_n_ - 1].ply == ply_) pos_.undo_move(safe_[--safe_n_].move);
        --ply_;
        pos_.undo_move(m);
        no_forced_ = ply_ > 0;
    }

    Snapshot snapshot() const { return pos_.snapshot(); }
    // (Moves played before are forgotten: the position restored is the new start.)
    void restore(const Snapshot& s) {
        pos_.restore(s);
        ply_ = 0;
        safe_n_ = 0;
        no_forced_ = false;
    }
    // How far from a win the position looks (lower is closer; 0 when won): the guide of
    // the best-first search. Not a bound, only a ranking.
    int estimate() const;

    const Position& position() const { return pos_; }

  private:
    Position pos_;
    Pruning pruning_;
    std::uint64_t noise_;
    // The position as it stands has no forced move: forced_move() found none, or do_move()
    // played them all (the depth-first search asks forced_move() before generate(), which
    // would otherwise look again).
    mutable bool no_forced_ = false;
    // The safe moves do_move() played, oldest first, each with the ply (do_move() calls
    // from the start or the last restore) of the move it followed. Each sent a card home
    // that is still home, so there are at most 52.
    struct Safe {
        Move move;
        std::uint32_t ply;
    };
    std::array<Safe, DECK_SIZE> safe_;
    int safe_n_ = 0;
    std::uint32_t ply_ = 0;
};

} // namespace sol::freecell
