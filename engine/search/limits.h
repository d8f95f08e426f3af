// What a search may spend: nodes, wall-clock time, memory, and a flag another thread (or
// the page's worker) raises to stop it. Shared by every game's solver.
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdint>

namespace sol::search {

// The budget of one search. A zero node or time limit means "none". The memory limit
// bounds the transposition table, the only structure that grows with the search; the
// default keeps a native process well under 1 GB even while the table is being doubled.
// `cancel` may be null; when set, the search polls it every few thousand nodes, so a
// cancel takes effect within about a millisecond.
struct Limits {
    std::uint64_t node_limit = 0;
    double time_limit_seconds = 0;
    std::size_t memory_limit_bytes = std::size_t(768) << 20;
    const std::atomic<bool>* cancel = nullptr;
};

} // namespace sol::search
