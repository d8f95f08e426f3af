#pragma once
// Pyramid on the shared table: maps the engine's Position and Move onto piles and cards.

#include "pyramid/move_text.h" // PositionTable's move_text and solver_position
#include "pyramid/position.h"
#include "pyramid/position_text.h"
#include "shell/games/position_table.h"

namespace sol::ui {

// The Pyramid adapter. Pile numbers: 0..27 the pyramid's places (row by row from the
// apex, each a pile of one card or none), 28 the stock, 29 the waste, 30 the cards
// removed. Moves are the engine's pyramid::Move bits, always taken from
// Position::generate() so that their fields are the engine's own. A pair is made by
// dragging one card onto the other, or by tapping one then the other (select_to_pair);
// a King goes with one tap.
class PyramidTable final : public PositionTable<pyramid::Position, pyramid::Move> {
  public:
    static constexpr int STOCK = pyramid::PYRAMID, WASTE = STOCK + 1, REMOVED = STOCK + 2;
    static constexpr int PILES = REMOVED + 1;

    explicit PyramidTable(const pyramid::Position& deal) : PositionTable(deal) {}

    std::string game_name() const override { return "pyramid"; }
    // Upright: the pyramid at the top, spreading down to fill a phone's height, the stock,
    // waste and removed cards in a row at the foot, under the thumb. Tall: seven rows, each
    // half a card below the one above, the stock and waste left of the apex: four card
    // heights. Wide: the stock over the waste in a column at the left, the removed cards at
    // the right, the rows closer together (each still shows its cards' indices).
    std::vector<TableShape> shapes() const override {
        return {{Shape::Upright, 7, 5.2f, 0.55f},
                {Shape::Tall, 7, 4.0f, 0.4f},
                {Shape::Wide, 9, 3.1f, 0.4f}};
    }
    bool select_to_pair() const override { return true; }
    int pile_count() const override { return PILES; }
    using TableGame::pile;
    PileView pile(int p, Shape shape) const override;

    bool can_pick(int p, int index) const override;
    std::optional<GameMove> move_to(int p, int index, int dest) const override;
    std::optional<GameMove> best_move(int p, int index) const override;
    std::optional<GameMove> foundation_move(int, int) const override { return std::nullopt; }
    std::optional<GameMove> pile_action(int p) const override;
    std::string refusal(int p) const override;
    std::string refusal_to(int p, int index, int dest) const override;
    std::optional<GameMove> safe_auto_move() const override;
    std::optional<GameMove> auto_complete_move() const override { return std::nullopt; }

    std::pair<int, int> move_piles(GameMove m) const override;

    int score(const std::vector<GameMove>& history) const override;
    std::string stock_caption() const override;

    int move_card_count(GameMove) const override { return 1; }
    std::optional<GameMove> suggested_move() const override;

  private:
    // The move place (pyramid::Move's numbering) of pile p's top card, if it is available.
    std::optional<int> available_place(int p) const;
    // The pile that shows move m's place `place` before m is played.
    static int pile_of(pyramid::Move m, int place);
    // The generated removal of the cards at places a and b (b = NO_PLACE: a King alone).
    std::optional<GameMove> removal(int a, int b) const;
};

} // namespace sol::ui
