#include "core/field_text.h"
#include "core/input_text.h"

namespace sol {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return out;
}

std::vector<std::string_view> tokens(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (is_space(s[i]) || s[i] == ',')) ++i;
        std::size_t j = i;
        while (j < s.size() && !is_space(s[j]) && s[j] != ',') ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

std::optional<Error> TextField::once(bool& seen) const {
    if (seen) return Error{where + ": " + quote_input(name) + " given twice"};
    seen = true;
    return std::nullopt;
}

Error TextField::unknown(std::string_view expected) const {
    return Error{where + ": unknown field " + quote_input(raw_name) + " (expected " +
                 std::string(expected) + ")"};
}

std::optional<Error>
read_fields(std::string_view text, std::string_view example,
            const std::function<std::optional<Error>(const TextField&)>& read) {
    int line_no = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++line_no;
        if (const auto hash = line.find('#'); hash != std::string_view::npos)
            line = line.substr(0, hash);
        line = trim(line);
        if (line.empty()) continue;
        TextField f;
        f.where = "line " + std::to_string(line_no);
        const auto colon = line.find(':');
        if (colon == std::string_view::npos)
            return Error{f.where + ": expected '<field>: <value>', e.g. '" + std::string(example) +
                         "'"};
        f.raw_name = trim(line.substr(0, colon));
        for (const char c : lower(f.raw_name))
            if (!is_space(c)) f.name += c;
        f.value = trim(line.substr(colon + 1));
        if (auto e = read(f)) return e;
    }
    return std::nullopt;
}

} // namespace sol
