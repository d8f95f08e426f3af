#pragma once
// The seam between one solitaire game and the shared table: the renderer, the input, the
// session (undo/redo, timer) and the page bridge only ever see this interface. Each game's
// adapter (klondike_table.h) derives from PositionTable (position_table.h) and is made by
// the game's row (game_registry.h).

#include "core/card.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sol::ui {

// What a pile is for; the layout places piles by slot, the renderer draws empty-pile
// markers by kind. A Place holds at most one card and shows nothing once it is gone
// (Pyramid's 28 places); a Cell holds at most one card and shows its outline when empty
// (FreeCell's free cells).
enum class PileKind : std::uint8_t { Stock, Waste, Foundation, Tableau, Place, Cell };

// How the cards of a pile spread on the table.
enum class Fan : std::uint8_t {
    None,  // squared: only the top card shows (stock, foundations)
    Down,  // every card, each lower than the one below it (tableau)
    Right, // the last few cards, each right of the one below it (Klondike's waste)
};

// One card as the player sees it. A face-down card carries its identity only so that the
// animation can follow it; the renderer and the test hook must never show it.
struct CardView {
    Card card = NO_CARD;
    bool face_up = false;
    bool dimmed = false; // shown but not playable yet (Pyramid's covered cards)
};

// One pile as the player sees it, bottom card first.
// `col`, `row` place the pile's first card on the layout grid (row 0 = top row, row 1 =
// the fanned row below it); `label` names it for the test hook and screen readers.
// `grow`: how many of the shape's growth steps lie above the pile: when the window has
// height to spare, each step lowers it by as much (Pyramid's rows spread apart).
// `bottom`: the pile sits in a row at the foot of the table instead (Pyramid's stock on a
// phone held upright, under the thumb); `row` is then its row within that band.
struct PileView {
    PileKind kind = PileKind::Tableau;
    Fan fan = Fan::None;
    float col = 0;
    float row = 0;
    float grow = 0;
    bool bottom = false;
    bool marker = true; // when empty, draw its outline (false: one of a squared stack)
    int fan_show = 0;   // Fan::Right and Fan::Down: how many top cards are spread; 0 = all
    std::string label;
    std::vector<CardView> cards;
    // What the pile takes when it is empty, from the game's rules (docs/rules.md); its
    // marker shows it faintly. `accepts_rank`: the one rank that may go there (Klondike's
    // tableau: a King, 13; a foundation: an Ace, 1), 0 when any card may (Spider's and
    // FreeCell's columns, a free cell) or the player puts nothing there (a stock, a waste,
    // Spider's completed runs). `suit_hint`: the one suit it takes (a foundation built in
    // suit), -1 for any.
    int accepts_rank = 0;
    int suit_hint = -1;
};

// The ways a game can lay its piles out. Tall: a row of stock and foundations over the
// tableau (every game's usual table). Wide: they move to columns beside the tableau, which
// then has the whole height (a phone held sideways, a low window). Upright: for a window
// much taller than wide (a phone held upright), when the game has a better use for the
// height than the Tall table's.
enum class Shape : std::uint8_t { Tall, Wide, Upright };

// One shape as a game describes it: the grid's width in card columns and the height the
// table needs, in card heights, with its fans at their natural size (the layout sizes the
// cards so that both fit, and fans grow or squeeze beyond that). `max_row_grow`: how far
// each growth step of a pile's `grow` may lower it, in layout rows.
struct TableShape {
    Shape shape = Shape::Tall;
    float columns = 7;
    float height_in_cards = 4;
    float max_row_grow = 0;
};

// A game move in the adapter's own packing (Klondike: klondike::Move::bits).
using GameMove = std::uint32_t;

// A game as the table drives it. Piles are numbered 0..pile_count()-1 in a fixed order;
// a card is addressed by (pile, index from the bottom). Every "find" method only proposes
// a legal move; nothing changes until the session calls do_move.
class TableGame {
  public:
    virtual ~TableGame() = default;

    virtual std::string game_name() const = 0; // "klondike": the URL's first part
    // The shapes this game's table can take, in order of preference (table_layout.h picks
    // one for the window: a later one only for larger cards), and pile p laid out in one.
    virtual std::vector<TableShape> shapes() const = 0;
    // Pairs are made by choosing one card then another (Pyramid): a tap on a card with no
    // move of its own selects it, and a tap on a second card plays move_to(first, second).
    virtual bool select_to_pair() const { return false; }

    virtual int pile_count() const = 0;
    virtual PileView pile(int p, Shape shape) const = 0;
    PileView pile(int p) const { return pile(p, Shape::Tall); }

    // May the player pick up the cards of pile p from `index` to the top?
    virtual bool can_pick(int p, int index) const = 0;
    // The move that puts pile p's cards from `index` up onto pile `dest`, if legal.
    virtual std::optional<GameMove> move_to(int p, int index, int dest) const = 0;
    // Click/tap: the best destination, foundations first; none if no useful move (and none
    // for a card on a foundation: it is home).
    virtual std::optional<GameMove> best_move(int p, int index) const = 0;
    // Double-click: only a move to a foundation.
    virtual std::optional<GameMove> foundation_move(int p, int index) const = 0;
    // Click on pile p itself: the move that needs no destination there (the stock's draw,
    // deal or redeal; Pyramid's King removed alone). Only the stock turns the waste over:
    // a click on the waste asks its card to move.
    virtual std::optional<GameMove> pile_action(int p) const = 0;
    // Why a click on pile p does nothing, when the player would expect something ("No deal
    // while a pile is empty.", "No pass through the stock is left."); "" when there is
    // nothing to say.
    virtual std::string refusal(int) const { return ""; }
    // Why move_to(p, index, dest) gives no move, when the player would expect one (Pyramid:
    // two cards that do not make 13); "" when there is nothing to say.
    virtual std::string refusal_to(int, int, int) const { return ""; }
    // A card that can go to a foundation and is never needed on the tableau again (none
    // once the game is won).
    virtual std::optional<GameMove> safe_auto_move() const = 0;
    // When the game can be finished without any decision left: the next such move.
    virtual std::optional<GameMove> auto_complete_move() const = 0;

    virtual bool is_legal(GameMove m) const = 0;
    virtual void do_move(GameMove m) = 0;
    virtual void undo_move(GameMove m) = 0;
    virtual bool is_won() const = 0;

    // The piles a move takes cards from and puts them on (for animation, highlights and the
    // words said), read from the move alone: the same before it is played and after.
    virtual std::pair<int, int> move_piles(GameMove m) const = 0;

    // Score after the moves `history` (played from the deal, in order).
    virtual int score(const std::vector<GameMove>& history) const = 0;
    // Stock badge: cards left, and redeals left when limited, e.g. "24" or "24 ↻2".
    virtual std::string stock_caption() const = 0;

    // --- for the solver bar (solve_controller.h) ---
    // The position as the solver module reads it (the game's position text). Equal texts
    // are the same position, so the solver's answers are remembered by it.
    virtual std::string solver_position() const = 0;
    // The move in the game's move notation, for the test hook, e.g. "3>5x2".
    virtual std::string move_text(GameMove m) const = 0;
    // How many cards the move takes from its source pile (a hint outlines them).
    virtual int move_card_count(GameMove m) const = 0;
    // The legal move a simple evaluation ranks best (a card home, a card turned up...),
    // without any search: the hint when no winning line is known. None when no move is
    // legal at all, and once the game is won.
    virtual std::optional<GameMove> suggested_move() const = 0;
};

} // namespace sol::ui
