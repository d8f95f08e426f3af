#pragma once
// Numbers with a fixed count of decimals in the test hook's JSON (sol::JsonWriter writes
// doubles with six significant digits, which would turn a long clock into 1.23457e+06):
// positions in CSS pixels to a tenth, milliseconds whole.

#include "core/json.h"
#include "shell/core/table_layout.h"

namespace sol::ui {

// `number` with `decimals` digits after the point, as one JSON value.
JsonWriter& write_fixed(JsonWriter& w, double number, int decimals);
// [x,y,w,h] to a tenth of a pixel.
JsonWriter& write_rect(JsonWriter& w, const Rect& r);

} // namespace sol::ui
