#include "klondike/position_json.h"
#include "core/card_text.h"

namespace sol::klondike {

namespace {
void write_cards(JsonWriter& w, const Card* cards, int n) {
    w.begin_array();
    for (int i = 0; i < n; ++i) w.value(card_text(cards[i]));
    w.end_array();
}
} // namespace

void write_position_members(JsonWriter& w, const Position& pos) {
    const Layout l = pos.layout();
    w.key("rules").begin_object();
    w.key("draw").value(int(l.rules.draw));
    w.key("passes").value(int(l.rules.max_passes));
    w.key("scoring").value(l.rules.scoring == Scoring::Vegas ? "vegas" : "standard");
    w.end_object();
    w.key("tableau").begin_array();
    for (const LayoutPile& pile : l.piles) {
        w.begin_object();
        w.key("face_down");
        write_cards(w, pile.cards.data(), pile.down);
        w.key("face_up");
        write_cards(w, pile.cards.data() + pile.down, pile.len - pile.down);
        w.end_object();
    }
    w.end_array();
    w.key("stock");
    write_cards(w, l.talon.data() + l.waste_len, l.talon_len - l.waste_len);
    w.key("waste");
    write_cards(w, l.talon.data(), l.waste_len);
    w.key("foundations").begin_array();
    for (const int n : l.foundation) w.value(n);
    w.end_array();
    w.key("redeals").value(l.redeals);
}

} // namespace sol::klondike
