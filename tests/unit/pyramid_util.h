// Helpers shared by the Pyramid engine tests: positions from short texts, and a literal
// (slow, obviously correct) breadth-first count of the fewest moves to a win.
#pragma once
#include "pyramid/position.h"
#include "pyramid/position_text.h"
#include <catch2/catch.hpp>
#include <deque>
#include <unordered_map>

namespace test {

// A position from our text form; the test fails at once if it does not read.
inline sol::pyramid::Position pyramid_position(const std::string& text,
                                               const sol::pyramid::Rules& rules = {}) {
    auto pos = sol::pyramid::parse_position(text, rules);
    INFO(text);
    INFO(pos.error());
    REQUIRE(pos.ok());
    return *pos;
}

// The fewest moves from `start` to a won position, by breadth-first search over every
// legal move of Position::generate (no pruning, no bound), or -1 when none wins. States
// are told apart by everything in them: the masks, the stock's top and the redeals (but
// for unlimited passes, where the count changes nothing the rules allow).
inline int literal_shortest_win(const sol::pyramid::Position& start) {
    using sol::pyramid::Position;
    auto id = [](const Position& p) {
        const std::uint64_t redeals = p.rules().max_passes ? p.redeals() : 0;
        return std::uint64_t(p.pyramid_left()) | std::uint64_t(p.talon_left()) << 28 |
               std::uint64_t(p.next()) << 52 | redeals << 58;
    };
    std::unordered_map<std::uint64_t, int> distance{{id(start), 0}};
    std::deque<Position> queue{start};
    while (!queue.empty()) {
        const Position pos = queue.front();
        queue.pop_front();
        const int d = distance[id(pos)];
        if (pos.is_won()) return d;
        sol::pyramid::MoveList moves;
        pos.generate(moves);
        for (const auto m : moves) {
            Position next = pos;
            next.do_move(m);
            if (distance.emplace(id(next), d + 1).second) queue.push_back(next);
        }
    }
    return -1;
}

} // namespace test
