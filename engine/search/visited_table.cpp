#include "search/visited_table.h"
#include <atomic>

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
