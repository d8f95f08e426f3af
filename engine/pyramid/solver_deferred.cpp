#include "pyramid/solver_deferred.h"
#include <bit>

namespace sol::pyramid {

namespace {

// The pyramid cards a move takes.
PlaceMask pyramid_cards(Move m) {
    PlaceMask cards = 0;
    if (m.kind() != MoveKind::Remove) return 0;
    if (is_pyramid_place(m.first())) cards |= PlaceMask(1) << m.first();
    if (m.is_pair() && is_pyramid_place(m.second())) cards |= PlaceMask(1) << m.second();
    return cards;
}

} // namespace

DeferredGame::DeferredGame(const Position& root) : game_(root) {
    for (int p = 0; p < PYRAMID; ++p)
        rank_[std::size_t(p)] = std::uint8_t(rank_of(root.pyramid_card(p)));
    for (int t = 0; t < TALON; ++t)
        talon_rank_[std::size_t(t)] = std::uint8_t(rank_of(root.talon_card(t)));
}

bool DeferredGame::forced_move(Run& r) const {
    pyramid::Move m;
    if (!game_.forced_move(m)) return false;
    r = Run::of(m);
    return true;
}

void DeferredGame::generate(MoveList& out) const {
    out.size = 0;
    out.full = false;
    if (!game_.is_dead()) generate_alive(out);
}

void DeferredGame::generate_alive(MoveList& out) const {
    out.size = 0;
    out.full = false;
    const Position& pos = game_.position();
    const PlaceMask open = pos.available();
    // The single moves: all but the Ps, each taking a talon card (a talon top's King, a top
    // with an open pyramid card or with the other top), a draw and a redeal. As
    // SolverGame::generate_alive: a King on a playable stock's top is removed, never drawn.
    std::array<Top, 2> tops{};
    int n_tops = 0;
    if (const int w = pos.waste_top(); w >= 0)
        tops[std::size_t(n_tops++)] = Top{TALON_PLACE + w, rank_of(pos.talon_card(w)), false};
    const int stock = pos.stock_top();
    const bool playable = stock >= 0 && pos.rules().stock_playable;
    if (playable)
        tops[std::size_t(n_tops++)] =
            Top{TALON_PLACE + stock, rank_of(pos.talon_card(stock)), true};
    std::uint16_t top_ranks = 0; // the partner ranks of the tops, bit r for rank r
    for (int i = 0; i < n_tops; ++i) {
        const Top& top = tops[std::size_t(i)];
        if (top.rank == RANKS) {
            out.push(Run::of(pyramid::Move::remove(top.place, NO_PLACE, top.from_stock)));
            continue;
        }
        top_ranks |= std::uint16_t(1u << (RANKS - top.rank));
        for (PlaceMask m = open & game_.pyramid_of_rank(RANKS - top.rank); m; m &= m - 1)
            out.push(
                Run::of(pyramid::Move::remove(std::countr_zero(m), top.place, top.from_stock)));
    }
    if (n_tops == 2 && tops[0].rank + tops[1].rank == RANKS)
        out.push(Run::of(pyramid::Move::remove(tops[0].place, tops[1].place, true)));
    if (stock >= 0 && !(playable && tops[std::size_t(n_tops - 1)].rank == RANKS))
        out.push(Run::of(pyramid::Move::draw()));
    if (pos.can_redeal()) out.push(Run::of(pyramid::Move::redeal()));
    extend(Run{}, pos.pyramid_left(), {}, 0, tops, n_tops, top_ranks, out);
    if (out.full) { // no room: every single move instead
        pyramid::MoveList single;
        game_.generate_alive(single);
        out.size = 0;
        out.full = false;
        for (const pyramid::Move m : single) out.push(Run::of(m));
    }
    for (int i = 0; i < out.size; ++i) fold(out.moves[std::size_t(i)]);
}

void DeferredGame::fold(Run& run) const {
    const Position& pos = game_.position();
    PlaceMask left = pos.pyramid_left();
    SlotMask talon = pos.talon_left();
    int next = pos.next();
    const bool playable = pos.rules().stock_playable;
    auto play = [&](pyramid::Move m) { play_on_masks(m, left, talon, next); };
    for (int i = 0; i < run.size; ++i) play(run.at(i));
    const bool all_cards = pos.rules().goal == Goal::AllCards;
    while (left || (all_cards && talon)) { // (not won)
        // A forced move (before any draw: a Run holds its moves, then its draws).
        pyramid::Move forced;
        if (run.draws == 0 && run.size < Run::CAPACITY &&
            game_.forced_move_at(left, talon, next, forced)) {
            run = run.then(forced);
            play(forced);
            continue;
        }
        // A draw, the only move: no King and no pair among the available cards.
        if (next >= TALON || run.draws == 255) break;
        const PlaceMask open = uncovered(left);
        const int top = waste_top_in(talon, next);
        const int waste = top >= 0 ? talon_rank_[std::size_t(top)] : 0;
        const int stock = playable ? talon_rank_[std::size_t(next)] : 0;
        if (waste == RANKS || stock == RANKS || (waste && stock && waste + stock == RANKS) ||
            (stock && (open & game_.pyramid_of_rank(RANKS - stock))) ||
            (waste && (open & game_.pyramid_of_rank(RANKS - waste))) ||
            (open & game_.pyramid_of_rank(RANKS)))
            break;
        bool pair = false;
        for (PlaceMask m = open; m && !pair; m &= m - 1)
            pair = open & game_.pyramid_of_rank(RANKS - rank_[std::size_t(std::countr_zero(m))]);
        if (pair) break;
        ++run.draws;
        play(pyramid::Move::draw());
    }
}

void DeferredGame::extend(const Run& run, PlaceMask left,
                          const std::array<PlaceMask, Run::CAPACITY>& owed, int n_owed,
                          const std::array<Top, 2>& tops, int n_tops, std::uint16_t top_ranks,
                          MoveList& out) const {
    const PlaceMask open = uncovered(left);
    // A removal of a pyramid card with a talon card ends the run if it is every owed
    // dependent (a card is covered directly by two places at most, so by two Ps at most).
    if (run.size > 0 && n_owed <= 2)
        for (int i = 0; i < n_tops; ++i) {
            const Top& top = tops[std::size_t(i)];
            if (top.rank == RANKS) continue;
            PlaceMask cards = open & game_.pyramid_of_rank(RANKS - top.rank);
            for (int k = 0; k < n_owed; ++k) cards &= owed[std::size_t(k)];
            for (; cards; cards &= cards - 1)
                out.push(run.then(
                    pyramid::Move::remove(std::countr_zero(cards), top.place, top.from_stock)));
        }
    // Another P: a King, or a pair of open cards.
    const pyramid::Move prev = run.size > 0 ? run.at(run.size - 1) : pyramid::Move{};
    const PlaceMask prev_covered = run.size > 0 ? covered_directly(pyramid_cards(prev)) : 0;
    auto add = [&](pyramid::Move p, PlaceMask cards) {
        // Out of the fixed order and not dependent on the P before: the other order is tried.
        if (run.size > 0 && !(cards & prev_covered) && p.bits < prev.bits) return;
        const Run longer = run.then(p);
        const PlaceMask rest = left & ~cards;
        if (!rest || longer.size == Run::CAPACITY) {
            out.push(longer); // the pyramid cleared, or a run as long as a Run holds
            return;
        }
        // Its dependents take a card it covered: one that can still be taken at all (a
        // King, a card that pairs with a talon top or with a pyramid card left that it can
        // meet), or no run from here pays the debt.
        const PlaceMask debt = covered_directly(cards) & rest;
        bool payable = false;
        for (PlaceMask m = debt; m && !payable; m &= m - 1) {
            const int c = std::countr_zero(m);
            payable = rank_[std::size_t(c)] == RANKS || top_ranks >> rank_[std::size_t(c)] & 1 ||
                      (game_.pyramid_partners(c) & rest);
        }
        if (!payable) return;
        std::array<PlaceMask, Run::CAPACITY> owed_now{};
        int n = 0;
        for (int k = 0; k < n_owed; ++k)
            if (!(owed[std::size_t(k)] & cards)) owed_now[std::size_t(n++)] = owed[std::size_t(k)];
        owed_now[std::size_t(n++)] = debt;
        extend(longer, rest, owed_now, n, tops, n_tops, top_ranks, out);
    };
    for (PlaceMask kings = open & game_.pyramid_of_rank(RANKS); kings; kings &= kings - 1) {
        const int p = std::countr_zero(kings);
        add(pyramid::Move::remove(p, NO_PLACE, false), PlaceMask(1) << p);
    }
    for (PlaceMask low = open; low; low &= low - 1) {
        const int p = std::countr_zero(low);
        const int r = rank_[std::size_t(p)];
        if (r == RANKS) continue;
        for (PlaceMask high = open & game_.pyramid_of_rank(RANKS - r) & ~((PlaceMask(2) << p) - 1);
             high; high &= high - 1) {
            const int q = std::countr_zero(high);
            add(pyramid::Move::remove(p, q, false), PlaceMask(1) << p | PlaceMask(1) << q);
        }
    }
}

void append_moves(const Run& run, std::vector<Move>& out) {
    for (int i = 0; i < run.size; ++i) out.push_back(run.at(i));
    for (int i = 0; i < run.draws; ++i) out.push_back(Move::draw());
}

} // namespace sol::pyramid
