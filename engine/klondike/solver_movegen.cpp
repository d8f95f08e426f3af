// Move generation of the Klondike solver: forced (dominant) moves, pruning and ordering.
//
// Every rule below removes only moves for which another line exists that still wins when
// the position can be won, so a search that exhausts what is left proves unsolvability.
// The arguments are exchange arguments on a shortest winning line; each is given with its
// rule. The search over classes (SolverGame's "Classes") keeps the rules that read only
// what a class determines (foundations, talon, face-down cards, first face-up cards, the
// set of face-up cards): for emptying a pile, bringing a card down, and with draw 1 a talon
// card to a pile or up, in free nodes, and the Emptied restriction. Their delays keep a
// shortest win of the member with the shortest win, which is what its argument needs. Not
// the rules that read which card a card lies on.
#include "klondike/solver_cards.h"
#include "klondike/solver_deadlock.h"
#include "klondike/solver_game.h"
#include "klondike/solver_key.h"
#include "klondike/solver_safe.h"
#include <bit>
#include <cassert>

namespace sol::klondike {

namespace {

// The cards that fit the foundations whose counts are `found`.
CardSet next_up(const int* found) {
    CardSet set = 0;
    for (int s = 0; s < SUITS; ++s)
        if (found[s] < RANKS) set |= card_bit(make_card(found[s] + 1, s));
    return set;
}

// The foundation counts, and the two questions asked of them.
struct Foundations {
    int found[SUITS];

    explicit Foundations(const Position& pos) {
        for (int s = 0; s < SUITS; ++s) found[s] = pos.foundation(s);
    }
    bool fits_foundation(Card c) const { return found[suit_of(c)] + 1 == rank_of(c); }
    bool safe(Card c) const { return safe_to_foundation(found, c); }
};

// The facts about a position that the pruning rules ask for, gathered once per node.
struct Scan {
    int found[SUITS];
    CardSet face_up = 0;           // face-up tableau cards: each can lead a run that moves
    CardSet pile_up[TABLEAU] = {}; // the same, pile by pile
    CardSet talon = 0;             // cards in the stock or waste
    CardSet avail = 0;             // face_up, talon and the foundation tops (see available())
    CardSet coverable = 0;         // the cards that some available card could be put on
    CardSet next = 0;              // the cards that fit a foundation
    int first_empty = -1;
    bool king_waiting = false; // a King could move to an empty pile (it is not at a bottom)

    // `piles`: the deadlock proof's facts of the piles, up to date (refresh_piles).
    Scan(const Position& pos, CardSet talon_cards, const DeadlockMemo& piles)
        : face_up(piles.all.face_up), talon(talon_cards) {
        for (int s = 0; s < SUITS; ++s) {
            found[s] = pos.foundation(s);
            king_waiting = king_waiting || found[s] == RANKS;
        }
        next = next_up(found);
        for (int p = 0; p < TABLEAU; ++p) {
            pile_up[p] = piles.piles[p].face_up;
            if (first_empty < 0 && !pos.pile_len(p)) first_empty = p;
        }
        king_waiting = king_waiting || ((face_up & ~piles.all.bottom) | talon) & KINGS;
        avail = face_up | talon;
        for (int s = 0; s < SUITS; ++s)
            if (found[s]) avail |= card_bit(make_card(found[s], s));
        coverable = parents_of(avail);
    }

    bool fits_foundation(Card c) const { return next & card_bit(c); }

    // Whether card c could be put somewhere soon: it leads a face-up run, waits in the
    // talon, or is the top of its foundation. A superset of "can be moved now", which is
    // what the rules that use it need.
    bool available(Card c) const { return avail & card_bit(c); }

    // Either card one rank lower and of the other colour than `c` is available: something
    // could then be put on c.
    bool can_cover(Card c) const { return coverable & card_bit(c); }

    bool safe(Card c) const { return safe_to_foundation(found, c); }
};

// Whether a use of c going to its foundation (the Up rule, solver_followup.h) could be the
// next move: the next card of c's suit is available (a use lifts a card off it or plays
// it up), or, when c leaves a face-up card x (NO_CARD: none), x fits its foundation or the
// twin of c is available to go on x. Safe cards are never restricted. (In a row of cards
// going up before a use they share, solver_followup.h, the use is also one of each card's
// own, and what it needs is there when the row starts.)
bool up_has_use(const Scan& scan, Card c, Card x) {
    if (scan.safe(c)) return true;
    if (rank_of(c) < RANKS && scan.available(make_card(rank_of(c) + 1, suit_of(c)))) return true;
    if (x == NO_CARD) return false;
    return scan.fits_foundation(x) || scan.available(twin(c));
}

// A talon card the stock can bring to the waste top, and whether the way there redeals.
struct Reach {
    int index;
    bool redeal;
};

// Every talon card reachable from here, each by its cheapest route: first the current
// waste top and the cards the rest of this pass turns up, then (when a redeal is allowed)
// the ones a new pass turns up. With limited passes, a card reachable in this pass is never
// taken through a redeal: that reaches the same position with one pass fewer, dominated.
int reachable(const Position& pos, Reach* out) {
    const int len = pos.talon_len(), w = pos.waste_len(), draw = pos.rules().draw;
    std::uint32_t seen = 0; // bit i: talon card i is in out[]
    int n = 0;
    auto add = [&](int i, bool redeal) {
        if (!(seen >> i & 1)) {
            seen |= std::uint32_t(1) << i;
            out[n++] = Reach{i, redeal};
        }
    };
    if (w > 0) add(w - 1, false);
    for (int p = w; p < len;) {
        p += std::min(draw, len - p);
        add(p - 1, false);
    }
    if (len > 0 && pos.redeal_left()) {
        for (int p = 0; p < len;) {
            p += std::min(draw, len - p);
            add(p - 1, true);
        }
    }
    return n;
}

SolverMove talon_move(const Position& pos, Reach r, SolverMoveKind kind, int to) {
    return SolverMove::make(kind, 0, to, r.index, false, pos.waste_len(), r.redeal);
}

// The amplitude of the ordering noise, as large as the range of the priorities: restarts
// try truly different orders, still biased towards the better moves. Seeds 1-1000 at
// 2 M nodes, nodes in all (draw 3 undecided): 260: 102.8 M (35); 600: 99.7 M (33);
// 1000: 94.2 M (31); 1500: 97.6 M (31). Draw 1 at 1000: 25.5 M -> 24.7 M.
constexpr int NOISE = 1000;

// Collects moves with a priority and hands them out best first (stable among equals).
struct Ordered {
    Ordered(SolverMoveList& l, std::uint64_t noise) : list(l), noise(noise) {}
    SolverMoveList& list;
    std::uint64_t noise; // 0, or a seed that shuffles the order a little (see SolverGame)
    int score[SolverMoveList::CAPACITY]; // score[i] belongs to list.moves[i]; no need to clear

    void add(SolverMove m, int s) {
        if (noise) s += int(solver_key::mix(noise ^ m.bits) % NOISE);
        int i = list.size;
        list.push(m);
        while (i > 0 && score[i - 1] < s) {
            list.moves[i] = list.moves[i - 1];
            score[i] = score[i - 1];
            --i;
        }
        list.moves[i] = m;
        score[i] = s;
    }
};

// Move ordering: priorities of the kinds of move, best first. Measured with the bench's
// node counts on seeds 1-120. Turning a face-down card comes first; among those, piles with
// fewer face-down cards first (they become empty sooner). With draw 1 a card that is not
// safe goes to its foundation late (the talon stays reachable, and the card may still be
// needed as a base); with draw 3 early, since every talon card played changes which
// cards the draws reach.
struct Priorities {
    int top_up_turning, top_up, talon_up;
    int turn, turn_per_down;
    int talon_down, talon_king;
    int empty_pile, part_run_up, part_run;
    int foundation_down;
};
constexpr Priorities DRAW1 = {1000, 550, 540, 700, -10, 600, 560, 500, 400, 300, 50};
constexpr Priorities DRAW3 = {1000, 900, 850, 700, -10, 600, 550, 500, 400, 300, 100};

// Whether the deadlock proof is worth asking again after m, in the position m led to.
// It can newly fire only when a destination was lost or a card buried (the moves that
// turn a card, empty a pile or play the waste top only give the relaxation more). It is
// asked after these moves:
// - a card c put onto a tableau card P (from a pile, the talon or, with draw 1, a
//   foundation) covers it. P is a destination for two cards only, c and c's twin (same rank
//   and colour), and P itself, and the cards under it, now wait for c to leave again, for
//   P's twin or its foundation. So ask unless P's twin is free right now (at the top of a
//   pile), whether or not c's twin is home (asking only while it was not missed 26 K new
//   deadlocks in the first 5 M nodes of draw 3 seed 137, such as a 4 of hearts put on the 5
//   of spades, the 5 of clubs buried, the 4 of diamonds home). A deadlock that forms later,
//   when that other parent gets covered, is asked after that.
// - with draw 1, a tableau card c went to its foundation: for its children (next rank
//   down, other colour) it is now a destination only if it can come back down. Ask unless
//   both children are on their foundations.
// - in the last pass, a talon card played from beyond the waste top pushes the cards
//   drawn past onto the waste, a stack from then on (solver_deadlock.h): one may be
//   buried for good.
// - with draw 3, any talon card played shifts the cards after it in the draws: one that a
//   draw turned up may now be out of reach. (36% of these asks prove a deadlock on draw 3
//   seed 241, as many as of the others.)
// With draw 3 the last kind asks after most moves, so a deadlock that a card going to its
// foundation or coming down from one makes is found at the next talon move: those two ask
// only with draw 1. In the search over classes of draw 3 seed 3638 they were 991 K of the
// 3.87 M asks and proved 4.8 K deadlocks (0.5%; the others 23%); without them it needs 0.1%
// more nodes and 17% fewer instructions (its first 2 M nodes; 22% fewer in the main
// search). With draw 1 they matter: the relaxation of draw 3 seed 3921 (a draw 1 game)
// proves its loss in 15.0 M nodes of the whole solve with them, 27.5 M without.
bool may_deadlock(const Position& pos, SolverMove m) {
    if (m.is_talon() && m.talon_index() > m.waste_len() && !pos.redeal_left()) return true;
    if (m.is_talon() && pos.rules().draw > 1) return true;
    const bool draw1 = pos.rules().draw == 1;
    switch (m.kind()) {
    case SolverMoveKind::TableauToFoundation: {
        const int r = pos.foundation(m.to());
        if (!draw1 || r == 1) return false;
        const int other_colour = is_red(make_card(r, m.to())) ? CLUBS : DIAMONDS;
        return pos.foundation(other_colour) < r - 1 ||
               pos.foundation(twin_suit(other_colour)) < r - 1;
    }
    case SolverMoveKind::FoundationToTableau:
        if (!draw1) return false;
        break;
    case SolverMoveKind::TalonToTableau:
    case SolverMoveKind::TableauToTableau: break;
    default: return false;
    }
    const int moved = m.kind() == SolverMoveKind::TableauToTableau ? m.count() : 1;
    const int below = pos.pile_len(m.to()) - moved;
    if (below == 0) return false; // onto an empty pile: no card covered
    const Card parent = pos.pile_card(m.to(), below - 1);
    const Card other = twin(parent);
    for (int p = 0; p < TABLEAU; ++p)
        if (pos.pile_top(p) == other) return false;
    return true;
}

} // namespace

bool SolverGame::forced_move(SolverMove& out) const {
    if (mode_ == Mode::Plain) return false;
    const Foundations scan(pos_);
    const bool draw1_free = pos_.rules().draw == 1 && pos_.rules().max_passes == 0;
    // The search over classes needs more of a forced move (its argument, SolverGame's
    // "Classes"): that the class's member with the shortest win could play it too, with the
    // same argument. So it forces a safe card up only when the card is free in every member
    // of the class: no card that could lie on it (one rank lower, other colour) lies face up
    // on a face-up card, the only cards whose parent changes between members. (Aces always.)
    // Not the endgame rule: it needs no face-down card only to be sure of the win.
    const bool classes = mode_ == Mode::Classes;
    if (classes && !plies_.empty() && plies_.back().follow.kind == FollowUp::Home)
        return false; // the middle of a two-ply move: its second ply comes first
    // The face-up cards on face-up cards, found only once a safe card asks (most nodes have
    // none).
    CardSet on_run = 0;
    bool on_run_known = false;
    auto free_in_class = [&](Card c) {
        if (!on_run_known) {
            for (int p = 0; p < TABLEAU; ++p)
                for (int i = pos_.pile_down(p) + 1; i < pos_.pile_len(p); ++i)
                    on_run |= card_bit(pos_.pile_card(p, i));
            on_run_known = true;
        }
        return !(children_of(card_bit(c)) & on_run);
    };
    // The end game: with no face-down card left, every pile is one alternating run, so the
    // lowest card not on a foundation is a pile top or a talon card; when the talon is empty
    // or (draw 1, unlimited passes) entirely reachable, that card can always go up, and the
    // position stays of this kind. Such positions are won, and any move to a foundation
    // keeps them won: play them without branching. (Asked only of a card that fits.)
    auto endgame = [&] {
        bool all_up = true;
        for (int p = 0; p < TABLEAU; ++p) all_up = all_up && pos_.pile_down(p) == 0;
        return all_up && (pos_.talon_len() == 0 || draw1_free);
    };
    auto forced_up = [&](Card c) {
        if (classes) return scan.safe(c) && free_in_class(c);
        return scan.safe(c) || endgame();
    };

    // The cards that fit a foundation: most nodes have no pile top among them.
    const CardSet next = next_up(scan.found);
    for (int p = 0; p < TABLEAU; ++p) {
        const Card c = pos_.pile_top(p);
        if ((next & card_bit(c)) && forced_up(c)) {
            out = SolverMove::make(SolverMoveKind::TableauToFoundation, p, suit_of(c), 1,
                                   pos_.uncovers(p, 1));
            return true;
        }
    }
    // A safe talon card goes up too, but only with draw 1: removing a card from the talon
    // then leaves every other card reachable exactly as before (each draw turns the same
    // card). With draw 3 it would shift the groups of three, which can hide a card.
    // With limited passes only the waste top qualifies: reaching a deeper card would spend
    // draws that cannot be taken back.
    if (pos_.rules().draw == 1 && (talon_set_ & next)) {
        const int w = pos_.waste_len();
        const int lo = draw1_free ? 0 : w - 1, hi = draw1_free ? pos_.talon_len() : w;
        for (int i = std::max(lo, 0); i < hi; ++i) {
            const Card c = pos_.talon_card(i);
            if (scan.fits_foundation(c) && forced_up(c)) {
                out = SolverMove::make(SolverMoveKind::TalonToFoundation, 0, suit_of(c), i, false,
                                       w, i < w - 1);
                return true;
            }
        }
    }
    return false;
}

// After a move that only prepared another, only its uses are generated (the follow-up
// rule, solver_followup.h); debug builds check them against FollowUp::allows.
void SolverGame::generate(SolverMoveList& out) const {
    const FollowUp follow = plies_.empty() ? FollowUp{} : plies_.back().follow;
    // (Not in the middle of a two-ply move: the proof is asked after its second ply.)
    if (mode_ != Mode::Plain && follow.kind != FollowUp::Home &&
        (plies_.empty() || may_deadlock(pos_, plies_.back().move)) &&
        hopeless(pos_, deadlock_memo_)) {
        out.size = 0;
        return;
    }
    if (follow.kind == FollowUp::Home) { // the second ply of a move between classes
        out.size = 0;
        const int p = follow.pile;
        out.push(SolverMove::make(SolverMoveKind::TableauToFoundation, p, suit_of(pos_.pile_top(p)),
                                  1, pos_.uncovers(p, 1)));
        return;
    }
    if (follow.kind == FollowUp::Up) {
        // Its uses are spread over every section: generate freely, keep the uses.
        generate_uses(out, FollowUp{});
        int kept = 0;
        for (int i = 0; i < out.size; ++i)
            if (follow.allows(pos_, out.moves[std::size_t(i)]))
                out.moves[std::size_t(kept++)] = out.moves[std::size_t(i)];
        out.size = kept;
        return;
    }
    generate_uses(out, follow);
#ifndef NDEBUG
    for (const SolverMove m : out) assert(follow.allows(pos_, m));
#endif
}

// Generates the moves that `follow` allows; the sections a restriction rules out are
// skipped rather than generated and filtered, since restricted nodes are frequent.
void SolverGame::generate_uses(SolverMoveList& out, const FollowUp& follow) const {
    out.size = 0;
    const bool free = follow.kind == FollowUp::None;
    // Whether the rules that delay a move until just before its use apply. Not in the search
    // over classes once restricted (Emptied): its argument takes the shortest win of the
    // class's members among those whose first move is a use, which need not satisfy them.
    const bool delays = mode_ == Mode::Pruned || (mode_ == Mode::Classes && free);
    // The piles a move may go onto: all, or only those a restriction's uses go to.
    unsigned onto = (1u << TABLEAU) - 1;
    if (!free) {
        onto = 0;
        for (int p = 0; p < TABLEAU; ++p) {
            const bool ok =
                follow.kind == FollowUp::Emptied ? pos_.pile_len(p) == 0 : p == follow.pile;
            onto |= unsigned(ok) << p;
        }
    }
    Ordered moves{out, noise_ ? noise_ ^ key_ : 0};
    // (Most nodes asked the deadlock proof just before, which brought them up to date.)
    refresh_piles(pos_, deadlock_memo_);
    const Scan scan(pos_, talon_set_, deadlock_memo_);
    const Priorities& pri = pos_.rules().draw == 1 ? DRAW1 : DRAW3;
    Card tops[TABLEAU];
    std::uint8_t top_pile[64]; // the pile of each top of tops[] (the rest is never read)
    for (int p = 0; p < TABLEAU; ++p) {
        tops[p] = pos_.pile_top(p);
        top_pile[tops[p]] = std::uint8_t(p);
    }
    // The piles (bit p for pile p) whose top is in `parents`, and the first empty pile when
    // `king`: where a card with these parents can go. Each loop below goes through them in
    // the order of the piles, as it went through every pile before, which keeps the order
    // of equal moves.
    auto piles_onto = [&](CardSet parents, bool king) {
        unsigned piles = 0;
        for (; parents; parents &= parents - 1) piles |= 1u << top_pile[std::countr_zero(parents)];
        if (king && scan.first_empty >= 0) piles |= 1u << scan.first_empty;
        return piles;
    };

    // Tableau tops to the foundations (the safe ones were forced before we got here). A
    // card that is not safe and turns nothing is followed by one of its uses (the Up rule of
    // solver_followup.h), so it goes up only when one could follow: the next card of its
    // suit is face up or in the talon, or the card x it uncovers fits its foundation or can
    // be covered by c's twin (the only other card that fits x). After a prepared move, a card
    // whose successor is face up under another card may go up too (the two may share their
    // use: solver_followup.h, "Rows"); not in the search over classes, which restricts only
    // after an emptying.
    const bool draw1_free = pos_.rules().draw == 1 && pos_.rules().max_passes == 0;
    // Asked only when restricted, and only by the main search (may_go_up).
    const CardSet covered_up = free || mode_ != Mode::Pruned ? 0 : covered_face_up(pos_);
    auto may_go_up = [&](Card c) {
        if (free) return true;
        if (mode_ != Mode::Pruned || rank_of(c) == RANKS) return false;
        return (covered_up & card_bit(make_card(rank_of(c) + 1, suit_of(c)))) != 0;
    };
    // (Only the piles whose top fits, found from the tops' set, in the order of the piles.)
    unsigned fit_piles = 0;
    for (CardSet fit = deadlock_memo_.all.top & scan.next; fit; fit &= fit - 1)
        fit_piles |= 1u << top_pile[std::countr_zero(fit)];
    for (; fit_piles; fit_piles &= fit_piles - 1) {
        const int p = std::countr_zero(fit_piles);
        const Card c = tops[p];
        const bool x_up = follow.kind == FollowUp::Partial && p == follow.pile; // a use
        if (x_up || may_go_up(c)) {
            const bool flip = pos_.uncovers(p, 1);
            const int len = pos_.pile_len(p);
            if (!flip && mode_ == Mode::Pruned && len > 1 &&
                !up_has_use(scan, c, pos_.pile_card(p, len - 2)))
                continue;
            moves.add(SolverMove::make(SolverMoveKind::TableauToFoundation, p, suit_of(c), 1, flip),
                      flip ? pri.top_up_turning : pri.top_up);
        }
    }

    // Talon cards to a foundation or a pile. A King goes only to the first empty pile:
    // empty piles are interchangeable under the key's symmetry. With draw 1 and unlimited
    // passes every talon card stays reachable, so a card is put on a pile only when something
    // could then be put on it: any win that plays it there earlier can play it just before
    // that (or straight to its foundation from the talon), the waste position not counting.
    // The cards that fit some pile top (or an empty pile), to skip the others quickly.
    const CardSet top_set = deadlock_memo_.all.top; // (up to date: refreshed above)
    CardSet fits = children_of(top_set);
    if (scan.first_empty >= 0) fits |= KINGS;
    // Most positions have no talon card that fits anywhere: then skip the talon altogether.
    const CardSet wanted = fits | (free ? scan.next : 0);
    Reach reach[TALON];
    const int nreach = scan.talon & wanted ? reachable(pos_, reach) : 0;
    for (int k = 0; k < nreach; ++k) {
        const Card c = pos_.talon_card(reach[k].index);
        // With draw 1 and unlimited passes the Up rule applies to a talon card too.
        if (scan.fits_foundation(c) && may_go_up(c) &&
            (mode_ == Mode::Plain || !draw1_free || scan.safe(c) || up_has_use(scan, c, NO_CARD)))
            moves.add(talon_move(pos_, reach[k], SolverMoveKind::TalonToFoundation, suit_of(c)),
                      pri.talon_up);
        if (!(fits & card_bit(c)) || (delays && draw1_free && !scan.can_cover(c))) continue;
        const unsigned piles = piles_onto(parents_of(card_bit(c)) & top_set, rank_of(c) == RANKS);
        for (unsigned ps = piles & onto; ps; ps &= ps - 1) {
            const int p = std::countr_zero(ps);
            moves.add(talon_move(pos_, reach[k], SolverMoveKind::TalonToTableau, p),
                      tops[p] ? pri.talon_down : pri.talon_king);
        }
    }

    // Tableau runs to other piles. The face-up cards of a pile form one alternating run, so
    // the card that fits a destination is found by rank arithmetic from the run's base.
    // A pile none of whose face-up cards fits any top (or an empty pile) has no such move.
    for (int from = 0; from < TABLEAU; ++from) {
        const int len = pos_.pile_len(from), down = pos_.pile_down(from);
        if (!(scan.pile_up[from] & fits)) continue;
        const Card base = pos_.pile_card(from, down);
        // The tops that one of its face-up cards fits: a face-up card of each rank at most,
        // so the one of the right rank is there and of the other colour.
        // A King-led run already at the bottom of its pile gains nothing from another empty
        // pile (the same position up to the piles' order).
        const unsigned piles = piles_onto(parents_of(scan.pile_up[from]) & top_set,
                                          rank_of(base) == RANKS && down > 0);
        for (unsigned ps = piles & onto & ~(1u << from); ps; ps &= ps - 1) {
            const int to = std::countr_zero(ps);
            const Card dest = tops[to];
            int start;
            if (!dest) {
                start = down;
            } else {
                start = down + rank_of(base) - (rank_of(dest) - 1);
                assert(start >= down && start < len);
                assert(stacks_alternating(pos_.pile_card(from, start), dest));
            }
            const int count = len - start;
            const bool flip = pos_.uncovers(from, count);
            const SolverMove m =
                SolverMove::make(SolverMoveKind::TableauToTableau, from, to, count, flip);
            if (flip || mode_ == Mode::Plain) {
                moves.add(m, pri.turn + pri.turn_per_down * down);
                continue;
            }
            if (start == 0) {
                // Empties the pile. Only a King-led run can use the empty pile, so a win that
                // does this with no King able to go there can delay it until one can.
                if (scan.king_waiting) moves.add(m, pri.empty_pile);
                continue;
            }
            if (mode_ == Mode::Classes) {
                // A run lifted off a face-up card x onto x's twin (the only other parent of
                // its first card) stays in the class; it is the first ply of x going up.
                if (scan.fits_foundation(pos_.pile_card(from, start - 1)))
                    moves.add(m, pri.part_run_up);
                continue;
            }
            // Part of a run: the card left on top, x, is face up and nothing is turned. Such a
            // move only matters for what it lets happen to x: x goes to its foundation, or a
            // card is put on x. Only the twin of the moved run's first card (same rank and
            // colour, other suit) can be put on x, as the run itself coming back is an undo.
            // Any win that makes this move without one of those next can delay it to just
            // before one (or drop it), so we require that x fits its foundation now or that
            // the twin is available.
            const Card x = pos_.pile_card(from, start - 1);
            const Card lead = pos_.pile_card(from, start);
            const bool x_up = scan.fits_foundation(x);
            if (!x_up && !scan.available(twin(lead))) continue;
            moves.add(m, x_up ? pri.part_run_up : pri.part_run);
        }
    }

    // Foundation cards back to the tableau, whatever the restriction (solver_followup.h),
    // but never one the safe rule would send straight back up: the cards that could lie on
    // it can go up instead, and so can those below it on its foundation (safe too). (It used
    // to require a card available to cover it, but bringing a card down also uncovers the
    // one below it, which may be what is wanted: see solver_followup.h.)
    for (int s = 0; s < SUITS; ++s) {
        if (!scan.found[s]) continue;
        const Card c = make_card(scan.found[s], s);
        if (delays && scan.safe(c)) continue;
        const unsigned piles = piles_onto(parents_of(card_bit(c)) & top_set, rank_of(c) == RANKS);
        for (unsigned ps = piles; ps; ps &= ps - 1) {
            const int to = std::countr_zero(ps);
            const SolverMove m =
                SolverMove::make(SolverMoveKind::FoundationToTableau, s, to, 1, false);
            if (free || follow.allows(pos_, m)) moves.add(m, pri.foundation_down);
        }
    }
}

} // namespace sol::klondike
