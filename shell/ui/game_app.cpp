#include "shell/ui/game_app.h"

#include "shell/view/appearance.h"
#include "shell/page/bridge.h"
#include "core/card_text.h"
#include "shell/games/game_catalog.h"
#include "shell/ui/item_log.h"
#include "shell/core/solve_controller.h"
#include "shell/core/table_mirror.h"
#include "shell/ui/touch_ui.h"

#include <SDL.h>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <imgui.h>

namespace sol::ui {

namespace {

double now_ms() {
    using namespace std::chrono;
    return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

// Automatic moves follow each other this fast (ms), each one gliding as it goes.
constexpr double AUTO_STEP_MS = 90;
// A gap between two frames this long means the page was hidden (or frozen), not slow.
constexpr double AWAY_MS = 1000;
// A refused card's shake: this long, this far each way at first (logical pixels), this
// many times to and fro; with reduced motion, an outline for as long instead.
constexpr double SHAKE_MS = 320;
constexpr float SHAKE_PX = 7;
constexpr double SHAKE_SWINGS = 3;
// The outline of the cards picked up (keyboard) or chosen (a tap): sky blue and twice as
// thick, never the amber of the keyboard cursor; a refused card's outline is red.
constexpr unsigned HELD_COLOUR = 0xFFFFC040;
constexpr unsigned REFUSED_COLOUR = 0xFF3C3CF0;

const char* kind_name(PileKind k) {
    switch (k) {
    case PileKind::Stock: return "stock";
    case PileKind::Waste: return "waste";
    case PileKind::Foundation: return "foundation";
    case PileKind::Tableau: return "tableau";
    case PileKind::Place: return "place";
    }
    return "";
}

void append_rect(std::string& out, const Rect& r) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "[%.1f,%.1f,%.1f,%.1f]", r.x, r.y, r.w, r.h);
    out += buf;
}

// A card's identity for the animator: its byte, and which copy it is in two-deck games.
int card_id(Card c, std::vector<int>& copies) {
    return c + 64 * copies[c]++;
}

bool is_vegas(const Preset& p) {
    return p.game == GameKind::Klondike && p.klondike.scoring == klondike::Scoring::Vegas;
}

Rect squash(const Rect& r, float s) {
    return {r.cx() - r.w * s * 0.5f, r.y, r.w * s, r.h};
}

// The game_json name of how much the computer helped.
const char* assist_name(Session::Assist a) {
    switch (a) {
    case Session::Assist::None: return "none";
    case Session::Assist::Hints: return "hints";
    case Session::Assist::Computer: return "computer";
    }
    return "none";
}

} // namespace

GameApp& the_app() {
    static GameApp app;
    return app;
}

int GameApp::open(std::string_view url, std::uint64_t seed, const std::vector<GameMove>& moves,
                  double elapsed_ms, Session::Assist assist, const std::vector<GameMove>& redo) {
    const Preset* p = find_preset_url(url);
    if (!p) return 1;
    if (session_ && preset_ == p && session_->seed() == seed && moves.empty() && redo.empty())
        return 0;
    preset_ = p;
    session_ = std::make_unique<Session>(make_game(*p, seed), preset_url(*p), seed);
    const bool replayed = session_->replay(moves, elapsed_ms, redo);
    if (replayed) session_->note_assist(assist);
    input_.cancel();
    motion_.snap();
    panels_.hide_win();
    shake_.pile = -1;
    auto_armed_ = false;
    win_reported_ = session_->won(); // a saved game that was already won is not re-counted
    vegas_bank_.reset();
    if (is_vegas(*p)) vegas_bank_ = page::vegas_bank(preset_url(*p), seed);
    relayout();
    narration_.opened(*session_, piles_, std::string(p->title));
    return replayed ? 0 : 2;
}

void GameApp::new_deal(const Preset* chosen) {
    const Preset& p = chosen ? *chosen : next_preset_ ? *next_preset_ : *preset_;
    next_preset_ = nullptr;
    // Winnable deals only: the page finds one and opens it by its URL.
    if (the_solver().wants_winnable_deal()) return the_solver().find_winnable_deal(preset_url(p));
    const std::uint64_t seed = page::random_seed();
    open(preset_url(p), seed, {}, 0);
    for (size_t i = 0; i < piles_.size(); ++i)
        if (piles_[i].kind == PileKind::Stock) motion_.deal_from(geometry_.piles[i].slot, now_);
    page::deal_started(preset_url(p), seed);
    page::progress(game_json(now_));
}

std::string GameApp::presets_json() const {
    std::string out = "[";
    for (const Preset& p : all_presets()) {
        if (!has_table(p)) continue;
        if (out.size() > 1) out += ',';
        out += "{\"url\":\"" + preset_url(p) + "\",\"title\":\"" + std::string(p.title) +
               "\",\"vegas\":" + (is_vegas(p) ? "true" : "false") + "}";
    }
    return out + "]";
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
    input_.queue(e, area_.top, area_.height - area_.bottom_bar, modal, io.WantCaptureKeyboard);
}

bool GameApp::in_progress() const {
    return (session_->can_undo() || session_->can_redo()) && !session_->won();
}

void GameApp::choose_variant(const Preset& p) {
    if (&p == preset_) { // the variant in play: it stays for the next deal too
        if (next_preset_) page::notice("The next deal stays " + std::string(p.title) + ".");
        next_preset_ = nullptr;
        return;
    }
    if (!in_progress()) return new_deal(&p);
    panels_.ask({Confirm::Kind::Variant, preset_url(p), std::string(p.title)});
}

void GameApp::restart() {
    session_->restart();
    auto_armed_ = false;
    input_.cancel();
    after_change();
}

// The player's answer to a question of Panels::ask.
void GameApp::answer(const PanelResult& r) {
    const Confirm& c = r.confirm;
    const Preset* p = c.kind == Confirm::Kind::Variant ? find_preset_url(c.variant) : nullptr;
    if (r.command == Command::ConfirmNow) {
        if (c.kind == Confirm::Kind::Restart) return restart();
        if (c.kind == Confirm::Kind::Variant && !p) return;
        return new_deal(p);
    }
    if (r.command == Command::ConfirmNext) {
        if (p) next_preset_ = p;
        page::notice(p ? std::string(p->title) + " starts with your next deal."
                       : "Winnable deals start with your next deal.");
        return;
    }
    // Cancel: as if nothing was chosen.
    if (c.kind == Confirm::Kind::WinnableOnly) the_solver().set_winnable_only(false);
}

void GameApp::relayout() {
    piles_.clear();
    if (!session_) return;
    const TableGame& g = session_->game();
    const std::vector<TableShape> shapes = g.shapes();
    const TableShape& shape = shapes[choose_shape(area_, shapes)];
    for (int p = 0; p < g.pile_count(); ++p) piles_.push_back(g.pile(p, shape.shape));
    geometry_ = settings_.left_handed ? layout_left_handed(area_, shape, piles_)
                                      : layout_table(area_, shape, piles_);
}

void GameApp::prepare(float width, float height, float ratio) {
    area_.width = width;
    area_.height = height;
    ratio_ = ratio;
    palette_ = palette_for(settings_); // the appearance chosen, perhaps this frame
    area_.index_scale = palette_.index_scale;
    relayout();
    fonts_.update(session_ ? geometry_.card_w : 60, ratio, palette_.index_scale);
    keys_.before_frame(panels_.any_dialog());
}

void GameApp::play(GameMove m, bool automatic) {
    if (automatic)
        session_->play_automatic(m);
    else
        session_->play(m);
    auto_armed_ = true;
    after_change();
}

void GameApp::after_change() {
    last_change_ = now_;
    session_->tick(now_);
    relayout();
    narration_.changed(*session_, piles_, now_);
    page::progress(game_json(now_));
    if (session_->won() && !win_reported_) {
        win_reported_ = true;
        page::won(game_json(now_));
        panels_.show_win(now_);
        won_at_ = now_;
    }
}

void GameApp::run_automatic(double now) {
    auto_pending_ = false;
    // Auto-solve's line has its own safe moves, in its own order.
    if (!auto_armed_ || input_.drag().active || the_solver().auto_solving()) return;
    const TableGame& g = session_->game();
    std::optional<GameMove> m = g.auto_complete_move();
    if (!m && settings_.auto_move) m = g.safe_auto_move();
    auto_pending_ = m.has_value();
    if (m && now - last_change_ >= AUTO_STEP_MS) play(*m, true);
}

void GameApp::frame(float width, float height) {
    const double before = now_;
    now_ = now_ms();
    ++frames_;
    item_log::clear();
    keys_.after_new_frame();
    if (!session_) return;
    // Browsers stop animation frames while the tab is hidden: a long pause between two
    // frames is time the player was away, and the game clock leaves it out.
    if (before > 0 && now_ - before > AWAY_MS) session_->skip(now_ - before);
    session_->tick(now_);

    const InputResult in = input_.update(session_->game(), geometry_, piles_,
                                         TableInput::Options{settings_.tap_to_move});
    if (in.move || in.undo || in.redo || in.new_deal) the_solver().player_acted();
    if (!in.notice.empty()) page::notice(in.notice);
    if (in.refused.pile >= 0) start_shake(in.refused);
    if (in.hint) the_solver().press_hint();
    if (in.solve) the_solver().press_solve();
    if (in.move) play(*in.move, false);
    if (in.undo && session_->can_undo()) {
        session_->undo();
        auto_armed_ = false;
        after_change();
    }
    if (in.redo && session_->can_redo()) {
        session_->redo();
        after_change();
    }
    if (in.new_deal) new_deal();
    run_automatic(now_);
    // Auto-solve: each move its own undo step, so undo walks back through them.
    const bool busy = motion_.busy(now_) || input_.drag().active;
    for (int i = 0; i < 8; ++i) {
        const auto m = the_solver().next_move(*session_, now_, busy);
        if (!m) break;
        session_->note_assist(Session::Assist::Computer);
        play(*m, false);
    }

    draw_table(*ImGui::GetBackgroundDrawList(), now_);
    if (session_->won() && won_at_ >= 0 && !motion_.instant())
        draw_confetti(*ImGui::GetBackgroundDrawList(), now_);
    PanelResult r;
    SolveBarResult bar;
    {
        const TouchStyle touch(touch_, TouchSizes::Frames);
        r = panels_.draw(panel_state(now_), settings_, now_);
        bar = the_solver().draw_bar(*session_, width, height - r.status_h, now_);
    }
    if (the_solver().hint_shown() && !session_->won()) {
        const bool first = session_->assist() == Session::Assist::None;
        session_->note_assist(Session::Assist::Hints);
        if (first) page::progress(game_json(now_)); // saved at once: a reload keeps it
    }
    if (r.menu_h != area_.top || r.status_h + bar.height != area_.bottom_bar) {
        // The bars are measured on the first frame (and when the font changes): the table
        // moves at once rather than gliding into place.
        area_.top = r.menu_h;
        area_.bottom_bar = r.status_h + bar.height;
        motion_.snap();
    }
    area_.width = width;
    area_.height = height;
    const bool asks_solver = r.command == Command::Hint || r.command == Command::AutoSolve;
    const bool answers = r.command == Command::ConfirmNext || r.command == Command::ConfirmCancel;
    if ((r.command != Command::None && !asks_solver && !answers) || bar.undo_to >= 0)
        the_solver().player_acted();
    apply_panels(r);
    if (bar.undo_to >= 0) { // "Undo to last winnable"
        while (session_->moves() > bar.undo_to && session_->can_undo()) session_->undo();
        auto_armed_ = false;
        after_change();
    }
    if (bar.new_deal) { // "Winnable deals only" was just turned on
        if (in_progress())
            panels_.ask({Confirm::Kind::WinnableOnly, {}, {}});
        else
            new_deal();
    }
    narration_.frame(*session_, piles_, input_, the_solver());
}

void GameApp::apply_panels(const PanelResult& r) {
    switch (r.command) {
    case Command::None: break;
    case Command::NewDeal: new_deal(); break;
    case Command::Restart:
        if (in_progress())
            panels_.ask({Confirm::Kind::Restart, {}, {}});
        else if (session_->can_undo())
            restart(); // a won game: nothing to lose
        break;
    case Command::Undo:
        session_->undo();
        auto_armed_ = false;
        after_change();
        break;
    case Command::Redo:
        session_->redo();
        after_change();
        break;
    case Command::Share: page::share(); break;
    case Command::ShowStats: page::open_page("stats", preset_url(*preset_)); break;
    case Command::SelectDeal: page::open_page("select-deal", preset_url(*preset_)); break;
    case Command::WinnableDeal: the_solver().find_winnable_deal(preset_url(*preset_)); break;
    case Command::DailyDeal: page::open_page("daily", preset_url(*preset_)); break;
    case Command::ChooseVariant:
        if (const Preset* p = find_preset_url(r.variant)) choose_variant(*p);
        break;
    case Command::SettingsChanged: page::settings_changed(settings_json(settings_)); break;
    case Command::Hint: the_solver().press_hint(); break;
    case Command::AutoSolve: the_solver().press_solve(); break;
    case Command::ConfirmNow:
    case Command::ConfirmNext:
    case Command::ConfirmCancel: answer(r); break;
    }
}

PanelState GameApp::panel_state(double now) const {
    PanelState s;
    s.game_title = std::string(preset_->title);
    s.short_title = std::string(preset_->variant);
    s.preset_url = preset_url(*preset_);
    s.seed = std::to_string(session_->seed());
    s.moves = session_->moves();
    s.score = session_->score();
    if (vegas_bank_) s.vegas_total = *vegas_bank_ + s.score;
    s.time_ms = session_->elapsed_ms(now);
    s.can_undo = session_->can_undo();
    s.can_redo = session_->can_redo();
    s.won = session_->won();
    s.assist = session_->assist();
    s.help = help_text(*preset_);
    s.touch = touch_;
    if (next_preset_) s.next_variant = preset_url(*next_preset_);
    for (const Preset& p : all_presets())
        if (has_table(p)) s.variants.push_back({preset_url(p), std::string(p.title), is_vegas(p)});
    return s;
}

void GameApp::draw_table(ImDrawList& list, double now) {
    const TableGame& g = session_->game();
    const TableGeometry& geo = geometry_;
    list.AddRectFilledMultiColor({0, 0}, {area_.width, area_.height}, palette_.felt_top,
                                 palette_.felt_top, palette_.felt_bottom, palette_.felt_bottom);

    // Cards settle first, flying cards over them, dragged cards over everything.
    struct Item {
        Rect r;
        CardView v;
        CardMotion::Flip flip;
    };
    std::vector<Item> settled, flying, dragged;
    std::vector<int> copies(256, 0);
    const TableInput::Drag& d = input_.drag();
    for (size_t p = 0; p < piles_.size(); ++p) {
        const PileView& pv = piles_[p];
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
            r.x += shake_dx(int(p), int(i), now);
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

    // The stock's count and passes left, on the stock itself.
    for (size_t p = 0; p < piles_.size(); ++p)
        if (piles_[p].kind == PileKind::Stock)
            draw_caption(list, fonts_, geo.piles[p].slot, g.stock_caption().c_str(),
                         !piles_[p].cards.empty() && piles_[p].cards.back().face_up);

    // The cards picked up with the keyboard or chosen by a tap, then the keyboard cursor
    // over them (on the same pile, amber inside blue).
    auto outline = [&](const Rect& r, unsigned colour, bool thick) {
        Palette pal = palette_;
        pal.highlight = colour;
        draw_highlight(list, pal, r, geo.radius);
        if (thick) draw_highlight(list, pal, {r.x - 2, r.y - 2, r.w + 4, r.h + 4}, geo.radius + 2);
    };
    for (const int h : {input_.held(), input_.selected()}) {
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
    if (input_.keyboard_active()) {
        const int c = input_.cursor();
        const PileGeometry& pg = geo.piles[c];
        outline(pg.cards.empty() ? pg.slot : pg.cards.back(), palette_.highlight, false);
    }
    // With reduced motion a refused card does not shake: a red outline says it instead.
    if (motion_.instant() && shaking(now)) {
        const std::vector<Rect>& cards = geo.piles[size_t(shake_.pile)].cards;
        if (shake_.index < int(cards.size())) {
            const Rect& a = cards[size_t(shake_.index)];
            const Rect& b = cards.back();
            outline({a.x, a.y, a.w, b.y + b.h - a.y}, REFUSED_COLOUR, true);
        }
    }
    // While dragging, the pile that would take the cards is outlined.
    if (d.active) {
        const int dest = TableInput::drop_target(d, geo, int(piles_.size()));
        if (dest >= 0 && g.move_to(d.pile, d.index, dest)) {
            const PileGeometry& pg = geo.piles[dest];
            draw_highlight(list, palette_, pg.cards.empty() ? pg.slot : pg.cards.back(),
                           geo.radius);
        }
    }
    the_solver().draw_hint(list, palette_, geo, g);
    for (const Item& it : flying) draw(it, true);
    for (const Item& it : dragged) draw(it, true);
}

void GameApp::start_shake(const Hit& h) {
    shake_.pile = h.pile;
    shake_.index = h.index;
    shake_.at = now_;
    ++shake_.count;
}

bool GameApp::shaking(double now) const {
    return now - shake_.at < SHAKE_MS && shake_.pile >= 0 && shake_.pile < int(piles_.size());
}

// How far card `index` of `pile` is out of place now: a few fading swings to and fro.
float GameApp::shake_dx(int pile, int index, double now) const {
    const double t = (now - shake_.at) / SHAKE_MS;
    if (motion_.instant() || pile != shake_.pile || index < shake_.index || t < 0 || t >= 1)
        return 0;
    return SHAKE_PX * float((1 - t) * std::sin(t * SHAKE_SWINGS * 2 * 3.141592653589793));
}

void GameApp::draw_confetti(ImDrawList& list, double now) const {
    // Paper confetti falling over the table for a few seconds after a win: each piece's
    // path is a fixed function of its number, so there is no state to keep.
    constexpr int PIECES = 120;
    constexpr double SECONDS = 6;
    const double t = (now - won_at_) / 1000;
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
        const float y = -30 + float(t) * speed - rnd(2) * area_.height * 0.6f;
        if (y < -20 || y > area_.height) continue;
        const float x = rnd(3) * area_.width + 30 * std::sin(float(t) * (1 + 2 * rnd(4)) + i);
        const float a = float(t) * (2 + 5 * rnd(5)) + i, s = 4 + 4 * rnd(6);
        const float c = std::cos(a) * s, d = std::sin(a) * s * 0.5f;
        const unsigned alpha = unsigned(255 * fade) << 24;
        list.AddQuadFilled({x - c, y - d}, {x + d, y - c}, {x + c, y + d}, {x - d, y + c},
                           (COLOURS[i % 6] & 0x00FFFFFF) | alpha);
    }
}

std::string GameApp::game_json(double now) const {
    std::string out = "{\"preset\":\"" + session_->preset() + "\",\"seed\":\"" +
                      std::to_string(session_->seed()) + "\",\"moves\":[";
    const std::vector<GameMove> played = session_->played();
    for (size_t i = 0; i < played.size(); ++i) {
        if (i) out += ',';
        out += std::to_string(played[i]);
    }
    out += "],\"redo\":[";
    const std::vector<GameMove> undone = session_->undone();
    for (size_t i = 0; i < undone.size(); ++i) {
        if (i) out += ',';
        out += std::to_string(undone[i]);
    }
    char tail[160];
    std::snprintf(tail, sizeof tail,
                  "],\"elapsedMs\":%.0f,\"won\":%s,\"score\":%d,\"assist\":\"%s\"}",
                  session_->elapsed_ms(now), session_->won() ? "true" : "false", session_->score(),
                  assist_name(session_->assist()));
    return out + tail;
}

std::string GameApp::state_json() const {
    if (!session_) return "null";
    const TableGame& g = session_->game();
    std::string out = "{\"game\":\"" + g.game_name() + "\",\"preset\":\"" + session_->preset() +
                      "\",\"seed\":\"" + std::to_string(session_->seed()) + "\"";
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  ",\"moves\":%d,\"score\":%d,\"timeMs\":%.0f,\"won\":%s,\"assist\":\"%s\","
                  "\"canUndo\":%s,"
                  "\"canRedo\":%s,\"busy\":%s,\"dragging\":%s,\"cursor\":%d,\"held\":%d,"
                  "\"card\":[%.1f,%.1f],\"stockCaption\":\"%s\",\"piles\":[",
                  session_->moves(), session_->score(), session_->elapsed_ms(now_),
                  session_->won() ? "true" : "false", assist_name(session_->assist()),
                  session_->can_undo() ? "true" : "false", session_->can_redo() ? "true" : "false",
                  motion_.busy(now_) || auto_pending_ || now_ - last_change_ < AUTO_STEP_MS * 2 ||
                          now_ - shake_.at < SHAKE_MS
                      ? "true"
                      : "false",
                  input_.drag().active ? "true" : "false", input_.cursor(), input_.held(),
                  geometry_.card_w, geometry_.card_h, g.stock_caption().c_str());
    out += buf;
    for (size_t p = 0; p < piles_.size(); ++p) {
        const PileView& pv = piles_[p];
        const PileGeometry& pg = geometry_.piles[p];
        if (p) out += ',';
        out += "{\"name\":\"" + pv.label + "\",\"kind\":\"" + kind_name(pv.kind) + "\",\"rect\":";
        append_rect(out, pg.slot);
        out += ",\"cards\":[";
        for (size_t i = 0; i < pv.cards.size(); ++i) {
            if (i) out += ',';
            // A face-down card stays hidden: the page never reveals it.
            out += pv.cards[i].face_up
                       ? "{\"card\":\"" + card_text(pv.cards[i].card) + "\",\"up\":true"
                       : std::string("{\"card\":null,\"up\":false");
            if (pv.cards[i].dimmed) out += ",\"dimmed\":true";
            out += ",\"rect\":";
            append_rect(out, pg.cards[i]);
            out += '}';
        }
        out += "]}";
    }
    out += "],\"selected\":" + std::to_string(input_.selected());
    out += std::string(",\"moving\":") + (motion_.busy(now_) ? "true" : "false") +
           ",\"reducedMotion\":" + (motion_.instant() ? "true" : "false");
    out += ",\"clock\":\"" + format_time(session_->elapsed_ms(now_)) + "\"";
    out += ",\"nextVariant\":" +
           (next_preset_ ? "\"" + preset_url(*next_preset_) + "\"" : std::string("null"));
    {
        const bool on = shaking(now_);
        char shake[160];
        std::snprintf(
            shake, sizeof shake,
            ",\"shake\":{\"count\":%d,\"pile\":%d,\"index\":%d,\"on\":%s,\"dx\":%.2f}",
            shake_.count, shake_.pile, shake_.index, on ? "true" : "false",
            on ? shake_dx(shake_.pile, int(piles_[size_t(shake_.pile)].cards.size()) - 1, now_)
               : 0.0);
        out += shake;
    }
    out += ",\"vegasTotal\":" +
           (vegas_bank_ ? std::to_string(*vegas_bank_ + session_->score()) : std::string("null"));
    out += ",\"touch\":" + std::string(touch_ ? "true" : "false");
    out += ",\"widgets\":" + item_log::json();
    out += ",\"keys\":" + keys_.state_json();
    return out + ",\"ui\":" + panels_.state_json() + "}";
}

} // namespace sol::ui
