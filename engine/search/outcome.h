// The answer of a search and its counters, common to every game's solver.
#pragma once
#include <cstdint>
#include <string_view>

namespace sol::search {

// Solved: a winning line was found (and replayed through the rules by the game's solver).
// Unsolvable: the whole reduced space was searched without a win, which is a proof because
// every pruning rule the games use keeps at least one winning line when one exists.
// Unknown: the search stopped early; UnknownReason says which limit stopped it.
enum class SolveStatus : std::uint8_t { Solved, Unsolvable, Unknown };

// Why a search ended with Unknown. InternalError means a found line failed its replay:
// a solver bug, reported rather than output. GaveUp: an incomplete method (a greedy
// player) stopped within its limits, with no move it would play.
enum class UnknownReason : std::uint8_t {
    None,
    NodeLimit,
    TimeLimit,
    MemoryLimit,
    Cancelled,
    InternalError,
    GaveUp
};

// Counters of one search. `nodes` counts positions entered by a move (forced or chosen),
// so with no time limit hit it is a deterministic function of the position and the code:
// the bench sums it into a signature that changes only when the search does.
struct SearchStats {
    std::uint64_t nodes = 0;
    std::uint64_t transpositions = 0; // moves that led to an already visited position
    std::uint64_t forced = 0;         // nodes entered by a forced (dominant) move
    std::uint64_t stored = 0;         // positions in the transposition table at the end
    std::uint64_t table_bytes = 0;    // transposition table size at the end
    int max_depth = 0;                // longest line of moves explored
    double seconds = 0;
};

constexpr std::string_view status_name(SolveStatus s) {
    switch (s) {
    case SolveStatus::Solved: return "solved";
    case SolveStatus::Unsolvable: return "unsolvable";
    case SolveStatus::Unknown: return "unknown";
    }
    return "?";
}

constexpr std::string_view reason_name(UnknownReason r) {
    switch (r) {
    case UnknownReason::None: return "none";
    case UnknownReason::NodeLimit: return "node-limit";
    case UnknownReason::TimeLimit: return "time-limit";
    case UnknownReason::MemoryLimit: return "memory-limit";
    case UnknownReason::Cancelled: return "cancelled";
    case UnknownReason::InternalError: return "internal-error";
    case UnknownReason::GaveUp: return "gave-up";
    }
    return "?";
}

} // namespace sol::search
