#include "table_util.h"

#include "core/card_text.h"
#include "freecell/deal.h"
#include "freecell/move_text.h"
#include "freecell/position_text.h"
#include "freecell/solver.h"
#include "klondike/deal.h"
#include "klondike/move_text.h"
#include "klondike/position_text.h"
#include "klondike/score.h"
#include "klondike/solver.h"
#include "pyramid/deal.h"
#include "pyramid/move_text.h"
#include "pyramid/position_text.h"
#include "pyramid/score.h"
#include "pyramid/solver.h"
#include "spider/deal.h"
#include "spider/move_text.h"
#include "spider/position_text.h"
#include "spider/solver.h"

#include <algorithm>
#include <sstream>

namespace test {

using sol::ui::PileView;
using sol::ui::Shape;

const Preset& preset(std::string_view url) {
    const Preset* p = sol::ui::find_preset_url(url);
    INFO(url);
    REQUIRE(p != nullptr);
    return *p;
}

sol::search::Limits nodes(std::uint64_t n) {
    sol::search::Limits limits;
    limits.node_limit = n;
    limits.memory_limit_bytes = std::size_t(64) << 20;
    return limits;
}

namespace {

template <typename Move>
std::vector<GameMove> bits_of(const std::vector<Move>& moves) {
    std::vector<GameMove> out;
    for (const Move m : moves) out.push_back(m.bits);
    return out;
}

template <typename Move>
std::vector<Move> moves_of(const std::vector<GameMove>& bits) {
    std::vector<Move> out;
    for (const GameMove b : bits) out.push_back(Move{b});
    return out;
}

class KlondikeEngine final : public EngineGame {
  public:
    KlondikeEngine(const sol::klondike::Rules& r, std::uint64_t seed)
        : start_(sol::klondike::deal(r, seed)), pos_(start_) {}
    std::vector<GameMove> legal_moves() const override {
        sol::klondike::MoveList list;
        pos_.generate(list);
        std::vector<GameMove> out;
        for (const auto m : list) out.push_back(m.bits);
        return out;
    }
    std::optional<GameMove> parse(std::string_view text) const override {
        const auto m = sol::klondike::parse_move(pos_, text);
        if (!m.ok()) return std::nullopt;
        return m->bits;
    }
    void do_move(GameMove m) override { pos_.do_move(sol::klondike::Move{m}); }
    void undo_move(GameMove m) override { pos_.undo_move(sol::klondike::Move{m}); }
    std::string position_text() const override { return sol::klondike::position_text(pos_); }
    std::string move_text(GameMove m) const override {
        return sol::klondike::move_text(sol::klondike::Move{m});
    }
    int score(const std::vector<GameMove>& moves) const override {
        const auto line = moves_of<sol::klondike::Move>(moves);
        return sol::klondike::replay_score(start_, line);
    }
    std::optional<std::vector<GameMove>> solve(std::uint64_t node_limit) const override {
        const auto r = sol::klondike::solve(pos_, nodes(node_limit));
        if (r.status != sol::search::SolveStatus::Solved) return std::nullopt;
        return bits_of(r.moves);
    }

  private:
    sol::klondike::Position start_, pos_;
};

class SpiderEngine final : public EngineGame {
  public:
    SpiderEngine(const sol::spider::Rules& r, std::uint64_t seed)
        : start_(sol::spider::deal(r, seed)), pos_(start_) {}
    std::vector<GameMove> legal_moves() const override {
        const auto list = std::make_unique<sol::spider::MoveList>();
        pos_.legal_moves(*list);
        std::vector<GameMove> out;
        for (const auto m : *list) out.push_back(m.bits);
        return out;
    }
    std::optional<GameMove> parse(std::string_view text) const override {
        const auto m = sol::spider::parse_move(pos_, text);
        if (!m.ok()) return std::nullopt;
        return m->bits;
    }
    void do_move(GameMove m) override { pos_.do_move(sol::spider::Move{m}); }
    void undo_move(GameMove m) override { pos_.undo_move(sol::spider::Move{m}); }
    std::string position_text() const override { return sol::spider::position_text(pos_); }
    std::string move_text(GameMove m) const override {
        return sol::spider::move_text(pos_, sol::spider::Move{m});
    }
    int score(const std::vector<GameMove>& moves) const override {
        sol::spider::Position p = start_;
        for (const GameMove m : moves) p.do_move(sol::spider::Move{m});
        return sol::spider::score(int(moves.size()), p.runs_removed());
    }
    std::optional<std::vector<GameMove>> solve(std::uint64_t node_limit) const override {
        const auto r = sol::spider::solve(pos_, nodes(node_limit));
        if (r.status != sol::search::SolveStatus::Solved) return std::nullopt;
        return bits_of(r.moves);
    }

  private:
    sol::spider::Position start_, pos_;
};

class PyramidEngine final : public EngineGame {
  public:
    PyramidEngine(const sol::pyramid::Rules& r, std::uint64_t seed)
        : start_(sol::pyramid::deal(r, seed)), pos_(start_) {}
    std::vector<GameMove> legal_moves() const override {
        sol::pyramid::MoveList list;
        pos_.generate(list);
        std::vector<GameMove> out;
        for (const auto m : list) out.push_back(m.bits);
        return out;
    }
    std::optional<GameMove> parse(std::string_view text) const override {
        const auto m = sol::pyramid::parse_move(pos_, text);
        if (!m.ok()) return std::nullopt;
        return m->bits;
    }
    void do_move(GameMove m) override { pos_.do_move(sol::pyramid::Move{m}); }
    void undo_move(GameMove m) override { pos_.undo_move(sol::pyramid::Move{m}); }
    std::string position_text() const override { return sol::pyramid::position_text(pos_); }
    std::string move_text(GameMove m) const override {
        return sol::pyramid::move_text(pos_, sol::pyramid::Move{m});
    }
    int score(const std::vector<GameMove>& moves) const override {
        return sol::pyramid::line_score(start_, moves_of<sol::pyramid::Move>(moves));
    }
    std::optional<std::vector<GameMove>> solve(std::uint64_t node_limit) const override {
        const auto r = sol::pyramid::solve(pos_, nodes(node_limit));
        if (r.status != sol::search::SolveStatus::Solved) return std::nullopt;
        return bits_of(r.moves);
    }

  private:
    sol::pyramid::Position start_, pos_;
};

class FreeCellEngine final : public EngineGame {
  public:
    FreeCellEngine(const sol::freecell::Rules& r, std::uint64_t seed)
        : pos_(sol::freecell::deal(r, seed)) {}
    std::vector<GameMove> legal_moves() const override {
        sol::freecell::MoveList list;
        pos_.generate(list);
        std::vector<GameMove> out;
        for (const auto m : list) out.push_back(m.bits);
        return out;
    }
    std::optional<GameMove> parse(std::string_view text) const override {
        const auto m = sol::freecell::parse_move(pos_, text);
        if (!m.ok()) return std::nullopt;
        return m->bits;
    }
    void do_move(GameMove m) override { pos_.do_move(sol::freecell::Move{m}); }
    void undo_move(GameMove m) override { pos_.undo_move(sol::freecell::Move{m}); }
    std::string position_text() const override { return sol::freecell::position_text(pos_); }
    std::string move_text(GameMove m) const override {
        return sol::freecell::move_text(sol::freecell::Move{m});
    }
    // docs/rules.md, FreeCell: Scoring: the cards home.
    int score(const std::vector<GameMove>&) const override { return pos_.cards_home(); }
    std::optional<std::vector<GameMove>> solve(std::uint64_t node_limit) const override {
        const auto r = sol::freecell::solve(pos_, nodes(node_limit));
        if (r.status != sol::search::SolveStatus::Solved) return std::nullopt;
        return bits_of(r.moves);
    }

  private:
    sol::freecell::Position pos_;
};

} // namespace

std::unique_ptr<EngineGame> engine_game(const Preset& p, std::uint64_t seed) {
    switch (p.game) {
    case sol::GameKind::Klondike: return std::make_unique<KlondikeEngine>(p.klondike, seed);
    case sol::GameKind::Spider: return std::make_unique<SpiderEngine>(p.spider, seed);
    case sol::GameKind::Pyramid: return std::make_unique<PyramidEngine>(p.pyramid, seed);
    case sol::GameKind::FreeCell: return std::make_unique<FreeCellEngine>(p.freecell, seed);
    }
    return nullptr;
}

Deal::Deal(const Preset& p, std::uint64_t s)
    : preset(&p), seed(s), table(sol::ui::make_game(p, s)), engine(engine_game(p, s)) {
    REQUIRE(table != nullptr);
}

void Deal::play_move(GameMove m) {
    REQUIRE(table->is_legal(m));
    table->do_move(m);
    engine->do_move(m);
    played.push_back(m);
}

void Deal::play(std::string_view line) {
    std::istringstream in{std::string(line)};
    std::string token;
    while (in >> token) {
        int times = 1;
        if (const auto star = token.find('*'); star != std::string::npos) {
            times = std::stoi(token.substr(star + 1));
            token.resize(star);
        }
        for (int i = 0; i < times; ++i) {
            INFO(preset->name << " " << seed << ": move " << played.size() + 1 << " " << token
                              << "\n"
                              << engine->position_text());
            const auto m = engine->parse(token);
            REQUIRE(m.has_value());
            play_move(*m);
        }
    }
}

std::string pile_text(const TableGame& g, int p) {
    const PileView v = g.pile(p);
    std::string t = v.label;
    t += ':';
    for (const auto& c : v.cards) {
        t += ' ';
        t += sol::card_text(c.card);
        if (!c.face_up) t += '#';
        if (c.dimmed) t += '~';
    }
    return t;
}

std::vector<PileView> views(const TableGame& g, Shape shape) {
    std::vector<PileView> out;
    out.reserve(size_t(g.pile_count()));
    for (int p = 0; p < g.pile_count(); ++p) out.push_back(g.pile(p, shape));
    return out;
}

bool same_views(const std::vector<PileView>& a, const std::vector<PileView>& b) {
    auto same_card = [](const sol::ui::CardView& x, const sol::ui::CardView& y) {
        return x.card == y.card && x.face_up == y.face_up && x.dimmed == y.dimmed;
    };
    auto same_pile = [&](const PileView& x, const PileView& y) {
        return x.kind == y.kind && x.fan == y.fan && x.col == y.col && x.row == y.row &&
               x.grow == y.grow && x.bottom == y.bottom && x.marker == y.marker &&
               x.fan_show == y.fan_show && x.label == y.label && x.suit_hint == y.suit_hint &&
               x.accepts_rank == y.accepts_rank &&
               std::equal(x.cards.begin(), x.cards.end(), y.cards.begin(), y.cards.end(),
                          same_card);
    };
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), same_pile);
}

int pile_index(const TableGame& g, std::string_view label) {
    for (int p = 0; p < g.pile_count(); ++p)
        if (g.pile(p).label == label) return p;
    INFO("no pile " << label);
    FAIL();
    return -1;
}

int pile_size(const TableGame& g, int p) {
    return int(g.pile(p).cards.size());
}

std::string text_of(const TableGame& g, const std::optional<GameMove>& m) {
    return m ? g.move_text(*m) : "-";
}

} // namespace test
