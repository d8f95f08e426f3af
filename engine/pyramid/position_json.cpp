#include "pyramid/position_json.h"
#include "core/card_text.h"

namespace sol::pyramid {

void write_position_members(JsonWriter& w, const Position& pos) {
    const Rules& rules = pos.rules();
    w.key("rules").begin_object();
    w.key("passes").value(int(rules.max_passes)); // 0: unlimited
    w.key("stock_playable").value(rules.stock_playable);
    w.key("goal").value(rules.goal == Goal::Pyramid ? "pyramid" : "all");
    w.end_object();
    w.key("pyramid").begin_array();
    for (int r = 0; r < ROWS; ++r) {
        w.begin_array();
        for (int c = 0; c <= r; ++c) {
            const int p = place_of(r, c);
            if (pos.pyramid_left() >> p & 1)
                w.value(card_text(pos.pyramid_card(p)));
            else
                w.null();
        }
        w.end_array();
    }
    w.end_array();
    w.key("stock").begin_array();
    for (int t = pos.next(); t < TALON; ++t)
        if (pos.talon_left() >> t & 1) w.value(card_text(pos.talon_card(t)));
    w.end_array();
    w.key("waste").begin_array();
    for (int t = 0; t < pos.next(); ++t)
        if (pos.talon_left() >> t & 1) w.value(card_text(pos.talon_card(t)));
    w.end_array();
    w.key("redeals").value(std::uint64_t(pos.redeals()));
}

} // namespace sol::pyramid
