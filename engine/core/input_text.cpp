#include "core/input_text.h"
#include <cstdio>

namespace sol {

namespace {

void append_escaped(std::string& out, std::string_view text, std::size_t max_bytes, bool lines) {
    const std::size_t n = text.size() < max_bytes ? text.size() : max_bytes;
    for (std::size_t i = 0; i < n; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if ((c >= 0x20 && c < 0x7F) || (lines && c == '\n')) {
            out += char(c);
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", unsigned(c));
            out += buf;
        }
    }
    if (n < text.size()) out += "... (" + std::to_string(text.size()) + " bytes)";
}

} // namespace

std::string quote_input(std::string_view text, std::size_t max_bytes) {
    std::string out = "'";
    append_escaped(out, text, max_bytes, false);
    return out + "'";
}

std::string printable_message(std::string_view text, std::size_t max_bytes) {
    std::string out;
    append_escaped(out, text, max_bytes, true);
    return out;
}

} // namespace sol
