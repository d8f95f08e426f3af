#include "klondike/game_record.h"
#include "klondike/score.h"
#include <algorithm>

namespace sol::klondike {

GameRecord::GameRecord(const Position& start) : start_(start), pos_(start) {}

bool GameRecord::play(Move m) {
    if (!pos_.is_legal(m)) return false;
    const int before = scores_.empty() ? 0 : scores_.back();
    scores_.push_back(std::max(0, before + standard_delta(pos_, m, redeals())));
    redeal_counts_.push_back(redeals() + (m.kind() == MoveKind::Redeal ? 1 : 0));
    history_.push_back(m);
    pos_.do_move(m);
    return true;
}

bool GameRecord::undo() {
    if (history_.empty()) return false;
    pos_.undo_move(history_.back());
    history_.pop_back();
    scores_.pop_back();
    redeal_counts_.pop_back();
    return true;
}

int GameRecord::score() const {
    if (pos_.rules().scoring == Scoring::Vegas) return vegas_score(pos_);
    return scores_.empty() ? 0 : scores_.back();
}

} // namespace sol::klondike
