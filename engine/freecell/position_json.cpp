#include "freecell/position_json.h"
#include "core/card_text.h"

namespace sol::freecell {

void write_position_members(JsonWriter& w, const Position& pos) {
    const Rules& rules = pos.rules();
    w.key("rules").begin_object();
    w.key("cells").value(int(rules.cells));
    w.key("build").value(rules.build == Build::Suit ? "suit" : "alternate");
    w.end_object();
    w.key("columns").begin_array();
    for (int c = 0; c < COLUMNS; ++c) {
        w.begin_array();
        for (int i = 0; i < pos.column_len(c); ++i) w.value(card_text(pos.column_card(c, i)));
        w.end_array();
    }
    w.end_array();
    w.key("cells").begin_array();
    for (int i = 0; i < rules.cells; ++i) {
        if (pos.cell(i) == NO_CARD)
            w.null();
        else
            w.value(card_text(pos.cell(i)));
    }
    w.end_array();
    w.key("foundations").begin_array();
    for (int s = 0; s < SUITS; ++s) w.value(pos.foundation(s));
    w.end_array();
}

} // namespace sol::freecell
