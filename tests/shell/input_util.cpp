#include "input_util.h"

namespace test {

using sol::ui::TableEvent;
using sol::ui::TableKey;

Hands::Hands(std::string_view url, std::uint64_t seed, std::string_view line)
    : deal(preset(url), seed) {
    deal.play(line);
    layout();
}

void Hands::layout() {
    // A desktop window's table, laid out as the page lays it out.
    const sol::ui::TableArea area{1280, 800, 20, 40, 1};
    const std::vector<sol::ui::TableShape> shapes = deal.table->shapes();
    const sol::ui::TableShape& shape = shapes[sol::ui::choose_shape(area, shapes)];
    piles.clear();
    for (int p = 0; p < deal.table->pile_count(); ++p)
        piles.push_back(deal.table->pile(p, shape.shape));
    geometry = sol::ui::layout_table(area, shape, piles);
}

std::string Hands::take() {
    std::string out = said_;
    if (input.selected() >= 0) out += " choose";
    if (input.held() >= 0) out += " hold";
    said_.clear();
    if (out.empty()) return "-";
    return out.substr(1);
}

TableEvent event_at(const sol::ui::TableGeometry& g, const std::vector<sol::ui::PileView>& piles,
                    int p, int index, TableEvent::Kind kind, double ms) {
    const sol::ui::PileGeometry& pg = g.piles[size_t(p)];
    const sol::ui::Rect r = index < 0 ? pg.slot : pg.cards[size_t(index)];
    // The card's visible part: the first point of a grid over it that hits it (fine enough
    // for the strip of a face-down card under others).
    for (int gy = 1; gy < 40; ++gy)
        for (int gx = 1; gx < 8; ++gx) {
            const float x = r.x + r.w * float(gx) / 8, y = r.y + r.h * float(gy) / 40;
            const sol::ui::Hit h = sol::ui::hit_test(g, piles, x, y);
            if (h.pile == p && (h.index == index || (index < 0 && piles[size_t(p)].cards.empty())))
                return TableEvent{kind, x, y, ms};
        }
    FAIL("no visible point on pile " << p << " card " << index);
    return {};
}

TableEvent Hands::at(int p, int index, TableEvent::Kind kind) const {
    return event_at(geometry, piles, p, index, kind, ms);
}

void Hands::send(TableEvent e) {
    input.queue(e);
    for (int guard = 0; guard < 16; ++guard) {
        const sol::ui::InputResult r = input.update(*deal.table, geometry, piles, options);
        if (r.move) {
            REQUIRE(deal.table->is_legal(*r.move));
            const std::string text = deal.table->move_text(*r.move);
            said_ += " " + text;
            moves.push_back(text);
            deal.play_move(*r.move);
            layout();
        }
        if (r.refused.pile >= 0) said_ += r.refused_also.pile >= 0 ? " shake2" : " shake";
        if (!r.notice.empty()) said_ += " '" + r.notice + "'";
        if (!input.pending()) return;
    }
    FAIL("the input did not take its events");
}

void Hands::press(TableEvent e) {
    e.kind = TableEvent::Down;
    e.ms = ms;
    send(e);
    e.kind = TableEvent::Up;
    e.ms = ms += 60;
    send(e);
}

void Hands::click(int p, int index) {
    ms += 1000; // a click of its own, long after any other
    press(at(p, index, TableEvent::Down));
}

void Hands::double_click(int p, int index, double gap) {
    ms += 1000;
    const TableEvent e = at(p, index, TableEvent::Down);
    press(e);
    // The second press lands where the first did, whatever the first one moved.
    ms += gap;
    press(e);
}

void Hands::drag(int p, int index, int dest) {
    ms += 1000;
    TableEvent e = at(p, index, TableEvent::Down);
    send(e);
    const sol::ui::Rect& card = geometry.piles[size_t(p)].cards[size_t(index)];
    const sol::ui::PileGeometry& d = geometry.piles[size_t(dest)];
    const sol::ui::Rect& onto = d.cards.empty() ? d.slot : d.cards.back();
    // The lead card's corner onto the destination's top card: the pointer keeps its grip.
    const float gx = e.x - card.x, gy = e.y - card.y;
    for (int step = 1; step <= 4; ++step) {
        e.kind = TableEvent::Move;
        e.x += (onto.x + gx - e.x) * float(step) / 4;
        e.y += (onto.y + gy - e.y) * float(step) / 4;
        e.ms = ms += 16;
        send(e);
    }
    e.kind = TableEvent::Up;
    e.x = onto.x + gx, e.y = onto.y + gy;
    e.ms = ms += 16;
    send(e);
}

void Hands::key(TableKey k, bool shift) {
    TableEvent e;
    e.kind = TableEvent::Key;
    e.key = k;
    e.shift = shift;
    e.ms = ms += 100;
    send(e);
}

void Hands::enter(int p) {
    if (!input.keyboard_active()) key(TableKey::Tab); // the first key shows the cursor
    const int n = deal.table->pile_count();
    for (int guard = 0; guard < n && input.cursor() != p; ++guard) key(TableKey::Tab);
    REQUIRE(input.cursor() == p);
    key(TableKey::Enter);
}

} // namespace test
