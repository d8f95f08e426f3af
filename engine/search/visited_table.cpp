#include "search/visited_table.h"
#include <atomic>
#include <cassert>
#include <new>

namespace sol::search {

namespace {
std::atomic<std::size_t> live_bytes{0}, peak_bytes{0};

void count_alloc(std::size_t bytes) {
    const std::size_t now = live_bytes += bytes;
    std::size_t peak = peak_bytes.load();
    while (now > peak && !peak_bytes.compare_exchange_weak(peak, now)) {}
}
void count_free(std::size_t bytes) {
    live_bytes -= bytes;
}
} // namespace

std::size_t visited_tables_bytes() {
    return live_bytes.load();
}
std::size_t visited_tables_peak_bytes() {
    return peak_bytes.load();
}
void reset_visited_tables_peak() {
    peak_bytes = live_bytes.load();
}

VisitedTable::~VisitedTable() {
    if (slots_) count_free(bytes());
}

VisitedTable::VisitedTable(std::size_t max_bytes, std::size_t initial_slots)
    : max_bytes_(max_bytes) {
    assert((initial_slots & (initial_slots - 1)) == 0 && "capacity must be a power of two");
    // Never start above the budget: shrink the first array until it fits (at least 1 KB).
    while (initial_slots > 128 && initial_slots * sizeof(std::uint64_t) > max_bytes)
        initial_slots /= 2;
    slots_.reset(new std::uint64_t[initial_slots]());
    mask_ = initial_slots - 1;
    count_alloc(bytes());
    grow_at_ = initial_slots / 2;
}

VisitedTable::Insert VisitedTable::insert_new(std::uint64_t key) {
    std::size_t i = std::size_t(key) & mask_;
    while (slots_[i]) i = (i + 1) & mask_;
    slots_[i] = key;
    ++size_;
    return Insert::Added;
}

bool VisitedTable::grow() {
    if (at_max_) return false;
    const std::size_t old_capacity = mask_ + 1;
    const std::size_t new_capacity = old_capacity * 2;
    // While rehashing, the old and the new array are both alive. Allocation failure (a
    // browser refusing more wasm memory) is treated like the budget being reached.
    std::uint64_t* fresh = nullptr;
    if ((old_capacity + new_capacity) * sizeof(std::uint64_t) <= max_bytes_)
        fresh = new (std::nothrow) std::uint64_t[new_capacity]();
    if (!fresh) {
        // Use the array we have up to 7/8 full; linear probing is still fine there.
        at_max_ = true;
        grow_at_ = old_capacity - old_capacity / 8;
        return size_ < grow_at_;
    }
    count_alloc(new_capacity * sizeof(std::uint64_t));
    std::unique_ptr<std::uint64_t[]> old = std::move(slots_);
    slots_.reset(fresh);
    mask_ = new_capacity - 1;
    for (std::size_t i = 0; i < old_capacity; ++i) {
        const std::uint64_t key = old[i];
        if (!key) continue;
        std::size_t j = std::size_t(key) & mask_;
        while (slots_[j]) j = (j + 1) & mask_;
        slots_[j] = key;
    }
    old.reset();
    count_free(old_capacity * sizeof(std::uint64_t));
    grow_at_ = new_capacity / 2;
    return true;
}

} // namespace sol::search
