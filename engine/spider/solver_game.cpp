#include "spider/solver_game.h"
#include <algorithm>
#include <bit>

namespace sol::spider {

int SpiderGame::estimate() const {
    int e;
    if (since_base_ == 1 && !last_.is_deal()) {
        const int from = last_.from(), to = last_.to();
        const int sum = base_sum_ - base_piles_[from] - base_piles_[to] +
                        pile_estimate(pos_, from, weights_) + pile_estimate(pos_, to, weights_);
        e = estimate_from_piles(pos_, sum, weights_);
    } else {
        e = spider::estimate(pos_, weights_);
    }
    if (!noise_) return e;
    std::uint64_t z = pos_.key() ^ noise_seed_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return e + int(z % std::uint64_t(noise_));
}

void SpiderGame::generate(MoveList& list) const {
    list.size = 0;
    const Position& pos = pos_;
    base_sum_ = 0;
    for (int p = 0; p < PILES; ++p) {
        const std::uint64_t h = pos.pile_hash(p);
        if (!base_known_ || h != base_hashes_[p]) {
            base_piles_[p] = pile_estimate(pos, p, weights_);
            base_hashes_[p] = h;
        }
        base_sum_ += base_piles_[p];
    }
    base_known_ = true;
    since_base_ = 0;
    const bool focused = pruning_ == Pruning::Focused;
    int first_empty = -1;
    for (int p = 0; p < PILES && first_empty < 0; ++p)
        if (pos.pile_len(p) == 0) first_empty = p;
    // The piles by the rank of their top card (bit p for pile p), so that the targets of a
    // card are one lookup, taken in the order of their numbers as a scan of the piles would.
    std::uint32_t tops[RANKS + 2] = {};
    for (int p = 0; p < PILES; ++p)
        if (pos.pile_len(p)) tops[rank_of(pos.top(p))] |= 1u << p;
    for (int from = 0; from < PILES; ++from) {
        const int len = pos.pile_len(from), run = pos.top_run(from);
        if (run == 0) continue;
        for (int count = 1; count <= run; ++count) {
            const Card c = pos.pile_card(from, len - count);
            const bool whole_run = count == run;
            if (!focused || whole_run)
                for (std::uint32_t to = tops[rank_of(c) + 1] & ~(1u << from); to; to &= to - 1)
                    list.push(pos.tableau_move(from, std::countr_zero(to), count));
            if (first_empty >= 0) {
                if (count == len) continue; // the whole pile: a swap of two piles
                list.push(pos.tableau_move(from, first_empty, count));
            }
        }
    }
    if (pos.can_deal()) list.push(pos.deal_move());
    if (focused) return;
    // Best first: by the estimate of the position each move leads to (a stable sort, so
    // the order is a fixed function of the position).
    int score[MoveList::CAPACITY];
    Position& scratch = pos_;
    for (int i = 0; i < list.size; ++i) {
        scratch.do_move(list.moves[std::size_t(i)]);
        score[i] = spider::estimate(scratch, weights_);
        scratch.undo_move(list.moves[std::size_t(i)]);
    }
    int order[MoveList::CAPACITY];
    for (int i = 0; i < list.size; ++i) order[i] = i;
    std::stable_sort(order, order + list.size, [&](int a, int b) { return score[a] < score[b]; });
    MoveList sorted;
    for (int i = 0; i < list.size; ++i) sorted.push(list.moves[std::size_t(order[i])]);
    list = sorted;
}

} // namespace sol::spider
