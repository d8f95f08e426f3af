// The small interface a game offers to the generic search (docs/conventions.md, 6 One
// search core).
#pragma once
#include <concepts>
#include <cstdint>

namespace sol::search {

// A game state the depth-first search can drive. The state is mutated in place:
// - is_won(): the goal is reached.
// - key(): a hash of everything that decides the future, equal for positions the game
//   treats as interchangeable (symmetry reduction); updated incrementally by do/undo.
// - forced_move(m): true (and m set) when one move is known to keep a win if there is
//   one (a dominance), so the search tries it alone.
// - generate(list): the moves worth trying, best first. It may leave out moves that are
//   provably dominated, and must leave out none other: Unsolvable is a proof.
// - do_move(m) / undo_move(m): exact inverses.
// MoveList is a fixed-capacity array on the stack with `size` and `moves[i]`.
//
// Optionally, base_key(): when key() also encodes a restriction on the moves tried (so
// that the same position is a different node with and without it), base_key() is the key
// of the unrestricted node. A restricted node whose unrestricted twin was already entered
// is skipped: the twin tries a superset of its moves.
template <class G>
concept Game = requires(G& game, const G& cgame, typename G::Move move,
                        typename G::MoveList& list) {
    { cgame.is_won() } -> std::same_as<bool>;
    { cgame.key() } -> std::same_as<std::uint64_t>;
    { cgame.forced_move(move) } -> std::same_as<bool>;
    cgame.generate(list);
    game.do_move(move);
    game.undo_move(move);
    { list.size } -> std::convertible_to<int>;
    { list.moves[0] } -> std::convertible_to<typename G::Move>;
};

// Optionally, dominators(keys): writes up to MAX_DOMINATORS base keys of positions that
// dominate this one (every line from here can be played from there too) and returns how
// many. If one of them was entered, this position is skipped: its exploration either
// failed or is in progress and will find any win this one has.
inline constexpr int MAX_DOMINATORS = 32;

template <class G>
concept HasDominators = requires(const G& cgame, std::uint64_t* keys) {
    { cgame.dominators(keys) } -> std::same_as<int>;
};

template <class G>
concept HasBaseKey = requires(const G& cgame) {
    { cgame.base_key() } -> std::same_as<std::uint64_t>;
};

// Optionally, child_key(m): exactly the base_key() (or, without base_key, the key()) that
// the game will have after do_move(m), computed without playing m. The search prefetches
// the children's table slots with it while it expands a position, and skips a move whose
// child key is already in the table without playing it (the child would be skipped after
// playing it too). So it must be cheap, and right: debug builds check it on every move.
template <class G>
concept HasChildKey = requires(const G& cgame, typename G::Move move) {
    { cgame.child_key(move) } -> std::same_as<std::uint64_t>;
};

// Optionally, with child_key, child_keys(list, keys): child_key(list.moves[i]) into keys[i]
// for every move of a list that generate (or a lone forced move) made, in one call. The
// depth-first search then asks it once per position rather than child_key once per move:
// the moves from one position share most of what their keys read.
template <class G>
concept HasChildKeys = HasChildKey<G> &&
    requires(const G& cgame, const typename G::MoveList& list, std::uint64_t* keys) {
    cgame.child_keys(list, keys);
};

// Optionally, key_hint(m): the key() the game will probably have after do_move(m), or 0,
// computed without playing m. Only a hint: the best-first search prefetches the table slot
// of each child with it when it expands a position (its children are then looked up one
// after the other, each otherwise a memory miss), and never trusts it.
template <class G>
concept HasKeyHint = requires(const G& cgame, typename G::Move move) {
    { cgame.key_hint(move) } -> std::same_as<std::uint64_t>;
};

// Optionally, with child_key, do_move(m, child_key(m)): the same as do_move(m), told the
// key the search computed already, so that it is not computed again.
template <class G>
concept HasKeyedMove = HasChildKey<G> && requires(G& game, typename G::Move move) {
    game.do_move(move, std::uint64_t(0));
};

} // namespace sol::search
