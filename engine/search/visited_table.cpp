#include "search/visited_table.h"
#include <atomic>
#include <cstdint>
#include <cstdlib>
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#endif

namespace sol::search {

namespace {
std::atomic<std::size_t> live_bytes{0}, peak_bytes{0};
} // namespace

namespace detail {
void count_table_alloc(std::size_t bytes) {
    const std::size_t now = live_bytes += bytes;
    std::size_t peak = peak_bytes.load();
    while (now > peak && !peak_bytes.compare_exchange_weak(peak, now)) {
    }
}
void count_table_free(std::size_t bytes) {
    live_bytes -= bytes;
}

#if defined(__linux__) && !defined(__EMSCRIPTEN__) && defined(MADV_HUGEPAGE)
namespace {
constexpr std::size_t LARGE_PAGE = std::size_t(2) << 20;
// (The tables' arrays are powers of two: from 2 MB on, whole large pages.)
bool large(std::size_t bytes) {
    return bytes >= LARGE_PAGE && bytes % LARGE_PAGE == 0;
}
// Fresh zeroed pages of the system, aligned to a large page, or nullptr.
void* map_large(std::size_t bytes) {
    void* p = mmap(nullptr, bytes + LARGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                   -1, 0);
    if (p == MAP_FAILED) return nullptr;
    const auto at = reinterpret_cast<std::uintptr_t>(p);
    const std::uintptr_t aligned = (at + LARGE_PAGE - 1) & ~(LARGE_PAGE - 1);
    if (aligned > at) munmap(p, aligned - at);
    munmap(reinterpret_cast<void*>(aligned + bytes), at + LARGE_PAGE - aligned);
    // A hint: refused, the pages stay small.
    madvise(reinterpret_cast<void*>(aligned), bytes, MADV_HUGEPAGE);
    return reinterpret_cast<void*>(aligned);
}
} // namespace

void* zeroed_array(std::size_t bytes) noexcept {
    if (large(bytes)) return map_large(bytes); // already zero, faulted in as touched
    return std::calloc(bytes ? bytes : 1, 1);
}

void free_array(void* p, std::size_t bytes) noexcept {
    if (p && large(bytes))
        munmap(p, bytes);
    else
        std::free(p);
}

void* doubled_array(void* p, std::size_t bytes) noexcept {
    if (!large(bytes)) return nullptr;
    void* to = map_large(2 * bytes);
    if (!to) return nullptr;
    // The old pages replace the first half's (not yet touched) ones: no copy, no fault.
    if (mremap(p, bytes, bytes, MREMAP_MAYMOVE | MREMAP_FIXED, to) == MAP_FAILED) {
        munmap(to, 2 * bytes);
        return nullptr;
    }
    return to;
}
#else
void* zeroed_array(std::size_t bytes) noexcept {
    return std::calloc(bytes ? bytes : 1, 1);
}

void free_array(void* p, std::size_t) noexcept {
    std::free(p);
}

void* doubled_array(void*, std::size_t) noexcept {
    return nullptr;
}
#endif
} // namespace detail

std::size_t visited_tables_bytes() {
    return live_bytes.load();
}
std::size_t visited_tables_peak_bytes() {
    return peak_bytes.load();
}
void reset_visited_tables_peak() {
    peak_bytes = live_bytes.load();
}

} // namespace sol::search
