#include "pyramid/move_text.h"
#include "core/card_text.h"
#include "core/field_text.h"

namespace sol::pyramid {

namespace {

// The move place of `card` in `pos`: its pyramid place or TALON_PLACE + its slot; or
// NO_PLACE when the deal has it nowhere still present.
int find_place(const Position& pos, Card card) {
    for (int p = 0; p < PYRAMID; ++p)
        if (pos.pyramid_card(p) == card && pos.pyramid_left() >> p & 1) return p;
    for (int t = 0; t < TALON; ++t)
        if (pos.talon_card(t) == card && pos.talon_left() >> t & 1) return TALON_PLACE + t;
    return NO_PLACE;
}

} // namespace

std::string move_text(const Position& before, Move m) {
    switch (m.kind()) {
    case MoveKind::Draw: return "S";
    case MoveKind::Redeal: return "R";
    default: break;
    }
    std::string out = card_text(before.place_card(m.first()));
    if (m.is_pair()) out.append("+").append(card_text(before.place_card(m.second())));
    return out;
}

std::string place_text(const Position& before, int place) {
    if (is_pyramid_place(place))
        return "pyramid " + std::to_string(row_of(place) + 1) + "." +
               std::to_string(col_of(place) + 1);
    return place - TALON_PLACE == before.stock_top() ? "stock" : "waste";
}

Result<Move> parse_move(const Position& pos, std::string_view text) {
    const std::string word = lower(text);
    std::string quoted = "'";
    quoted.append(text).append("'");
    if (word == "s" || word == "draw") {
        if (!pos.is_legal(Move::draw())) return Error{"cannot draw " + quoted + ": no stock"};
        return Move::draw();
    }
    if (word == "r" || word == "redeal") {
        if (!pos.is_legal(Move::redeal()))
            return Error{"cannot redeal " + quoted + ": stock not empty, or no pass left"};
        return Move::redeal();
    }
    const auto plus = text.find('+');
    const std::string_view first_text = text.substr(0, plus);
    int places[2] = {NO_PLACE, NO_PLACE};
    for (int i = 0; i < (plus == std::string_view::npos ? 1 : 2); ++i) {
        const auto card = parse_card(i == 0 ? first_text : text.substr(plus + 1));
        if (!card) return Error{"move " + quoted + ": " + card.error()};
        places[i] = find_place(pos, *card);
        if (places[i] == NO_PLACE)
            return Error{"move " + quoted + ": " + card_text(*card) + " is already removed"};
    }
    const int high = places[1] != NO_PLACE && places[1] > places[0] ? places[1] : places[0];
    const Move m = Move::remove(places[0], places[1], high == TALON_PLACE + pos.next());
    if (!pos.is_legal(m))
        return Error{"move " + quoted + " is not legal here (cards not available" +
                     std::string(places[1] == NO_PLACE ? ", or not a King)" : ", or not 13)")};
    return m;
}

Result<std::vector<Move>> parse_moves(const Position& start, std::string_view text) {
    Position pos = start;
    std::vector<Move> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() &&
               (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
            ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != '\t' && text[j] != '\n' &&
               text[j] != '\r')
            ++j;
        if (j == i) break;
        const auto m = parse_move(pos, text.substr(i, j - i));
        if (!m) return Error{"move " + std::to_string(out.size() + 1) + ": " + m.error()};
        pos.do_move(*m);
        out.push_back(*m);
        i = j;
    }
    return out;
}

} // namespace sol::pyramid
