// The optimal search's game: SolverGame's positions, pruning and bound, with every removal
// of pyramid cards alone deferred to the move that needs it.
#pragma once
#include "pyramid/solver_game.h"
#include <array>
#include <cstdint>
#include <vector>

namespace sol::pyramid {

// A run of moves played as one step of the best-first search, of length 1..CAPACITY.
struct Run {
    static constexpr int CAPACITY = 7;
    std::array<std::uint16_t, CAPACITY> moves{}; // Move::bits (15 bits each)
    std::uint8_t size = 0;
    std::uint8_t draws = 0; // draws after the moves (see DeferredGame: draws alone)

    static Run of(Move m) { return Run{}.then(m); }
    Run then(Move m) const {
        Run r = *this;
        r.moves[r.size++] = std::uint16_t(m.bits);
        return r;
    }
    Move at(int i) const { return Move{moves[std::size_t(i)]}; }
    bool operator==(const Run&) const = default;
};

// Deferring removals of pyramid cards alone. Call such a removal (two pyramid cards, or a
// pyramid King) P, and say a move depends on P when it takes a card that one of P's cards
// covered directly (it could not be played before P). Every line can be reordered,
// without changing its length, so that each P comes just before a run of such removals
// and a move after them that needs them all, through a chain of dependences:
// - take the moves before the line's first move m that is not a P (a run P1..Pk), and
//   drop from it, again and again, every P with no dependent later in the run or m; play
//   the dropped ones, in their order, just after m. That is legal: no move kept depends on
//   a dropped one (a P is dropped only when nothing kept after it does, and what it
//   depends on is dropped with it or played before), a P takes pyramid cards alone, so
//   nothing but its cover decides whether it can be played, and removals only uncover.
// - in what is left, two neighbouring Ps of which the second does not depend on the first
//   are swapped while out of a fixed order (by move number): swapping them is legal for the
//   same reason, and keeps every P's dependents after it.
// So from every position some shortest winning line starts with a move that is not a P
// (a draw, a redeal, a removal that takes a talon card), or with P1..Pk in that order then
// a move that takes a pyramid card and a talon card, every Pi having a dependent later in
// the run, or with P1..Pk that clear the pyramid. The children of a position are exactly
// those: single moves but Ps, and every such run of Ps (at most CAPACITY - 1 of them, then
// the move after them; a run that reaches CAPACITY Ps is a child as it is, as the line's
// rest is a line from there). Forced moves (SolverGame::forced_move) are played alone as
// before, Ps among them: their argument holds for the position they are found in. So they
// are also played at the end of a child's run: the position a child reaches is not queued
// when a forced move is all that would be tried there, the run goes on with it.
//
// Positions where a P was played before anything needed it are never reached: the best-
// first search generates about 40% fewer positions, with the same shortest lengths.
//
// Draws alone: a position whose only move is a draw (no King and no pair among the open
// pyramid cards and the talon's tops, the stock not empty, the game not won) is not a
// position of the search either: the child that reaches it goes on with that draw, and
// with the next while that holds (Run::draws, after the run's moves and forced moves).
// Every line through it takes that draw, so no line is lost, and none is lengthened. A
// fifth of the positions the search expanded had that draw as their only child, each
// bounded on its own.
class DeferredGame {
  public:
    using Move = Run;
    // Up to 58 children were seen on deals 1-3000 (3 passes); should a position have more,
    // it gets its single moves instead (Ps not deferred there: complete all the same).
    struct MoveList {
        static constexpr int CAPACITY = 256;
        std::array<Run, CAPACITY> moves;
        int size = 0;
        bool full = false; // a push found no room
        void push(const Run& r) {
            if (size < CAPACITY)
                moves[std::size_t(size++)] = r;
            else
                full = true;
        }
    };
    using State = SolverGame::State;

    explicit DeferredGame(const Position& root);

    bool is_won() const { return game_.is_won(); }
    std::uint64_t key() const { return game_.key(); }
    // (No key_hint(): prefetching each child's slot cost 1.4% more instructions near the
    // median deal than its misses, whose tables stay in the cache.)
    State state() const { return game_.state(); }
    void set_state(State s) { game_.set_state(s); }
    int lower_bound() const { return game_.lower_bound(); }
    bool forced_move(Run& r) const;
    void generate(MoveList& out) const;
    void generate_alive(MoveList& out) const;
    void do_move(const Run& r) {
        for (int i = 0; i < r.size; ++i) game_.do_move(r.at(i));
        for (int i = 0; i < r.draws; ++i) game_.do_move(pyramid::Move::draw());
    }
    void undo_move(const Run& r) {
        for (int i = 0; i < r.draws; ++i) game_.undo_move(pyramid::Move::draw());
        for (int i = r.size - 1; i >= 0; --i) game_.undo_move(r.at(i));
    }
    int move_cost(const Run& r) const { return r.size + r.draws; }

    // The game of single moves inside (the depth-first search of a solve shares its
    // relaxation and bound).
    const SolverGame& moves_game() const { return game_; }

  private:
    // The talon cards a run's last move may take: the waste's top and the stock's top.
    struct Top {
        int place = 0, rank = 0;
        bool from_stock = false;
    };
    // Appends to `run` the forced moves and the draws alone that follow it (see above).
    void fold(Run& run) const;
    // Adds the runs that continue `run` (the pyramid cards in `left`, the dependences
    // still owed in `owed`: per P of the run without a dependent yet, the places it
    // covered directly).
    void extend(const Run& run, PlaceMask left, const std::array<PlaceMask, Run::CAPACITY>& owed,
                int n_owed, const std::array<Top, 2>& tops, int n_tops, std::uint16_t top_ranks,
                MoveList& out) const;

    SolverGame game_;
    std::array<std::uint8_t, PYRAMID> rank_{};     // of each pyramid card
    std::array<std::uint8_t, TALON> talon_rank_{}; // of each talon card
};

// A run's moves one by one.
void append_moves(const Run& run, std::vector<Move>& out);

} // namespace sol::pyramid
