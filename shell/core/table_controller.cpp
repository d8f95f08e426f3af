#include "shell/core/table_controller.h"

#include "core/card_text.h"
#include "shell/core/json_fixed.h"
#include "shell/core/number_words.h"
#include "shell/core/table_mirror.h"
#include "shell/games/game_catalog.h"

#include <algorithm>
#include <cmath>

namespace sol::ui {

namespace {

// A gap between two frames this long means the page was hidden (or frozen), not slow. An
// idle table draws no frames (frame_pacer.h), but while the clock runs it wakes for each of
// its seconds: gaps of a second, and a late timer's more, are the player's time.
constexpr double AWAY_MS = 3000;

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
    if (still || !shakes(p, i) || t < 0 || t >= 1) return 0;
    return PX * float((1 - t) * std::sin(t * SWINGS * 2 * 3.141592653589793));
}

TableController::TableController(TablePort& page, SolverPort& solver)
    : page_(page), solver_(solver), narration_(page) {}

int TableController::open(std::string_view url, std::uint64_t seed,
                          const std::vector<GameMove>& moves, double elapsed_ms,
                          Session::Assist assist, const std::vector<GameMove>& redo,
                          std::string_view daily) {
    const Preset* p = find_preset_url(url);
    if (!p) return 1;
    if (!seed_error(*p, seed).empty()) return 3; // not a deal of this game (FreeCell: 0)
    if (session_ && preset_ == p && session_->seed() == seed && moves.empty() && redo.empty()) {
        daily_ = daily; // the same deal, now known as the daily one (or no more)
        return 0;
    }
    preset_ = p;
    session_ = std::make_unique<Session>(make_game(*p, seed), preset_url(*p), seed);
    const bool replayed = session_->replay(moves, elapsed_ms, redo);
    if (replayed || session_->moves() > 0) session_->note_assist(assist); // a kept prefix too
    events_ = Events{};
    events_.opened = true;
    input_.reset(); // a new table: nothing held, the keyboard cursor on the first pile
    shake_.pile = shake_.also_pile = -1;
    auto_armed_ = false;
    win_reported_ = session_->won(); // a saved game that was already won is not re-counted
    won_at_ = -1;                    // nor celebrated again
    daily_ = daily;
    vegas_bank_.reset();
    if (is_vegas(*p)) vegas_bank_ = page_.vegas_bank(preset_url(*p), seed);
    relayout();
    std::string title(p->title);
    if (const std::string day = daily_words(daily_); !day.empty())
        title += ", d" + day.substr(1); // "Klondike, draw 1, daily deal, 2 December"
    narration_.opened(*session_, piles_, title);
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

TableController::Decision TableController::press_new_deal() {
    if (in_progress()) return Decision::Ask;
    new_deal();
    return Decision::Done;
}

TableController::Decision TableController::press_winnable_deal() {
    if (in_progress()) return Decision::Ask;
    find_winnable_deal();
    return Decision::Done;
}

TableController::Decision TableController::winnable_only_on() {
    if (in_progress()) return Decision::Ask;
    new_deal();
    return Decision::Done;
}

void TableController::restart() {
    session_->restart();
    input_.cancel();
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

void TableController::refused(int pile, int index, int also_pile, int also_index) {
    shake_.pile = pile;
    shake_.index = index;
    shake_.also_pile = also_pile;
    shake_.also_index = also_index;
    shake_.at = now_;
    ++shake_.count;
}

TableController::Decision TableController::take_input() {
    if (!session_) return Decision::Nothing;
    return apply_input(input_.update(session_->game(), geometry_, piles_,
                                     TableInput::Options{settings_.tap_to_move}));
}

TableController::Decision TableController::apply_input(const InputResult& in) {
    if (in.move || in.undo || in.redo || in.new_deal) player_acted();
    if (!in.notice.empty()) notice(in.notice);
    if (in.refused.pile >= 0)
        refused(in.refused.pile, in.refused.index, in.refused_also.pile, in.refused_also.index);
    if (in.hint) press_hint();
    if (in.solve) press_solve();
    if (in.move) play(*in.move);
    if (in.undo) undo();
    if (in.redo) redo();
    return in.new_deal ? press_new_deal() : Decision::Nothing;
}

bool TableController::celebrating() const {
    return session_ && session_->won() && session_->assist() != Session::Assist::Computer &&
           won_at_ >= 0 && now_ - won_at_ < CELEBRATION_MS;
}

StatusFacts TableController::status_facts() const {
    StatusFacts f;
    f.title = std::string(preset_->title);
    f.seed = std::to_string(session_->seed());
    f.daily = daily_;
    f.moves = session_->moves();
    f.time_ms = session_->elapsed_ms(now_);
    f.score = session_->score();
    if (vegas_bank_) f.vegas_total = *vegas_bank_ + f.score;
    return f;
}

void TableController::settings_changed() {
    page_.settings_changed(settings_json(settings_));
}

void TableController::open_page(const char* what) {
    page_.open_page(what, preset_url(*preset_));
}

void TableController::after_change() {
    last_change_ = now_;
    unsettled_ = true;
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
    if (!dragging) unsettled_ = false; // a drag puts the look off until its drop
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

std::optional<double> TableController::next_change() const {
    std::optional<double> due = solver_.next_step_at();
    auto at = [&](double t) {
        if (t > now_ && (!due || t < *due)) due = t;
    };
    if (!session_) return due;
    // The clock shows whole seconds: the next one, while it runs (Session::tick).
    if (session_->can_undo() && !session_->won()) {
        const double shown = session_->elapsed_ms(now_);
        at(now_ + (std::floor(shown / 1000) + 1) * 1000 - shown);
    }
    if (auto_pending_) at(std::max(now_ + 1, last_change_ + AUTO_STEP_MS));
    if (unsettled_) at(now_ + 1); // the next step looks for automatic moves
    at(shake_.at + Shake::MS);
    if (celebrating()) at(won_at_ + CELEBRATION_MS); // the hook's "celebrating" ends
    return due;
}

void TableController::note_hint_seen() {
    if (!solver_.hint_shown() || session_->won()) return;
    const bool first = session_->assist() == Session::Assist::None;
    session_->note_assist(Session::Assist::Hints);
    if (first) page_.progress(game_json()); // saved at once: a reload keeps it
}

void TableController::narrate() {
    const TableFocus focus{input_.keyboard_active(), input_.cursor(), input_.held(),
                           input_.selected(), input_.drag().active};
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
    w.key("busy").value(view.moving || auto_pending_ || unsettled_ || now_ - shake_.at < Shake::MS);
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
    w.key("alsoPile").value(shake_.also_pile);
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
    w.key("daily");
    if (daily_.empty())
        w.null();
    else
        w.value(daily_);
    w.key("celebrating").value(celebrating());
    w.key("touch").value(view.touch);
    w.key("widgets").raw(view.widgets);
    w.key("keys").raw(view.keys);
    w.key("ui").raw(view.ui);
    w.end_object();
    return w.str();
}

} // namespace sol::ui
