// Fuzz target: the JSON reader, as the solver module reads its requests
// (shell/worker/solver_bridge.cpp: {"preset", "position" | "seed", "limits": {...}}) and
// as deal files use it. A document that reads is walked whole.
#include "core/json.h"
#include <cstdint>
#include <string_view>

namespace {
std::size_t walk(const sol::JsonValue& v, int depth) {
    std::size_t n = 1;
    for (const sol::JsonValue& item : v.items) n += walk(item, depth + 1);
    for (const sol::JsonMember& m : v.members) n += walk(m.value, depth + 1);
    return n;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto doc = sol::parse_json(text);
    if (!doc) return 0;
    if (walk(*doc, 0) > sol::JSON_MAX_VALUES) __builtin_trap();
    for (const char* key : {"preset", "position", "seed", "limits", "timeMs", "nodes", "memoryMb"})
        if (const sol::JsonValue* v = doc->find(key)) (void)sol::json_quote(v->string);
    return 0;
}
