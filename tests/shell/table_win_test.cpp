// Whole games won through the table: the engine's solver finds a winning line for deals
// spread over 1..10^6 (small budgets: deals it cannot decide quickly are skipped), and
// each move of it is made the way a player makes it (a drop of the moved cards on the
// destination, or a click on a pile), until the table says the game is won, with the
// win's score. Klondike's auto-complete, once it offers to finish, finishes.
#include "table_util.h"

#include <chrono>

using namespace test;

namespace {

// The move as a player makes it: the cards it moves dropped on its destination pile, or a
// click on a pile (the stock's draw, deal or redeal; Pyramid's King).
std::optional<GameMove> by_hand(const TableGame& g, GameMove m) {
    const auto [from, to] = g.move_piles(m);
    const int index = pile_size(g, from) - g.move_card_count(m);
    if (g.move_to(from, index, to) == std::optional<GameMove>(m)) return m;
    for (int p = 0; p < g.pile_count(); ++p)
        if (g.pile_action(p) == std::optional<GameMove>(m)) return m;
    return std::nullopt;
}

struct Budget {
    const char* url;
    std::uint64_t nodes; // per deal
    int min_won;         // of the 30 deals, at least this many solved and won
};

} // namespace

TEST_CASE("solved deals of every variant won through the table", "[table][win]") {
    // Node counts are deterministic: each variant wins the same deals on every machine
    // (about twice the minimum asked here, which leaves room for a changed solver).
    const Budget BUDGETS[] = {
        {"klondike/draw1", 20'000, 12},       {"klondike/draw3", 20'000, 9},
        {"klondike/draw1-vegas", 20'000, 2},  {"klondike/draw3-vegas", 20'000, 6},
        {"spider/1suit", 20'000, 8},          {"spider/2suits", 20'000, 5},
        {"spider/4suits", 20'000, 1},         {"spider/1suit-relaxed", 20'000, 14},
        {"spider/2suits-relaxed", 20'000, 7}, {"spider/4suits-relaxed", 20'000, 1},
        {"pyramid/3passes", 20'000, 10},      {"pyramid/classic", 20'000, 1},
        {"pyramid/all", 20'000, 8},           {"pyramid/unlimited", 20'000, 10},
    };
    int auto_completed = 0;
    for (const Budget& b : BUDGETS) {
        const Preset& p = preset(b.url);
        int won = 0;
        const auto t0 = std::chrono::steady_clock::now();
        for (std::uint64_t k = 0; k < 30; ++k) {
            const std::uint64_t seed = 1 + k * 34483; // 1 .. about 10^6
            Deal d(p, seed);
            const auto line = d.engine->solve(b.nodes);
            if (!line) continue;
            INFO(p.name << " deal " << seed);
            bool finished_by_table = false;
            for (size_t i = 0; i < line->size(); ++i) {
                const GameMove m = (*line)[i];
                INFO("move " << i + 1 << " " << d.table->move_text(m));
                CHECK(!d.table->is_won());
                REQUIRE(by_hand(*d.table, m).has_value());
                // Where the table offers to finish the game, it finishes it.
                if (!finished_by_table && d.table->auto_complete_move()) {
                    finished_by_table = true;
                    Deal f(p, seed);
                    for (size_t j = 0; j < i; ++j) f.play_move((*line)[j]);
                    int steps = 0;
                    while (const auto a = f.table->auto_complete_move()) {
                        f.play_move(*a);
                        REQUIRE(++steps < 2000);
                    }
                    CHECK(f.table->is_won());
                    CHECK(f.table->score(f.played) == f.engine->score(f.played));
                    ++auto_completed;
                }
                d.play_move(m);
            }
            REQUIRE(d.table->is_won());
            // A won game is over: nothing left to finish, no hint, nothing moves by itself
            // (though Klondike could take a King back out to an empty pile, and Pyramid
            // draw on through the talon after the pyramid is cleared).
            CHECK(!d.table->suggested_move());
            CHECK(!d.table->safe_auto_move());
            CHECK(!d.table->auto_complete_move());
            // The win's score.
            const int score = d.table->score(d.played);
            CHECK(score == d.engine->score(d.played));
            if (p.game == sol::GameKind::Klondike &&
                p.klondike.scoring == sol::klondike::Scoring::Vegas)
                CHECK(score == -52 + 52 * 5);
            if (p.game == sol::GameKind::Spider) {
                CHECK(score == 500 - int(line->size()) + 800);
                // Eight runs left the table as they completed; nothing is left on it.
                for (int q = 0; q < d.table->pile_count(); ++q) {
                    const auto v = d.table->pile(q);
                    CHECK(v.cards.size() == (v.kind == sol::ui::PileKind::Foundation ? 13u : 0u));
                }
            }
            if (p.game == sol::GameKind::Pyramid)
                CHECK(score >= 500 + 7 * 25 + 14 * 5); // the pyramid cleared, every row
            ++won;
        }
        const double s =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        INFO(p.name << ": " << won << " of 30 won, " << s << " s");
        CHECK(won >= b.min_won);
    }
    CHECK(auto_completed > 0);
}
