// What a search may spend: nodes, wall-clock time, memory, and a flag another thread (or
// the page's worker) raises to stop it. Shared by every game's solver.
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdint>

namespace sol::search {

// What a running search reports to a progress display: nodes entered and time spent so far.
struct Progress {
    std::uint64_t nodes = 0;
    double seconds = 0;
};
using ProgressFn = void (*)(void* context, const Progress& progress);

// The budget of one search. A zero node or time limit means "none". The memory limit
// bounds every structure that grows with the search: the transposition tables, the
// depth-first search's stack of frames, a best-first search's nodes and queue (a solver
// that runs several searches at once splits it among them, see klondike/solver.cpp); the
// default keeps a native process well under 1 GB even while the table is being doubled.
// `cancel` may be null; when set, the search polls it every few thousand nodes, so a
// cancel takes effect within about a millisecond.
struct Limits {
    std::uint64_t node_limit = 0;
    double time_limit_seconds = 0;
    std::size_t memory_limit_bytes = std::size_t(768) << 20;
    const std::atomic<bool>* cancel = nullptr;
    // When set, called on the searching thread at the cancel poll, at most once every
    // `progress_interval_seconds`, so a page can show that a long solve is alive. A plain
    // function and a context, not std::function: it is copied into every search.
    ProgressFn progress = nullptr;
    void* progress_context = nullptr;
    double progress_interval_seconds = 0.25;
};

} // namespace sol::search
