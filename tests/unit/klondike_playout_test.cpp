// do_move/undo_move are exact inverses and the incremental key always equals the key
// computed from scratch: checked over thousands of random playouts of every preset. And a
// draw or redeal equals its end state set in one step (set_talon_state).
#include "core/rng.h"
#include "klondike/deal.h"
#include "presets.h"
#include <catch2/catch.hpp>
#include <cstring>
#include <vector>

using namespace sol;
using namespace sol::klondike;

namespace {

bool same_layout(const Layout& a, const Layout& b) {
    if (!(a.rules == b.rules) || a.talon_len != b.talon_len || a.waste_len != b.waste_len ||
        a.foundation != b.foundation || a.redeals != b.redeals)
        return false;
    for (int i = 0; i < a.talon_len; ++i)
        if (a.talon[i] != b.talon[i]) return false;
    for (int p = 0; p < TABLEAU; ++p) {
        const LayoutPile &x = a.piles[p], &y = b.piles[p];
        if (x.len != y.len || x.down != y.down) return false;
        for (int i = 0; i < x.len; ++i)
            if (x.cards[i] != y.cards[i]) return false;
    }
    return true;
}

// Plays `steps` random legal moves from `start`, checking every move on the way, then
// undoes them all and checks that the start position and key come back exactly.
void random_playout(const Position& start, Rng& rng, int steps) {
    Position pos = start;
    std::vector<Move> history;
    std::vector<Layout> layouts;
    std::vector<std::uint64_t> keys;
    for (int step = 0; step < steps; ++step) {
        MoveList moves;
        pos.generate(moves);
        if (moves.size == 0) break;
        for (Move m : moves) REQUIRE(pos.is_legal(m));
        const Move m = moves.moves[rng.below(std::uint64_t(moves.size))];
        layouts.push_back(pos.layout());
        keys.push_back(pos.key());
        history.push_back(m);
        pos.do_move(m);
        REQUIRE(pos.key() == pos.compute_key());
        REQUIRE(!validate(pos.layout()));
        // A draw or redeal is what set_talon_state (the solver's folded draws) does in one step.
        if (m.kind() == MoveKind::Draw || m.kind() == MoveKind::Redeal) {
            Position folded(layouts.back());
            folded.set_talon_state(pos.waste_len(), pos.redeals());
            REQUIRE(folded.key() == pos.key());
            REQUIRE(same_layout(folded.layout(), pos.layout()));
        }
        // One step back and forth must also be exact.
        pos.undo_move(m);
        REQUIRE(pos.key() == keys.back());
        REQUIRE(same_layout(pos.layout(), layouts.back()));
        pos.do_move(m);
    }
    while (!history.empty()) {
        pos.undo_move(history.back());
        history.pop_back();
        REQUIRE(pos.key() == keys.back());
        REQUIRE(pos.key() == pos.compute_key());
        REQUIRE(same_layout(pos.layout(), layouts.back()));
        keys.pop_back();
        layouts.pop_back();
    }
    REQUIRE(same_layout(pos.layout(), start.layout()));
}

} // namespace

TEST_CASE("random playouts: do/undo restore position and key exactly", "[klondike][undo][slow]") {
    for (const Preset& preset : all_presets()) {
        if (preset.game != GameKind::Klondike) continue;
        Rng rng(2026);
        for (std::uint64_t seed = 1; seed <= 250; ++seed)
            random_playout(deal(preset.klondike, seed), rng, 300);
    }
}
