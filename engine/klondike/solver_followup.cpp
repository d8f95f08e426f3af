#include "klondike/solver_followup.h"
#include "klondike/solver_key.h"
#include "klondike/solver_safe.h"

namespace sol::klondike {

FollowUp FollowUp::after(const Position& pos, SolverMove m) {
    const bool draw1_free = pos.rules().draw == 1 && pos.rules().max_passes == 0;
    switch (m.kind()) {
    case SolverMoveKind::TableauToTableau:
        if (m.flip()) return {};
        if (pos.pile_len(m.from()) == 0) return {Emptied, -1};
        return {Partial, std::int8_t(m.from())};
    case SolverMoveKind::FoundationToTableau:
        return {Onto, std::int8_t(m.to()), std::int8_t(m.from())};
    case SolverMoveKind::TalonToTableau:
        return draw1_free ? FollowUp{Onto, std::int8_t(m.to())} : FollowUp{};
    case SolverMoveKind::TableauToFoundation:
    case SolverMoveKind::TalonToFoundation: {
        // A safe card was a forced move, after which anything may follow. (The safe test
        // reads only the other suits' foundations, which this move left as they were.)
        const int s = m.to();
        if (safe_to_foundation(pos, make_card(pos.foundation(s), s))) return {};
        if (m.kind() == SolverMoveKind::TalonToFoundation)
            return draw1_free ? FollowUp{Up, -1, std::int8_t(s)} : FollowUp{};
        if (m.flip() || pos.pile_len(m.from()) == 0) return {};
        return {Up, std::int8_t(m.from()), std::int8_t(s)};
    }
    }
    return {};
}

// The card that lies directly below the first card that `m` takes off its pile, when m
// leaves it face up on top (no card turned, the pile not emptied); else NO_CARD.
static Card left_on_top(const Position& pos, SolverMove m) {
    int count = 0;
    if (m.kind() == SolverMoveKind::TableauToTableau) count = m.count();
    if (m.kind() == SolverMoveKind::TableauToFoundation) count = 1;
    const int from = m.from(), len = pos.pile_len(from);
    if (!count || m.flip() || count >= len) return NO_CARD;
    return pos.pile_card(from, len - count - 1);
}

CardSet covered_face_up(const Position& pos) {
    CardSet set = 0;
    for (int p = 0; p < TABLEAU; ++p)
        for (int i = pos.pile_down(p); i + 1 < pos.pile_len(p); ++i)
            set |= card_bit(pos.pile_card(p, i));
    return set;
}

bool FollowUp::allows(const Position& pos, SolverMove m) const {
    // A card going up whose successor is face up under another card, after any prepared
    // move: the two may share their use (solver_followup.h, "Rows").
    if (kind != None && kind != Home) {
        Card c = NO_CARD;
        if (m.kind() == SolverMoveKind::TableauToFoundation) c = pos.pile_top(m.from());
        if (m.kind() == SolverMoveKind::TalonToFoundation) c = pos.talon_card(m.talon_index());
        if (c && rank_of(c) < RANKS &&
            (covered_face_up(pos) & card_bit(make_card(rank_of(c) + 1, suit_of(c)))))
            return true;
    }
    const bool onto_pile = m.kind() == SolverMoveKind::TableauToTableau ||
                           m.kind() == SolverMoveKind::TalonToTableau ||
                           m.kind() == SolverMoveKind::FoundationToTableau;
    // The uses of pile p having been uncovered (Partial) or emptied (Emptied).
    auto pile_use = [&](int p) {
        if (pos.pile_len(p) == 0) return onto_pile && pos.pile_len(m.to()) == 0;
        return (onto_pile && m.to() == p) ||
               (m.kind() == SolverMoveKind::TableauToFoundation && m.from() == p);
    };
    // A foundation card brought down may start the row of them that ends in a use
    // (solver_followup.h): after one, another of its suit or of the other colour; after a
    // Partial or a talon card put on a pile, one of a suit whose foundation holds a card
    // that could go onto the card left on top (it has to come down, with those above it);
    // after an Up, any (a run lifted off n may go onto one).
    if (m.kind() == SolverMoveKind::FoundationToTableau) {
        if (kind == None || kind == Up) return true;
        if (kind == Onto && suit >= 0) return follows_down(suit, m.from());
        if (kind == Partial || kind == Onto) {
            const Card x = pos.pile_top(pile);
            const int t = m.from();
            if (m.to() == pile) return true; // onto x itself: a use
            return x && rank_of(x) > 1 && is_red(x) != is_red(make_card(1, t)) &&
                   pos.foundation(t) >= rank_of(x) - 1;
        }
    }
    switch (kind) {
    case None: return true;
    case Partial: return pile_use(pile);
    case Emptied: return onto_pile && pos.pile_len(m.to()) == 0;
    case Onto: return onto_pile && m.to() == pile;
    case Home: return m.kind() == SolverMoveKind::TableauToFoundation && m.from() == pile;
    case Up: {
        if (pile >= 0 && pile_use(pile)) return true;
        // Any card going up: a row of them before a use they share ("Rows").
        if (m.kind() == SolverMoveKind::TableauToFoundation ||
            m.kind() == SolverMoveKind::TalonToFoundation)
            return true;
        if (pos.foundation(suit) == RANKS) return false;
        const Card next = make_card(pos.foundation(suit) + 1, suit);
        if (m.kind() == SolverMoveKind::TalonToFoundation)
            return pos.talon_card(m.talon_index()) == next;
        if (m.kind() == SolverMoveKind::TableauToFoundation && pos.pile_top(m.from()) == next)
            return true;
        return left_on_top(pos, m) == next;
    }
    }
    return true;
}

std::uint64_t FollowUp::hash(const Position& pos) const {
    if (kind == None) return 0;
    const Card top = pile >= 0 ? pos.pile_top(pile) : NO_CARD;
    return solver_key::follow_up(kind, top, suit);
}

} // namespace sol::klondike
