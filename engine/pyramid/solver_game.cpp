#include "pyramid/solver_game.h"
#include "pyramid/bits.h"
#include "search/best_first.h"
#include <algorithm>
#include <bit>
#include <cassert>

namespace sol::pyramid {

namespace {

// SplitMix64's finaliser: a bijection of 64-bit words, so mixed keys stay exact (distinct
// states, distinct keys) while their low bits spread evenly over the tables.
std::uint64_t mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// The relaxation's memory: a few thousand relaxed states per deal are typical.
constexpr std::size_t RELAXED_BYTES = std::size_t(32) << 20;

} // namespace

SolverGame::SolverGame(const Position& root)
    : SolverGame(root, std::make_shared<RelaxedGame>(root, RELAXED_BYTES),
                 std::make_shared<const PyramidBound>(root)) {}

SolverGame::SolverGame(const Position& root, const SolverGame& other)
    : SolverGame(root, other.relaxed_, other.bound_) {
    assert(root.cards() == other.pos_.cards() &&
           root.rules().stock_playable == other.pos_.rules().stock_playable &&
           root.rules().goal == other.pos_.rules().goal);
}

SolverGame::SolverGame(const Position& root, std::shared_ptr<RelaxedGame> relaxed,
                       std::shared_ptr<const PyramidBound> bound)
    : pos_(root), relaxed_(std::move(relaxed)), bound_(std::move(bound)) {
    const std::uint64_t talon_places = std::uint64_t(FULL_TALON) << PYRAMID;
    for (int place = 0; place < DECK_SIZE; ++place)
        if (const Card c = pos_.place_card(place))
            rank_places_[rank_of(c)] |= std::uint64_t(1) << place;
    for (int place = 0; place < DECK_SIZE; ++place) {
        const Card c = pos_.place_card(place);
        if (!c || rank_of(c) == RANKS) continue;
        std::uint64_t partners = rank_places_[RANKS - rank_of(c)];
        if (is_pyramid_place(place))
            partners &= ~std::uint64_t(TABLES.covering[place] | TABLES.covered[place]);
        else if (!pos_.rules().stock_playable)
            partners &= ~talon_places;
        partners_[place] = partners;
    }
    must_leave_ = pos_.rules().goal == Goal::Pyramid ? FULL_PYRAMID : FULL_PYRAMID | talon_places;
    talon_ranks_.fill([&](int slot) {
        const Card c = pos_.talon_card(slot);
        return c ? 1u << rank_of(c) : 0u;
    });
}

std::uint64_t SolverGame::key() const {
    return mix(pos_.state_bits());
}

std::uint64_t SolverGame::child_key(Move m) const {
    return mix(pos_.state_bits_after(m));
}

std::uint64_t SolverGame::buried_waste() const {
    const SlotMask pile = pos_.talon_left() & ((SlotMask(1) << pos_.next()) - 1);
    std::uint64_t reach = pos_.pyramid_left();
    if (pos_.rules().stock_playable) reach |= std::uint64_t(pos_.talon_left() & ~pile) << PYRAMID;
    for (SlotMask m = pile; m; m &= ~(SlotMask(1) << (31 - std::countl_zero(m)))) {
        const int top = 31 - std::countl_zero(m);
        const int rank = rank_of(pos_.talon_card(top));
        if (rank != RANKS && !(rank_places_[RANKS - rank] & reach))
            return std::uint64_t(pile & ((SlotMask(2) << top) - 1)) << PYRAMID;
    }
    return 0;
}

bool SolverGame::is_dead() const {
    std::uint64_t left = places_left();
    if (!pos_.redeal_left()) {
        const std::uint64_t buried = buried_waste();
        if (buried && pos_.rules().goal == Goal::AllCards) return true;
        left &= ~buried;
    }
    // A pyramid card's partners include every talon card of the partner rank (no talon card
    // covers it or is covered), so the pyramid cards whose partner rank still has a talon
    // card left are alive: only the others are looked at one by one.
    const std::uint64_t talon = left >> PYRAMID;
    const std::uint16_t ranks = talon_ranks_.of(SlotMask(talon));
    const std::uint64_t alive = bound_->passes().pairing_with(ranks);
    for (std::uint64_t m = left & must_leave_ & ~rank_places_[RANKS] & ~alive; m; m &= m - 1) {
        const int place = std::countr_zero(m);
        if (!(partners_[place] & left)) return true;
    }
    return !relaxed_->winnable(pos_.pyramid_left(), pos_.talon_left(), pos_.next(),
                               !pos_.redeal_left());
}

int SolverGame::lower_bound() const {
    if (is_dead()) return search::DEAD;
    if (pos_.rules().goal == Goal::Pyramid) {
        const int bound = bound_->moves_needed(pos_);
        return bound < 0 ? search::DEAD : bound;
    }
    const PassSchedule::Need need = bound_->passes().need_all(pos_);
    if (need.lost) return search::DEAD;
    const std::uint64_t must = places_left() & must_leave_;
    const std::uint64_t counts =
        bound_->passes().rank_counts(PlaceMask(must & FULL_PYRAMID), SlotMask(must >> PYRAMID));
    auto count = [&](int rank) { return PassSchedule::count_in(counts, rank); };
    int bound = count(RANKS);
    // Each removal takes at most one passed card at the stock's top, so the passed cards of
    // ranks r and 13 - r absorbed so are at most the removals of those ranks.
    int absorbed = need.absorbed_by_rank[RANKS];
    for (int r = 1; r <= 6; ++r) {
        const int removals = std::max(count(r), count(RANKS - r));
        bound += removals;
        absorbed += std::min(removals, need.absorbed_by_rank[std::size_t(r)] +
                                           need.absorbed_by_rank[std::size_t(RANKS - r)]);
    }
    return bound + std::max(0, need.passed - absorbed) + need.redeals;
}

bool SolverGame::forced_move(Move& m) const {
    return forced_move_at(pos_.pyramid_left(), pos_.talon_left(), pos_.next(), m);
}

bool SolverGame::forced_move_at(PlaceMask pyramid, SlotMask talon, int next, Move& m) const {
    const std::uint64_t kings = rank_places_[RANKS];
    // The available cards as move places: the open pyramid cards, the waste's top and the
    // stock's top (when playable).
    std::uint64_t open = std::uint64_t(uncovered(pyramid));
    if (const int waste = waste_top_in(talon, next); waste >= 0)
        open |= std::uint64_t(1) << (TALON_PLACE + waste);
    if (next < TALON && pos_.rules().stock_playable)
        open |= std::uint64_t(1) << (TALON_PLACE + next);
    const std::uint64_t must = open & must_leave_;
    const int stock_place = TALON_PLACE + next;
    if (const std::uint64_t king = must & kings) {
        const int place = std::countr_zero(king);
        m = Move::remove(place, NO_PLACE, place == stock_place);
        return true;
    }
    // A card that must leave and has one partner left that it can meet, available now.
    const std::uint64_t left = std::uint64_t(pyramid) | std::uint64_t(talon) << PYRAMID;
    for (std::uint64_t c = must; c; c &= c - 1) {
        const int place = std::countr_zero(c);
        const std::uint64_t partners = partners_[place] & left;
        if (partners & (partners - 1) || !(partners & open)) continue;
        const int partner = std::countr_zero(partners);
        m = Move::remove(place, partner, std::max(place, partner) == stock_place);
        return true;
    }
    return false;
}

void SolverGame::generate(MoveList& out) const {
    out.size = 0;
    if (!is_dead()) generate_alive(out);
}

void SolverGame::generate_alive(MoveList& out) const {
    // Filtered in place: a second list would be a 192-byte array to set up at every node.
    pos_.generate(out);
    const int stock = pos_.stock_top();
    if (stock < 0 || !pos_.rules().stock_playable || rank_of(pos_.talon_card(stock)) != RANKS)
        return;
    int kept = 0;
    for (int i = 0; i < out.size; ++i)
        if (out.moves[std::size_t(i)].kind() != MoveKind::Draw)
            out.moves[std::size_t(kept++)] = out.moves[std::size_t(i)];
    out.size = kept;
}

} // namespace sol::pyramid
