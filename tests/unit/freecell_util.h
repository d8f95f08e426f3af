// Helpers shared by the FreeCell engine tests: positions from short texts, and a seeded
// walk of random legal moves.
#pragma once
#include "core/card_text.h"
#include "core/rng.h"
#include "freecell/position.h"
#include "freecell/position_text.h"
#include <catch2/catch.hpp>
#include <sstream>
#include <string>

namespace test {

// A position from our text format where the foundations line may be left out: every card
// the text does not mention goes to its suit's foundation (so a test names only the cards
// that matter). The unmentioned cards of each suit must be A..n of that suit. Columns the
// text leaves out are empty.
inline sol::freecell::Position fc_position(const std::string& text,
                                           const sol::freecell::Rules& rules = {}) {
    using namespace sol;
    bool mentioned[64] = {};
    std::istringstream words(text);
    std::string word;
    while (words >> word)
        if (auto c = parse_card(word)) mentioned[*c] = true;
    std::string full = text + "\nfoundations:";
    bool any = false;
    for (int s = 0; s < SUITS; ++s) {
        int top = 0;
        while (top < RANKS && !mentioned[make_card(top + 1, s)]) ++top;
        if (top) {
            full += ' ';
            full += card_text(make_card(top, s));
            any = true;
        }
    }
    if (!any) full += " -";
    for (int c = 1; c <= sol::freecell::COLUMNS; ++c)
        if (text.find("column " + std::to_string(c) + ":") == std::string::npos)
            full += "\ncolumn " + std::to_string(c) + ": -";
    auto pos = sol::freecell::parse_position(full, rules);
    INFO(full);
    INFO(pos.error());
    REQUIRE(pos.ok());
    return *pos;
}

// Plays up to `steps` random legal moves (a fixed function of `seed`), stopping early when
// none is legal; the moves played are appended to `played` when given.
template <class Visit>
void random_walk(sol::freecell::Position& pos, std::uint64_t seed, int steps, Visit visit) {
    sol::Rng rng(seed);
    for (int i = 0; i < steps; ++i) {
        sol::freecell::MoveList list;
        pos.generate(list);
        if (list.size == 0) return;
        const sol::freecell::Move m = list.moves[std::size_t(rng.below(std::uint64_t(list.size)))];
        visit(pos, m);
        pos.do_move(m);
    }
}

} // namespace test
