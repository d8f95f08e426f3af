#include "klondike/solver_game.h"
#include "klondike/solver_key.h"
#include <algorithm>
#include <array>
#include <bit>
#include <cassert>

namespace sol::klondike {

namespace {

// The draws (and redeal) that bring talon card `index` to the waste top, starting from
// waste_len `w` in a talon of `len` cards; appended to out[n..). do_move and undo_move
// set their end state in one step (Position::set_talon_state) instead.
int talon_route(int w, int index, bool redeal, int len, int draw, Move* out, int n) {
    if (redeal) {
        while (w < len) {
            const int c = std::min(draw, len - w);
            out[n++] = Move::make(MoveKind::Draw, 0, 0, c, false);
            w += c;
        }
        out[n++] = Move::make(MoveKind::Redeal, 0, 0, 1, false);
        w = 0;
    }
    while (w < index + 1) {
        const int c = std::min(draw, len - w);
        out[n++] = Move::make(MoveKind::Draw, 0, 0, c, false);
        w += c;
    }
    assert(w == index + 1 && "talon move to a card no draw sequence reaches");
    return n;
}

Move talon_play(SolverMove m) {
    return m.kind() == SolverMoveKind::TalonToFoundation
               ? Move::make(MoveKind::WasteToFoundation, 0, m.to(), 1, false)
               : Move::make(MoveKind::WasteToTableau, 0, m.to(), 1, false);
}

// The primitive move of a solver move that is not a talon move (expand(), and do_move and
// undo_move without its call and switch on the kind): the two encodings keep these fields in the
// same bits (solver_move.h, position.h), and these kinds of move are two further on among the
// primitive ones.
constexpr Move tableau_play(SolverMove m) {
    constexpr std::uint32_t FIELDS = (1u << 15) - 1; // kind, from, to, count and flip
    return Move{(m.bits & FIELDS) + 2};
}
static_assert(tableau_play(SolverMove::make(SolverMoveKind::TableauToFoundation, 6, 3, 1, true)) ==
              Move::make(MoveKind::TableauToFoundation, 6, 3, 1, true));
static_assert(tableau_play(SolverMove::make(SolverMoveKind::TableauToTableau, 5, 6, 19, true)) ==
              Move::make(MoveKind::TableauToTableau, 5, 6, 19, true));
static_assert(tableau_play(SolverMove::make(SolverMoveKind::FoundationToTableau, 3, 6, 1, false)) ==
              Move::make(MoveKind::FoundationToTableau, 3, 6, 1, false));

} // namespace

// The card directly below index i of pile p, or NO_CARD at the bottom.
static Card below(const Position& pos, int p, int i) {
    return i > 0 ? pos.pile_card(p, i - 1) : NO_CARD;
}

namespace {

// A face-up card on a face-up card is hashed, in the search over classes, with this
// instead of the card under it: which of the two possible parents holds it is not part of
// a class (SolverGame, "Classes").
constexpr Card ON_RUN = 63;

// Key terms that child_keys would otherwise mix again at every node, in tables small enough
// to stay in the first-level cache (1.4 KB): a foundation's term change when it grows by a
// card, and a face-up card's term at a pile bottom or, in the search over classes, on a run.
constexpr auto FOUNDATION_UP = [] {
    std::array<std::array<std::uint64_t, RANKS>, SUITS> t{};
    for (int s = 0; s < SUITS; ++s)
        for (int f = 0; f < RANKS; ++f)
            t[std::size_t(s)][std::size_t(f)] =
                solver_key::foundation(s, f) ^ solver_key::foundation(s, f + 1);
    return t;
}();
std::uint64_t foundation_up(int suit, int count) { // foundation `suit` from count to count + 1
    return FOUNDATION_UP[std::size_t(suit)][std::size_t(count)];
}
constexpr auto face_up_terms(Card under) {
    std::array<std::uint64_t, 64> t{};
    for (int c = 0; c < 64; ++c) t[std::size_t(c)] = solver_key::tableau(Card(c), under, true);
    return t;
}
constexpr auto AT_BOTTOM = face_up_terms(NO_CARD);
constexpr auto ON_A_RUN = face_up_terms(ON_RUN);

// The term of the restriction Home(x) (solver_followup.h), kept in key_ itself in the
// search over classes, so that base_key() names the node and not its class.
std::uint64_t home_term(Card x) {
    return solver_key::follow_up(FollowUp::Home, x, suit_of(x));
}

// A run moved off a face-up card, neither turning a card nor emptying its pile: the only
// tableau move that keeps a position's class. Read before the move.
bool keeps_class(const Position& pos, SolverMove m) {
    return m.kind() == SolverMoveKind::TableauToTableau && !m.flip() &&
           m.count() < pos.pile_len(m.from()) - pos.pile_down(m.from());
}

// The tableau piles m changes (a card added, removed or turned), as bits.
unsigned piles_changed(SolverMove m) {
    switch (m.kind()) {
    case SolverMoveKind::TableauToFoundation: return 1u << m.from();
    case SolverMoveKind::TableauToTableau: return 1u << m.from() | 1u << m.to();
    case SolverMoveKind::FoundationToTableau:
    case SolverMoveKind::TalonToTableau: return 1u << m.to();
    case SolverMoveKind::TalonToFoundation: return 0;
    }
    return (1u << TABLEAU) - 1;
}

} // namespace

Card SolverGame::below(int p, int i) const {
    if (mode_ == Mode::Classes && i > pos_.pile_down(p)) return ON_RUN;
    return klondike::below(pos_, p, i);
}

SolverGame::SolverGame(const Position& root, std::uint64_t noise, Mode mode)
    : pos_(root), noise_(noise), mode_(mode),
      hash_waste_(root.rules().draw != 1 || root.rules().max_passes != 0),
      hash_redeals_(root.rules().max_passes != 0) {
    pos_.drop_key(); // keyed here by key_ instead
    for (int n = 0; n <= TALON; n += root.rules().draw) multiple_of_draw_ |= 1u << n;
    key_ = compute_key();
    talon_set_ = compute_talon_set();
    plies_.reserve(1024);
}

// With unlimited passes and draw > 1, the waste lengths a redeal leads to (multiples of the
// draw, and the whole talon) form one cycle that each of them reaches by drawing and
// redealing, so positions that differ only by which of them they stand at are equally
// winnable and share one key term. Other lengths (left by playing a talon card) reach that
// cycle but cannot be reached back from it, so they keep their own term.
std::uint64_t SolverGame::waste_term(int waste_len, int talon_len) const {
    if (!hash_redeals_ && ((multiple_of_draw_ >> waste_len & 1) || waste_len == talon_len))
        return solver_key::waste_len(TALON + 1);
    return solver_key::waste_len(waste_len);
}

int SolverGame::dominators(std::uint64_t* keys) const {
    if (!hash_waste_) return 0;
    const int w = pos_.waste_len(), len = pos_.talon_len(), draw = pos_.rules().draw;
    const std::uint64_t here = waste_term(w, len);
    // The waste lengths of the dominators, as bits: each key is this one with the term of
    // such a length in place of here's. All of them: they differ from this key only in its
    // high half, so their slots are next to this position's, and looking them up costs no
    // memory miss. Each once (a position at the end of the stock used to list some twice).
    std::uint32_t lengths = 0;
    if (!hash_redeals_ && here == waste_term(len, len)) {
        // With unlimited passes, every waste length reaches the redeal cycle by drawing to the
        // end of the stock, so a position on the cycle is dominated by the same one at any
        // length off the cycle: those below len that are not multiples of the draw. (They
        // include the lengths below by whole draws when those are off the cycle, and when
        // they are on it, their term is here's.)
        lengths = ((1u << len) - 1) & ~multiple_of_draw_;
    } else {
        // Fewer cards drawn in this pass, by whole draws. With unlimited passes and w off the
        // cycle, those lengths are off it too (below len, with w's remainder by the draw), so
        // their terms differ from here's.
        for (int v = w - draw; v >= 0; v -= draw) lengths |= 1u << v;
    }
    int n = 0;
    for (; lengths; lengths &= lengths - 1)
        keys[n++] = key_ ^ here ^ solver_key::waste_len(std::countr_zero(lengths));
    if (hash_redeals_)
        for (int r = pos_.redeals() - 1; r >= 0 && r >= pos_.redeals() - 2; --r)
            keys[n++] = key_ ^ solver_key::redeals(pos_.redeals()) ^ solver_key::redeals(r);
    return n;
}

CardSet SolverGame::compute_talon_set() const {
    CardSet set = 0;
    for (int i = 0; i < pos_.talon_len(); ++i) set |= card_bit(pos_.talon_card(i));
    return set;
}

std::uint64_t SolverGame::compute_key() const {
    std::uint64_t key = 0;
    for (int p = 0; p < TABLEAU; ++p)
        for (int i = 0; i < pos_.pile_len(p); ++i)
            key ^= solver_key::tableau(pos_.pile_card(p, i), below(p, i), i >= pos_.pile_down(p));
    for (int s = 0; s < SUITS; ++s) key ^= solver_key::foundation(s, pos_.foundation(s));
    if (hash_waste_) key ^= waste_term(pos_.waste_len(), pos_.talon_len());
    if (hash_redeals_) key ^= solver_key::redeals(pos_.redeals());
    if (mode_ == Mode::Classes && !plies_.empty() && plies_.back().follow.kind == FollowUp::Home)
        key ^= home_term(pos_.pile_top(plies_.back().follow.pile));
    return key;
}

// What the key changes of the moves from one position share, read once for all of them by
// child_keys.
struct SolverGame::DeltaTerms {
    bool classes;         // mode_ == Mode::Classes
    bool home;            // the search over classes stands in the middle of a two-ply move
    std::uint64_t waste;  // the waste's term here (0 when not hashed)
    std::uint64_t redeal; // the change of the redeals' term by one more (0 when not hashed)
};

SolverGame::DeltaTerms SolverGame::delta_terms() const {
    DeltaTerms t;
    t.classes = mode_ == Mode::Classes;
    t.home = t.classes && !plies_.empty() && plies_.back().follow.kind == FollowUp::Home;
    t.waste = hash_waste_ ? waste_term(pos_.waste_len(), pos_.talon_len()) : 0;
    t.redeal = hash_redeals_
                   ? solver_key::redeals(pos_.redeals()) ^ solver_key::redeals(pos_.redeals() + 1)
                   : 0;
    return t;
}

[[gnu::always_inline]] inline std::uint64_t SolverGame::key_delta(SolverMove m,
                                                                  const DeltaTerms& t) const {
    using namespace solver_key;
    // The face-up term of c at index i of pile p, and of c put on pile p, with the card under
    // it as the key sees it (below(); on a face-up card, ON_RUN in the search over classes).
    auto at = [&](Card c, int p, int i) {
        if (i == 0) return AT_BOTTOM[c];
        if (t.classes && i > pos_.pile_down(p)) return ON_A_RUN[c];
        return tableau(c, pos_.pile_card(p, i - 1), true);
    };
    auto put = [&](Card c, int p) {
        if (!pos_.pile_len(p)) return AT_BOTTOM[c];
        return t.classes ? ON_A_RUN[c] : tableau(c, pos_.pile_top(p), true);
    };
    // Leaving a face-down card on top of `p` (at index i - 1) turns it face up.
    auto flip = [&](int p, int i) {
        const Card c = pos_.pile_card(p, i - 1);
        const Card b = below(p, i - 1);
        return tableau(c, b, false) ^ tableau(c, b, true);
    };
    std::uint64_t d = 0;
    switch (m.kind()) {
    case SolverMoveKind::TableauToFoundation: {
        const int p = m.from(), i = pos_.pile_len(p) - 1;
        const Card c = pos_.pile_card(p, i);
        d = at(c, p, i) ^ foundation_up(m.to(), pos_.foundation(m.to()));
        if (m.flip()) d ^= flip(p, i);
        if (t.home) d ^= home_term(c); // the use of Home(x): x goes up
        break;
    }
    case SolverMoveKind::TableauToTableau: {
        const int p = m.from(), i = pos_.pile_len(p) - m.count();
        const Card c = pos_.pile_card(p, i);
        d = at(c, p, i) ^ put(c, m.to());
        if (m.flip()) d ^= flip(p, i);
        // A run moved off a face-up card x keeps the class: the first ply of x going up,
        // Home(x), hashed in key_ (c's own terms cancel then: on a run before and after).
        if (t.classes && keeps_class(pos_, m)) d ^= home_term(pos_.pile_card(p, i - 1));
        break;
    }
    case SolverMoveKind::FoundationToTableau: {
        const int s = m.from(), f = pos_.foundation(s);
        d = foundation_up(s, f - 1) ^ put(make_card(f, s), m.to());
        break;
    }
    case SolverMoveKind::TalonToFoundation:
    case SolverMoveKind::TalonToTableau: {
        const Card c = pos_.talon_card(m.talon_index());
        d = m.kind() == SolverMoveKind::TalonToFoundation
                ? foundation_up(suit_of(c), pos_.foundation(suit_of(c)))
                : put(c, m.to());
        // Playing talon card i leaves the i cards before it as the waste.
        if (hash_waste_) d ^= t.waste ^ waste_term(m.talon_index(), pos_.talon_len() - 1);
        if (m.redeal()) d ^= t.redeal;
        break;
    }
    }
    return d;
}

std::uint64_t SolverGame::child_key(SolverMove m) const {
    return key_ ^ key_delta(m, delta_terms());
}

void SolverGame::child_keys(const SolverMoveList& list, std::uint64_t* keys) const {
    const DeltaTerms t = delta_terms();
    for (int i = 0; i < list.size; ++i) keys[i] = key_ ^ key_delta(list.moves[std::size_t(i)], t);
}

int SolverGame::expand(SolverMove m, klondike::Move* out) const {
    switch (m.kind()) {
    case SolverMoveKind::TableauToFoundation:
    case SolverMoveKind::FoundationToTableau:
        assert(m.count() == 1 && m.waste_len() == 0 && !m.redeal());
        assert(m.kind() == SolverMoveKind::TableauToFoundation || !m.flip());
        out[0] = tableau_play(m);
        return 1;
    case SolverMoveKind::TableauToTableau:
        assert(m.waste_len() == 0 && !m.redeal());
        out[0] = tableau_play(m);
        return 1;
    case SolverMoveKind::TalonToFoundation:
    case SolverMoveKind::TalonToTableau: {
        assert(m.waste_len() == pos_.waste_len());
        int n = talon_route(pos_.waste_len(), m.talon_index(), m.redeal(), pos_.talon_len(),
                            pos_.rules().draw, out, 0);
        out[n++] = talon_play(m);
        return n;
    }
    }
    return 0;
}

void SolverGame::do_move(SolverMove m, std::uint64_t child_key) {
    const std::uint64_t parent_key = key_;
    const bool class_kept = keeps_class(pos_, m);
    key_ = child_key;
    deadlock_memo_.stale |= piles_changed(m);
    if (m.is_talon()) {
        // The draws (and redeal) of expand() in one step, then the play.
        talon_set_ ^= card_bit(pos_.talon_card(m.talon_index()));
        pos_.set_talon_state(m.talon_index() + 1, pos_.redeals() + m.redeal());
        pos_.do_move(talon_play(m));
    } else {
        pos_.do_move(tableau_play(m));
    }
    FollowUp follow;
    if (mode_ == Mode::Pruned) follow = FollowUp::after(pos_, m);
    if (mode_ == Mode::Classes && class_kept) follow = {FollowUp::Home, std::int8_t(m.from())};
    if (mode_ == Mode::Classes && m.kind() == SolverMoveKind::TableauToTableau &&
        pos_.pile_len(m.from()) == 0)
        follow = {FollowUp::Emptied, -1};
    // (Home is hashed in key_ itself; Emptied names no card, its term is the same in every
    // member of the class.)
    const bool hashed = mode_ == Mode::Pruned || follow.kind == FollowUp::Emptied;
    plies_.push_back(Ply{follow, hashed ? follow.hash(pos_) : 0, m, parent_key});
    assert(key_ == compute_key());
    assert(talon_set_ == compute_talon_set());
}

void SolverGame::undo_move(SolverMove m) {
    assert(!plies_.empty());
    key_ = plies_.back().parent_key;
    plies_.pop_back();
    deadlock_memo_.stale |= piles_changed(m);
    if (!m.is_talon()) {
        pos_.undo_move(tableau_play(m));
    } else {
        // Put the card back first, then the talon state from before the draws.
        pos_.undo_move(talon_play(m));
        pos_.set_talon_state(m.waste_len(), pos_.redeals() - m.redeal());
        talon_set_ ^= card_bit(pos_.talon_card(m.talon_index()));
    }
    assert(key_ == compute_key());
    assert(talon_set_ == compute_talon_set());
}

} // namespace sol::klondike
