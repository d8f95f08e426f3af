#pragma once
// Klondike on the shared table: maps the engine's Position and Move onto piles and cards.

#include "klondike/move_text.h" // PositionTable's move_text and solver_position
#include "klondike/position.h"
#include "klondike/position_text.h"
#include "shell/games/position_table.h"

namespace sol::ui {

// The Klondike adapter. Pile numbers: 0 stock, 1 waste, 2..5 foundations (clubs, diamonds,
// hearts, spades: the engine's suit order), 6..12 tableau piles 1..7. Moves are the engine's
// klondike::Move bits, always taken from Position::generate() so that their flip and count
// fields are the engine's own.
class KlondikeTable final : public PositionTable<klondike::Position, klondike::Move> {
  public:
    static constexpr int STOCK = 0, WASTE = 1, FOUNDATION0 = 2, TABLEAU0 = 6;
    static constexpr int PILES = TABLEAU0 + klondike::TABLEAU;

    explicit KlondikeTable(const klondike::Position& deal) : PositionTable(deal) {}

    std::string game_name() const override { return "klondike"; }
    // Tall: the top row, and a dealt 7-card pile plus a run of about eight more before
    // the fan has to squeeze. Wide: the stock over the waste in a column at the left, the
    // foundations two by two at the right, the tableau the whole height between them.
    std::vector<TableShape> shapes() const override {
        return {{Shape::Tall, 7, 4.1f}, {Shape::Wide, 10, 2.75f}};
    }
    int pile_count() const override { return PILES; }
    using TableGame::pile;
    PileView pile(int p, Shape shape) const override;

    bool can_pick(int p, int index) const override;
    std::optional<GameMove> move_to(int p, int index, int dest) const override;
    std::optional<GameMove> best_move(int p, int index) const override;
    std::optional<GameMove> foundation_move(int p, int index) const override;
    std::optional<GameMove> pile_action(int p) const override;
    std::string refusal(int p) const override;
    std::optional<GameMove> safe_auto_move() const override;
    std::optional<GameMove> auto_complete_move() const override;

    std::pair<int, int> move_piles(GameMove m) const override;

    int score(const std::vector<GameMove>& history) const override;
    std::string stock_caption() const override;

    int move_card_count(GameMove m) const override;
    std::optional<GameMove> suggested_move() const override;

  private:
    // The generated legal move of this kind between these piles, if any.
    std::optional<GameMove> find(klondike::MoveKind kind, int from, int to, int count) const;
    int pile_len(int p) const;

    // auto_complete_move()'s last answer and the position it was for.
    mutable std::uint64_t finish_key_ = 0;
    mutable klondike::Position finish_pos_;
    mutable std::optional<GameMove> finish_move_;
};

} // namespace sol::ui
