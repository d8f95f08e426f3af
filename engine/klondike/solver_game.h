// Klondike as a search::Game: the position the solver walks, with compressed talon moves,
// dominance (forced) moves, pruned and ordered move generation, and its own key.
#pragma once
#include "klondike/position.h"
#include "klondike/solver_deadlock.h"
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
//
// Classes. Every face-up card that is not the first face-up card of its pile lies on one
// of the two cards one rank higher and of the other colour, and both its possible parents
// are face up when it is. Call two positions of one class when they differ only in which
// of those parents each such card (with the run on it) lies on: the same face-down cards,
// the same first face-up card of each pile, the same face-up cards, foundations and talon.
// The key of Mode::Classes names exactly that (a face-up card on a face-up card is hashed
// with ON_RUN instead of its parent). Theorem: every move from a position P changes its
// class as some move or two-ply move of the search does from any Q of P's class:
//   - a run moved from one face-up parent to another keeps the class (nothing to match);
//   - a card c put on a parent (from the talon, a foundation, or leading the run of a pile's
//     first face-up card, turning a card or emptying the pile): the face-up cards of c's
//     parent rank and colour that hold no card number the same in P and Q (those cards
//     less the face-up cards of c's rank and other colour that are not first of a pile),
//     so Q has a free one too, and c's run in Q is the run on the same card;
//   - c to its foundation, free in P: in Q c is free, or it holds the card y that P has on
//     c's twin t (same rank and colour; y is the only card either can hold, as P's c holds
//     none), and t holds nothing in Q: Q moves y's run onto t and c up, two plies (the
//     first keeps the class; Home in solver_followup.h allows only the second after it);
//   - the talon moves and the rest of the position are the same in P and Q.
// So P and Q are won or lost alike, and a class's successors do not depend on which
// member the search stands on. So a depth-first search with a table of visited classes (and of the
// two-ply moves' middles, keyed by class and card) enters every class reachable from the root and
// not proved lost by the deadlock proof, or finds a win: take a winnable class entered whose
// shortest win, over all its members, is shortest; that win's first move changes the class (else a
// member would win sooner), and the member the search stood on has a move or two-ply move to the
// class of the win's second position, whose shortest win is shorter: so that class cannot have been
// entered, yet every child is entered or already in the table (a two-ply middle found
// there was entered from a member of the same class, with the same second ply). The dominators
// (fewer cards drawn or redeals used) keep this: from them the same talon moves reach the
// same classes. Pruning keeps this where its argument holds in the member with the
// shortest win and its condition reads only what the class determines (solver_movegen.cpp):
//   - a forced move must start a shortest win of that member: the safe cards free in every
//     member go up (solver_safe.h);
//   - in a free node, the rules that delay a move until just before its use (emptying a
//     pile, a card brought down, draw 1 talon cards) keep a shortest win whose moves sit
//     just before their uses, so the move after an emptying is a King to an empty pile;
//   - so after an emptying, only those uses follow (Emptied, solver_followup.h; forced moves
//     first), and the node is keyed with the restriction: its shortest win is taken over the
//     members' wins that start with a use, with no delay rule (they need not satisfy one),
//     and is no shorter than the free node's, which may stand for it (base_key).
class SolverGame {
  public:
    using Move = SolverMove;
    using MoveList = SolverMoveList;

    // How the search walks the positions:
    //   Pruned   every pruning rule and dominance of solver_movegen.cpp, the exact key;
    //   Plain    none of them (forced moves, follow-ups, the partial-run, emptying, talon
    //            and foundation-down conditions), only the talon compression and the key:
    //            a slow reference search that tests check the others against;
    //   Classes  a search over classes of positions (see "Classes" below): Plain's moves
    //            less those that stay in the class, plus two-ply ones, and the deadlock
    //            proof. It proves losses in far fewer positions than the exact key.
    enum class Mode : std::uint8_t { Pruned, Plain, Classes };

    // `noise` != 0 perturbs the move order deterministically (a function of the seed and
    // the position), for the solver's restarts; the moves tried are the same.
    explicit SolverGame(const Position& root, std::uint64_t noise = 0, Mode mode = Mode::Pruned);

    bool is_won() const { return pos_.is_won(); }
    // The position's key, plus the follow-up restriction it was reached with.
    std::uint64_t key() const { return key_ ^ (plies_.empty() ? 0 : plies_.back().follow_key); }
    std::uint64_t base_key() const { return key_; } // without the restriction
    // Exactly the base key after m, without playing it (search::HasChildKey).
    std::uint64_t child_key(SolverMove m) const;
    // child_key of every move of `list`, into keys[0..list.size) (search::HasChildKeys).
    void child_keys(const SolverMoveList& list, std::uint64_t* keys) const;
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
    // The key change of m, read before doing it, given what all moves from here share.
    struct DeltaTerms;
    DeltaTerms delta_terms() const;
    std::uint64_t key_delta(SolverMove m, const DeltaTerms& terms) const;
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
    // The deadlock proof's facts of the piles, kept between the nodes that ask it: do and
    // undo mark the piles they change stale.
    mutable DeadlockMemo deadlock_memo_;
    std::uint64_t key_ = 0;
    std::uint64_t noise_ = 0; // ordering noise seed; 0 = the plain order
    Mode mode_ = Mode::Pruned;
    Card below(int p, int i) const; // the card under index i of pile p, as the key sees it
    bool hash_waste_;               // waste_len decides something (draw 3, or limited passes)
    bool hash_redeals_;             // passes are limited
    // Bit n set when waste length n is a multiple of the draw (waste_term asks it at every
    // node, and a division by the draw costs more than the rest of it).
    std::uint32_t multiple_of_draw_ = 0;
};

} // namespace sol::klondike
