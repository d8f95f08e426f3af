// Klondike scoring (docs/rules.md, Klondike: Scoring). Scores depend on the history (the
// standard score is clamped at 0 after every move, and redeal penalties count redeals), so
// they are not part of the invertible Position: a GameRecord (game_record.h) keeps them for
// the UI.
#pragma once
#include "klondike/position.h"
#include <span>

namespace sol::klondike {

inline constexpr int VEGAS_START = -52;
inline constexpr int VEGAS_PER_CARD = 5;

// The standard score change of playing m in `before` (the position m is played from),
// when `redeals_done` redeals were already made in this game:
//   waste->tableau +5, waste->foundation +10, tableau->foundation +10, a tableau card
//   turned face up +5, foundation->tableau -15; a redeal costs 100 from the second one on
//   (draw 1) or 20 from the fourth one on (draw 3 and other draw counts); draws cost 0.
int standard_delta(const Position& before, Move m, int redeals_done);

// The Vegas score of a position: -52 plus 5 per card on the foundations. A card taken back
// from a foundation therefore costs its 5 again, so moving it up and down earns nothing.
int vegas_score(const Position& pos);

// The score after playing `moves` from `start` under start.rules().scoring: the standard
// score starts at 0 and is clamped at 0 after every move; Vegas is vegas_score() of the end.
int replay_score(const Position& start, std::span<const Move> moves);

} // namespace sol::klondike
