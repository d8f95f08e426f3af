#include "shell/core/settings.h"

#include "core/json.h"

namespace sol::ui {

namespace {
void read_bool(const JsonValue& v, const char* key, bool& out) {
    if (const JsonValue* f = v.find(key); f && f->type == JsonValue::Type::Bool) out = f->boolean;
}
// A choice stored by its id: an id not in `choices` leaves `out` as it was.
template <size_t N>
void read_choice(const JsonValue& v, const char* key, const Choice (&choices)[N], int& out) {
    if (const JsonValue* f = v.find(key); f && f->is_string())
        if (const int i = choice_index(choices, f->string); i >= 0) out = i;
}
} // namespace

std::string settings_json(const Settings& s) {
    JsonWriter w;
    w.begin_object();
    w.key("autoMove").value(s.auto_move);
    w.key("tapToMove").value(s.tap_to_move);
    w.key("cardBack").value(CARD_BACKS[s.card_back].id);
    w.key("felt").value(FELTS[s.felt].id);
    w.key("fourColour").value(s.four_colour);
    w.key("largeIndices").value(s.large_indices);
    w.key("leftHanded").value(s.left_handed);
    w.key("sound").value(s.sound);
    w.end_object();
    return w.str();
}

bool read_settings_json(std::string_view json, Settings& s) {
    const Result<JsonValue> v = parse_json(json);
    if (!v || !v->is_object()) return false;
    read_bool(*v, "autoMove", s.auto_move);
    read_bool(*v, "tapToMove", s.tap_to_move);
    read_choice(*v, "cardBack", CARD_BACKS, s.card_back);
    read_choice(*v, "felt", FELTS, s.felt);
    read_bool(*v, "fourColour", s.four_colour);
    read_bool(*v, "largeIndices", s.large_indices);
    read_bool(*v, "leftHanded", s.left_handed);
    read_bool(*v, "sound", s.sound);
    return true;
}

} // namespace sol::ui
