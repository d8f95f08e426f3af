#pragma once
// What every game's table adapter shares: one engine Position played with the engine's own
// Moves, whose bits are the table's GameMove. A game's adapter (klondike_table.h) derives
// from PositionTable<Position, Move> and adds its piles and its ways to find moves.

#include "shell/games/table_game.h"

#include <string>
#include <vector>

namespace sol::ui {

// One move's token in the game's move text, played from `before`: the engine's
// move_text(before, m) where its text needs the position (Pyramid names the cards), else
// move_text(m).
template <class Position, class Move>
std::string move_token(const Position& before, Move m) {
    if constexpr (requires { move_text(before, m); })
        return move_text(before, m);
    else
        return move_text(m);
}

// `Position` and `Move` are the engine's types of one game; position_text(pos) and
// move_text(m) (or move_text(before, m)) are found in the game's namespace (game_of.h
// lists what the engine gives every game).
template <class Position, class Move>
class PositionTable : public TableGame {
  public:
    using EnginePosition = Position;
    using EngineMove = Move;

    explicit PositionTable(const Position& deal) : start_(deal), pos_(deal) {}

    const Position& position() const { return pos_; }

    bool is_legal(GameMove m) const override { return pos_.is_legal(Move{m}); }
    void do_move(GameMove m) override { pos_.do_move(Move{m}); }
    void undo_move(GameMove m) override { pos_.undo_move(Move{m}); }
    bool is_won() const override { return pos_.is_won(); }

    std::string solver_position() const override { return position_text(pos_); }
    std::string move_text(GameMove m) const override { return move_token(pos_, Move{m}); }

  protected:
    // The moves of a history, as the engine's scoring replays them from start_.
    static std::vector<Move> moves_of(const std::vector<GameMove>& history) {
        std::vector<Move> moves;
        moves.reserve(history.size());
        for (const GameMove bits : history) moves.push_back(Move{bits});
        return moves;
    }

    Position start_; // the deal: scores are replayed from it
    Position pos_;
};

// The stock's badge where the waste may be turned over a limited number of times: the cards
// left, and the turns left, e.g. "24" or "24 ↻2" (short enough for a phone's stock).
inline std::string passes_caption(int stock_len, int max_passes, int redeals) {
    std::string text = std::to_string(stock_len);
    if (max_passes > 0) text += " \xE2\x86\xBB" + std::to_string(max_passes - 1 - redeals);
    return text;
}

// Why a click on the stock does nothing in a game whose waste may be turned over a limited
// number of times (Klondike's Vegas, Pyramid), or "" when it does something: the stock is
// empty and so is the waste, or no pass is left.
inline std::string talon_refusal(bool stock_empty, bool waste_empty, bool can_redeal) {
    if (!stock_empty || can_redeal) return "";
    if (waste_empty) return "The stock and the waste are empty.";
    return "No pass through the stock is left.";
}

// A tableau pile of a game whose piles hold face-down cards under face-up ones: pile t
// (0-based) of `pos` laid out in column t, or t + 1 in the Wide shape (its column 0 holds
// the stock), in the fanned row. `empty_rank`: the only rank an empty pile takes (0: any).
template <class Position>
void fill_tableau(PileView& v, const Position& pos, int t, bool wide, int empty_rank) {
    v.kind = PileKind::Tableau;
    v.accepts_rank = empty_rank;
    v.fan = Fan::Down;
    v.col = wide ? float(t + 1) : float(t);
    v.row = wide ? 0 : 1;
    v.label = "tableau-" + std::to_string(t + 1);
    for (int i = 0; i < pos.pile_len(t); ++i)
        v.cards.push_back({pos.pile_card(t, i), i >= pos.pile_down(t)});
}

} // namespace sol::ui
