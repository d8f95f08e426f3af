#include "shell/core/table_input.h"

#include <algorithm>
#include <cmath>

namespace sol::ui {

namespace {

float overlap(const Rect& a, const Rect& b) {
    const float w = std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
    const float h = std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
    return w > 0 && h > 0 ? w * h : 0;
}

// The pile's drop face: its top card, or its slot when empty.
Rect top_rect(const PileGeometry& pg) {
    return pg.cards.empty() ? pg.slot : pg.cards.back();
}

int size_of(const std::vector<PileView>& piles, int p) {
    return int(piles[size_t(p)].cards.size());
}

} // namespace

Hit hit_test(const TableGeometry& g, const std::vector<PileView>& piles, float x, float y) {
    // Cards first, top-most first (later cards are drawn over earlier ones).
    for (size_t p = 0; p < g.piles.size(); ++p) {
        const auto& cards = g.piles[p].cards;
        for (int i = int(cards.size()) - 1; i >= 0; --i)
            if (cards[size_t(i)].contains(x, y)) return {int(p), i};
    }
    for (size_t p = 0; p < g.piles.size(); ++p)
        if (g.piles[p].slot.contains(x, y))
            return {int(p), piles[p].cards.empty() ? -1 : int(piles[p].cards.size()) - 1};
    return {};
}

void TableInput::cancel() {
    drag_ = Drag{};
    pressed_ = false;
    held_ = -1;
    selected_ = -1;
}

void TableInput::reset() {
    cancel();
    events_.clear();
    first_ = Click{};
    press_double_ = false;
    cursor_ = 0;
}

InputResult TableInput::update(const TableGame& game, const TableGeometry& g,
                               const std::vector<PileView>& piles, const Options& options) {
    InputResult out;
    // The piles may have changed under the state kept (a deal of another game opened).
    const int n = int(piles.size());
    if (cursor_ >= n) cursor_ = 0;
    if (held_ >= n) held_ = -1;
    if (selected_ >= n) selected_ = -1;
    if (drag_.pile >= n) cancel();
    size_t i = 0;
    for (; i < events_.size() && n > 0; ++i) {
        if (out.move || out.undo || out.redo || out.new_deal) break;
        if (events_[i].kind == TableEvent::Key)
            on_key(events_[i], game, piles, out);
        else
            on_pointer(events_[i], game, g, piles, options, out);
    }
    events_.erase(events_.begin(), events_.begin() + std::ptrdiff_t(i));
    return out;
}

int TableInput::drop_target(const Drag& d, const TableGeometry& g, int piles) {
    const Rect lead{d.x - d.grab_dx, d.y - d.grab_dy, g.card_w, g.card_h};
    int best = -1;
    float best_area = 0;
    for (int p = 0; p < piles; ++p) {
        if (p == d.pile) continue;
        const float a = overlap(lead, top_rect(g.piles[size_t(p)]));
        if (a > best_area) best = p, best_area = a;
    }
    if (best >= 0) return best;
    for (int p = 0; p < piles; ++p)
        if (p != d.pile && g.piles[size_t(p)].area.contains(d.x, d.y)) return p;
    return -1;
}

void TableInput::on_pointer(const TableEvent& e, const TableGame& game, const TableGeometry& g,
                            const std::vector<PileView>& piles, const Options& o,
                            InputResult& out) {
    if (e.kind == TableEvent::Down) {
        keyboard_active_ = false;
        held_ = -1;
        const Hit hit = hit_test(g, piles, e.x, e.y);
        pressed_ = hit.pile >= 0;
        press_x_ = e.x, press_y_ = e.y;
        drag_ = Drag{};
        // The second press of a double click or tap: soon after a click's press, on the same
        // pile, within a card's size of it (a finger's second tap lands a little off the
        // first, perhaps on the card the first one uncovered).
        press_double_ = pressed_ && hit.pile == first_.hit.pile && e.ms - first_.ms <= DOUBLE_MS &&
                        std::fabs(e.x - first_.x) <= g.card_w &&
                        std::fabs(e.y - first_.y) <= g.card_h;
        if (!pressed_) return;
        if (!press_double_) first_ = Click{hit, e.x, e.y, e.ms, false};
        drag_.pile = hit.pile;
        drag_.index = hit.index;
        drag_.x = e.x, drag_.y = e.y;
        if (hit.index >= 0) {
            const Rect& r = g.piles[size_t(hit.pile)].cards[size_t(hit.index)];
            drag_.grab_dx = e.x - r.x, drag_.grab_dy = e.y - r.y;
        }
        return;
    }
    if (!pressed_) return;
    drag_.x = e.x, drag_.y = e.y;
    if (e.kind == TableEvent::Move) {
        if (!drag_.active && std::hypot(e.x - press_x_, e.y - press_y_) > DRAG_SLOP &&
            game.can_pick(drag_.pile, drag_.index))
            drag_.active = true;
        return;
    }
    // Up: a drop, or a click.
    pressed_ = false;
    out.acted = true;
    if (drag_.active) {
        const Drag d = drag_;
        drag_ = Drag{};
        selected_ = -1;
        first_ = Click{}; // a drag is no click: the next press starts anew
        const int dest = drop_target(d, g, int(piles.size()));
        if (dest < 0) return;
        out.move = game.move_to(d.pile, d.index, dest);
        if (!out.move) out.notice = game.refusal_to(d.pile, d.index, dest);
        return;
    }
    on_click(game, piles, o, out);
    drag_ = Drag{};
}

void TableInput::on_click(const TableGame& game, const std::vector<PileView>& piles,
                          const Options& o, InputResult& out) {
    const Hit hit{drag_.pile, drag_.index};
    const bool stock = piles[size_t(hit.pile)].kind == PileKind::Stock;
    // A card chosen before: this tap names its partner.
    const int chosen = selected_;
    selected_ = -1;
    if (chosen >= 0 && chosen != hit.pile) {
        const int top = size_of(piles, chosen) - 1;
        if (top >= 0) out.move = game.move_to(chosen, top, hit.pile);
        // A card that could be a partner and does not pair, nor go alone: both shake, and
        // the game says why. (A tap on the stock's action, or on a King, does that instead;
        // the removed cards are no partners.)
        const bool alone =
            game.best_move(hit.pile, hit.index) ||
            (stock && game.pile_action(hit.pile) && !game.can_pick(hit.pile, hit.index));
        const bool partner =
            hit.index >= 0 && !alone && piles[size_t(hit.pile)].kind != PileKind::Foundation;
        if (!out.move && top >= 0 && partner) {
            out.notice = game.refusal_to(chosen, top, hit.pile);
            out.refused = {chosen, top};
            out.refused_also = hit;
            first_ = Click{};
            return;
        }
        if (out.move) {
            first_.moved = true;
            return;
        }
    }
    bool tried = false; // the click asked a card to move
    Hit asked = hit;
    if (chosen == hit.pile) {
        // A second tap on the chosen card lets go of it.
    } else if (press_double_ && !stock) {
        // The double's second press acts on the card first pressed, once: nothing more if
        // its first click moved it, else it goes home if it can.
        asked = first_.hit;
        if (!first_.moved) {
            out.move = game.foundation_move(asked.pile, asked.index);
            tried = asked.index >= 0;
        }
    } else if (auto m = game.pile_action(hit.pile)) {
        out.move = m; // the stock: every press draws (or deals, or redeals), however quick
    } else if (hit.index >= 0 && o.tap_to_move) {
        out.move = game.best_move(hit.pile, hit.index);
        tried = true;
    }
    if (!out.move && !press_double_ && game.select_to_pair() &&
        game.can_pick(hit.pile, hit.index) && chosen != hit.pile)
        selected_ = hit.pile;
    if (!out.move && selected_ < 0 && chosen != hit.pile) {
        out.notice = game.refusal(hit.pile);
        // A card asked to move that has nowhere to go says so: it shakes. A foundation's
        // card is not asked: it is home.
        if (tried && piles[size_t(asked.pile)].kind != PileKind::Foundation) out.refused = asked;
    }
    if (press_double_)
        first_ = Click{}; // a third press starts a new click
    else
        first_.moved = out.move.has_value();
}

void TableInput::on_enter(const TableGame& game, const std::vector<PileView>& piles,
                          InputResult& out) {
    if (held_ < 0) {
        if (auto m = game.pile_action(cursor_)) {
            out.move = m;
            return;
        }
        // Pick up the longest run that can be picked up here.
        for (int i = 0; i < size_of(piles, cursor_); ++i)
            if (game.can_pick(cursor_, i)) {
                held_ = cursor_;
                return;
            }
        out.notice = game.refusal(cursor_);
        return;
    }
    if (held_ == cursor_) {
        held_ = -1;
        return;
    }
    // Put down the longest part of the held run that fits here.
    const int hl = size_of(piles, held_);
    int lead = -1;
    for (int i = 0; i < hl && !out.move; ++i)
        if (game.can_pick(held_, i)) {
            if (lead < 0) lead = i;
            out.move = game.move_to(held_, i, cursor_);
        }
    if (!out.move && lead >= 0) out.notice = game.refusal_to(held_, lead, cursor_);
    held_ = -1;
}

void TableInput::on_key(const TableEvent& e, const TableGame& game,
                        const std::vector<PileView>& piles, InputResult& out) {
    const int n = int(piles.size());
    auto neighbour = [&](int dir_col, int dir_row) {
        // The nearest pile in the direction: same row for left/right, the other row for
        // up/down, by column distance.
        const PileView& c = piles[size_t(cursor_)];
        int best = cursor_;
        float best_d = 1e9f;
        for (int p = 0; p < n; ++p) {
            if (p == cursor_) continue;
            const float dc = piles[size_t(p)].col - c.col, dr = piles[size_t(p)].row - c.row;
            float d;
            if (dir_col != 0) {
                if (dr != 0 || dc * float(dir_col) <= 0) continue;
                d = std::fabs(dc);
            } else {
                if (dr * float(dir_row) <= 0) continue;
                d = std::fabs(dr) * 100 + std::fabs(dc);
            }
            if (d < best_d) best = p, best_d = d;
        }
        if (best == cursor_ && dir_col != 0) {
            // Wrap around the row.
            for (int p = 0; p < n; ++p)
                if (piles[size_t(p)].row == c.row &&
                    (best == cursor_ ||
                     (piles[size_t(p)].col - piles[size_t(best)].col) * float(dir_col) < 0))
                    best = p;
        }
        return best;
    };
    out.acted = true;
    const bool was_active = keyboard_active_;
    keyboard_active_ = true;
    switch (e.key) {
    case TableKey::Left:
        if (was_active) cursor_ = neighbour(-1, 0);
        break;
    case TableKey::Right:
        if (was_active) cursor_ = neighbour(1, 0);
        break;
    case TableKey::Up:
        if (was_active) cursor_ = neighbour(0, -1);
        break;
    case TableKey::Down:
        if (was_active) cursor_ = neighbour(0, 1);
        break;
    case TableKey::Escape: held_ = -1; break;
    case TableKey::Enter: on_enter(game, piles, out); break;
    case TableKey::Z:
        if (e.shift && e.ctrl)
            out.redo = true;
        else
            out.undo = true;
        break;
    case TableKey::Y: out.redo = true; break;
    case TableKey::H: // the solver's keys leave the cursor as it was
        out.hint = !e.ctrl;
        keyboard_active_ = was_active;
        break;
    case TableKey::A:
        out.solve = !e.ctrl;
        keyboard_active_ = was_active;
        break;
    case TableKey::Tab: // the next pile (Shift: the one before), in the table's order
        if (was_active) cursor_ = (cursor_ + (e.shift ? n - 1 : 1)) % n;
        break;
    case TableKey::N:
        if (!e.ctrl) out.new_deal = true;
        break;
    case TableKey::Other:
        out.acted = false;
        keyboard_active_ = was_active;
        break;
    }
}

} // namespace sol::ui
