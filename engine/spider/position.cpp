#include "spider/position.h"
#include <cassert>

namespace sol::spider {

namespace {

// SplitMix64's finaliser: a bijection with mix(0) == 0, so an empty pile (hash 0) adds
// nothing to the key and the sum over piles does not depend on their order.
constexpr std::uint64_t mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// The Zobrist number of a card at height i of a pile, face up or down: never 0 (a pile's
// hash is 0 exactly when it is empty, with overwhelming probability).
constexpr std::uint64_t zobrist_of(int i, Card c, bool face_down) {
    return mix((std::uint64_t(i) << 8 | std::uint64_t(c) << 1 | std::uint64_t(face_down)) *
                   0x9E3779B97F4A7C15ULL +
               0x2545F4914F6CDD1DULL);
}

// zobrist_of for every height, card byte (0..63) and face, computed once: the hashes of a
// move's cards are a load each instead of two multiplications (moving cards and rebuilding a
// restored position's hashes were a fifth of the solver's time). Computed when the program
// starts (13 k mixes, microseconds), not at compile time: as data, the table's 104 KB of
// random bits added as much to every download of the game and of the solver module.
constexpr int CARD_BYTES = 64;
struct ZobristTable {
    std::uint64_t v[2][MAX_PILE][CARD_BYTES];
};
ZobristTable make_zobrist_table() {
    ZobristTable t{};
    for (int d = 0; d < 2; ++d)
        for (int i = 0; i < MAX_PILE; ++i)
            for (int c = 0; c < CARD_BYTES; ++c) t.v[d][i][c] = zobrist_of(i, Card(c), d);
    return t;
}
const ZobristTable ZOBRIST = make_zobrist_table();

inline std::uint64_t zobrist(int i, Card c, bool face_down) {
    return ZOBRIST.v[face_down][i][c & (CARD_BYTES - 1)];
}

constexpr std::uint64_t STOCK_KEY = 0xD6E8FEB86659FD93ULL;

} // namespace

Position::Position(const Rules& rules, const std::array<Card, CARDS>& deck) : rules_(rules) {
    // Piles 1-4 get six cards, 5-10 five, pile by pile, bottom to top.
    int k = 0;
    for (int p = 0; p < PILES; ++p) {
        const int n = p < 4 ? 6 : 5;
        for (int i = 0; i < n; ++i) cards_[p][i] = deck[std::size_t(k++)];
        len_[p] = std::uint8_t(n);
        down_[p] = std::uint8_t(n - 1);
    }
    // deck[54..64) is the first deal (pile 1 first), deck[94..104) the last; the stock keeps
    // the card dealt first last.
    stock_len_ = STOCK;
    for (int i = 0; i < STOCK; ++i) stock_[STOCK - 1 - i] = deck[std::size_t(54 + i)];
    for (int p = 0; p < PILES; ++p) {
        std::uint64_t h = 0;
        for (int i = 0; i < len_[p]; ++i) h ^= zobrist(i, cards_[p][i], i < down_[p]);
        pile_hash_[p] = h;
    }
    key_ = compute_key();
}

Position::Position(const Layout& l) : rules_(l.rules) {
    for (int p = 0; p < PILES; ++p) {
        len_[p] = l.len[std::size_t(p)];
        down_[p] = l.down[std::size_t(p)];
        std::uint64_t h = 0;
        for (int i = 0; i < len_[p]; ++i) {
            cards_[p][i] = l.cards[std::size_t(p)][std::size_t(i)];
            h ^= zobrist(i, cards_[p][i], i < down_[p]);
        }
        pile_hash_[p] = h;
    }
    stock_len_ = std::uint8_t(l.stock_len);
    for (int i = 0; i < l.stock_len; ++i) stock_[i] = l.stock[std::size_t(i)];
    runs_ = std::uint8_t(l.runs);
    for (int i = 0; i < l.runs; ++i) removed_[i] = l.removed[std::size_t(i)];
    key_ = compute_key();
}

Layout Position::layout() const {
    Layout l;
    l.rules = rules_;
    for (int p = 0; p < PILES; ++p) {
        l.len[std::size_t(p)] = len_[p];
        l.down[std::size_t(p)] = down_[p];
        for (int i = 0; i < len_[p]; ++i) l.cards[std::size_t(p)][std::size_t(i)] = cards_[p][i];
    }
    l.stock_len = stock_len_;
    for (int i = 0; i < stock_len_; ++i) l.stock[std::size_t(i)] = stock_[i];
    l.runs = runs_;
    for (int i = 0; i < runs_; ++i) l.removed[std::size_t(i)] = removed_[i];
    return l;
}

std::uint64_t Position::compute_key() const {
    std::uint64_t key = std::uint64_t(stock_len_) * STOCK_KEY;
    for (int p = 0; p < PILES; ++p) {
        std::uint64_t h = 0;
        for (int i = 0; i < len_[p]; ++i) h ^= zobrist(i, cards_[p][i], i < down_[p]);
        key += mix(h);
    }
    return key;
}

std::uint64_t Position::exact_key() const {
    std::uint64_t key = std::uint64_t(stock_len_) * STOCK_KEY;
    for (int p = 0; p < PILES; ++p) key = mix(key ^ pile_hash_[p]) + std::uint64_t(p);
    return key;
}

int Position::tableau_cards() const {
    int n = 0;
    for (int p = 0; p < PILES; ++p) n += len_[p];
    return n;
}

int Position::top_run(int p) const {
    const int len = len_[p];
    if (len == 0) return 0;
    int n = 1;
    while (len - n > down_[p]) {
        const Card above = cards_[p][len - n], below = cards_[p][len - n - 1];
        if (suit_of(above) != suit_of(below) || rank_of(above) + 1 != rank_of(below)) break;
        ++n;
    }
    return n;
}

bool Position::can_deal() const {
    if (stock_len_ == 0) return false;
    if (rules_.relaxed) return true;
    for (int p = 0; p < PILES; ++p)
        if (len_[p] == 0) return tableau_cards() < PILES;
    return true;
}

// A complete run is 13 face-up cards of one suit, K at the bottom and A on top.
bool Position::run_complete_on_top(int p) const {
    const int len = len_[p];
    if (len < 13 || len - 13 < down_[p] || rank_of(cards_[p][len - 1]) != 1) return false;
    const Card* c = &cards_[p][len - 13];
    for (int i = 0; i < 13; ++i)
        if (c[i] != make_card(13 - i, suit_of(c[0]))) return false;
    return true;
}

Move Position::tableau_move(int from, int to, int count) const {
    const bool flip_from = len_[from] - count == down_[from] && down_[from] > 0;
    // Only the moved cards can complete a run on `to`: a run's A arrives last.
    bool removed = false, flip_to = false;
    const Card moved_top = cards_[from][len_[from] - 1];
    if (rank_of(moved_top) == 1 && len_[to] + count >= 13) {
        // The run is the moved cards plus the top 13 - count cards of `to`.
        const int from_len = len_[from];
        removed = true;
        const int suit = suit_of(moved_top);
        for (int i = 0; i < 13 && removed; ++i) {
            // card i from the top of the combined pile
            Card c;
            if (i < count)
                c = cards_[from][from_len - 1 - i];
            else {
                const int j = len_[to] - 1 - (i - count);
                if (j < down_[to]) {
                    removed = false;
                    break;
                }
                c = cards_[to][j];
            }
            removed = c == make_card(i + 1, suit);
        }
        flip_to = removed && len_[to] + count - 13 == down_[to] && down_[to] > 0;
    }
    return Move::tableau(from, to, count, flip_from, removed, flip_to);
}

Move Position::deal_move() const {
    std::uint32_t removed = 0, flips = 0;
    for (int p = 0; p < PILES; ++p) {
        const Card c = stock_[stock_len_ - 1 - p];
        if (rank_of(c) != 1 || len_[p] < 12) continue;
        const int len = len_[p] + 1;
        if (len - 13 < down_[p]) continue;
        bool complete = true;
        for (int i = 1; i < 13 && complete; ++i)
            complete = cards_[p][len - 1 - i] == make_card(i + 1, suit_of(c));
        if (!complete) continue;
        removed |= 1u << p;
        if (len - 13 == down_[p] && down_[p] > 0) flips |= 1u << p;
    }
    return Move::deal(removed, flips);
}

void Position::legal_moves(MoveList& list) const {
    list.size = 0;
    for (int from = 0; from < PILES; ++from) {
        const int run = top_run(from);
        for (int count = 1; count <= run; ++count) {
            const Card c = cards_[from][len_[from] - count];
            for (int to = 0; to < PILES; ++to) {
                if (to == from) continue;
                if (len_[to] == 0 || rank_of(top(to)) == rank_of(c) + 1)
                    list.push(tableau_move(from, to, count));
            }
        }
    }
    if (can_deal()) list.push(deal_move());
}

bool Position::is_legal(Move m) const {
    if (m.is_deal()) return can_deal() && m == deal_move();
    const int from = m.from(), to = m.to(), count = m.count();
    if (from >= PILES || to >= PILES || from == to || count < 1 || count > top_run(from))
        return false;
    const Card c = cards_[from][len_[from] - count];
    if (len_[to] != 0 && rank_of(top(to)) != rank_of(c) + 1) return false;
    return m == tableau_move(from, to, count);
}

std::pair<std::uint64_t, std::uint64_t> Position::moved_pile_hashes(int from, int to,
                                                                    int count) const {
    const int start = len_[from] - count;
    std::uint64_t hf = pile_hash_[from], ht = pile_hash_[to];
    for (int k = 0; k < count; ++k) {
        const Card c = cards_[from][start + k];
        hf ^= zobrist(start + k, c, false);
        ht ^= zobrist(len_[to] + k, c, false);
    }
    return {hf, ht};
}

std::uint64_t Position::child_key_hint(Move m) const {
    if (m.is_deal() || m.removed()) return 0;
    const int from = m.from(), to = m.to();
    auto [hf, ht] = moved_pile_hashes(from, to, m.count());
    if (m.flip_from()) {
        const int i = down_[from] - 1;
        hf ^= zobrist(i, cards_[from][i], true) ^ zobrist(i, cards_[from][i], false);
    }
    return key_ - mix(pile_hash_[from]) - mix(pile_hash_[to]) + mix(hf) + mix(ht);
}

void Position::set_pile_hash(int p, std::uint64_t h) {
    key_ += mix(h) - mix(pile_hash_[p]);
    pile_hash_[p] = h;
}

void Position::add_card(int p, Card c) {
    const int i = len_[p]++;
    cards_[p][i] = c;
    set_pile_hash(p, pile_hash_[p] ^ zobrist(i, c, false));
}

Card Position::pop_card(int p) {
    const int i = --len_[p];
    const Card c = cards_[p][i];
    set_pile_hash(p, pile_hash_[p] ^ zobrist(i, c, false));
    return c;
}

void Position::turn_up(int p) {
    const int i = --down_[p];
    const Card c = cards_[p][i];
    set_pile_hash(p, pile_hash_[p] ^ zobrist(i, c, true) ^ zobrist(i, c, false));
}

void Position::turn_down(int p) {
    const int i = down_[p]++;
    const Card c = cards_[p][i];
    set_pile_hash(p, pile_hash_[p] ^ zobrist(i, c, true) ^ zobrist(i, c, false));
}

void Position::remove_run(int p) {
    removed_[runs_++] = std::uint8_t(suit_of(top(p)));
    std::uint64_t h = pile_hash_[p];
    for (int k = 0; k < 13; ++k) {
        const int i = --len_[p];
        h ^= zobrist(i, cards_[p][i], false);
    }
    set_pile_hash(p, h);
}

void Position::restore_run(int p, int suit) {
    --runs_;
    std::uint64_t h = pile_hash_[p];
    for (int r = 13; r >= 1; --r) {
        const int i = len_[p]++;
        cards_[p][i] = make_card(r, suit);
        h ^= zobrist(i, cards_[p][i], false);
    }
    set_pile_hash(p, h);
}

void Position::do_move(Move m) {
    assert(is_legal(m));
    if (m.is_deal()) {
        for (int p = 0; p < PILES; ++p) add_card(p, stock_[stock_len_ - 1 - p]);
        stock_len_ = std::uint8_t(stock_len_ - PILES);
        key_ -= PILES * STOCK_KEY;
        for (int p = 0; p < PILES; ++p) {
            if (!(m.removed_mask() >> p & 1)) continue;
            remove_run(p);
            if (m.flip_mask() >> p & 1) turn_up(p);
        }
    } else {
        const int from = m.from(), to = m.to(), count = m.count();
        const int start = len_[from] - count;
        const auto [hf, ht] = moved_pile_hashes(from, to, count);
        for (int k = 0; k < count; ++k) cards_[to][len_[to] + k] = cards_[from][start + k];
        len_[from] = std::uint8_t(start);
        len_[to] = std::uint8_t(len_[to] + count);
        set_pile_hash(from, hf);
        set_pile_hash(to, ht);
        if (m.flip_from()) turn_up(from);
        if (m.removed()) {
            remove_run(to);
            if (m.flip_to()) turn_up(to);
        }
    }
    assert(key_ == compute_key());
}

void Position::undo_move(Move m) {
    if (m.is_deal()) {
        for (int p = PILES - 1; p >= 0; --p) {
            if (!(m.removed_mask() >> p & 1)) continue;
            if (m.flip_mask() >> p & 1) turn_down(p);
            restore_run(p, removed_[runs_ - 1]);
        }
        for (int p = PILES - 1; p >= 0; --p) pop_card(p);
        stock_len_ = std::uint8_t(stock_len_ + PILES);
        key_ += PILES * STOCK_KEY;
    } else {
        const int from = m.from(), to = m.to(), count = m.count();
        if (m.removed()) {
            if (m.flip_to()) turn_down(to);
            restore_run(to, removed_[runs_ - 1]);
        }
        if (m.flip_from()) turn_down(from);
        const int start = len_[to] - count;
        // The run goes back from `to` onto `from`: the same hashes with the roles swapped.
        const auto [ht, hf] = moved_pile_hashes(to, from, count);
        for (int k = 0; k < count; ++k) cards_[from][len_[from] + k] = cards_[to][start + k];
        len_[to] = std::uint8_t(start);
        len_[from] = std::uint8_t(len_[from] + count);
        set_pile_hash(from, hf);
        set_pile_hash(to, ht);
    }
    assert(key_ == compute_key());
}

Position::Snapshot Position::snapshot() const {
    Snapshot s{};
    int k = 0;
    for (int p = 0; p < PILES; ++p) {
        s.len[std::size_t(p)] = len_[p];
        s.down[std::size_t(p)] = down_[p];
        for (int i = 0; i < len_[p]; ++i) s.cards[std::size_t(k++)] = cards_[p][i];
    }
    for (int i = 0; i < runs_; ++i) s.removed[std::size_t(i)] = removed_[i];
    s.stock_len = stock_len_;
    s.runs = runs_;
    return s;
}

void Position::restore(const Snapshot& s) {
    int k = 0;
    for (int p = 0; p < PILES; ++p) {
        len_[p] = s.len[std::size_t(p)];
        down_[p] = s.down[std::size_t(p)];
        std::uint64_t h = 0;
        for (int i = 0; i < len_[p]; ++i) {
            cards_[p][i] = s.cards[std::size_t(k++)];
            h ^= zobrist(i, cards_[p][i], i < down_[p]);
        }
        pile_hash_[p] = h;
    }
    runs_ = s.runs;
    for (int i = 0; i < runs_; ++i) removed_[i] = s.removed[std::size_t(i)];
    stock_len_ = s.stock_len;
    // compute_key() from the pile hashes just made, without hashing every card again.
    key_ = std::uint64_t(stock_len_) * STOCK_KEY;
    for (int p = 0; p < PILES; ++p) key_ += mix(pile_hash_[p]);
    assert(key_ == compute_key());
}

} // namespace sol::spider
