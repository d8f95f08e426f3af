#include "core/deal_file.h"
#include <string>

namespace sol {

Result<std::string_view> deal_file_body(std::string_view text) {
    if (text.size() > MAX_DEAL_BYTES)
        return Error{"the deal is " + std::to_string(text.size()) +
                     " bytes; a deal file is at most " + std::to_string(MAX_DEAL_BYTES) + " bytes"};
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    return text;
}

bool looks_like_json(std::string_view text) {
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
        return c == '{';
    }
    return false;
}

} // namespace sol
