#pragma once
// The game in progress: one deal, the moves played on it, undo/redo, the clock and the
// automatic moves. Knows nothing about drawing, input or the page.

#include "shell/games/table_game.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace sol::ui {

// A deal being played. Invariants:
// - game() is the deal with history_[0..cursor_) played on it, in order;
//   history_[cursor_..) are the moves undone since, which redo() replays.
// - A player's move and the automatic moves it triggered share a group number, so that
//   one undo takes back the player's move with everything it set off, and one redo replays
//   them all. Groups increase along the history.
// - Any new move drops the redo tail.
class Session {
  public:
    // How much the computer helped with this game: hints shown, or moves played by
    // auto-solve. Only ever rises (an undo does not unsee a hint); a win counts as the
    // player's own only with None.
    enum class Assist : std::uint8_t { None, Hints, Computer };

    // A played move and the player action it belongs to.
    struct Entry {
        GameMove move = 0;
        int group = 0;
        bool automatic = false;
    };

    Session(std::unique_ptr<TableGame> game, std::string preset, std::uint64_t seed);

    const TableGame& game() const { return *game_; }
    const std::string& preset() const { return preset_; }
    std::uint64_t seed() const { return seed_; }

    // Plays the player's move m (legal) and starts a new undo group.
    void play(GameMove m);
    // Plays one automatic move into the current group (safe moves, auto-complete).
    void play_automatic(GameMove m);
    bool can_undo() const { return cursor_ > 0; }
    bool can_redo() const { return cursor_ < history_.size(); }
    // The move redo() would replay first (can_redo() only).
    GameMove redo_move() const { return history_[cursor_].move; }
    void undo();
    void redo();
    // Back to the deal as a new game of it: no moves, nothing to redo, the clock at 0 (a
    // redo after a restart would replay a whole game on a fresh clock). The help the
    // computer gave stays noted: a hint seen is not unseen.
    void restart();

    // Replays saved moves from the deal; false if one is illegal, and then the moves before
    // it are kept (with the clock, unless none is) and the rest dropped. `redo`: the moves
    // undone after them (a saved redo tail), kept for redo() when they replay after `moves`,
    // dropped (the game kept) when they do not.
    bool replay(const std::vector<GameMove>& moves, double elapsed_ms,
                const std::vector<GameMove>& redo = {});

    std::vector<GameMove> played() const; // history_[0..cursor_)
    std::vector<GameMove> undone() const; // history_[cursor_..): what redo() would replay
    // Whether played move i (i < moves()) was an automatic one.
    bool automatic(size_t i) const { return history_[i].automatic; }
    int moves() const { return int(cursor_); }
    int score() const { return game_->score(played()); }
    bool won() const { return game_->is_won(); }

    Assist assist() const { return assist_; }
    void note_assist(Assist a) { assist_ = std::max(assist_, a); }

    // The clock runs from the first move to the win; `now_ms` is the caller's clock.
    double elapsed_ms(double now_ms) const;
    void tick(double now_ms); // starts and stops the clock as the game requires
    // The player could not see the game for `ms` (a hidden tab, a frozen page): the clock
    // does not count it.
    void skip(double ms);

  private:
    void apply(GameMove m, int group, bool automatic);

    std::unique_ptr<TableGame> game_;
    std::string preset_;
    std::uint64_t seed_ = 0;
    std::vector<Entry> history_;
    size_t cursor_ = 0;
    int next_group_ = 1;
    double started_ms_ = -1; // when the clock started; -1 = not running
    double banked_ms_ = 0;   // time before the clock last started (saved games)
    Assist assist_ = Assist::None;
};

} // namespace sol::ui
