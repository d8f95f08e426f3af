// A player's hands on one deal, for the input rules' tests: presses, releases, drags and keys
// sent through the shell core's TableInput (shell/core/table_input.h) at the rectangles the
// table's layout gives, on the test's own clock; each move the input asks for is played on
// the deal (as the table does, a frame later) and written down with what else the input
// said: a card chosen, cards picked up, a shake, a notice.
#pragma once
#include "table_util.h"

#include "shell/core/table_input.h"
#include "shell/core/table_layout.h"

#include <string>
#include <vector>

namespace test {

// A point on card `index` of pile `p` that no other card covers (index -1: the empty pile's
// slot), as an event of `kind` at `ms`; fails the test if there is none.
sol::ui::TableEvent event_at(const sol::ui::TableGeometry& g,
                             const std::vector<sol::ui::PileView>& piles, int p, int index,
                             sol::ui::TableEvent::Kind kind, double ms);

struct Hands {
    Deal deal;
    sol::ui::TableInput input;
    sol::ui::TableInput::Options options;
    std::vector<sol::ui::PileView> piles;
    sol::ui::TableGeometry geometry;
    double ms = 10000; // the test's clock

    // Deal `seed` of the preset at `url`, played along `line` (engine notation).
    Hands(std::string_view url, std::uint64_t seed, std::string_view line = "");

    // What the input asked for since the last take(): the moves played (their text), then
    // "choose" (a card chosen for a pair), "hold" (cards picked up with the keys), "shake"
    // (a card asked to move in vain; "shake2" for a pair's two cards) and each notice in
    // quotes; "-" when nothing at all.
    std::string take();
    std::vector<std::string> moves; // every move played since the start

    // A point on card `index` of pile `p` that no other card covers (index -1: the empty
    // pile's slot); fails the test if there is none.
    sol::ui::TableEvent at(int p, int index, sol::ui::TableEvent::Kind kind) const;

    // Gestures. `gap`: ms between a release and the next press of a double.
    void click(int p, int index);
    void double_click(int p, int index, double gap = 150);
    void drag(int p, int index, int dest);
    void key(sol::ui::TableKey k, bool shift = false);
    // The keyboard cursor to pile p (Tab from where it is), then Enter.
    void enter(int p);

    // Queues `e` and runs the input until every event is taken, a move at a time.
    void send(sol::ui::TableEvent e);
    // A press at `e`'s point now, and its release 60 ms later.
    void press(sol::ui::TableEvent e);
    void layout();

  private:
    std::string said_;
};

} // namespace test
