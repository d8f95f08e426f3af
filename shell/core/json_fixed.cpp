#include "shell/core/json_fixed.h"

#include <cmath>
#include <cstdio>

namespace sol::ui {

JsonWriter& write_fixed(JsonWriter& w, double number, int decimals) {
    if (!std::isfinite(number)) return w.null();
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, number);
    return w.raw(buf);
}

JsonWriter& write_rect(JsonWriter& w, const Rect& r) {
    w.begin_array();
    for (const float v : {r.x, r.y, r.w, r.h}) write_fixed(w, v, 1);
    return w.end_array();
}

} // namespace sol::ui
