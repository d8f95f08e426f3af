#pragma once
// The table in words, for screen readers: card and pile names in full ("7 of hearts",
// "pile 3"), a move as the player would say it, and what a change of the table brought
// with it (a card turned up, a run completed). Pure functions of the piles the TableGame
// shows, so every game gets them without code of its own; narration.h decides when to
// speak.

#include "shell/games/table_game.h"

#include <string>
#include <vector>

namespace sol::ui::speech {

// "7 of hearts", "queen of spades", "ace of clubs".
std::string card_words(Card c);
// "pile 3", "the waste", "the stock", "the hearts foundation", "the completed runs",
// "the removed cards", "pyramid row 4", from the pile's kind and label.
std::string pile_words(const PileView& p);
// Everything on a pile, for the keyboard cursor: "pile 3: 4 face-down cards, 7 of
// hearts, 6 of clubs"; "the stock: 24 cards"; "pile 5: empty".
std::string pile_contents(const PileView& p);
// Move `m` of `g` in words, read from the table before it is played (`before` = the piles
// of `g` now): "7 of hearts to pile 3", "king of spades and 4 cards on it to empty pile
// 2", "drew 9 of clubs", "removed 6 of hearts and 7 of clubs".
std::string move_words(const TableGame& g, const std::vector<PileView>& before, GameMove m);
// The same move once played, said in the past with what the player now sees: "drew 9 of
// clubs", "dealt a row: ...", "removed 6 of hearts and 7 of clubs", "7 of hearts to pile
// 3". `before` and `after` are the piles around it; `g` is the game after it.
std::string played_words(const TableGame& g, const std::vector<PileView>& before,
                         const std::vector<PileView>& after, GameMove m);

// What a change of the table brought besides the move itself, in words and as facts
// (for the sounds).
struct Change {
    std::string words;      // "a card turned up: queen of spades; a run of hearts completed"
    bool turned_up = false; // a face-down card turned face up (or a covered card came free)
    bool dealt = false;     // cards came out of the stock
};
Change change_words(const std::vector<PileView>& before, const std::vector<PileView>& after);

// Joins non-empty parts with "; ".
std::string join(const std::vector<std::string>& parts);

} // namespace sol::ui::speech
