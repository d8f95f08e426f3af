// Every game's table adapter over random playouts of many deals, beside the engine's own
// position of the same deal: do_move/undo_move are exact inverses on what the table shows,
// the adapter's legality, position text and move text are the engine's, move_piles and
// move_card_count name what a move changes, and every move the table proposes (a click, a
// hint, an automatic move) is legal.
#include "table_util.h"

#include <algorithm>
#include <random>

using namespace test;
using sol::ui::PileKind;
using sol::ui::PileView;
using sol::ui::Shape;

namespace {

// A pile's cards, without the dimmed marks (a Pyramid place is dimmed or not by what
// covers it, which other moves change).
std::vector<std::pair<sol::Card, bool>> cards_of(const TableGame& g, int p) {
    std::vector<std::pair<sol::Card, bool>> out;
    for (const auto& c : g.pile(p).cards) out.push_back({c.card, c.face_up});
    return out;
}

std::vector<std::vector<std::pair<sol::Card, bool>>> all_piles(const TableGame& g) {
    std::vector<std::vector<std::pair<sol::Card, bool>>> out;
    for (int p = 0; p < g.pile_count(); ++p) out.push_back(cards_of(g, p));
    return out;
}

// Every move the table proposes in this position is legal: clicks, double-clicks, clicks
// on piles, drops on every other pile, the hint, the automatic moves.
void check_proposals(const TableGame& g) {
    auto legal = [&](const std::optional<GameMove>& m, const char* what, int p, int i) {
        if (!m) return;
        INFO(what << " pile " << p << " index " << i << ": " << g.move_text(*m));
        CHECK(g.is_legal(*m));
    };
    for (int p = 0; p < g.pile_count(); ++p) {
        legal(g.pile_action(p), "pile_action", p, -1);
        const int n = pile_size(g, p);
        for (int i = -1; i < n; ++i) {
            if (!g.can_pick(p, i)) {
                // A card that cannot be picked up cannot be dropped anywhere either.
                bool none = true;
                for (int d = 0; d < g.pile_count(); ++d) none = none && !g.move_to(p, i, d);
                CHECK(none);
                continue;
            }
            legal(g.best_move(p, i), "best_move", p, i);
            legal(g.foundation_move(p, i), "foundation_move", p, i);
            for (int d = 0; d < g.pile_count(); ++d) legal(g.move_to(p, i, d), "move_to", p, i);
        }
    }
    legal(g.suggested_move(), "suggested_move", -1, -1);
    legal(g.safe_auto_move(), "safe_auto_move", -1, -1);
    legal(g.auto_complete_move(), "auto_complete_move", -1, -1);
}

// One random playout of `moves` moves (fewer if the game ends) from deal `seed`.
void playout(const Preset& p, std::uint64_t seed, int moves, bool every_proposal) {
    Deal d(p, seed);
    TableGame& g = *d.table;
    std::mt19937_64 rng(seed * 7919 + 17);
    for (int step = 0; step < moves; ++step) {
        INFO(p.name << " deal " << seed << " step " << step);
        const std::vector<GameMove> legal = d.engine->legal_moves();
        if (every_proposal) check_proposals(g);
        // The hint exists exactly when some move is legal and the game is not won (a won
        // Pyramid may still draw; a won Klondike may take a King back out); once won,
        // nothing moves by itself either.
        CHECK(g.suggested_move().has_value() == (!legal.empty() && !g.is_won()));
        if (g.is_won()) {
            CHECK_FALSE(g.safe_auto_move());
            CHECK_FALSE(g.auto_complete_move());
        }
        if (legal.empty()) break;
        CHECK(std::all_of(legal.begin(), legal.end(), [&](GameMove m) { return g.is_legal(m); }));

        if (every_proposal) {
            // A saved game hands the session any number: only the legal moves are legal
            // (random words, and legal moves with one bit changed).
            bool only_legal = true;
            for (int k = 0; k < 64; ++k) {
                GameMove w = GameMove(rng());
                if (k % 2) w = legal[rng() % legal.size()] ^ (GameMove(1) << (rng() % 32));
                const bool listed = std::find(legal.begin(), legal.end(), w) != legal.end();
                if (g.is_legal(w) != listed) {
                    only_legal = false;
                    UNSCOPED_INFO("is_legal(" << w << ") but not a legal move, or the reverse");
                }
            }
            CHECK(only_legal);
        }
        const GameMove m = legal[rng() % legal.size()];
        const auto tall = views(g, Shape::Tall), wide = views(g, Shape::Wide);
        const std::string position = g.solver_position();
        const auto before = all_piles(g);
        INFO("move " << g.move_text(m));
        // The table writes the engine's notation, which the engine reads back to the move
        // (Spider's one card onto an empty pile from a longer run too: "9>1x1").
        CHECK(g.move_text(m) == d.engine->move_text(m));
        CHECK(d.engine->parse(g.move_text(m)) == std::optional<GameMove>(m));
        CHECK(position == d.engine->position_text());
        const auto [from, to] = g.move_piles(m);
        const int count = g.move_card_count(m);
        const int size_before = pile_size(g, from);

        d.play_move(m);
        const auto after = all_piles(g);
        // The move names the same piles once played (the words said for it are written
        // then: a Pyramid pair with the stock's top was said as going "to the waste").
        CHECK(g.move_piles(m) == std::pair{from, to});
        CHECK(g.solver_position() == d.engine->position_text());
        CHECK(g.solver_position() != position);
        // The piles the move names changed; any other that did is one the game changes
        // as a consequence (Spider: a completed run leaves, a deal covers every pile;
        // Pyramid: the removed cards' pile).
        CHECK(before[size_t(from)] != after[size_t(from)]);
        CHECK(before[size_t(to)] != after[size_t(to)]);
        for (int q = 0; q < g.pile_count(); ++q) {
            if (q == from || q == to || before[size_t(q)] == after[size_t(q)]) continue;
            const PileView v = g.pile(q);
            INFO("pile " << v.label << " changed too");
            const bool spider_run =
                p.game == sol::GameKind::Spider && v.kind == PileKind::Foundation;
            const bool spider_deal =
                p.game == sol::GameKind::Spider && g.pile(from).kind == PileKind::Stock;
            const bool pyramid_removed =
                p.game == sol::GameKind::Pyramid && v.kind == PileKind::Foundation;
            CHECK((spider_run || spider_deal || pyramid_removed));
        }
        // The source loses the cards the move counts (the stock's draws and deals, and
        // the waste turned over, take more than the one card a hint outlines).
        const int taken = size_before - pile_size(g, from);
        CHECK(count >= 1);
        if (g.pile(from).kind == PileKind::Stock || g.pile(to).kind == PileKind::Stock)
            CHECK(taken >= count);
        else
            CHECK(taken == count);

        // Undo restores exactly what the table showed, in every shape, and the position.
        g.undo_move(m);
        d.engine->undo_move(m);
        CHECK(same_views(views(g, Shape::Tall), tall));
        CHECK(same_views(views(g, Shape::Wide), wide));
        CHECK(g.solver_position() == position);
        CHECK(g.is_legal(m));
        g.do_move(m);
        d.engine->do_move(m);
    }
    // The score of the whole playout is the engine's.
    CHECK(g.score(d.played) == d.engine->score(d.played));
}

} // namespace

TEST_CASE("random playouts: undo restores the table, moves change what they name",
          "[table][playout]") {
    for (const Preset& p : sol::all_presets()) {
        // 50 deals spread over 1..10^6 (10 under the sanitizers), 200 random moves each (a
        // seeded generator); every proposal of the table (all piles, cards, drops) at every
        // step of the first.
        const std::uint64_t deals = SANITIZED ? 10 : 50;
        for (std::uint64_t k = 1; k <= deals; ++k) playout(p, k * (1'000'003 / deals), 200, k == 1);
    }
}
