// The plain-text position formats (Klondike's and Spider's "<field>: <value>" files) share
// their lexical rules: '#' starts a comment, blank lines are skipped, a field name is read
// case-blind with its spaces removed ("Tableau 1", "tableau1"), and cards are separated by
// spaces or commas. One reader keeps those rules, and the quoting of hostile input in its
// messages, the same in every game.
#pragma once
#include "core/result.h"
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sol {

bool is_space(char c);
std::string_view trim(std::string_view s);
std::string lower(std::string_view text);
// Whitespace-separated tokens, as written; commas count as spaces so "AC, 2C" reads too.
std::vector<std::string_view> tokens(std::string_view s);

// One "<field>: <value>" line. `where` is "line N" for messages; `name` is lower-cased with
// its spaces removed; `raw_name` is the name as written (trimmed), for messages only.
struct TextField {
    std::string where;
    std::string name;
    std::string_view raw_name;
    std::string_view value;

    // The error for a field given twice, or nothing (and marks `seen`) the first time.
    std::optional<Error> once(bool& seen) const;
    // "line N: unknown field '<raw>' (expected <expected>)".
    Error unknown(std::string_view expected) const;
};

// Calls `read` for each field line of `text`, in order, and stops at its first error. A
// non-empty line without ':' is an error that shows `example` (a well-formed line).
std::optional<Error> read_fields(std::string_view text, std::string_view example,
                                 const std::function<std::optional<Error>(const TextField&)>& read);

} // namespace sol
