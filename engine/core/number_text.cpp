#include "core/number_text.h"
#include "core/input_text.h"
#include <string>

namespace sol {

Result<std::uint64_t> parse_u64(std::string_view text, std::string_view what) {
    std::string message = "bad ";
    message.append(what).append(" ").append(quote_input(text)).append(
        ": expected an unsigned 64-bit decimal number");
    if (text.empty() || text.size() > 20) return Error{message};
    std::uint64_t n = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return Error{message};
        const std::uint64_t digit = std::uint64_t(c - '0');
        if (n > (UINT64_MAX - digit) / 10) return Error{message};
        n = n * 10 + digit;
    }
    return n;
}

} // namespace sol
