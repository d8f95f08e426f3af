// The Pyramid solver's view of a position: the Game (search/game.h) and BestFirstGame
// (search/best_first.h) that both searches drive, with the pruning rules.
#pragma once
#include "pyramid/position.h"
#include "pyramid/solver_bound.h"
#include "pyramid/solver_passes.h"
#include "pyramid/solver_relaxed.h"
#include "pyramid/talon_bytes.h"
#include <array>
#include <cstdint>
#include <functional>
#include <memory>

namespace sol::pyramid {

// A Position plus what the deal fixes for the pruning rules, computed once: for every
// card, the places of the cards it could still pair with. All sets of places are 52-bit
// masks: bit p for pyramid place p, bit 28 + t for talon slot t (the move places).
//
// Pruning (each rule keeps a shortest winning line from every position, so both the
// optimal and the plain search stay complete):
// - dead cards (is_dead): a card that must leave (every pyramid card; with the goal "all
//   cards", every card) and is no King leaves only with a partner of the complementary
//   rank. A partner that covers it, directly or through others, must leave before it is
//   uncovered, and a partner it covers cannot be uncovered before it leaves: neither can
//   ever be available together with it. Two talon cards are available together only as
//   the stock's top and the waste's top, so without a playable stock top they never pair.
//   When every partner is gone or out of reach so, the position is lost.
// - buried waste (is_dead, last pass only): with no redeal left the waste is a pile for
//   good, and its cards leave from its top only: with a pyramid card, or with the stock's
//   top when that is playable (two waste cards never meet), or alone if a King. A waste
//   card with none of those partners left is stuck for good, and so is every card under
//   it: they count as gone for the dead-card rule (and, with the goal "all cards", the
//   position is lost).
// - the relaxation (is_dead): then RelaxedGame (solver_relaxed.h) is asked, whose losses
//   are real losses (its argument is there).
// - Kings first (forced_move): an available pyramid King (with the goal "all cards", any
//   available King) is removed at once. Every winning line removes it some time, and the
//   same line without that removal, played after it, stays legal move for move (a King
//   pairs with nothing, and its leaving only uncovers cards and shortens a talon), so
//   removing it first costs no extra move.
// - the last partner (forced_move): a card that must leave, available, whose only partner
//   left that it can ever meet is available too, leaves with it at once. Every winning
//   line removes the two together some time; played first, the same line without that
//   removal (and without any draw of the partner, when it is a talon card) stays legal move
//   for move, as with a King: their leaving only uncovers cards and shortens the talon.
//   So it costs no extra move either.
// - no drawing a King (generate): with the stock's top playable and a King on it, removing
//   it dominates drawing it: both cost a move and leave the same position but for the King
//   lying on the waste, and any line from there works without it, one move shorter or not.
// - the lower bound: for the goal "pyramid", PyramidBound (solver_bound.h). For "all
//   cards": each move removes at most one King, or one card of each of two complementary
//   ranks r and 13 - r, so removing the cards left takes at least (Kings) + sum over
//   r = 1..6 of max(count of rank r, count of rank 13 - r) moves; and each stock card
//   every line still passes (PassSchedule::need_all) costs a draw unless it leaves at the
//   stock's top in one of those removals, which takes one such card at most: so of ranks r
//   and 13 - r no more leave so than that pair's removals.
class SolverGame {
  public:
    using Move = pyramid::Move;
    using MoveList = pyramid::MoveList;
    using State = std::uint64_t;

    explicit SolverGame(const Position& root);
    // A game of the same deal and goal (the number of passes may differ) that asks the
    // relaxation of `other`: its verdicts depend on the cards left alone, so the searches
    // of one solve share what it learnt instead of each learning it again. The bound is
    // shared too (see bound_).
    SolverGame(const Position& root, const SolverGame& other);

    bool is_won() const { return pos_.is_won(); }
    std::uint64_t key() const;
    // The key() after m, without playing it (search/game.h, HasChildKey): the depth-first
    // search prefetches the children's table slots with it and skips a child already
    // entered unplayed; the best-first search prefetches with it too (HasKeyHint).
    std::uint64_t child_key(Move m) const;
    std::uint64_t key_hint(Move m) const { return child_key(m); }
    bool forced_move(Move& m) const;
    // forced_move() at another position of this game: its cards left and stock's top (the
    // redeals as now).
    bool forced_move_at(PlaceMask pyramid, SlotMask talon, int next, Move& m) const;
    void generate(MoveList& out) const;
    // generate() for a position lower_bound() found alive: without asking is_dead() again
    // (search/best_first.h, HasGenerateAlive).
    void generate_alive(MoveList& out) const;
    void do_move(Move m) { pos_.do_move(m); }
    void undo_move(Move m) { pos_.undo_move(m); }
    State state() const { return pos_.state_bits(); }
    void set_state(State s) { pos_.set_state_bits(s); }
    int lower_bound() const;
    bool is_dead() const;
    // The places of the waste cards stuck for good (see above); last pass only.
    std::uint64_t buried_waste() const;

    const Position& position() const { return pos_; }
    // The pyramid places of the cards of rank r; and the pyramid cards that the one at
    // `place` can ever pair with (of the partner rank, out of its cones: see is_dead).
    PlaceMask pyramid_of_rank(int r) const {
        return PlaceMask(rank_places_[std::size_t(r)] & FULL_PYRAMID);
    }
    PlaceMask pyramid_partners(int place) const {
        return PlaceMask(partners_[std::size_t(place)] & FULL_PYRAMID);
    }

  private:
    SolverGame(const Position& root, std::shared_ptr<RelaxedGame> relaxed,
               std::shared_ptr<const PyramidBound> bound);
    std::uint64_t places_left() const {
        return std::uint64_t(pos_.pyramid_left()) | std::uint64_t(pos_.talon_left()) << PYRAMID;
    }

    Position pos_;
    // Per move place: the places of the partners it could pair with (see is_dead).
    std::uint64_t partners_[DECK_SIZE]{};
    // Per rank 1..13: the places of its four cards.
    std::uint64_t rank_places_[RANKS + 1]{};
    // The places of the cards that must leave for a win.
    std::uint64_t must_leave_ = 0;
    // By byte k of the talon's mask: the ranks of the cards there (bit r for rank r).
    TalonBytes<std::uint16_t, std::bit_or<std::uint16_t>> talon_ranks_;
    // Asked after the card rules: its verdicts are remembered, so it is mutable state of a
    // const question (and may be shared, see the constructor).
    std::shared_ptr<RelaxedGame> relaxed_;
    // The lower bound and its pass schedule (whose need_all() serves the goal "all cards"),
    // made once per deal: it depends on the cards and on whether the stock's top is playable
    // alone, so the games of one solve share it (the depth-first one never asks it, and the
    // schedule's memory of second passes is exact, so sharing changes no answer).
    std::shared_ptr<const PyramidBound> bound_;
};

} // namespace sol::pyramid
