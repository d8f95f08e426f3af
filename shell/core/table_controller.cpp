#include "shell/core/table_controller.h"

#include "core/card_text.h"
#include "shell/core/json_fixed.h"
#include "shell/core/number_words.h"
#include "shell/core/table_mirror.h"
#include "shell/games/game_catalog.h"

#include <cmath>

namespace sol::ui {

namespace {

// A gap between two frames this long means the page was hidden (or frozen), not slow.
constexpr double AWAY_MS = 1000;

const char* kind_name(PileKind k) {
    switch (k) {
    case PileKind::Stock: return "stock";
    case PileKind::Waste: return "waste";
    case PileKind::Foundation: return "foundation";
    case PileKind::Tableau: return "tableau";
    case PileKind::Place: return "place";
    case PileKind::Cell: return "cell";
    }
    return "";
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

void write_moves(JsonWriter& w, const std::vector<GameMove>& moves) {
    w.begin_array();
    for (const GameMove m : moves) w.value(std::uint64_t(m));
    w.end_array();
}

} // namespace

bool is_vegas(const Preset& p) {
    return p.game == GameKind::Klondike && p.klondike.scoring == klondike::Scoring::Vegas;
}

float Shake::dx(int p, int i, double now, bool still) const {
    const double t = (now - at) / MS;
    if (still || p != pile || i < index || t < 0 || t >= 1) return 0;
    return PX * float((1 - t) * std::sin(t * SWINGS * 2 * 3.141592653589793));
}

TableController::TableController(TablePort& page, SolverPort& solver)
    : page_(page), solver_(solver), narration_(page) {}

int TableController::open(std::string_view url, std::uint64_t seed,
                          const std::vector<GameMove>& moves, double elapsed_ms,
                          Session::Assist assist, const std::vector<GameMove>& redo) {
    const Preset* p = find_preset_url(url);
    if (!p) return 1;
    if (!seed_error(*p, seed).empty()) return 3; // not a deal of this game (FreeCell: 0)
    if (session_ && preset_ == p && session_->seed() == seed && moves.empty() && redo.empty())
        return 0;
    preset_ = p;
    session_ = std::make_unique<Session>(make_game(*p, seed), preset_url(*p), seed);
    const bool replayed = session_->replay(moves, elapsed_ms, redo);
    if (replayed) session_->note_assist(assist);
    events_ = Events{};
    events_.opened = true;
    shake_.pile = -1;
    auto_armed_ = false;
    win_reported_ = session_->won(); // a saved game that was already won is not re-counted
    vegas_bank_.reset();
    if (is_vegas(*p)) vegas_bank_ = page_.vegas_bank(preset_url(*p), seed);
    relayout();
    narration_.opened(*session_, piles_, std::string(p->title));
    return replayed ? 0 : 2;
}

void TableController::new_deal(const Preset* chosen) {
    const Preset& p = chosen ? *chosen : next_preset_ ? *next_preset_ : *preset_;
    next_preset_ = nullptr;
    // Winnable deals only: the page finds one and opens it by its URL.
    if (solver_.wants_winnable_deal()) return solver_.find_winnable_deal(preset_url(p));
    const std::uint64_t seed = new_deal_seed(p, std::uint32_t(page_.random_seed()));
    open(preset_url(p), seed, {}, 0);
    events_.dealt = true;
    page_.deal_started(preset_url(p), seed);
    page_.progress(game_json());
}

void TableController::find_winnable_deal() {
    solver_.find_winnable_deal(preset_url(*preset_));
}

bool TableController::in_progress() const {
    return (session_->can_undo() || session_->can_redo()) && !session_->won();
}

TableController::Decision TableController::choose_variant(const Preset& p) {
    if (&p == preset_) { // the variant in play: it stays for the next deal too
        if (next_preset_) page_.notice("The next deal stays " + std::string(p.title) + ".");
        next_preset_ = nullptr;
        return Decision::Nothing;
    }
    if (in_progress()) return Decision::Ask;
    new_deal(&p);
    return Decision::Done;
}

TableController::Decision TableController::press_restart() {
    if (in_progress()) return Decision::Ask;
    if (!session_->can_undo()) return Decision::Nothing;
    restart(); // a won game: nothing to lose
    return Decision::Done;
}

TableController::Decision TableController::winnable_only_on() {
    if (in_progress()) return Decision::Ask;
    new_deal();
    return Decision::Done;
}

void TableController::restart() {
    session_->restart();
    auto_armed_ = false;
    after_change();
}

void TableController::next_deal_as(const Preset* p) {
    if (p) next_preset_ = p;
    page_.notice(p ? std::string(p->title) + " starts with your next deal."
                   : "Winnable deals start with your next deal.");
}

void TableController::keep_dealing_any() {
    solver_.set_winnable_only(false);
}

void TableController::relayout() {
    piles_.clear();
    if (!session_) return;
    const TableGame& g = session_->game();
    const std::vector<TableShape> shapes = g.shapes();
    const TableShape& shape = shapes[choose_shape(area_, shapes)];
    for (int p = 0; p < g.pile_count(); ++p) piles_.push_back(g.pile(p, shape.shape));
    geometry_ = settings_.left_handed ? layout_left_handed(area_, shape, piles_)
                                      : layout_table(area_, shape, piles_);
}

void TableController::play(GameMove m) {
    play(m, false);
}

void TableController::play(GameMove m, bool automatic) {
    if (automatic)
        session_->play_automatic(m);
    else
        session_->play(m);
    auto_armed_ = true;
    after_change();
}

void TableController::undo() {
    if (!session_->can_undo()) return;
    session_->undo();
    auto_armed_ = false;
    after_change();
}

void TableController::redo() {
    if (!session_->can_redo()) return;
    session_->redo();
    after_change();
}

void TableController::undo_to(int moves) {
    while (session_->moves() > moves && session_->can_undo()) session_->undo();
    auto_armed_ = false;
    after_change();
}

void TableController::refused(int pile, int index) {
    shake_.pile = pile;
    shake_.index = index;
    shake_.at = now_;
    ++shake_.count;
}

void TableController::settings_changed() {
    page_.settings_changed(settings_json(settings_));
}

void TableController::open_page(const char* what) {
    page_.open_page(what, preset_url(*preset_));
}

void TableController::after_change() {
    last_change_ = now_;
    session_->tick(now_);
    relayout();
    narration_.changed(*session_, piles_, now_);
    const std::string json = game_json(); // saved, and on a win counted, as one record
    page_.progress(json);
    if (session_->won() && !win_reported_) {
        win_reported_ = true;
        page_.won(json);
        events_.won = true;
        won_at_ = now_;
    }
}

void TableController::begin_frame(double now_ms) {
    const double before = now_;
    now_ = now_ms;
    if (!session_) return;
    // Browsers stop animation frames while the tab is hidden: a long pause between two
    // frames is time the player was away, and the game clock leaves it out.
    if (before > 0 && now_ - before > AWAY_MS) session_->skip(now_ - before);
    session_->tick(now_);
}

void TableController::run_automatic(bool dragging) {
    auto_pending_ = false;
    // Auto-solve's line has its own safe moves, in its own order.
    if (!auto_armed_ || dragging || solver_.auto_solving()) return;
    const TableGame& g = session_->game();
    std::optional<GameMove> m = g.auto_complete_move();
    if (!m && settings_.auto_move) m = g.safe_auto_move();
    auto_pending_ = m.has_value();
    if (m && now_ - last_change_ >= AUTO_STEP_MS) play(*m, true);
}

void TableController::step(bool moving, bool dragging) {
    run_automatic(dragging);
    // Auto-solve: each move its own undo step, so undo walks back through them.
    const bool busy = moving || dragging;
    for (int i = 0; i < 8; ++i) {
        const auto m = solver_.next_move(*session_, now_, busy);
        if (!m) break;
        session_->note_assist(Session::Assist::Computer);
        play(*m, false);
    }
}

void TableController::note_hint_seen() {
    if (!solver_.hint_shown() || session_->won()) return;
    const bool first = session_->assist() == Session::Assist::None;
    session_->note_assist(Session::Assist::Hints);
    if (first) page_.progress(game_json()); // saved at once: a reload keeps it
}

void TableController::narrate(const TableFocus& focus) {
    narration_.frame(*session_, piles_, focus, solver_);
}

TableController::Events TableController::take_events() {
    const Events e = events_;
    events_ = Events{};
    return e;
}

std::string TableController::game_json() const {
    JsonWriter w;
    w.begin_object();
    w.key("preset").value(session_->preset());
    w.key("seed").value(std::to_string(session_->seed()));
    write_moves(w.key("moves"), session_->played());
    write_moves(w.key("redo"), session_->undone());
    write_fixed(w.key("elapsedMs"), session_->elapsed_ms(now_), 0);
    w.key("won").value(session_->won());
    w.key("score").value(session_->score());
    w.key("assist").value(assist_name(session_->assist()));
    w.end_object();
    return w.str();
}

std::string TableController::presets_json() {
    JsonWriter w;
    w.begin_array();
    for (const Preset& p : all_presets()) {
        if (!has_table(p)) continue;
        w.begin_object();
        w.key("url").value(preset_url(p));
        w.key("title").value(p.title);
        w.key("vegas").value(is_vegas(p));
        // The deal numbers (as text: 64 bits do not fit a JavaScript number), and how
        // many of them new deals are drawn from (presets.h, new_deal_seed).
        w.key("firstSeed").value(std::to_string(p.first_seed));
        w.key("lastSeed").value(std::to_string(p.last_seed));
        w.key("newDealSeeds").value(p.new_deal_seeds);
        w.end_object();
    }
    w.end_array();
    return w.str();
}

std::string TableController::state_json(const TableViewState& view) const {
    if (!session_) return "null";
    const TableGame& g = session_->game();
    JsonWriter w;
    w.begin_object();
    w.key("game").value(g.game_name());
    w.key("preset").value(session_->preset());
    w.key("seed").value(std::to_string(session_->seed()));
    w.key("moves").value(session_->moves());
    w.key("score").value(session_->score());
    write_fixed(w.key("timeMs"), session_->elapsed_ms(now_), 0);
    w.key("won").value(session_->won());
    w.key("assist").value(assist_name(session_->assist()));
    w.key("canUndo").value(session_->can_undo());
    w.key("canRedo").value(session_->can_redo());
    // Something will still change without the player: cards moving, an automatic move
    // due or just played, a shake.
    w.key("busy").value(view.moving || auto_pending_ || now_ - last_change_ < AUTO_STEP_MS * 2 ||
                        now_ - shake_.at < Shake::MS);
    w.key("dragging").value(view.dragging);
    w.key("cursor").value(view.cursor);
    w.key("held").value(view.held);
    w.key("card").begin_array();
    write_fixed(w, geometry_.card_w, 1);
    write_fixed(w, geometry_.card_h, 1);
    w.end_array();
    w.key("stockCaption").value(g.stock_caption());
    w.key("piles").begin_array();
    for (size_t p = 0; p < piles_.size(); ++p) {
        const PileView& pv = piles_[p];
        const PileGeometry& pg = geometry_.piles[p];
        w.begin_object();
        w.key("name").value(pv.label);
        w.key("kind").value(kind_name(pv.kind));
        write_rect(w.key("rect"), pg.slot);
        w.key("cards").begin_array();
        for (size_t i = 0; i < pv.cards.size(); ++i) {
            w.begin_object();
            // A face-down card stays hidden: the page never reveals it.
            if (pv.cards[i].face_up)
                w.key("card").value(card_text(pv.cards[i].card));
            else
                w.key("card").null();
            w.key("up").value(pv.cards[i].face_up);
            if (pv.cards[i].dimmed) w.key("dimmed").value(true);
            write_rect(w.key("rect"), pg.cards[i]);
            w.end_object();
        }
        w.end_array();
        w.end_object();
    }
    w.end_array();
    w.key("selected").value(view.selected);
    w.key("moving").value(view.moving);
    w.key("reducedMotion").value(view.reduced_motion);
    w.key("clock").value(format_time(session_->elapsed_ms(now_)));
    w.key("nextVariant");
    if (next_preset_)
        w.value(preset_url(*next_preset_));
    else
        w.null();
    const bool on = shake_.on(now_, int(piles_.size()));
    w.key("shake").begin_object();
    w.key("count").value(shake_.count);
    w.key("pile").value(shake_.pile);
    w.key("index").value(shake_.index);
    w.key("on").value(on);
    const float dx = on ? shake_.dx(shake_.pile, int(piles_[size_t(shake_.pile)].cards.size()) - 1,
                                    now_, view.reduced_motion)
                        : 0.0f;
    write_fixed(w.key("dx"), dx, 2);
    w.end_object();
    w.key("vegasTotal");
    if (vegas_bank_)
        w.value(*vegas_bank_ + session_->score());
    else
        w.null();
    w.key("touch").value(view.touch);
    w.key("widgets").raw(view.widgets);
    w.key("keys").raw(view.keys);
    w.key("ui").raw(view.ui);
    w.end_object();
    return w.str();
}

} // namespace sol::ui
