// What an empty place shows it takes (PileView::accepts_rank, suit_hint: issue 26, item 6)
// is what the game's rules let onto it: checked against every legal move of the engine onto
// an empty pile over random playouts of every preset, so that a marker never promises what
// the rules refuse (Spider's "K") and a game's own rule decides it, not its pile's kind.
#include "table_util.h"

#include <map>
#include <random>
#include <set>

using namespace test;
using sol::ui::PileKind;
using sol::ui::PileView;

namespace {

// What the playouts saw moved onto each kind of empty pile of one game: the leading cards'
// ranks.
using Seen = std::map<PileKind, std::set<int>>;

void playout(const Preset& p, std::uint64_t seed, int moves, Seen& seen) {
    Deal d(p, seed);
    const TableGame& g = *d.table;
    std::mt19937_64 rng(seed * 31 + 5);
    for (int step = 0; step < moves; ++step) {
        const std::vector<GameMove> legal = d.engine->legal_moves();
        if (legal.empty()) break;
        for (const GameMove m : legal) {
            const auto [from, to] = g.move_piles(m);
            const PileView dest = g.pile(to), src = g.pile(from);
            if (!dest.cards.empty() || src.kind == PileKind::Stock || from == to) continue;
            const int count = g.move_card_count(m);
            REQUIRE(count <= int(src.cards.size()));
            const sol::Card lead = src.cards[src.cards.size() - size_t(count)].card;
            INFO(p.name << " deal " << seed << " step " << step << ": " << g.move_text(m)
                        << " onto empty " << dest.label);
            if (dest.accepts_rank > 0) CHECK(sol::rank_of(lead) == dest.accepts_rank);
            if (dest.suit_hint >= 0) CHECK(sol::suit_of(lead) == dest.suit_hint);
            seen[dest.kind].insert(sol::rank_of(lead));
        }
        d.play_move(legal[rng() % legal.size()]);
    }
}

// The marker every pile of kind `kind` of a deal of `p` shows.
std::set<std::pair<int, int>> markers(const Preset& p, PileKind kind) {
    Deal d(p, 1);
    std::set<std::pair<int, int>> out;
    for (int q = 0; q < d.table->pile_count(); ++q) {
        const PileView v = d.table->pile(q);
        if (v.kind == kind) out.insert({v.accepts_rank, v.suit_hint});
    }
    return out;
}

} // namespace

TEST_CASE("an empty place shows what the rules let onto it, in every game", "[table][views]") {
    // 40 deals of every preset (8 under the sanitizers), 300 random moves each: every legal
    // move onto an empty pile leads with the rank and suit its marker shows.
    std::map<sol::GameKind, Seen> seen;
    for (const Preset& p : sol::all_presets()) {
        const std::uint64_t deals = SANITIZED ? 8 : 40;
        for (std::uint64_t k = 1; k <= deals; ++k) playout(p, k * 104729, 300, seen[p.game]);
    }
    // Klondike: an empty column takes a King, a foundation the Ace of its suit.
    const Preset& klondike = preset("klondike/draw1");
    CHECK(markers(klondike, PileKind::Tableau) == std::set<std::pair<int, int>>{{13, -1}});
    CHECK(markers(klondike, PileKind::Foundation) ==
          std::set<std::pair<int, int>>{{1, 0}, {1, 1}, {1, 2}, {1, 3}});
    CHECK(seen[sol::GameKind::Klondike][PileKind::Tableau] == std::set<int>{13});
    // Spider: an empty column takes any card, so it shows none; runs leave by themselves.
    const Preset& spider = preset("spider/2suits");
    CHECK(markers(spider, PileKind::Tableau) == std::set<std::pair<int, int>>{{0, -1}});
    CHECK(markers(spider, PileKind::Foundation) == std::set<std::pair<int, int>>{{0, -1}});
    CHECK(seen[sol::GameKind::Spider][PileKind::Tableau].size() > 5);
    // Pyramid: no column takes a card; its places only lose theirs.
    for (const PileKind k : {PileKind::Place, PileKind::Waste, PileKind::Foundation})
        CHECK(markers(preset("pyramid/3passes"), k) == std::set<std::pair<int, int>>{{0, -1}});
}
