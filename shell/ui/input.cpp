#include "shell/ui/input.h"

#include <SDL.h>
#include <algorithm>
#include <cmath>

namespace sol::ui {

namespace {
// A press that travels less than this (logical pixels) is a click or a tap, not a drag.
constexpr float DRAG_SLOP = 6.0f;

float overlap(const Rect& a, const Rect& b) {
    const float w = std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
    const float h = std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
    return w > 0 && h > 0 ? w * h : 0;
}

// The pile's drop face: its top card, or its slot when empty.
Rect top_rect(const PileGeometry& pg) {
    return pg.cards.empty() ? pg.slot : pg.cards.back();
}
} // namespace

Hit hit_test(const TableGeometry& g, const std::vector<PileView>& piles, float x, float y) {
    // Cards first, top-most first (later cards are drawn over earlier ones).
    for (size_t p = 0; p < g.piles.size(); ++p) {
        const auto& cards = g.piles[p].cards;
        for (int i = int(cards.size()) - 1; i >= 0; --i)
            if (cards[i].contains(x, y)) return {int(p), i};
    }
    for (size_t p = 0; p < g.piles.size(); ++p)
        if (g.piles[p].slot.contains(x, y))
            return {int(p), piles[p].cards.empty() ? -1 : int(piles[p].cards.size()) - 1};
    return {};
}

void TableInput::queue(const SDL_Event& e, float top, float bottom, bool ui_modal,
                       bool ui_has_keyboard) {
    switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
        if (e.button.button != SDL_BUTTON_LEFT || ui_modal) return;
        if (e.button.y < top || e.button.y >= bottom) return;
        events_.push_back({Event::Down, float(e.button.x), float(e.button.y), e.button.clicks});
        break;
    case SDL_MOUSEMOTION:
        events_.push_back({Event::Move, float(e.motion.x), float(e.motion.y)});
        break;
    case SDL_MOUSEBUTTONUP:
        if (e.button.button != SDL_BUTTON_LEFT) return;
        events_.push_back({Event::Up, float(e.button.x), float(e.button.y), e.button.clicks});
        break;
    case SDL_KEYDOWN:
        if (ui_has_keyboard || ui_modal) return;
        events_.push_back({Event::Key, 0, 0, 1, int(e.key.keysym.sym), int(e.key.keysym.mod)});
        break;
    default: break;
    }
}

void TableInput::cancel() {
    drag_ = Drag{};
    pressed_ = false;
    held_ = -1;
    selected_ = -1;
}

InputResult TableInput::update(const TableGame& game, const TableGeometry& g,
                               const std::vector<PileView>& piles, const Options& options) {
    InputResult out;
    // One action a frame: events after it wait for the next frame, when the table (and so
    // every rectangle they are tested against) has caught up with it.
    size_t i = 0;
    for (; i < events_.size(); ++i) {
        if (out.move || out.undo || out.redo || out.new_deal) break;
        if (events_[i].kind == Event::Key)
            on_key(events_[i], game, piles, out);
        else
            on_pointer(events_[i], game, g, piles, options, out);
    }
    events_.erase(events_.begin(), events_.begin() + i);
    return out;
}

int TableInput::drop_target(const Drag& d, const TableGeometry& g, int piles) {
    const Rect lead{d.x - d.grab_dx, d.y - d.grab_dy, g.card_w, g.card_h};
    int best = -1;
    float best_area = 0;
    for (int p = 0; p < piles; ++p) {
        if (p == d.pile) continue;
        const float a = overlap(lead, top_rect(g.piles[p]));
        if (a > best_area) best = p, best_area = a;
    }
    if (best >= 0) return best;
    for (int p = 0; p < piles; ++p)
        if (p != d.pile && g.piles[p].area.contains(d.x, d.y)) return p;
    return -1;
}

void TableInput::on_pointer(const Event& e, const TableGame& game, const TableGeometry& g,
                            const std::vector<PileView>& piles, const Options& o,
                            InputResult& out) {
    if (e.kind == Event::Down) {
        keyboard_active_ = false;
        held_ = -1;
        const Hit hit = hit_test(g, piles, e.x, e.y);
        pressed_ = hit.pile >= 0;
        press_x_ = e.x, press_y_ = e.y;
        press_clicks_ = e.clicks;
        drag_ = Drag{};
        if (!pressed_) return;
        drag_.pile = hit.pile;
        drag_.index = hit.index;
        drag_.x = e.x, drag_.y = e.y;
        if (hit.index >= 0) {
            const Rect& r = g.piles[hit.pile].cards[hit.index];
            drag_.grab_dx = e.x - r.x, drag_.grab_dy = e.y - r.y;
        }
        return;
    }
    if (!pressed_) return;
    drag_.x = e.x, drag_.y = e.y;
    if (e.kind == Event::Move) {
        if (!drag_.active && std::hypot(e.x - press_x_, e.y - press_y_) > DRAG_SLOP &&
            game.can_pick(drag_.pile, drag_.index))
            drag_.active = true;
        return;
    }
    // Up: a drop, or a click.
    pressed_ = false;
    out.acted = true;
    const Drag d = drag_;
    drag_ = Drag{};
    if (d.active) {
        selected_ = -1;
        const int dest = drop_target(d, g, int(piles.size()));
        if (dest >= 0) out.move = game.move_to(d.pile, d.index, dest);
        if (dest >= 0 && !out.move) out.notice = game.drop_refusal(d.pile, d.index, dest);
        last_click_moved_ = false;
        return;
    }
    const bool second_click = press_clicks_ >= 2;
    const bool moved_before = last_click_moved_;
    bool tried = false; // the click asked the card to move
    // A card chosen before: this tap names its partner.
    const int chosen = selected_;
    selected_ = -1;
    if (chosen >= 0 && chosen != d.pile) {
        const int len = int(piles[size_t(chosen)].cards.size());
        if (len > 0) out.move = game.move_to(chosen, len - 1, d.pile);
        if (out.move) {
            last_click_moved_ = true;
            return;
        }
    }
    if (chosen == d.pile) {
        // A second tap on the chosen card lets go of it.
    } else if (auto m = game.pile_action(d.pile)) {
        out.move = m; // the stock: every click draws (or redeals), however quick
    } else if (d.index >= 0) {
        if (second_click && last_click_moved_) {
            // The first click already sent the card to its best place.
        } else if (second_click) {
            out.move = game.foundation_move(d.pile, d.index);
            tried = true;
        } else if (o.tap_to_move) {
            out.move = game.best_move(d.pile, d.index);
            tried = true;
        }
        if (!out.move && game.select_to_pair() && game.can_pick(d.pile, d.index))
            selected_ = d.pile;
    }
    if (!out.move && selected_ < 0 && chosen != d.pile) {
        out.notice = game.refusal(d.pile);
        // A card asked to move that has nowhere to go says so: it shakes (GameApp).
        if (tried && !(second_click && moved_before)) out.refused = {d.pile, d.index};
    }
    last_click_moved_ = out.move.has_value();
}

void TableInput::on_key(const Event& e, const TableGame& game, const std::vector<PileView>& piles,
                        InputResult& out) {
    const bool ctrl = e.mods & (KMOD_CTRL | KMOD_GUI);
    const bool shift = e.mods & KMOD_SHIFT;
    const int n = int(piles.size());
    auto neighbour = [&](int dir_col, int dir_row) {
        // The nearest pile in the direction: same row for left/right, the other row for
        // up/down, by column distance.
        const PileView& c = piles[cursor_];
        int best = cursor_;
        float best_d = 1e9f;
        for (int p = 0; p < n; ++p) {
            if (p == cursor_) continue;
            const float dc = piles[p].col - c.col, dr = piles[p].row - c.row;
            float d;
            if (dir_col != 0) {
                if (dr != 0 || dc * dir_col <= 0) continue;
                d = std::fabs(dc);
            } else {
                if (dr * dir_row <= 0) continue;
                d = std::fabs(dr) * 100 + std::fabs(dc);
            }
            if (d < best_d) best = p, best_d = d;
        }
        if (best == cursor_ && dir_col != 0) {
            // Wrap around the row.
            for (int p = 0; p < n; ++p)
                if (piles[p].row == c.row &&
                    (best == cursor_ || (piles[p].col - piles[best].col) * dir_col < 0))
                    best = p;
        }
        return best;
    };
    out.acted = true;
    const bool was_active = keyboard_active_;
    keyboard_active_ = true;
    switch (e.key) {
    case SDLK_LEFT:
        if (was_active) cursor_ = neighbour(-1, 0);
        break;
    case SDLK_RIGHT:
        if (was_active) cursor_ = neighbour(1, 0);
        break;
    case SDLK_UP:
        if (was_active) cursor_ = neighbour(0, -1);
        break;
    case SDLK_DOWN:
        if (was_active) cursor_ = neighbour(0, 1);
        break;
    case SDLK_ESCAPE: held_ = -1; break;
    case SDLK_SPACE:
    case SDLK_RETURN:
    case SDLK_KP_ENTER: {
        const int len = int(piles[cursor_].cards.size());
        if (held_ < 0) {
            if (auto m = game.pile_action(cursor_)) {
                out.move = m;
            } else {
                // Pick up the longest run that can be picked up here.
                for (int i = 0; i < len; ++i)
                    if (game.can_pick(cursor_, i)) {
                        held_ = cursor_;
                        break;
                    }
            }
        } else if (held_ == cursor_) {
            held_ = -1;
        } else {
            // Put down the longest part of the held run that fits here.
            const int hl = int(piles[held_].cards.size());
            for (int i = 0; i < hl && !out.move; ++i)
                if (game.can_pick(held_, i)) out.move = game.move_to(held_, i, cursor_);
            held_ = -1;
        }
        break;
    }
    case SDLK_z:
        if (shift && ctrl)
            out.redo = true;
        else
            out.undo = true;
        break;
    case SDLK_y: out.redo = true; break;
    case SDLK_h: // the solver's keys leave the cursor as it was
        out.hint = !ctrl;
        keyboard_active_ = was_active;
        break;
    case SDLK_a:
        out.solve = !ctrl;
        keyboard_active_ = was_active;
        break;
    case SDLK_TAB: // the next pile (Shift: the one before), in the table's order
        if (was_active) cursor_ = (cursor_ + (shift ? n - 1 : 1)) % n;
        break;
    case SDLK_n:
        if (!ctrl) out.new_deal = true;
        break;
    default:
        out.acted = false;
        keyboard_active_ = was_active;
        break;
    }
}

} // namespace sol::ui
