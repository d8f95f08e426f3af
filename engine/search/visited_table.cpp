#include "search/visited_table.h"
#include <atomic>
#include <cstdlib>
#include <cstring>
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

void* zeroed_array(std::size_t bytes) noexcept {
#if defined(__linux__) && !defined(__EMSCRIPTEN__) && defined(MADV_HUGEPAGE)
    constexpr std::size_t LARGE_PAGE = std::size_t(2) << 20;
    // (The tables' arrays are powers of two: from 2 MB on, whole large pages.)
    if (bytes >= LARGE_PAGE && bytes % LARGE_PAGE == 0) {
        void* p = std::aligned_alloc(LARGE_PAGE, bytes);
        if (!p) return nullptr;
        madvise(p, bytes, MADV_HUGEPAGE); // a hint: refused, the pages stay small
        std::memset(p, 0, bytes);
        return p;
    }
#endif
    return std::calloc(bytes ? bytes : 1, 1);
}

void free_array(void* p) noexcept {
    std::free(p);
}
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
