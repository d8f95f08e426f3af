#include "pyramid/position.h"
#include "pyramid/bits.h"
#include <bit>
#include <cassert>

namespace sol::pyramid {

namespace {

// The lowest slot >= slot still in `talon`, or TALON.
int first_left_in(SlotMask talon, int slot) {
    const SlotMask rest = slot < TALON ? talon >> slot : 0;
    return rest ? slot + std::countr_zero(rest) : TALON;
}

// A removal's cards leave the pyramid or the talon (do_move and state_bits_after).
void clear_places(Move m, PlaceMask& pyramid, SlotMask& talon) {
    for (const int place : {m.first(), m.second()}) {
        if (place == NO_PLACE) continue;
        if (place < PYRAMID)
            pyramid &= ~(PlaceMask(1) << place);
        else
            talon &= ~(SlotMask(1) << (place - TALON_PLACE));
    }
}

// Limited passes are at most 64 (Rules), so the count of redeals fits its 6 bits.
std::uint64_t pack_state(PlaceMask pyramid, SlotMask talon, int next, std::uint64_t passes) {
    return std::uint64_t(pyramid) | std::uint64_t(talon) << 28 | std::uint64_t(next) << 52 |
           passes << 57 | std::uint64_t(1) << 63;
}

} // namespace

Position::Position(const Rules& rules, const std::array<Card, DECK_SIZE>& deck)
    : Position(rules, deck, FULL_PYRAMID, FULL_TALON, 0, 0) {}

Position::Position(const Rules& rules, const std::array<Card, DECK_SIZE>& deck,
                   PlaceMask pyramid_left, SlotMask talon_left, int boundary, std::uint32_t redeals)
    : rules_(rules), cards_(deck), pyramid_left_(pyramid_left), talon_left_(talon_left),
      redeals_(redeals) {
    next_ = std::uint8_t(first_left_from(boundary));
}

int Position::first_left_from(int slot) const {
    return first_left_in(talon_left_, slot);
}

int Position::waste_top() const {
    return waste_top_in(talon_left_, next_);
}

int Position::stock_len() const {
    return bit_count(talon_left_ >> next_);
}

int Position::waste_len() const {
    return bit_count(talon_left_ & ((SlotMask(1) << next_) - 1));
}

bool Position::can_redeal() const {
    return next_ == TALON && talon_left_ != 0 && redeal_left();
}

bool Position::place_available(int place) const {
    if (place < PYRAMID) return available() >> place & 1;
    if (place >= PYRAMID + TALON) return false;
    const int slot = place - TALON_PLACE;
    return (slot == next_ && rules_.stock_playable) || slot == waste_top();
}

void Position::generate(MoveList& out) const {
    out.size = 0;
    // The available cards as move places: pyramid places first, then the talon's.
    // (With their ranks, read once: the pairs below look at each card up to 8 times.)
    int places[PYRAMID + 2], ranks[PYRAMID + 2];
    int n = 0;
    for (PlaceMask m = available(); m; m &= m - 1) places[n++] = std::countr_zero(m);
    const int waste = waste_top();
    if (waste >= 0) places[n++] = TALON_PLACE + waste;
    if (next_ < TALON && rules_.stock_playable) places[n++] = TALON_PLACE + next_;
    for (int i = 0; i < n; ++i) {
        ranks[i] = rank_of(place_card(places[i]));
        if (ranks[i] == RANKS)
            out.push(Move::remove(places[i], NO_PLACE, places[i] == TALON_PLACE + next_));
    }
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (ranks[i] + ranks[j] == RANKS)
                out.push(Move::remove(places[i], places[j], places[j] == TALON_PLACE + next_));
    if (next_ < TALON) out.push(Move::draw());
    if (can_redeal()) out.push(Move::redeal());
}

bool Position::is_legal(Move m) const {
    switch (m.kind()) {
    case MoveKind::Draw: return m.bits == Move::draw().bits && next_ < TALON;
    case MoveKind::Redeal: return m.bits == Move::redeal().bits && can_redeal();
    case MoveKind::Remove: break;
    default: return false;
    }
    if (m.bits >> 15) return false;
    const int a = m.first(), b = m.second();
    if (!place_available(a)) return false;
    // The talon card of highest slot is the stock's top exactly when the flag says so.
    const int high = b != NO_PLACE ? b : a;
    if (m.from_stock() != (high == TALON_PLACE + next_)) return false;
    if (b == NO_PLACE) return rank_of(place_card(a)) == RANKS;
    return b > a && place_available(b) && rank_of(place_card(a)) + rank_of(place_card(b)) == RANKS;
}

void Position::do_move(Move m) {
    assert(is_legal(m));
    switch (m.kind()) {
    case MoveKind::Draw: next_ = std::uint8_t(first_left_from(next_ + 1)); return;
    case MoveKind::Redeal:
        next_ = std::uint8_t(first_left_from(0));
        ++redeals_;
        return;
    default: break;
    }
    clear_places(m, pyramid_left_, talon_left_);
    if (m.from_stock()) next_ = std::uint8_t(first_left_from(next_ + 1));
}

void Position::undo_move(Move m) {
    switch (m.kind()) {
    case MoveKind::Draw: next_ = std::uint8_t(waste_top()); return;
    case MoveKind::Redeal:
        next_ = TALON;
        --redeals_;
        return;
    default: break;
    }
    for (const int place : {m.first(), m.second()}) {
        if (place == NO_PLACE) continue;
        if (place < PYRAMID)
            pyramid_left_ |= PlaceMask(1) << place;
        else
            talon_left_ |= SlotMask(1) << (place - TALON_PLACE);
    }
    if (m.from_stock()) next_ = std::uint8_t((m.is_pair() ? m.second() : m.first()) - TALON_PLACE);
}

bool Position::is_won() const {
    return pyramid_left_ == 0 && (rules_.goal == Goal::Pyramid || talon_left_ == 0);
}

std::uint64_t Position::state_bits() const {
    return pack_state(pyramid_left_, talon_left_, next_, rules_.max_passes ? redeals_ : 0);
}

void play_on_masks(Move m, PlaceMask& pyramid, SlotMask& talon, int& next) {
    switch (m.kind()) {
    case MoveKind::Draw: next = first_left_in(talon, next + 1); break;
    case MoveKind::Redeal: next = first_left_in(talon, 0); break;
    default:
        clear_places(m, pyramid, talon);
        if (m.from_stock()) next = first_left_in(talon, next + 1);
    }
}

std::uint64_t Position::state_bits_after(Move m) const {
    // do_move's changes, on copies of the packed fields.
    PlaceMask pyramid = pyramid_left_;
    SlotMask talon = talon_left_;
    int next = next_;
    play_on_masks(m, pyramid, talon, next);
    const std::uint64_t passes = rules_.max_passes ? redeals_ + (m.kind() == MoveKind::Redeal) : 0;
    return pack_state(pyramid, talon, next, passes);
}

void Position::set_state_bits(std::uint64_t bits) {
    pyramid_left_ = PlaceMask(bits & FULL_PYRAMID);
    talon_left_ = SlotMask(bits >> 28 & FULL_TALON);
    next_ = std::uint8_t(bits >> 52 & 31);
    redeals_ = std::uint32_t(bits >> 57 & 63);
}

} // namespace sol::pyramid
