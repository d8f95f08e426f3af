// A game as the player plays it: the position, the moves made and the score after each,
// with undo. This is what the game UI holds; searches use Position directly.
#pragma once
#include "klondike/position.h"
#include <vector>

namespace sol::klondike {

// Invariants: history, scores and redeal_counts have equal length; scores[i] is the score
// after history[i]; position is start() with the whole history played. Undo pops the
// last move, so a clamped score comes back exactly (it is stored, not recomputed).
class GameRecord {
  public:
    explicit GameRecord(const Position& start);

    const Position& position() const { return pos_; }
    const Position& start() const { return start_; }
    const std::vector<Move>& history() const { return history_; }

    // Plays m if it is legal here; returns false (and changes nothing) otherwise.
    bool play(Move m);
    // Takes back the last move; false when there is none.
    bool undo();

    // Standard: from 0, clamped at 0. Vegas: -52 + 5 per foundation card.
    int score() const;
    int redeals() const { return redeal_counts_.empty() ? 0 : redeal_counts_.back(); }
    int moves_made() const { return int(history_.size()); }
    bool is_won() const { return pos_.is_won(); }

  private:
    Position start_;
    Position pos_;
    std::vector<Move> history_;
    std::vector<int> scores_;        // standard score after each move
    std::vector<int> redeal_counts_; // redeals done after each move (exact, never wraps)
};

} // namespace sol::klondike
