#pragma once
// Spider on the shared table: maps the engine's Position and Move onto piles and cards.

#include "shell/games/position_table.h"
#include "spider/move_text.h" // PositionTable's move_text and solver_position
#include "spider/position.h"
#include "spider/position_text.h"

namespace sol::ui {

// The Spider adapter. Pile numbers: 0 the stock, 1..8 the completed runs (in the order they
// left), 9..18 the tableau piles 1..10. Moves are the engine's spider::Move bits, always
// taken from Position::legal_moves() so that their consequence bits are the engine's own.
class SpiderTable final : public PositionTable<spider::Position, spider::Move> {
  public:
    static constexpr int STOCK = 0, RUNS0 = 1, TABLEAU0 = RUNS0 + spider::RUNS;
    static constexpr int PILES = TABLEAU0 + spider::PILES;

    explicit SpiderTable(const spider::Position& deal) : PositionTable(deal) {}

    std::string game_name() const override { return "spider"; }
    // Tall: the top row, and 54 cards on ten piles: fans longer than Klondike's, squeezed
    // sooner. Wide: the stock in a column at the left, the completed runs stacked in one at
    // the right, each showing its King's top edge, the tableau the whole height between.
    std::vector<TableShape> shapes() const override {
        return {{Shape::Tall, spider::PILES, 4.6f}, {Shape::Wide, spider::PILES + 2, 3.3f}};
    }
    int pile_count() const override { return PILES; }
    using TableGame::pile;
    PileView pile(int p, Shape shape) const override;

    bool can_pick(int p, int index) const override;
    std::optional<GameMove> move_to(int p, int index, int dest) const override;
    std::optional<GameMove> best_move(int p, int index) const override;
    std::optional<GameMove> foundation_move(int, int) const override { return std::nullopt; }
    std::optional<GameMove> pile_action(int p) const override;
    std::string refusal(int p) const override;
    std::optional<GameMove> safe_auto_move() const override { return std::nullopt; }
    std::optional<GameMove> auto_complete_move() const override { return std::nullopt; }

    std::pair<int, int> move_piles(GameMove m) const override;

    int score(const std::vector<GameMove>& history) const override;
    std::string stock_caption() const override;

    int move_card_count(GameMove m) const override;
    std::optional<GameMove> suggested_move() const override;

  private:
    // The legal move of `count` cards from tableau pile `from` to `to` (engine numbers).
    std::optional<GameMove> find(int from, int to, int count) const;
};

} // namespace sol::ui
