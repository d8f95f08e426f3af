// The deadlock proof (hopeless) on card sets against a literal reading of its rules: the
// same verdict on every position of many random playouts, dead ones included.
#include "core/rng.h"
#include "klondike/deal.h"
#include "klondike/solver_cards.h"
#include "klondike/solver_deadlock.h"
#include "presets.h"
#include <catch2/catch.hpp>

using namespace sol;
using namespace sol::klondike;

namespace {

// solver_deadlock.h's relaxation, card by card: sweep every pile top to bottom and the
// talon, setting facts, until a sweep sets nothing. Slow and plain.
bool hopeless_literal(const Position& pos) {
    bool in_tableau[64] = {}, exposed[64] = {}, leaves[64] = {}, home[64] = {}, placed[64] = {},
         reached[64] = {};
    for (int s = 0; s < SUITS; ++s)
        for (int r = 1; r <= pos.foundation(s); ++r) home[make_card(r, s)] = true;
    for (int p = 0; p < TABLEAU; ++p)
        for (int i = 0; i < pos.pile_len(p); ++i) in_tableau[pos.pile_card(p, i)] = true;
    // In the last pass the waste is a stack; before it, every talon card is drawn.
    const int stack = pos.redeal_left() ? 0 : pos.waste_len(); // talon[0..stack): the stack
    const int talon_len = pos.talon_len(), w = pos.waste_len(), draw = pos.rules().draw;
    bool in_stack[64] = {}, in_drawn[64] = {};
    for (int i = 0; i < talon_len; ++i) (i < stack ? in_stack : in_drawn)[pos.talon_card(i)] = true;
    // A destination is usable once it is the top of its pile, or (a talon or foundation
    // card) once it can be put on the tableau.
    auto usable = [&](Card parent) {
        return in_tableau[parent] ? exposed[parent] : placed[parent];
    };
    auto has_parent = [&](Card c, Card except) {
        const int r = rank_of(c);
        if (r == RANKS) return false;
        const int s0 = is_red(c) ? CLUBS : DIAMONDS;
        for (const int s : {s0, 3 - s0})
            if (make_card(r + 1, s) != except && usable(make_card(r + 1, s))) return true;
        return false;
    };
    auto can_empty = [&] {
        for (int p = 0; p < TABLEAU; ++p) {
            if (pos.pile_len(p) == 0) return true;
            const Card bottom = pos.pile_card(p, 0);
            if (rank_of(bottom) != RANKS && leaves[bottom]) return true;
        }
        return false;
    };
    for (bool changed = true; changed;) {
        changed = false;
        auto set = [&](bool* fact, Card c, bool value) {
            if (value && !fact[c]) fact[c] = changed = true;
        };
        for (int p = 0; p < TABLEAU; ++p) {
            const int len = pos.pile_len(p), nd = pos.pile_down(p);
            for (int i = len - 1; i >= 0; --i) {
                const Card c = pos.pile_card(p, i);
                bool e = true; // every card above, up to the first face-up one, leaves
                for (int j = i + 1; j < len && j <= std::max(nd, i + 1) && e; ++j)
                    e = leaves[pos.pile_card(p, j)];
                set(exposed, c, e);
                const int r = rank_of(c);
                set(home, c, exposed[c] && (r == 1 || home[make_card(r - 1, suit_of(c))]));
                if (i >= nd || exposed[c]) {
                    const Card under = i > 0 ? pos.pile_card(p, i - 1) : NO_CARD;
                    // Its twin lies above it and one of its parents below: it goes onto a
                    // parent only once the twin is home.
                    bool twin_above = false, parent_below = false;
                    for (int j = i + 1; j < len; ++j)
                        twin_above = twin_above || pos.pile_card(p, j) == twin(c);
                    for (int j = 0; j < i; ++j)
                        parent_below = parent_below || stacks_alternating(c, pos.pile_card(p, j));
                    const bool may_go_on_parent = !(twin_above && parent_below) || home[twin(c)];
                    set(leaves, c,
                        home[c] || (r == RANKS && can_empty()) ||
                            (may_go_on_parent && has_parent(c, under)));
                }
            }
        }
        for (int i = stack - 1; i >= 0; --i) { // the waste stack, top first
            const Card c = pos.talon_card(i);
            const int r = rank_of(c);
            set(exposed, c, i == stack - 1 || leaves[pos.talon_card(i + 1)]);
            set(home, c, exposed[c] && (r == 1 || home[make_card(r - 1, suit_of(c))]));
            if (exposed[c])
                set(leaves, c, home[c] || (r == RANKS && can_empty()) || has_parent(c, NO_CARD));
        }
        // A drawn card reaches the waste top when a draw turns it up (the last card, the
        // waste top, the draws of this pass; after a redeal, the draws from the start with
        // any number of the played cards before it gone), or when the card right after it
        // is played.
        auto gone = [&](Card c) { return reached[c] && (home[c] || placed[c]); };
        for (int i = stack; i < talon_len; ++i) {
            const Card c = pos.talon_card(i);
            int played_before = 0;
            for (int j = 0; j < i; ++j) played_before += gone(pos.talon_card(j));
            bool turned =
                i == talon_len - 1 || i == w - 1 || (i >= w && (i - w) % draw == draw - 1);
            for (int k = 0; k <= played_before && pos.redeal_left(); ++k)
                turned = turned || (i - k) % draw == draw - 1;
            set(reached, c, turned || (i + 1 < talon_len && gone(pos.talon_card(i + 1))));
            const int r = rank_of(c);
            set(home, c, reached[c] && (r == 1 || home[make_card(r - 1, suit_of(c))]));
        }
        for (Card c = make_card(1, 0); c <= make_card(RANKS, SPADES); ++c)
            if (!in_tableau[c] && (in_stack[c] ? exposed[c] : !in_drawn[c] || reached[c]))
                set(placed, c, (rank_of(c) == RANKS && can_empty()) || has_parent(c, NO_CARD));
    }
    for (int s = 0; s < SUITS; ++s)
        if (!home[make_card(RANKS, s)]) return true;
    return false;
}

// The tableau piles a move changes, as bits.
unsigned piles_changed(Move m) {
    switch (m.kind()) {
    case MoveKind::TableauToFoundation: return 1u << m.from();
    case MoveKind::TableauToTableau: return 1u << m.from() | 1u << m.to();
    case MoveKind::WasteToTableau:
    case MoveKind::FoundationToTableau: return 1u << m.to();
    default: return 0;
    }
}

} // namespace

TEST_CASE("the deadlock proof agrees with its literal reading", "[solver][deadlock][slow]") {
    Rng rng(20261129), undo_rng(7); // the second one decides which moves are taken back
    int positions = 0, dead = 0;
    for (const char* name :
         {"klondike-draw1", "klondike-draw3", "klondike-draw1-vegas", "klondike-draw3-vegas"}) {
        const Rules rules = find_preset(name)->klondike;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            Position pos = deal(rules, seed);
            // The proof that keeps the piles' facts between calls, told which piles each move
            // changes (a move now and then taken back, as a search does).
            DeadlockMemo memo;
            for (int step = 0; step < 200; ++step) {
                const bool fast = hopeless(pos);
                INFO(name << " seed " << seed << " step " << step);
                REQUIRE(fast == hopeless_literal(pos));
                REQUIRE(fast == hopeless(pos, memo));
                ++positions;
                dead += fast;
                MoveList moves;
                pos.generate(moves);
                if (moves.size == 0) break;
                const Move m = moves.moves[rng.below(std::uint64_t(moves.size))];
                memo.stale |= piles_changed(m);
                pos.do_move(m);
                if (undo_rng.below(4) == 0) {
                    REQUIRE(hopeless(pos, memo) == hopeless(pos));
                    pos.undo_move(m);
                    memo.stale |= piles_changed(m);
                    pos.do_move(moves.moves[0]);
                    memo.stale |= piles_changed(moves.moves[0]);
                }
            }
        }
    }
    // Random play buries cards: the check must have met dead positions, not only live ones.
    CHECK(dead > 200);
    CHECK(positions - dead > 200);
    WARN("positions " << positions << ", hopeless " << dead);
}
