#include "freecell/move_text.h"
#include "core/card_text.h"
#include "core/field_text.h"
#include "core/input_text.h"

namespace sol::freecell {

namespace {

std::string place_token(int place) {
    if (is_column(place)) return std::to_string(place + 1);
    if (is_cell(place)) return std::string(1, char('a' + place - CELL0));
    return "F";
}

// A place token of the reader: "1".."8", "a".."h" or "f" (lower-cased); -1 when none.
int read_place(std::string_view t, bool destination) {
    if (t.size() != 1) return -1;
    const char c = t[0];
    if (c >= '1' && c <= '8') return c - '1';
    if (c >= 'a' && c <= 'h' && !(destination && c == 'f')) return CELL0 + (c - 'a');
    if (destination && c == 'f') return FOUNDATION0;
    return -1;
}

} // namespace

std::string move_text(Move m) {
    std::string out = place_token(m.from());
    out += '>';
    out += place_token(m.to());
    if (m.count() > 1) {
        out += 'x'; // appended apart: g++ 12 warns (wrongly) on "x" + std::string here
        out += std::to_string(m.count());
    }
    return out;
}

std::string place_name(int place) {
    if (is_column(place)) return "column " + std::to_string(place + 1);
    if (is_cell(place)) return std::string("cell ") + char('a' + place - CELL0);
    return std::string("foundation ") + suit_char(place - FOUNDATION0);
}

std::string run_refusal(const Position& pos, int from, int to, int count) {
    if (count <= 1 || !is_column(from) || !is_column(to)) return "";
    if (count > pos.run_len(from)) return "Those cards are not in sequence.";
    const bool empty = pos.column_len(to) == 0;
    const int most = pos.max_run(empty);
    if (count <= most) return "";
    return "Only " + std::to_string(most) + (most == 1 ? " card" : " cards") +
           " can move together now" + (empty ? " to an empty column" : "") + " (" +
           std::to_string(pos.free_cells()) + " free " +
           (pos.free_cells() == 1 ? "cell" : "cells") + ", " +
           std::to_string(pos.empty_columns() - (empty ? 1 : 0)) + " other empty " +
           (pos.empty_columns() - (empty ? 1 : 0) == 1 ? "column" : "columns") + ").";
}

Result<Move> parse_move(const Position& pos, std::string_view text) {
    const std::string word = lower(text);
    const std::string quoted = quote_input(text);
    const auto gt = word.find('>');
    if (gt == std::string::npos)
        return Error{"move " + quoted + ": expected from>to, e.g. 3>5, 3>a, a>F, 3>5x2"};
    const auto x = word.find('x', gt);
    const int from = read_place(std::string_view(word).substr(0, gt), false);
    int to = read_place(std::string_view(word).substr(
                            gt + 1, x == std::string::npos ? std::string::npos : x - gt - 1),
                        true);
    if (from < 0 || to < 0)
        return Error{"move " + quoted + ": places are columns 1-8, cells a-h and F"};
    int count = 0; // 0: not given
    if (x != std::string::npos) {
        const std::string_view digits = std::string_view(word).substr(x + 1);
        if (digits.empty() || digits.size() > 2) return Error{"move " + quoted + ": bad count"};
        for (const char c : digits) {
            if (c < '0' || c > '9') return Error{"move " + quoted + ": bad count"};
            count = count * 10 + (c - '0');
        }
        if (count < 1) return Error{"move " + quoted + ": bad count"};
    }
    if (is_cell(from) && from - CELL0 >= pos.rules().cells)
        return Error{"move " + quoted + ": there is no cell " + place_token(from)};
    if (is_cell(to) && to - CELL0 >= pos.rules().cells)
        return Error{"move " + quoted + ": there is no cell " + place_token(to)};
    const Card first = is_column(from) ? pos.top(from) : pos.cell(from - CELL0);
    if (first == NO_CARD) return Error{"move " + quoted + ": " + place_name(from) + " is empty"};
    if (is_foundation(to)) to = FOUNDATION0 + suit_of(first);
    if (count == 0) {
        count = 1;
        if (is_column(from) && is_column(to)) {
            const int run = pos.run_len(from);
            if (pos.column_len(to) > 0) {
                const int k = rank_of(pos.top(to)) - rank_of(first);
                if (k >= 1 && k <= run) count = k;
            }
        }
    }
    const Move m = Move::make(from, to, count);
    if (!pos.is_legal(m)) {
        std::string why =
            is_column(from) && is_column(to) ? run_refusal(pos, from, to, count) : std::string();
        if (count > 1 && !(is_column(from) && is_column(to)))
            why = "only one card moves to or from a cell or a foundation";
        return Error{"move " + quoted + " is not legal here" + (why.empty() ? "" : ": " + why)};
    }
    return m;
}

Result<std::vector<Move>> parse_moves(const Position& start, std::string_view text) {
    Position pos = start;
    std::vector<Move> out;
    for (const std::string_view tok : tokens(text)) {
        const auto m = parse_move(pos, tok);
        if (!m) return Error{"move " + std::to_string(out.size() + 1) + ": " + m.error()};
        pos.do_move(*m);
        out.push_back(*m);
    }
    return out;
}

} // namespace sol::freecell
