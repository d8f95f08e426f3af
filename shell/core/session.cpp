#include "shell/core/session.h"

#include <cassert>

namespace sol::ui {

Session::Session(std::unique_ptr<TableGame> game, std::string preset, std::uint64_t seed)
    : game_(std::move(game)), preset_(std::move(preset)), seed_(seed) {}

void Session::apply(GameMove m, int group, bool automatic) {
    assert(game_->is_legal(m) && "Session: only legal moves may be played");
    history_.resize(cursor_); // a new move drops what redo could replay
    history_.push_back({m, group, automatic});
    game_->do_move(m);
    ++cursor_;
}

void Session::play(GameMove m) {
    apply(m, next_group_++, false);
}

void Session::play_automatic(GameMove m) {
    // An automatic move joins the group of the move that set it off.
    const int group = cursor_ > 0 ? history_[cursor_ - 1].group : next_group_++;
    apply(m, group, true);
}

void Session::undo() {
    if (!can_undo()) return;
    const int group = history_[cursor_ - 1].group;
    while (cursor_ > 0 && history_[cursor_ - 1].group == group) {
        --cursor_;
        game_->undo_move(history_[cursor_].move);
    }
}

void Session::redo() {
    if (!can_redo()) return;
    const int group = history_[cursor_].group;
    while (cursor_ < history_.size() && history_[cursor_].group == group) {
        game_->do_move(history_[cursor_].move);
        ++cursor_;
    }
}

void Session::restart() {
    while (cursor_ > 0) game_->undo_move(history_[--cursor_].move);
    history_.clear();
    started_ms_ = -1;
    banked_ms_ = 0;
}

bool Session::replay(const std::vector<GameMove>& moves, double elapsed_ms,
                     const std::vector<GameMove>& redo) {
    restart();
    size_t done = 0;
    for (GameMove m : moves) {
        if (!game_->is_legal(m)) break;
        apply(m, next_group_++, false);
        ++done;
    }
    // The moves before an illegal one are a game that was played: they and the clock stay
    // (the page keeps the saved record aside). What followed it, redo tail included, is lost.
    banked_ms_ = done > 0 ? elapsed_ms : 0;
    if (done < moves.size()) return false;
    // The redo tail: played on, then taken back, so that redo() finds it as it was.
    size_t ahead = 0;
    for (GameMove m : redo) {
        if (!game_->is_legal(m)) break;
        apply(m, next_group_++, false);
        ++ahead;
    }
    for (size_t i = 0; i < ahead; ++i) game_->undo_move(history_[--cursor_].move);
    return true;
}

std::vector<GameMove> Session::played() const {
    std::vector<GameMove> out;
    out.reserve(cursor_);
    for (size_t i = 0; i < cursor_; ++i) out.push_back(history_[i].move);
    return out;
}

std::vector<GameMove> Session::undone() const {
    std::vector<GameMove> out;
    for (size_t i = cursor_; i < history_.size(); ++i) out.push_back(history_[i].move);
    return out;
}

double Session::elapsed_ms(double now_ms) const {
    return banked_ms_ + (started_ms_ >= 0 ? now_ms - started_ms_ : 0);
}

void Session::skip(double ms) {
    if (started_ms_ >= 0 && ms > 0) started_ms_ += ms;
}

void Session::tick(double now_ms) {
    const bool should_run = cursor_ > 0 && !won();
    if (should_run && started_ms_ < 0) started_ms_ = now_ms;
    if (!should_run && started_ms_ >= 0) {
        banked_ms_ += now_ms - started_ms_;
        started_ms_ = -1;
    }
}

} // namespace sol::ui
