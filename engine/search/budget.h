// The one check of a search's limits, shared by the depth-first and best-first searches.
#pragma once
#include "search/limits.h"
#include "search/outcome.h"
#include <chrono>
#include <cstdint>

namespace sol::search {

// Whether a search may go on, asked after every node. The node limit is exact (the search
// stops at that very node); the rest is polled every POLL_INTERVAL nodes, because the clock
// is not free and a cancel or a time limit a few microseconds late does not matter: the
// memory the search holds, the cancel flag, the clock (time counts from the first call of
// the search, pauses included: a solver's deadline is on the wall clock), and the progress
// report, at most once every progress_interval_seconds.
class Budget {
  public:
    static constexpr std::uint64_t POLL_INTERVAL = 1024;

    explicit Budget(const Limits& limits) : limits_(limits) {}

    // Starts the clock (the first call of the search; later calls keep it).
    void start() {
        if (started_) return;
        started_ = true;
        start_ = std::chrono::steady_clock::now();
        next_progress_ = limits_.progress_interval_seconds;
    }
    double seconds() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    }
    // True (and `reason` set) when a limit is reached after `nodes` nodes. `bytes()` is what
    // the search holds now (called only at a poll).
    template <class Bytes>
    bool over(std::uint64_t nodes, Bytes bytes, UnknownReason& reason) {
        if (limits_.node_limit && nodes >= limits_.node_limit) {
            reason = UnknownReason::NodeLimit;
            return true;
        }
        if (nodes % POLL_INTERVAL) return false;
        if (bytes() > limits_.memory_limit_bytes) {
            reason = UnknownReason::MemoryLimit;
            return true;
        }
        if (limits_.cancel && limits_.cancel->load(std::memory_order_relaxed)) {
            reason = UnknownReason::Cancelled;
            return true;
        }
        if (limits_.time_limit_seconds <= 0 && !limits_.progress) return false;
        const double spent = seconds();
        if (limits_.progress && spent >= next_progress_) {
            next_progress_ = spent + limits_.progress_interval_seconds;
            limits_.progress(limits_.progress_context, Progress{nodes, spent});
        }
        if (limits_.time_limit_seconds > 0 && spent >= limits_.time_limit_seconds) {
            reason = UnknownReason::TimeLimit;
            return true;
        }
        return false;
    }
    const Limits& limits() const { return limits_; }
    // Sets the node limit (0: none) for the rest of the search.
    void set_node_limit(std::uint64_t nodes) { limits_.node_limit = nodes; }

  private:
    Limits limits_;
    std::chrono::steady_clock::time_point start_{};
    double next_progress_ = 0; // seconds since start_ at which progress is next reported
    bool started_ = false;
};

} // namespace sol::search
