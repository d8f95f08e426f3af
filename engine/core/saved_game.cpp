#include "core/saved_game.h"
#include "core/input_text.h"
#include <string>

namespace sol {

Result<std::vector<std::uint32_t>> parse_move_codes(std::string_view text) {
    std::vector<std::uint32_t> codes;
    if (text.empty()) return codes;
    std::size_t start = 0;
    for (;;) {
        const std::size_t comma = text.find(',', start);
        const std::string_view item =
            text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        if (codes.size() >= MAX_SAVED_MOVES)
            return Error{"saved game: more than " + std::to_string(MAX_SAVED_MOVES) + " moves"};
        if (item.empty() || item.size() > 10)
            return Error{"saved game: bad move code " + quote_input(item)};
        std::uint64_t n = 0;
        for (const char c : item) {
            if (c < '0' || c > '9') return Error{"saved game: bad move code " + quote_input(item)};
            n = n * 10 + std::uint64_t(c - '0');
        }
        if (n > UINT32_MAX) return Error{"saved game: bad move code " + quote_input(item)};
        codes.push_back(std::uint32_t(n));
        if (comma == std::string_view::npos) return codes;
        start = comma + 1;
    }
}

double saved_elapsed_ms(double ms) {
    return ms >= 0 && ms <= MAX_SAVED_ELAPSED_MS ? ms : 0; // NaN fails both tests
}

} // namespace sol
