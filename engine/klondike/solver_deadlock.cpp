#include "klondike/solver_deadlock.h"

namespace sol::klondike {

namespace {

// Where a card is, for the fixpoint: its pile and index, or the talon / a foundation.
struct Place {
    int pile = -1; // -1: talon or foundation
    int index = 0;
};

} // namespace

bool hopeless(const Position& pos) {
    Place place[64];
    bool exposed[64] = {}, leaves[64] = {}, home[64] = {}, down[64] = {};
    for (int s = 0; s < SUITS; ++s)
        for (int r = 1; r <= pos.foundation(s); ++r) home[make_card(r, s)] = true;
    for (int p = 0; p < TABLEAU; ++p)
        for (int i = 0; i < pos.pile_len(p); ++i) {
            const Card c = pos.pile_card(p, i);
            place[c] = Place{p, i};
            down[c] = i < pos.pile_down(p);
        }

    // A parent is usable as a destination once it is face up somewhere: it is not face
    // down now, or it gets exposed.
    auto usable = [&](Card parent) { return !down[parent] || exposed[parent]; };

    for (bool changed = true; changed;) {
        changed = false;
        auto set = [&](bool* fact, Card c, bool value) {
            if (value && !fact[c]) fact[c] = changed = true;
        };
        for (int p = 0; p < TABLEAU; ++p) {
            const int len = pos.pile_len(p), nd = pos.pile_down(p);
            for (int i = len - 1; i >= 0; --i) {
                const Card c = pos.pile_card(p, i);
                if (!exposed[c]) {
                    bool e;
                    if (i >= nd) {
                        // Face up: the card just above carries the rest of the run away.
                        e = i + 1 == len || leaves[pos.pile_card(p, i + 1)];
                    } else {
                        // Face down: each card above it must move off as a run's first card,
                        // the face-down ones once turned and the lowest face-up one.
                        e = true;
                        for (int j = i + 1; j <= nd && j < len && e; ++j)
                            e = leaves[pos.pile_card(p, j)];
                    }
                    set(exposed, c, e);
                }
                if (!home[c]) {
                    const int r = rank_of(c);
                    set(home, c, exposed[c] && (r == 1 || home[make_card(r - 1, suit_of(c))]));
                }
                if (!leaves[c] && (i >= nd || exposed[c])) {
                    bool can = home[c] || rank_of(c) == RANKS;
                    if (!can) {
                        const int r = rank_of(c) + 1;
                        const Card under = i > 0 ? pos.pile_card(p, i - 1) : NO_CARD;
                        const int s0 = is_red(c) ? CLUBS : DIAMONDS;
                        for (const int s : {s0, 3 - s0}) {
                            const Card parent = make_card(r, s);
                            can = can || (parent != under && usable(parent));
                        }
                    }
                    set(leaves, c, can);
                }
            }
        }
        // Talon cards: playable whenever wanted, so they only wait for their suit.
        for (int i = 0; i < pos.talon_len(); ++i) {
            const Card c = pos.talon_card(i);
            const int r = rank_of(c);
            if (!home[c] && (r == 1 || home[make_card(r - 1, suit_of(c))]))
                home[c] = changed = true;
        }
    }
    for (int s = 0; s < SUITS; ++s)
        if (!home[make_card(RANKS, s)]) return true;
    return false;
}

} // namespace sol::klondike
