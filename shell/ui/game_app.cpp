#include "shell/ui/game_app.h"

#include "shell/core/frame_pacer.h"
#include "shell/core/stock_badge.h"
#include "shell/games/game_catalog.h"
#include "shell/ui/item_log.h"
#include "shell/ui/touch_ui.h"
#include "shell/view/appearance.h"

#include <SDL.h>
#include <cmath>
#include <imgui.h>

namespace sol::ui {

namespace {

// The outline of the cards picked up (keyboard) or chosen (a tap): sky blue and twice as
// thick, never the amber of the keyboard cursor; a refused card's outline is red.
constexpr unsigned HELD_COLOUR = 0xFFFFC040;
constexpr unsigned REFUSED_COLOUR = 0xFF3C3CF0;

// A card's identity for the animator: its byte, and which copy it is in two-deck games.
int card_id(Card c, std::vector<int>& copies) {
    return c + 64 * copies[c]++;
}

Rect squash(const Rect& r, float s) {
    return {r.cx() - r.w * s * 0.5f, r.y, r.w * s, r.h};
}

} // namespace

int GameApp::open(std::string_view url, std::uint64_t seed, const std::vector<GameMove>& moves,
                  double elapsed_ms, Session::Assist assist, const std::vector<GameMove>& redo,
                  std::string_view daily) {
    const int rc = table_.open(url, seed, moves, elapsed_ms, assist, redo, daily);
    sync_views();
    return rc;
}

void GameApp::sync_views() {
    const TableController::Events e = table_.take_events();
    if (e.opened) { // TableController::open reset the input
        motion_.snap();
        panels_.hide_win();
    }
    if (e.dealt) { // the new deal's cards fly out of the stock
        const std::vector<PileView>& piles = table_.piles();
        for (size_t i = 0; i < piles.size(); ++i)
            if (piles[i].kind == PileKind::Stock)
                motion_.deal_from(table_.geometry().piles[i].slot, table_.now());
    }
    if (e.won) panels_.show_win(table_.won_at());
}

void GameApp::new_deal(const Preset* chosen) {
    table_.new_deal(chosen);
    sync_views();
}

// New deal (the menu, N): the question first while a game is in progress.
void GameApp::press_new_deal() {
    if (table_.press_new_deal() == TableController::Decision::Ask)
        panels_.ask({Confirm::Kind::NewDeal, {}, {}});
    sync_views();
}

void GameApp::choose_variant(const Preset& p) {
    if (table_.choose_variant(p) == TableController::Decision::Ask)
        panels_.ask({Confirm::Kind::Variant, preset_url(p), std::string(p.title)});
    sync_views();
}

void GameApp::restart() {
    table_.restart();
}

// The player's answer to a question of Panels::ask.
void GameApp::answer(const PanelResult& r) {
    const Confirm& c = r.confirm;
    const Preset* p = c.kind == Confirm::Kind::Variant ? find_preset_url(c.variant) : nullptr;
    if (r.command == Command::ConfirmNow) {
        if (c.kind == Confirm::Kind::Restart) return restart();
        if (c.kind == Confirm::Kind::WinnableDeal) return table_.find_winnable_deal();
        if (c.kind == Confirm::Kind::Variant && !p) return;
        return new_deal(p);
    }
    if (r.command == Command::ConfirmNext) return table_.next_deal_as(p);
    // Cancel: as if nothing was chosen.
    if (c.kind == Confirm::Kind::WinnableOnly) table_.keep_dealing_any();
}

void GameApp::frame(float width, float height, double now_ms) {
    table_.begin_frame(now_ms);
    const double now = table_.now();
    ++frames_;
    item_log::clear();
    keys_.after_new_frame();
    scroll_.update(touch_);
    if (!table_.is_open()) return;

    if (table_.take_input() == TableController::Decision::Ask)
        panels_.ask({Confirm::Kind::NewDeal, {}, {}}); // N with a game in progress
    table_.step(motion_.busy(now), table_.input().drag().active);
    sync_views();

    draw_table(*ImGui::GetBackgroundDrawList(), now);
    if (table_.celebrating() && !motion_.instant())
        draw_confetti(*ImGui::GetBackgroundDrawList(), now);
    PanelResult r;
    SolveBarResult bar;
    {
        const TouchStyle touch(touch_, TouchSizes::Frames);
        r = panels_.draw(panel_state(), table_.settings(), now);
        bar = bar_.draw(table_.solver(), table_.session(), width, height - r.status_h);
    }
    table_.note_hint_seen();
    TableArea& area = table_.area();
    if (r.menu_h != area.top || r.status_h + bar.height != area.bottom_bar) {
        // The bars are measured on the first frame (and when the font changes): the table
        // moves at once rather than gliding into place.
        area.top = r.menu_h;
        area.bottom_bar = r.status_h + bar.height;
        motion_.snap();
    }
    area.width = width;
    area.height = height;
    const bool asks_solver = r.command == Command::Hint || r.command == Command::AutoSolve;
    const bool answers = r.command == Command::ConfirmNext || r.command == Command::ConfirmCancel;
    if ((r.command != Command::None && !asks_solver && !answers) || bar.undo_to >= 0)
        table_.player_acted();
    apply_panels(r);
    if (bar.undo_to >= 0) table_.undo_to(bar.undo_to); // "Undo to last winnable"
    if (bar.new_deal && table_.winnable_only_on() == TableController::Decision::Ask)
        panels_.ask({Confirm::Kind::WinnableOnly, {}, {}}); // "Winnable deals only" just on
    sync_views();
    table_.narrate();
}

double GameApp::next_change() const {
    const double now = table_.now();
    if (!table_.is_open()) return FramePacer::NEVER;
    // Cards gliding or turning, confetti falling: every frame differs.
    if (motion_.busy(now) || (table_.celebrating() && !motion_.instant())) return now;
    double due = table_.next_change().value_or(FramePacer::NEVER);
    if (const std::optional<double> win = panels_.next_change(now)) due = std::min(due, *win);
    return due;
}

void GameApp::handle_event(const SDL_Event& e) {
    if (keys_.on_event(e)) return;
    const ImGuiIO& io = ImGui::GetIO();
    const bool popup =
        ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
    const bool modal = panels_.any_dialog() || popup || keys_.has_keyboard();
    if (e.type == SDL_KEYDOWN && !e.key.repeat) {
        // Escape closes the dialog on top (ImGui's navigation closes menus and popups); F1
        // opens How to play whatever is on show, but a menu.
        if (e.key.keysym.sym == SDLK_ESCAPE && panels_.escape(popup)) return;
        if (e.key.keysym.sym == SDLK_F1 && !popup) return panels_.show_help();
    }
    const TableArea& area = table_.area();
    if (const auto ev =
            table_event(e, area.top, area.height - area.bottom_bar, modal, io.WantCaptureKeyboard))
        table_.input().queue(*ev);
}

void GameApp::prepare(float width, float height, float ratio) {
    TableArea& area = table_.area();
    area.width = width;
    area.height = height;
    ratio_ = ratio;
    palette_ = palette_for(table_.settings()); // the appearance chosen, perhaps this frame
    area.index_scale = palette_.index_scale;
    table_.relayout();
    fonts_.update(table_.is_open() ? table_.geometry().card_w : 60, ratio, palette_.index_scale);
    keys_.before_frame(panels_.any_dialog());
}

void GameApp::apply_panels(const PanelResult& r) {
    switch (r.command) {
    case Command::None: break;
    case Command::NewDeal: press_new_deal(); break;
    case Command::Restart:
        switch (table_.press_restart()) {
        case TableController::Decision::Ask: panels_.ask({Confirm::Kind::Restart, {}, {}}); break;
        case TableController::Decision::Done: break; // TableController::restart let go
        case TableController::Decision::Nothing: break;
        }
        break;
    case Command::Undo: table_.undo(); break;
    case Command::Redo: table_.redo(); break;
    case Command::Share: table_.share(); break;
    case Command::ShowStats: table_.open_page("stats"); break;
    case Command::SelectDeal: table_.open_page("select-deal"); break;
    case Command::WinnableDeal:
        if (table_.press_winnable_deal() == TableController::Decision::Ask)
            panels_.ask({Confirm::Kind::WinnableDeal, {}, {}});
        break;
    case Command::DailyDeal: table_.open_page("daily"); break;
    case Command::ChooseVariant:
        if (const Preset* p = find_preset_url(r.variant)) choose_variant(*p);
        break;
    case Command::SettingsChanged: table_.settings_changed(); break;
    case Command::Hint: table_.press_hint(); break;
    case Command::AutoSolve: table_.press_solve(); break;
    case Command::ConfirmNow:
    case Command::ConfirmNext:
    case Command::ConfirmCancel: answer(r); break;
    }
}

PanelState GameApp::panel_state() const {
    PanelState s;
    const Preset& preset = table_.preset();
    const Session& session = table_.session();
    s.status = table_.status_facts();
    s.preset_url = preset_url(preset);
    s.can_undo = session.can_undo();
    s.can_redo = session.can_redo();
    s.won = session.won();
    s.assist = session.assist();
    s.help = help_text(preset);
    s.touch = touch_;
    if (table_.next_preset()) s.next_variant = preset_url(*table_.next_preset());
    for (const Preset& p : all_presets())
        if (has_table(p)) s.variants.push_back({preset_url(p), std::string(p.title), is_vegas(p)});
    return s;
}

void GameApp::draw_table(ImDrawList& list, double now) {
    const TableGame& g = table_.session().game();
    const TableGeometry& geo = table_.geometry();
    const std::vector<PileView>& piles = table_.piles();
    const Shake& shake = table_.shake();
    list.AddRectFilledMultiColor({0, 0}, {table_.area().width, table_.area().height},
                                 palette_.felt_top, palette_.felt_top, palette_.felt_bottom,
                                 palette_.felt_bottom);

    // Cards settle first, flying cards over them, dragged cards over everything.
    struct Item {
        Rect r;
        CardView v;
        CardMotion::Flip flip;
    };
    std::vector<Item> settled, flying, dragged;
    std::vector<int> copies(256, 0);
    const TableInput::Drag& d = table_.input().drag();
    for (size_t p = 0; p < piles.size(); ++p) {
        const PileView& pv = piles[p];
        const PileGeometry& pg = geo.piles[p];
        if (pv.kind == PileKind::Place) {
            // A place is only its card: nothing marks it once the card is gone.
        } else if (pv.cards.empty() && !pv.marker) {
            // One of a squared stack of piles (Spider's completed runs, Wide): the first
            // one's outline marks them all.
        } else if (pv.cards.empty()) {
            draw_empty_pile(list, fonts_, palette_, pg.slot, geo.radius, pv,
                            g.pile_action(int(p)).has_value());
        } else {
            list.AddRectFilled({pg.slot.x, pg.slot.y},
                               {pg.slot.x + pg.slot.w, pg.slot.y + pg.slot.h}, palette_.slot_fill,
                               geo.radius);
        }
        for (size_t i = 0; i < pv.cards.size(); ++i) {
            const int id = card_id(pv.cards[i].card, copies);
            const Rect& target = pg.cards[i];
            if (d.active && int(p) == d.pile && int(i) >= d.index) {
                const Rect& lead = pg.cards[d.index];
                const Rect r{d.x - d.grab_dx + (target.x - lead.x),
                             d.y - d.grab_dy + (target.y - lead.y), target.w, target.h};
                motion_.hold(id, r, pv.cards[i].face_up, now);
                dragged.push_back({r, pv.cards[i], {}});
                continue;
            }
            CardMotion::Flip flip;
            Rect r = motion_.place(id, target, pv.cards[i].face_up, now, flip);
            const bool moving =
                std::fabs(r.x - target.x) > 0.5f || std::fabs(r.y - target.y) > 0.5f;
            r.x += shake.dx(int(p), int(i), now, motion_.instant());
            (moving ? flying : settled).push_back({r, pv.cards[i], flip});
        }
    }
    motion_.end_frame();
    const bool sprites =
        sprites_.update(fonts_, palette_, geo.card_w, geo.card_h, geo.radius, ratio_);
    auto draw = [&](const Item& it, bool lifted) {
        if (lifted) draw_lift_shadow(list, palette_, it.r, geo.radius);
        CardView v = it.v;
        if (it.flip.old_side) v.face_up = !v.face_up;
        if (sprites)
            sprites_.draw(list, squash(it.r, it.flip.scale), v);
        else
            draw_card(list, fonts_, palette_, squash(it.r, it.flip.scale), geo.radius, v);
        if (v.dimmed) { // a veil, under the cards that cover it
            const Rect r = squash(it.r, it.flip.scale);
            list.AddRectFilled({r.x, r.y}, {r.x + r.w, r.y + r.h}, palette_.veil, geo.radius);
        }
    };
    // A settled card that the next card of its pile covers exactly (the stock, a waste fanned
    // by one) is not drawn: cards are opaque, and each one costs some 300 triangles, which
    // software WebGL pays for (the 24 stock cards were half of a frame's).
    auto covers = [](const Item& over, const Item& under) {
        return over.flip.scale >= 1 && over.r.x == under.r.x && over.r.y == under.r.y &&
               over.r.w == under.r.w && over.r.h == under.r.h;
    };
    for (size_t k = 0; k < settled.size(); ++k)
        if (k + 1 == settled.size() || !covers(settled[k + 1], settled[k])) draw(settled[k], false);

    // The stock's count and passes left: on its card backs, or beside a face-up top card.
    for (size_t p = 0; p < piles.size(); ++p)
        if (piles[p].kind == PileKind::Stock) {
            const std::string text = g.stock_caption();
            const Rect size = caption_size(fonts_, text.c_str());
            draw_caption(list, fonts_,
                         stock_badge(geo, table_.area(), piles, int(p), size.w, size.h),
                         text.c_str());
        }

    // The cards picked up with the keyboard or chosen by a tap, then the keyboard cursor
    // over them (on the same pile, amber inside blue).
    auto outline = [&](const Rect& r, unsigned colour, bool thick) {
        Palette pal = palette_;
        pal.highlight = colour;
        draw_highlight(list, pal, r, geo.radius);
        if (thick) draw_highlight(list, pal, {r.x - 2, r.y - 2, r.w + 4, r.h + 4}, geo.radius + 2);
    };
    for (const int h : {table_.input().held(), table_.input().selected()}) {
        if (h < 0) continue;
        const PileGeometry& pg = geo.piles[h];
        for (size_t i = 0; i < pg.cards.size(); ++i)
            if (g.can_pick(h, int(i))) {
                const Rect& a = pg.cards[i];
                const Rect& b = pg.cards.back();
                outline({a.x, a.y, a.w, b.y + b.h - a.y}, HELD_COLOUR, true);
                break;
            }
    }
    if (table_.input().keyboard_active()) {
        const int c = table_.input().cursor();
        const PileGeometry& pg = geo.piles[c];
        outline(pg.cards.empty() ? pg.slot : pg.cards.back(), palette_.highlight, false);
    }
    // With reduced motion a refused card does not shake: a red outline says it instead.
    if (motion_.instant() && shake.on(now, int(piles.size()))) {
        for (const auto& [p, index] :
             {std::pair{shake.pile, shake.index}, std::pair{shake.also_pile, shake.also_index}}) {
            if (p < 0 || p >= int(piles.size()) || index < 0) continue;
            const std::vector<Rect>& cards = geo.piles[size_t(p)].cards;
            if (index >= int(cards.size())) continue;
            const Rect& a = cards[size_t(index)];
            const Rect& b = cards.back();
            outline({a.x, a.y, a.w, b.y + b.h - a.y}, REFUSED_COLOUR, true);
        }
    }
    // While dragging, the pile that would take the cards is outlined.
    if (d.active) {
        const int dest = TableInput::drop_target(d, geo, int(piles.size()));
        if (dest >= 0 && g.move_to(d.pile, d.index, dest)) {
            const PileGeometry& pg = geo.piles[dest];
            draw_highlight(list, palette_, pg.cards.empty() ? pg.slot : pg.cards.back(),
                           geo.radius);
        }
    }
    bar_.draw_hint(list, palette_, geo, g, table_.solver());
    for (const Item& it : flying) draw(it, true);
    for (const Item& it : dragged) draw(it, true);
}

void GameApp::draw_confetti(ImDrawList& list, double now) const {
    // Paper confetti falling over the table for a few seconds after a win: each piece's
    // path is a fixed function of its number, so there is no state to keep.
    constexpr int PIECES = 120;
    constexpr double SECONDS = TableController::CELEBRATION_MS / 1000;
    const double t = (now - table_.won_at()) / 1000;
    if (t > SECONDS) return;
    static const unsigned COLOURS[] = {0xFF3C3CE6, 0xFF3CC8F0, 0xFFE6A03C,
                                       0xFF50C850, 0xFFE650C8, 0xFFFFFFFF};
    const float fade = float(std::min(1.0, (SECONDS - t) / 1.0));
    for (int i = 0; i < PIECES; ++i) {
        auto rnd = [i](unsigned k) { // an integer hash: independent numbers per (piece, k)
            unsigned h = unsigned(i) * 0x9E3779B1u + k * 0x85EBCA77u;
            h ^= h >> 15, h *= 0x2C1B3C6Du, h ^= h >> 12, h *= 0x297A2D39u, h ^= h >> 15;
            return float(h & 0xFFFF) / 65536.0f;
        };
        const float speed = 90 + 160 * rnd(1);
        const float y = -30 + float(t) * speed - rnd(2) * table_.area().height * 0.6f;
        if (y < -20 || y > table_.area().height) continue;
        const float x =
            rnd(3) * table_.area().width + 30 * std::sin(float(t) * (1 + 2 * rnd(4)) + i);
        const float a = float(t) * (2 + 5 * rnd(5)) + i, s = 4 + 4 * rnd(6);
        const float c = std::cos(a) * s, d = std::sin(a) * s * 0.5f;
        const unsigned alpha = unsigned(255 * fade) << 24;
        list.AddQuadFilled({x - c, y - d}, {x + d, y - c}, {x + c, y + d}, {x - d, y + c},
                           (COLOURS[i % 6] & 0x00FFFFFF) | alpha);
    }
}

std::string GameApp::state_json() const {
    TableViewState v;
    v.moving = motion_.busy(table_.now());
    v.reduced_motion = motion_.instant();
    v.dragging = table_.input().drag().active;
    v.cursor = table_.input().cursor();
    v.held = table_.input().held();
    v.selected = table_.input().selected();
    v.touch = touch_;
    v.widgets = item_log::json();
    v.keys = keys_.state_json();
    v.ui = panels_.state_json();
    return table_.state_json(v);
}

} // namespace sol::ui
