#include "klondike/solver_deadlock.h"
#include "klondike/solver_cards.h"
#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstring>

namespace sol::klondike {

namespace {

// EVERY[draw][r]: bit i set for every talon index i with i % draw == r (draw 1..3).
constexpr auto EVERY = [] {
    std::array<std::array<std::uint32_t, 3>, 4> t{};
    for (int d = 1; d <= 3; ++d)
        for (int r = 0; r < d; ++r)
            for (int i = r; i < 32; i += d) t[d][r] |= std::uint32_t(1) << i;
    return t;
}();
std::uint32_t every(int draw, int r) {
    return EVERY[std::size_t(draw)][std::size_t(r)];
}

// Per card: the cards it could be put on, and its twin, as card sets (looked up per card
// of the tableau, where computing them costs more than the rest of the work on it).
constexpr auto PARENTS = [] {
    std::array<CardSet, 64> t{};
    for (int c = 0; c < 64; ++c) t[std::size_t(c)] = parents_of(card_bit(Card(c))) & ALL_CARDS;
    return t;
}();
// UP_TO[f]: ranks 1..f of the first suit, bits 4 .. 4f (the foundations' cards, shifted by
// the suit).
constexpr auto UP_TO = [] {
    std::array<CardSet, RANKS + 1> t{};
    for (int f = 0; f <= RANKS; ++f) t[std::size_t(f)] = SUIT0 & ((CardSet(1) << (4 * f + 4)) - 1);
    return t;
}();
constexpr auto TWIN_BITS = [] {
    std::array<CardSet, 64> t{};
    for (int c = 4; c < 64; ++c) t[std::size_t(c)] = card_bit(twin(Card(c)));
    return t;
}();

// The facts of pile p gathered card by card (solver_deadlock.h), and the card under each of
// its cards in under[], going on from the facts of its first `from` cards, `prefix[from]`;
// writes those of its first i cards into prefix[i] for each i > from. (In local variables:
// under[] is bytes, whose stores could alias a struct's fields and keep them in memory.)
PileFacts pile_facts(const Position& pos, int p, Card* under, DeadlockMemo::Prefix* prefix,
                     int from) {
    const int len = pos.pile_len(p), down = pos.pile_down(p);
    if (!len) return {};
    const DeadlockMemo::Prefix& start = prefix[from];
    // The cards below; twins of cards with a parent below.
    CardSet seen = start.cards, wanted = start.wanted;
    CardSet on_parent = start.on_parent, occupied = start.occupied;
    CardSet twin_above = start.twin_above, twin_below = start.twin_below;
    Card prev = from ? pos.pile_card(p, from - 1) : NO_CARD;
    CardSet prev_bit = from ? card_bit(prev) : 0;
    for (int i = from; i < len; ++i) {
        const Card c = pos.pile_card(p, i);
        const CardSet bit = card_bit(c);
        const CardSet up = PARENTS[c]; // the cards c could lie on
        if (wanted & bit) {
            twin_above |= bit;
            twin_below |= TWIN_BITS[c];
        }
        if (up & seen) wanted |= TWIN_BITS[c];
        if (up & prev_bit) {
            on_parent |= bit;
            occupied |= prev_bit;
        }
        seen |= bit;
        under[c] = prev;
        prev = c;
        prev_bit = bit;
        prefix[i + 1] = {seen, wanted, on_parent, occupied, twin_above, twin_below};
    }
    PileFacts f;
    f.cards = seen;
    f.face_up = seen & ~prefix[std::min(down, len)].cards; // the face-down ones are below `down`
    f.top = prev_bit;
    f.bottom = card_bit(pos.pile_card(p, 0));
    f.on_parent = on_parent;
    f.occupied = occupied;
    f.twin_above = twin_above;
    f.twin_below = twin_below;
    return f;
}

// The facts of pile p from scratch (the debug check of refresh).
[[maybe_unused]] PileFacts pile_facts(const Position& pos, int p, Card* under) {
    DeadlockMemo::Prefix prefix[MAX_PILE + 1];
    return pile_facts(pos, p, under, prefix, 0);
}

void xor_into(PileFacts& into, const PileFacts& f) {
    into.cards ^= f.cards;
    into.face_up ^= f.face_up;
    into.top ^= f.top;
    into.bottom ^= f.bottom;
    into.on_parent ^= f.on_parent;
    into.occupied ^= f.occupied;
    into.twin_above ^= f.twin_above;
    into.twin_below ^= f.twin_below;
}

// How many cards at the bottom of pile p are those of `seen`: compared eight at a time, in
// three overlapping words that cover the MAX_PILE cards.
int same_cards(const Position& pos, int p, const DeadlockMemo::Pile& seen) {
    const int n = std::min(pos.pile_len(p), int(seen.len));
    static_assert(MAX_PILE > 16 && MAX_PILE <= 24);
    for (const int at : {0, 8, MAX_PILE - 8}) {
        std::uint64_t a, b;
        std::memcpy(&a, pos.pile_cards(p) + at, 8);
        std::memcpy(&b, seen.cards + at, 8);
        if (a == b) continue;
        const int first = std::endian::native == std::endian::little ? std::countr_zero(a ^ b)
                                                                     : std::countl_zero(a ^ b);
        return std::min(n, at + first / 8);
    }
    return n;
}

// Gathers the facts of the stale piles of `memo` again, those that changed, from the first
// card that changed: the facts of the cards below it are those of the same cards when they
// were gathered (each card's facts read only the cards below it), and so is the card under
// each of them in `under` (a card that left the pile since and had under[] written in
// another pile made the pile differ from that card on then, and gathered again).
void refresh(const Position& pos, DeadlockMemo& memo) {
    for (unsigned s = memo.stale; s; s &= s - 1) {
        const int p = std::countr_zero(s);
        DeadlockMemo::Pile& seen = memo.seen[p];
        const int len = pos.pile_len(p), same = same_cards(pos, p, seen);
        if (same == len && len == seen.len && pos.pile_down(p) == seen.down) continue;
        seen.len = std::uint8_t(len);
        seen.down = std::uint8_t(pos.pile_down(p));
        // (The whole row, past the top too: a copy of fixed length costs a few moves.)
        std::memcpy(seen.cards, pos.pile_cards(p), MAX_PILE);
        const PileFacts f = pile_facts(pos, p, memo.under, memo.prefix[p], same);
        xor_into(memo.all, memo.piles[p]);
        xor_into(memo.all, f);
        memo.piles[p] = f;
    }
    memo.stale = 0;
#ifndef NDEBUG
    Card under[64];
    PileFacts all;
    for (int p = 0; p < TABLEAU; ++p) {
        const PileFacts f = pile_facts(pos, p, under);
        xor_into(all, f);
        for (int i = 1; i < pos.pile_len(p); ++i)
            assert(memo.under[pos.pile_card(p, i)] == pos.pile_card(p, i - 1));
        if (pos.pile_len(p)) assert(memo.under[pos.pile_card(p, 0)] == NO_CARD);
    }
    assert(all.cards == memo.all.cards && all.face_up == memo.all.face_up &&
           all.top == memo.all.top && all.bottom == memo.all.bottom &&
           all.on_parent == memo.all.on_parent && all.occupied == memo.all.occupied &&
           all.twin_above == memo.all.twin_above && all.twin_below == memo.all.twin_below);
#endif
}

// The position's facts the fixpoint reads, as card sets and one map.
struct Board {
    CardSet tableau = 0;   // every tableau card
    CardSet face_up = 0;   // the face-up ones
    CardSet tops = 0;      // the tops of the piles (exposed from the start)
    CardSet talon = 0;     // the talon cards not in a last-pass waste: the draws reach them
    CardSet waste = 0;     // in the last pass, the waste: a stack, played from the top only
    CardSet home = 0;      // already on a foundation
    CardSet on_parent = 0; // tableau cards lying on one of their own two parents
    CardSet occupied = 0;  // the parents they lie on
    CardSet bottoms = 0;   // the bottom card of every pile
    // Twins stacked in one pile, a card `above` its twin `below`, where `below` lies above one
    // of their two parents (a card with that parent under it in the pile): see hopeless().
    CardSet twin_above = 0, twin_below = 0;
    bool empty_pile = false;
    // Filled for the cards named; the rest is never read (and not cleared: this is hot).
    const Card* under; // the card below each tableau or waste-stack card (or NO_CARD)
    // Talon access: the talon's cards in order, the ones that some draw turns up as things
    // stand (`turned`), and whether a redeal is left.
    Card order[TALON];
    std::uint8_t index[64]; // each talon card's index
    int draw = 1;
    bool redeal = true;
    CardSet turned = 0;
    std::uint32_t unturned = 0; // the indices of the other talon cards (not last-pass waste)
    // needs[k], k >= 1: the indices a draw turns up once k cards before them are played
    // (i % draw == k - 1; draw <= 3).
    std::uint32_t needs[3] = {};

    Board(const Position& pos, DeadlockMemo& memo) : under(memo.under) {
        refresh(pos, memo);
        const PileFacts& piles = memo.all;
        tableau = piles.cards;
        face_up = piles.face_up;
        tops = piles.top;
        bottoms = piles.bottom;
        on_parent = piles.on_parent;
        occupied = piles.occupied;
        twin_above = piles.twin_above;
        twin_below = piles.twin_below;
        for (int p = 0; p < TABLEAU; ++p) empty_pile = empty_pile || !pos.pile_len(p);
        // With no redeal left, a waste card can only be played once every card above it has
        // been: the waste is then one more pile, whose cards are no destinations.
        const bool last_pass = !pos.redeal_left();
        redeal = !last_pass;
        draw = pos.rules().draw;
        const int w = pos.waste_len(), len = pos.talon_len();
        const std::uint32_t all = (std::uint32_t(1) << len) - 1, from_w = all & ~((1u << w) - 1);
        const std::uint32_t in_talon = last_pass ? from_w : all;
        // Turned up by a draw: the last card, the waste top, the draws of this pass from
        // here, and (after a redeal, nothing played) the draws from the start.
        std::uint32_t up =
            (1u << len >> 1) | (1u << w >> 1) | (from_w & (every(draw, (w + draw - 1) % draw)));
        if (redeal) up |= every(draw, draw - 1);
        up &= in_talon;
        unturned = in_talon & ~up;
        for (int k = 1; k < draw; ++k) needs[k] = in_talon & every(draw, k - 1);
        for (int i = 0; i < len; ++i) {
            const Card c = pos.talon_card(i);
            order[i] = c;
            index[c] = std::uint8_t(i);
            if (in_talon >> i & 1) {
                talon |= card_bit(c);
                if (up >> i & 1) turned |= card_bit(c);
                continue;
            }
            waste |= card_bit(c);
            memo.under[c] = i > 0 ? pos.talon_card(i - 1) : NO_CARD;
        }
        if (last_pass && pos.waste_len()) tops |= card_bit(pos.waste_top());
        for (int s = 0; s < SUITS; ++s) home |= UP_TO[std::size_t(pos.foundation(s))] << s;
    }
};

// The talon cards that get to the waste top at some time, given the talon cards that can be
// played (`gone`). A card gets there when a draw turns it up or when the card above it in the
// waste is played. Played cards before it shift its place in the draws of every later
// pass, any number of them up to those in `gone`; the card above it is the next one left
// after it, so at least the card right after it must have been played.
// Worked on talon indices (bit i for talon[i]): the card after i is bit i + 1, and the
// cards that need k played before them to be turned up by a draw lie above the k-th
// lowest index in `gone`. Facts only grow in the fixpoint, so the played cards and the
// reached ones are kept as indices too, and only the new ones are translated.
struct TalonReach {
    CardSet cards;         // the reached talon cards
    CardSet gone = 0;      // the played ones
    std::uint32_t reached; // `cards` as indices
    std::uint32_t g = 0;   // `gone` as indices

    explicit TalonReach(const Board& b) : cards(b.turned), reached(~b.unturned) {}
    // Takes the talon cards now known to be playable; true when more cards are reached.
    bool update(const Board& b, CardSet now_gone) {
        // (Once every talon card is reached, as with draw 1 and unlimited passes from the
        // start, nothing more can be.)
        if (now_gone == gone || reached == ~std::uint32_t(0)) return false;
        for (CardSet s = now_gone & ~gone; s; s &= s - 1)
            g |= std::uint32_t(1) << b.index[std::countr_zero(s)];
        gone = now_gone;
        std::uint32_t r = g >> 1;
        if (b.redeal) {
            std::uint32_t left = g;
            for (int k = 1; k < b.draw && left; k++, left &= left - 1) {
                const std::uint32_t kth = left & (~left + 1); // the k-th lowest index of g
                r |= b.needs[k] & ~((kth << 1) - 1);
            }
        }
        r &= ~reached;
        reached |= r;
        const bool more = r != 0;
        for (; r; r &= r - 1) cards |= card_bit(b.order[std::countr_zero(r)]);
        return more;
    }
};

// The cards of `cards` whose every lower rank of the same suit is in `cards` too: in each
// suit, the run from the Ace up to the first card missing. A card's bit is rank * 4 + suit,
// so the card one rank lower is 4 bits down; bits 0-3 (rank 0) stand for "nothing below".
// Doubling: after the step with shift 4 * 2^k, a bit is set when it and the 2^(k+1) - 1
// cards below it are (or reach below rank 1); four steps cover the 13 ranks.
CardSet suit_prefixes(CardSet cards) {
    CardSet x = (cards & ALL_CARDS) | 0xF;
    x &= x << 4 | 0xF;
    x &= x << 8 | 0xFF;
    x &= x << 16 | 0xFFFF;
    x &= x << 32 | 0xFFFF'FFFF;
    return x & ALL_CARDS;
}

} // namespace

// The fixpoint of solver_deadlock.h on card sets. Writing D, E, L and H for the sets of
// cards known to get drawn, exposed, to leave and to go home:
//   D = see TalonReach, from the cards of D in H or P (played from the talon);
//   E = the pile tops, and every card whose card above is in L (a face-down card needs all
//       the cards above it to leave, and the one just above leaving implies that: it is
//       face up, or face down and exposed itself); in the last pass the waste counts as a
//       pile here (its top, then each card whose card above leaves);
//   L = tableau cards that are face up or in E, and waste cards in E, that have somewhere
//       to go: home (in H), an empty pile (a King, once a pile is empty or the bottom card
//       of one that is not a King is in L), or a parent in U other than the card they lie
//       on, where U, the usable destinations, is the tableau cards of E plus P: the cards of
//       D and the foundation cards that can be put on the tableau first (a last-pass waste
//       card once in E), being Kings or having a parent in U; a card below its twin in a
//       pile and above one of their parents goes onto a parent only once the twin is in H;
//   H = cards in E, in D or home already, whose predecessor of the suit is in H.
// Each step only adds cards, so iterating to a fixpoint gives the least one.
void refresh_piles(const Position& pos, DeadlockMemo& memo) {
    refresh(pos, memo);
}

bool hopeless(const Position& pos) {
    DeadlockMemo memo;
    return hopeless(pos, memo);
}

bool hopeless(const Position& pos, DeadlockMemo& memo) {
    const Board b(pos, memo);
    CardSet exposed = b.tops, leaves = 0, home = 0, placed = 0;
    TalonReach drawn(b);
    const CardSet off_tableau = ALL_CARDS & ~b.tableau;
    // The cards that may be put on the tableau once a parent is usable (or, Kings, a pile
    // can be emptied): the drawn ones and the foundation cards (a last-pass waste card once
    // exposed).
    const CardSet to_place_fixed = off_tableau & ~b.talon & ~b.waste;
    const CardSet face_up_tableau = b.tableau & b.face_up;
    for (;;) {
        // Home: in each suit, the ranks below the first card that cannot go home.
        home = suit_prefixes(exposed | drawn.cards | b.home);
        if ((home & KINGS) == KINGS) return false; // the usual answer: stop as soon as known
        // A King leaves only for an empty pile: one is empty now, or a pile's bottom card
        // (not a King: that one would need an empty pile itself) leaves.
        const bool can_empty = b.empty_pile || (b.bottoms & ~KINGS & leaves);
        const CardSet kings_out = can_empty ? KINGS : 0; // Kings that have somewhere to go
        // Placed cards: a card placed is a destination for the next one down, so a chain of
        // them (a King placed, a Queen on it, ...) is followed here at once rather than one
        // rank per round (the same facts the next rounds would add, as below).
        const CardSet exposed_tableau = exposed & b.tableau;
        const CardSet to_place = to_place_fixed | (b.waste & exposed) | drawn.cards;
        CardSet new_placed = placed, fit_usable; // the latter: the cards that fit a usable one
        for (;;) {
            fit_usable = children_of(exposed_tableau | new_placed);
            const CardSet more = to_place & (kings_out | fit_usable);
            if (more == new_placed) break;
            new_placed = more;
        }
        const CardSet usable = exposed_tableau | new_placed;
        // A card c lying on one parent P needs the other one, Q (P's twin). Q's children
        // are c and c's twin, so if Q is occupied at all it is by c's twin, and then Q is
        // usable exactly when that twin leaves. So c's other parent is free when Q is
        // usable and unoccupied, or c's twin lies on Q and leaves.
        const CardSet other_free =
            b.on_parent & (children_of(usable & ~b.occupied) | twins(b.on_parent & leaves));
        // A card below its twin in a pile, above one of their parents, Q: the twin above
        // leaves first, for the other parent P (Q is covered until the lower card leaves) or
        // home, and it can leave P again only for Q or home. So the lower card can go onto
        // a parent only once the upper one is home.
        const CardSet waits_for_twin = b.twin_below & ~twins(home);
        const CardSet somewhere =
            home | kings_out | (((fit_usable & ~b.on_parent) | other_free) & ~waits_for_twin);
        // (Every exposed card is a tableau or last-pass waste card: the tops, and the cards
        // under[] names.)
        CardSet new_leaves = (face_up_tableau | exposed) & somewhere;
        // Each card that newly leaves exposes the one under it, and that one leaves too when
        // it has somewhere to go, and so on down the pile: followed here at once rather than
        // one card per round. A card exposed this way whose suit predecessor is home (an Ace: bits
        // 0-3 stand for "nothing below") goes home itself, which is somewhere to go too (the
        // next round's `home` has it). Every fact added this way is one the next rounds would
        // add (exposed, home and `somewhere` only grow, and every rule is monotone in them),
        // so the least fixpoint, and the answer, are the same; the rounds are fewer.
        const CardSet goes = somewhere | (((home | 0xF) << 4) & ALL_CARDS);
        CardSet new_exposed = exposed;
        // (A pile's bottom card exposes nothing: skipped.)
        for (CardSet l = new_leaves & ~leaves & ~b.bottoms; l; l &= l - 1) {
            for (Card u = b.under[std::countr_zero(l)]; u; u = b.under[u]) {
                const CardSet bit = card_bit(u);
                new_exposed |= bit;
                if (!(goes & bit) || (new_leaves & bit)) break;
                new_leaves |= bit;
            }
        }
        const bool more_drawn = drawn.update(b, drawn.cards & (home | new_placed));
        const bool changed =
            new_leaves != leaves || new_exposed != exposed || new_placed != placed || more_drawn;
        leaves = new_leaves;
        exposed = new_exposed;
        placed = new_placed;
        if (!changed) break;
    }
    return (home & KINGS) != KINGS;
}

} // namespace sol::klondike
