#include "bridge.h"

#include "app.h"

#include <emscripten.h>

#include <cstdio>
#include <string>

namespace game::bridge {

namespace {

const App* attached = nullptr;

void append_rect(std::string& out, const Rect& r) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "[%.2f,%.2f,%.2f,%.2f]", r.x, r.y, r.w, r.h);
    out += buf;
}

template <class Rects>
void append_rects(std::string& out, const Rects& rects) {
    out += '[';
    for (size_t i = 0; i < rects.size(); ++i) {
        if (i) out += ',';
        append_rect(out, rects[i]);
    }
    out += ']';
}

} // namespace

// EM_JS bodies are JavaScript; `Module` is the page's module object.
EM_JS(void, js_game_ready, (), {
    if (Module.onGameReady) Module.onGameReady();
});
EM_JS(void, js_game_failed, (const char* message), {
    if (Module.onGameError) Module.onGameError(UTF8ToString(message));
});

void attach(const App* app) {
    attached = app;
}

void frame_drawn(long frame) {
    if (frame == 1) js_game_ready();
}

void fail(const char* message) {
    js_game_failed(message);
}

} // namespace game::bridge

extern "C" {

// Frames drawn since start: the page's tests wait for a few before looking.
EMSCRIPTEN_KEEPALIVE long game_frame_count() {
    return game::bridge::attached ? game::bridge::attached->frames() : 0;
}

// The table's pile rectangles in CSS pixels as JSON:
// {"card":[w,h],"stock":[x,y,w,h],"waste":[...],"foundations":[[...]x4],"tableau":[[...]x7]}.
// The pointer stays valid until the next call.
EMSCRIPTEN_KEEPALIVE const char* game_layout_json() {
    static std::string json;
    json.clear();
    if (!game::bridge::attached) return "null";
    const game::TableLayout& t = game::bridge::attached->layout();
    char card[64];
    std::snprintf(card, sizeof card, "{\"card\":[%.2f,%.2f],\"stock\":", t.card_w, t.card_h);
    json += card;
    game::bridge::append_rect(json, t.stock);
    json += ",\"waste\":";
    game::bridge::append_rect(json, t.waste);
    json += ",\"foundations\":";
    game::bridge::append_rects(json, t.foundations);
    json += ",\"tableau\":";
    game::bridge::append_rects(json, t.tableau);
    json += '}';
    return json.c_str();
}

} // extern "C"
