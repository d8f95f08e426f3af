// Helpers shared by the Spider tests: positions from text and fixtures, and a literal
// (slow, obviously correct) move generator to check Position::legal_moves against.
#pragma once
#include "spider/position.h"
#include "spider/position_text.h"
#include "test_util.h"
#include <algorithm>
#include <vector>

namespace spider_test {

using sol::spider::Move;
using sol::spider::Position;

inline Position position(const std::string& text, sol::spider::Rules rules = {}) {
    const auto pos = sol::spider::parse_position(text, rules);
    INFO(pos.error());
    REQUIRE(pos.ok());
    return *pos;
}

inline Position fixture(const std::string& name, sol::spider::Rules rules = {}) {
    return position(test::read_fixture("spider/" + name), rules);
}

// The legal moves as docs/rules.md states them, read off the layout with no shortcut: every
// sequence of face-up cards on top of a pile, in descending order of one suit, onto every
// other pile that is empty or whose top card is one rank higher; and the deal when the
// stock is not empty and no pile is empty (or the game is relaxed, or fewer than 10 cards
// lie on the tableau). Moves are (from, to, count) triples; the deal is (-1, -1, 0).
struct PlainMove {
    int from, to, count;
    bool operator==(const PlainMove&) const = default;
    bool operator<(const PlainMove& o) const {
        return std::tie(from, to, count) < std::tie(o.from, o.to, o.count);
    }
};

inline std::vector<PlainMove> literal_moves(const sol::spider::Layout& l) {
    std::vector<PlainMove> out;
    int on_tableau = 0;
    bool any_empty = false;
    for (int p = 0; p < 10; ++p) on_tableau += l.len[p], any_empty |= l.len[p] == 0;
    for (int from = 0; from < 10; ++from) {
        for (int count = 1; count <= l.len[from] - l.down[from]; ++count) {
            const int first = l.len[from] - count;
            bool ordered = true;
            for (int i = first; i + 1 < l.len[from]; ++i) {
                const sol::Card a = l.cards[from][i], b = l.cards[from][i + 1];
                ordered &=
                    sol::suit_of(a) == sol::suit_of(b) && sol::rank_of(a) == sol::rank_of(b) + 1;
            }
            if (!ordered) continue;
            for (int to = 0; to < 10; ++to) {
                if (to == from) continue;
                if (l.len[to] == 0 || sol::rank_of(l.cards[to][l.len[to] - 1]) ==
                                          sol::rank_of(l.cards[from][first]) + 1)
                    out.push_back({from, to, count});
            }
        }
    }
    if (l.stock_len > 0 && (!any_empty || l.rules.relaxed || on_tableau < 10))
        out.push_back({-1, -1, 0});
    std::sort(out.begin(), out.end());
    return out;
}

inline std::vector<PlainMove> plain(const sol::spider::MoveList& list) {
    std::vector<PlainMove> out;
    for (const Move m : list)
        out.push_back(m.is_deal() ? PlainMove{-1, -1, 0} : PlainMove{m.from(), m.to(), m.count()});
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace spider_test
