#include "settings.h"

#include "core/json.h"

namespace sol::ui {

namespace {
void read_bool(const JsonValue& v, const char* key, bool& out) {
    if (const JsonValue* f = v.find(key); f && f->type == JsonValue::Type::Bool) out = f->boolean;
}
} // namespace

std::string settings_json(const Settings& s) {
    JsonWriter w;
    w.begin_object();
    w.key("autoMove").value(s.auto_move);
    w.key("tapToMove").value(s.tap_to_move);
    w.key("sound").value(s.sound);
    w.end_object();
    return w.str();
}

bool read_settings_json(std::string_view json, Settings& s) {
    const Result<JsonValue> v = parse_json(json);
    if (!v || !v->is_object()) return false;
    read_bool(*v, "autoMove", s.auto_move);
    read_bool(*v, "tapToMove", s.tap_to_move);
    read_bool(*v, "sound", s.sound);
    return true;
}

} // namespace sol::ui
