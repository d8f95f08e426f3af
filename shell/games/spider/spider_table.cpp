#include "shell/games/spider/spider_table.h"

#include <memory>

namespace sol::ui {

using spider::Move;

namespace {
// Wide: how far apart the stacked completed runs lie, in layout rows.
constexpr float RUN_STEP = 0.12f;
} // namespace

PileView SpiderTable::pile(int p, Shape shape) const {
    const bool wide = shape == Shape::Wide;
    PileView v;
    if (p == STOCK) {
        v.kind = PileKind::Stock;
        v.col = 0, v.row = 0;
        v.label = "stock";
        for (int i = 0; i < pos_.stock_len(); ++i) v.cards.push_back({pos_.stock_card(i), false});
        return v;
    }
    if (p < TABLEAU0) {
        // A completed run lies squared, its King on top, in the order the runs left.
        const int k = p - RUNS0;
        v.kind = PileKind::Foundation;
        v.col = wide ? float(spider::PILES + 1) : float(2 + k);
        v.row = wide ? RUN_STEP * float(k) : 0;
        v.marker = !wide || k == 0; // one outline for the stack
        v.label = "run-" + std::to_string(k + 1);
        if (k < pos_.runs_removed())
            for (int r = 1; r <= RANKS; ++r)
                v.cards.push_back({make_card(r, pos_.removed_suit(k)), true});
        return v;
    }
    fill_tableau(v, pos_, p - TABLEAU0, wide, 0); // any card or run (docs/rules.md, Spider)
    return v;
}

bool SpiderTable::can_pick(int p, int index) const {
    if (p < TABLEAU0 || p >= PILES) return false;
    const int t = p - TABLEAU0, len = pos_.pile_len(t);
    return index < len && index >= len - pos_.top_run(t);
}

std::optional<GameMove> SpiderTable::find(int from, int to, int count) const {
    // legal_moves() lists up to 1280 moves: on the heap, not the page's small stack.
    const auto list = std::make_unique<spider::MoveList>();
    pos_.legal_moves(*list);
    for (const Move m : *list)
        if (!m.is_deal() && m.from() == from && m.to() == to && m.count() == count) return m.bits;
    return std::nullopt;
}

std::optional<GameMove> SpiderTable::move_to(int p, int index, int dest) const {
    if (!can_pick(p, index) || dest < TABLEAU0 || dest >= PILES || dest == p) return std::nullopt;
    const int from = p - TABLEAU0;
    return find(from, dest - TABLEAU0, pos_.pile_len(from) - index);
}

std::optional<GameMove> SpiderTable::best_move(int p, int index) const {
    // Where a player would put the run: on a card of its own suit (the run grows, and
    // may complete), the longer the run it joins the better; else on any card one higher;
    // an empty pile last, and never just to move a whole pile to another empty one.
    if (!can_pick(p, index)) return std::nullopt;
    const int from = p - TABLEAU0;
    const Card lead = pos_.pile_card(from, index);
    std::optional<GameMove> best;
    int best_value = -1;
    for (int t = 0; t < spider::PILES; ++t) {
        if (t == from) continue;
        const auto m = move_to(p, index, TABLEAU0 + t);
        if (!m) continue;
        int v;
        if (pos_.pile_len(t) == 0) {
            if (index == 0) continue;
            v = 0;
        } else if (suit_of(pos_.top(t)) == suit_of(lead)) {
            v = 100 + pos_.top_run(t);
        } else {
            v = 10;
        }
        if (v > best_value) best = m, best_value = v;
    }
    return best;
}

std::optional<GameMove> SpiderTable::pile_action(int p) const {
    if (p != STOCK || pos_.stock_len() == 0 || !pos_.can_deal()) return std::nullopt;
    return pos_.deal_move().bits;
}

std::string SpiderTable::refusal(int p) const {
    if (p != STOCK) return "";
    if (pos_.stock_len() == 0) return "The stock is empty: every row has been dealt.";
    if (!pos_.can_deal()) return "No deal while a pile is empty: put a card on every pile first.";
    return "";
}

std::pair<int, int> SpiderTable::move_piles(GameMove bits) const {
    const Move m{bits};
    if (m.is_deal()) return {STOCK, TABLEAU0};
    return {TABLEAU0 + m.from(), TABLEAU0 + m.to()};
}

int SpiderTable::move_card_count(GameMove bits) const {
    const Move m{bits};
    return m.is_deal() ? 1 : m.count();
}

int SpiderTable::score(const std::vector<GameMove>& history) const {
    return spider::score(int(history.size()), pos_.runs_removed());
}

std::string SpiderTable::stock_caption() const {
    return std::to_string(pos_.stock_len() / spider::PILES); // deals left
}

std::optional<GameMove> SpiderTable::suggested_move() const {
    // A run completed or a card turned up first, then a run joined to its own suit, then
    // a move onto any card; the deal when nothing else helps.
    const auto list = std::make_unique<spider::MoveList>();
    pos_.legal_moves(*list);
    std::optional<GameMove> best;
    int best_value = -1;
    for (const Move m : *list) {
        int v = 1;
        if (!m.is_deal()) {
            const int from = m.from(), to = m.to(), len = pos_.pile_len(from);
            const Card lead = pos_.pile_card(from, len - m.count());
            v = 5;
            if (pos_.pile_len(to) > 0 && suit_of(pos_.top(to)) == suit_of(lead)) v = 50;
            if (pos_.pile_len(to) == 0) v = m.count() == len ? 0 : 3;
            if (m.flip_from()) v += 100;
            if (m.removed()) v += 200;
            // Moving a run off its own suit gains nothing and undoes a join.
            if (m.count() < len && pos_.pile_down(from) < len - m.count() &&
                suit_of(pos_.pile_card(from, len - m.count() - 1)) == suit_of(lead) &&
                rank_of(pos_.pile_card(from, len - m.count() - 1)) == rank_of(lead) + 1)
                v = 0;
        }
        if (v > best_value) best = m.bits, best_value = v;
    }
    return best;
}

} // namespace sol::ui
