#pragma once
// FreeCell on the shared table: maps the engine's Position and Move onto piles and cards.

#include "freecell/move_text.h" // PositionTable's move_text and solver_position
#include "freecell/position.h"
#include "freecell/position_text.h"
#include "shell/games/position_table.h"

namespace sol::ui {

// The FreeCell adapter. Pile numbers: 0..cells-1 the free cells (a..), then the four
// foundations (clubs, diamonds, hearts, spades: the engine's suit order), then the eight
// columns. Moves are the engine's freecell::Move bits; a run moves as one move (the single
// moves it stands for, within the limit the free cells and empty columns set), and a run
// longer than the limit is refused with the reason.
class FreeCellTable final : public PositionTable<freecell::Position, freecell::Move> {
  public:
    explicit FreeCellTable(const freecell::Position& deal)
        : PositionTable(deal), cells_(deal.rules().cells), foundation0_(cells_),
          tableau0_(cells_ + SUITS) {}

    std::string game_name() const override { return "freecell"; }
    // Tall: the cells and the foundations in the top row over the eight columns, whose
    // fans grow long (a column may hold 19 cards). Wide: the cells two by two at the left,
    // the foundations two by two at the right, the columns the whole height between.
    std::vector<TableShape> shapes() const override;
    int pile_count() const override { return tableau0_ + freecell::COLUMNS; }
    using TableGame::pile;
    PileView pile(int p, Shape shape) const override;

    bool can_pick(int p, int index) const override;
    std::optional<GameMove> move_to(int p, int index, int dest) const override;
    std::string refusal_to(int p, int index, int dest) const override;
    std::optional<GameMove> best_move(int p, int index) const override;
    std::optional<GameMove> foundation_move(int p, int index) const override;
    std::optional<GameMove> pile_action(int) const override { return std::nullopt; }
    std::optional<GameMove> safe_auto_move() const override;
    std::optional<GameMove> auto_complete_move() const override;

    std::pair<int, int> move_piles(GameMove m) const override;

    int score(const std::vector<GameMove>& history) const override;
    std::string stock_caption() const override { return ""; }

    int move_card_count(GameMove m) const override;
    std::optional<GameMove> suggested_move() const override;

  private:
    // The engine's place of table pile p (a column, a cell, or a foundation), or -1.
    int place_of(int p) const;
    // The table pile of an engine place.
    int pile_of(int place) const;
    // How many cards a pick at `index` of pile p takes.
    int count_of(int p, int index) const;

    int cells_, foundation0_, tableau0_;
};

} // namespace sol::ui
