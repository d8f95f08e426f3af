#include "shell/core/card_motion.h"

#include <algorithm>
#include <cmath>

namespace sol::ui {

namespace {
float ease_out(float t) {
    return 1 - (1 - t) * (1 - t) * (1 - t);
}

Rect lerp(const Rect& a, const Rect& b, float t) {
    return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.w + (b.w - a.w) * t,
            a.h + (b.h - a.h) * t};
}

bool same(const Rect& a, const Rect& b) {
    return std::fabs(a.x - b.x) < 0.01f && std::fabs(a.y - b.y) < 0.01f &&
           std::fabs(a.w - b.w) < 0.01f && std::fabs(a.h - b.h) < 0.01f;
}

// Where a tween from `from` to `to`, begun at `start`, is at `now`.
Rect current(double start, const Rect& from, const Rect& to, double now) {
    const float t = float(std::clamp((now - start) / CardMotion::MOVE_MS, 0.0, 1.0));
    return lerp(from, to, ease_out(t));
}
} // namespace

Rect CardMotion::place(int id, const Rect& target, bool face_up, double now, Flip& flip) {
    if (instant_) {
        flip = Flip{};
        return target;
    }
    auto [it, added] = cards_.try_emplace(id);
    Track& t = it->second;
    t.seen = true;
    if (added) {
        t.from = t.to = target;
        t.face_up = face_up;
        if (dealing_ && !same(deal_origin_, target)) {
            // Dealt cards wait their turn at the stock (a start in the future holds them
            // there), then glide out.
            t.from = deal_origin_;
            t.start = deal_start_ + DEAL_STEP_MS * dealt_++;
            // A face-up card travels face down and turns over as it lands.
            if (face_up) t.flip_start = t.start + MOVE_MS * 0.6;
        }
    }
    if (!same(t.to, target)) {
        // A window resize moves everything: follow at once rather than glide.
        const bool resized = std::fabs(t.to.w - target.w) > 0.01f;
        t.from = resized ? target : current(t.start, t.from, t.to, now);
        t.to = target;
        t.start = now;
    }
    if (t.face_up != face_up) {
        t.face_up = face_up;
        t.flip_start = now;
    }
    const double f = (now - t.flip_start) / FLIP_MS;
    flip = Flip{};
    if (f < 0) {
        flip = {1, true}; // a turn still to come: the old side shows
    } else if (f < 1) {
        const float c = float(std::cos(f * 3.14159265));
        flip = {std::max(0.05f, std::fabs(c)), c > 0};
    }
    return current(t.start, t.from, t.to, now);
}

void CardMotion::hold(int id, const Rect& r, bool face_up, double now) {
    Track& t = cards_[id];
    t.from = t.to = r;
    t.start = now - MOVE_MS;
    t.face_up = face_up;
    t.seen = true;
}

bool CardMotion::busy(double now) const {
    if (instant_) return false;
    for (const auto& [id, t] : cards_)
        if (now - t.start < MOVE_MS || now - t.flip_start < FLIP_MS) return true;
    return false;
}

void CardMotion::deal_from(const Rect& origin, double now) {
    cards_.clear();
    dealing_ = true;
    deal_origin_ = origin;
    deal_start_ = now;
    dealt_ = 0;
}

void CardMotion::end_frame() {
    dealing_ = false;
    for (auto it = cards_.begin(); it != cards_.end();) {
        if (!it->second.seen)
            it = cards_.erase(it);
        else
            (it++)->second.seen = false;
    }
}

} // namespace sol::ui
