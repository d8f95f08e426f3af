#include "shell/core/number_words.h"

#include <cstdio>

namespace sol::ui {

std::string format_time(double ms) {
    const long s = long(ms / 1000);
    char buf[32];
    if (s >= 3600)
        std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    else
        std::snprintf(buf, sizeof buf, "%ld:%02ld", s / 60, s % 60);
    return buf;
}

std::string format_money(int dollars) {
    const long n = dollars;
    return (n < 0 ? "-$" : "$") + std::to_string(n < 0 ? -n : n);
}

} // namespace sol::ui
