// The property every game's move-text reader must keep, shared by the fuzz targets: a line
// that reads replays, each move legal where it is played. parse_move and parse_moves are
// found in the position's own namespace (each game defines them alike).
#pragma once
#include <cstdlib>
#include <string_view>

template <class Position>
void check_move_text(const Position& start, std::string_view text) {
    (void)parse_move(start, text);
    const auto moves = parse_moves(start, text);
    if (!moves) return;
    Position pos = start;
    for (const auto m : *moves) {
        if (!pos.is_legal(m)) std::abort();
        pos.do_move(m);
    }
}
