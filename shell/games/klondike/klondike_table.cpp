#include "shell/games/klondike/klondike_table.h"

#include "core/card_text.h"
#include "klondike/score.h"

namespace sol::ui {

using klondike::Move;
using klondike::MoveKind;

namespace {
constexpr int ANY = -1;
}

int KlondikeTable::pile_len(int p) const {
    if (p == STOCK) return pos_.stock_len();
    if (p == WASTE) return pos_.waste_len();
    if (p < TABLEAU0) return pos_.foundation(p - FOUNDATION0);
    return pos_.pile_len(p - TABLEAU0);
}

PileView KlondikeTable::pile(int p, Shape shape) const {
    const bool wide = shape == Shape::Wide;
    PileView v;
    if (p == STOCK) {
        v.kind = PileKind::Stock;
        v.label = "stock";
        // The next card drawn, talon[waste_len], is the stock's top: last in the view.
        for (int i = pos_.talon_len() - 1; i >= pos_.waste_len(); --i)
            v.cards.push_back({pos_.talon_card(i), false});
    } else if (p == WASTE) {
        v.kind = PileKind::Waste;
        v.fan = wide ? Fan::Down : Fan::Right; // under the stock, it spreads downwards
        v.col = wide ? 0 : 1;
        v.row = wide ? 1 : 0;
        v.fan_show = pos_.rules().draw == 3 ? 3 : 1;
        v.label = "waste";
        for (int i = 0; i < pos_.waste_len(); ++i) v.cards.push_back({pos_.talon_card(i), true});
    } else if (p < TABLEAU0) {
        const int suit = p - FOUNDATION0;
        v.kind = PileKind::Foundation;
        v.col = wide ? float(8 + suit % 2) : float(3 + suit);
        v.row = wide ? float(suit / 2) : 0;
        v.accepts_rank = 1; // an Ace of its suit first (docs/rules.md, Klondike: Moves)
        v.suit_hint = suit;
        v.label = std::string("foundation-") + suit_char(suit);
        for (int r = 1; r <= pos_.foundation(suit); ++r)
            v.cards.push_back({make_card(r, suit), true});
    } else {
        fill_tableau(v, pos_, p - TABLEAU0, wide, RANKS); // a King or a run from one
    }
    return v;
}

bool KlondikeTable::can_pick(int p, int index) const {
    if (p < 0 || p >= PILES) return false;
    const int len = pile_len(p);
    if (index < 0 || index >= len) return false;
    if (p == STOCK) return false;
    if (p >= TABLEAU0) return index >= pos_.pile_down(p - TABLEAU0);
    return index == len - 1; // waste and foundations: only the top card
}

std::optional<GameMove> KlondikeTable::find(MoveKind kind, int from, int to, int count) const {
    klondike::MoveList list;
    pos_.generate(list);
    for (Move m : list) {
        if (m.kind() != kind) continue;
        if (from != ANY && m.from() != from) continue;
        if (to != ANY && m.to() != to) continue;
        if (count != ANY && m.count() != count) continue;
        return m.bits;
    }
    return std::nullopt;
}

std::optional<GameMove> KlondikeTable::move_to(int p, int index, int dest) const {
    if (!can_pick(p, index) || dest == p) return std::nullopt;
    const int count = pile_len(p) - index;
    const bool to_foundation = dest >= FOUNDATION0 && dest < TABLEAU0;
    const bool to_tableau = dest >= TABLEAU0 && dest < PILES;
    const int f = dest - FOUNDATION0, t = dest - TABLEAU0;
    if (p == WASTE) {
        if (to_foundation) return find(MoveKind::WasteToFoundation, ANY, f, ANY);
        if (to_tableau) return find(MoveKind::WasteToTableau, ANY, t, ANY);
    } else if (p >= TABLEAU0) {
        if (to_foundation && count == 1)
            return find(MoveKind::TableauToFoundation, p - TABLEAU0, f, ANY);
        if (to_tableau) return find(MoveKind::TableauToTableau, p - TABLEAU0, t, count);
    } else if (p >= FOUNDATION0) {
        if (to_tableau) return find(MoveKind::FoundationToTableau, p - FOUNDATION0, t, ANY);
    }
    return std::nullopt;
}

std::optional<GameMove> KlondikeTable::foundation_move(int p, int index) const {
    if (p >= FOUNDATION0 && p < TABLEAU0) return std::nullopt;
    for (int f = 0; f < SUITS; ++f)
        if (auto m = move_to(p, index, FOUNDATION0 + f)) return m;
    return std::nullopt;
}

std::optional<GameMove> KlondikeTable::best_move(int p, int index) const {
    if (p == STOCK) return pile_action(p);
    // A card at home stays there: a click is no request to bring it back down (a drag is,
    // or the keys: the README's "The page", Play).
    if (p >= FOUNDATION0 && p < TABLEAU0) return std::nullopt;
    if (auto m = foundation_move(p, index)) return m;
    // A pile that would be left with nothing under the run gains nothing from moving it to
    // an empty pile, so such a "move" is never the best one.
    const bool whole_pile = p >= TABLEAU0 && index == 0;
    std::optional<GameMove> to_empty;
    for (int t = 0; t < klondike::TABLEAU; ++t) {
        const int dest = TABLEAU0 + t;
        if (dest == p) continue;
        auto m = move_to(p, index, dest);
        if (!m) continue;
        if (pos_.pile_len(t) > 0) return m;
        if (!whole_pile && !to_empty) to_empty = m;
    }
    return to_empty;
}

std::optional<GameMove> KlondikeTable::pile_action(int p) const {
    // Only the stock's place turns the waste over: a click on the waste card asks it to move.
    if (p != STOCK) return std::nullopt;
    if (pos_.stock_len() > 0) return find(MoveKind::Draw, ANY, ANY, ANY);
    return find(MoveKind::Redeal, ANY, ANY, ANY);
}

std::string KlondikeTable::refusal(int p) const {
    if (p != STOCK) return "";
    return talon_refusal(pos_.stock_len() == 0, pos_.waste_len() == 0,
                         pile_action(STOCK).has_value());
}

std::optional<GameMove> KlondikeTable::safe_auto_move() const {
    if (pos_.is_won()) return std::nullopt;
    // A card is safe to send home when every card that could be built on it in the tableau
    // (one rank lower, other colour) is already home: nothing will ever need it there.
    auto safe = [&](Card c) {
        const int r = rank_of(c);
        if (r <= 2) return true;
        for (int s = 0; s < SUITS; ++s)
            if (is_red(make_card(1, s)) != is_red(c) && pos_.foundation(s) < r - 1) return false;
        return true;
    };
    klondike::MoveList list;
    pos_.generate(list);
    for (Move m : list) {
        if (m.kind() == MoveKind::WasteToFoundation && safe(pos_.waste_top())) return m.bits;
        if (m.kind() == MoveKind::TableauToFoundation && safe(pos_.pile_top(m.from())))
            return m.bits;
    }
    return std::nullopt;
}

namespace {
// The move that sends the lowest-ranked playable card home, if any.
std::optional<GameMove> lowest_home_move(const klondike::Position& pos) {
    klondike::MoveList list;
    pos.generate(list);
    std::optional<GameMove> best;
    int best_rank = 99;
    for (Move m : list) {
        Card c = NO_CARD;
        if (m.kind() == MoveKind::WasteToFoundation) c = pos.waste_top();
        if (m.kind() == MoveKind::TableauToFoundation) c = pos.pile_top(m.from());
        if (c != NO_CARD && rank_of(c) < best_rank) best = m.bits, best_rank = rank_of(c);
    }
    return best;
}

// The draw or redeal available in `pos`, if any.
std::optional<Move> stock_move(const klondike::Position& pos) {
    klondike::MoveList list;
    pos.generate(list);
    for (Move m : list)
        if (m.kind() == MoveKind::Draw || m.kind() == MoveKind::Redeal) return m;
    return std::nullopt;
}

// The next move of the finish that asks for no decision, if the position is ready for one:
// no tableau card hidden, then cards sent home lowest first, the stock turned when nothing
// else goes home and that brings a card home within two trips through it.
std::optional<Move> finishing_move(const klondike::Position& pos) {
    for (int t = 0; t < klondike::TABLEAU; ++t)
        if (pos.pile_down(t) > 0) return std::nullopt;
    if (pos.is_won()) return std::nullopt;
    if (auto m = lowest_home_move(pos)) return Move{*m};
    if (pos.rules().max_passes != 0) return std::nullopt;
    klondike::Position sim = pos;
    const std::optional<Move> first = stock_move(sim);
    for (int i = 0; i < 2 * (pos.talon_len() + 2); ++i) {
        const std::optional<Move> m = stock_move(sim);
        if (!m) return std::nullopt;
        sim.do_move(*m);
        if (lowest_home_move(sim)) return first;
    }
    return std::nullopt;
}
} // namespace

std::optional<GameMove> KlondikeTable::auto_complete_move() const {
    // The table finishes the game only when that surely wins: played out to the end here
    // first. With draw 3 sending tableau cards home can lose a won game (a waste card the
    // draws never reach needed a place on the tableau), and then the player, not the
    // table, must decide.
    const std::optional<Move> first = finishing_move(pos_);
    if (!first) return std::nullopt;
    // Asked every frame: the play-out is done once per position.
    if (finish_key_ == pos_.key() && finish_pos_ == pos_) return finish_move_;
    finish_key_ = pos_.key();
    finish_pos_ = pos_;
    finish_move_.reset();
    klondike::Position sim = pos_;
    for (int i = 0; i < 4 * DECK_SIZE * (pos_.talon_len() + 2); ++i) {
        const std::optional<Move> m = finishing_move(sim);
        if (!m) break;
        sim.do_move(*m);
    }
    if (sim.is_won()) finish_move_ = first->bits;
    return finish_move_;
}

std::pair<int, int> KlondikeTable::move_piles(GameMove bits) const {
    const Move m{bits};
    switch (m.kind()) {
    case MoveKind::Draw: return {STOCK, WASTE};
    case MoveKind::Redeal: return {WASTE, STOCK};
    case MoveKind::WasteToFoundation: return {WASTE, FOUNDATION0 + m.to()};
    case MoveKind::WasteToTableau: return {WASTE, TABLEAU0 + m.to()};
    case MoveKind::TableauToFoundation: return {TABLEAU0 + m.from(), FOUNDATION0 + m.to()};
    case MoveKind::TableauToTableau: return {TABLEAU0 + m.from(), TABLEAU0 + m.to()};
    case MoveKind::FoundationToTableau: return {FOUNDATION0 + m.from(), TABLEAU0 + m.to()};
    }
    return {STOCK, STOCK};
}

std::string KlondikeTable::stock_caption() const {
    return passes_caption(pos_.stock_len(), pos_.rules().max_passes, pos_.redeals());
}

int KlondikeTable::move_card_count(GameMove bits) const {
    const Move m{bits};
    return m.kind() == MoveKind::TableauToTableau ? m.count() : 1;
}

std::optional<GameMove> KlondikeTable::suggested_move() const {
    // What a careful player looks for first: a hidden card turned up, a card home, the
    // waste put to use; the stock when nothing else helps; never a card back out of its
    // foundation, and a run moved between piles only when it uncovers something.
    auto value = [&](Move m) {
        int v = m.flip() ? 100 : 0;
        switch (m.kind()) {
        case MoveKind::WasteToFoundation:
        case MoveKind::TableauToFoundation: v += 60; break;
        case MoveKind::WasteToTableau: v += 40; break;
        case MoveKind::TableauToTableau:
            // Emptying a pile is worth something only when a King can take the space.
            v += m.count() == pos_.pile_len(m.from()) ? 15 : -10;
            break;
        case MoveKind::Draw: v += 5; break;
        case MoveKind::Redeal: v += 1; break;
        case MoveKind::FoundationToTableau: v -= 50; break;
        }
        return v;
    };
    if (pos_.is_won()) return std::nullopt; // a King back out of its foundation is no hint
    klondike::MoveList list;
    pos_.generate(list);
    std::optional<GameMove> best;
    int best_value = 0;
    for (Move m : list)
        if (!best || value(m) > best_value) best = m.bits, best_value = value(m);
    return best;
}

} // namespace sol::ui

namespace sol::ui {

int KlondikeTable::score(const std::vector<GameMove>& history) const {
    return klondike::replay_score(start_, moves_of(history));
}

} // namespace sol::ui
