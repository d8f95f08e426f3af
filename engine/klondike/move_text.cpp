#include "klondike/move_text.h"
#include "core/card_text.h"
#include "core/field_text.h"
#include "core/input_text.h"

namespace sol::klondike {

namespace {

std::string pile_name(int p) {
    return std::string(1, char('1' + p));
}

// One end of a move as written: a tableau pile, the waste, or a foundation (with an
// optional suit).
struct End {
    enum Kind { Pile, Waste, Foundation } kind;
    int index = 0; // pile 0..6 or suit 0..3; -1 for a foundation written without suit
};

Result<End> parse_end(std::string_view t) {
    if (t.size() == 1 && t[0] >= '1' && t[0] <= '7') return End{End::Pile, t[0] - '1'};
    if (t == "w") return End{End::Waste, 0};
    if (t == "f") return End{End::Foundation, -1};
    if (t.size() == 2 && t[0] == 'f') {
        const std::string_view suits = "cdhs";
        const auto s = suits.find(t[1]);
        if (s != std::string_view::npos) return End{End::Foundation, int(s)};
    }
    std::string message = "'";
    message.append(t).append("' is not a pile (1-7), W or F");
    return Error{message};
}

} // namespace

std::string move_text(Move m) {
    switch (m.kind()) {
    case MoveKind::Draw: return "S";
    case MoveKind::Redeal: return "R";
    case MoveKind::WasteToFoundation: return "W>F";
    case MoveKind::WasteToTableau: return "W>" + pile_name(m.to());
    case MoveKind::TableauToFoundation: return pile_name(m.from()) + ">F";
    case MoveKind::TableauToTableau: {
        std::string text = pile_name(m.from()) + ">" + pile_name(m.to());
        if (m.count() > 1) text.append("x").append(std::to_string(m.count()));
        return text;
    }
    case MoveKind::FoundationToTableau:
        return std::string("F") + suit_char(m.from()) + ">" + pile_name(m.to());
    }
    return "?";
}

Result<Move> parse_move(const Position& pos, std::string_view text) {
    const std::string t = lower(text);
    const auto illegal = [&](const std::string& why) {
        return Error{"move " + quote_input(text) + " is not legal here: " + why};
    };
    if (t == "s" || t == "draw") {
        if (!pos.stock_len()) return illegal("the stock is empty");
        return Move::make(MoveKind::Draw, 0, 0, pos.draw_count(), false);
    }
    if (t == "r" || t == "redeal") {
        const Move m = Move::make(MoveKind::Redeal, 0, 0, 1, false);
        if (!pos.is_legal(m)) return illegal("redeal needs an empty stock and passes left");
        return m;
    }
    const auto arrow = t.find('>');
    if (arrow == std::string::npos)
        return Error{"move " + quote_input(text) + ": expected S, R or <from>'>'<to>"};
    std::string_view to_text = std::string_view(t).substr(arrow + 1);
    int count = 1;
    const bool has_count = to_text.find('x') != std::string_view::npos;
    if (const auto x = to_text.find('x'); x != std::string_view::npos) {
        const std::string_view n = to_text.substr(x + 1);
        count = 0;
        for (const char c : n) {
            if (c < '0' || c > '9' || count > 99) {
                count = -1;
                break;
            }
            count = count * 10 + (c - '0');
        }
        if (n.empty() || count < 1) return Error{"move " + quote_input(text) + ": bad count"};
        to_text = to_text.substr(0, x);
    }
    const auto from = parse_end(std::string_view(t).substr(0, arrow));
    if (!from) return Error{"move " + quote_input(text) + ": " + from.error()};
    const auto to = parse_end(to_text);
    if (!to) return Error{"move " + quote_input(text) + ": " + to.error()};
    if (count > 1 && !(from->kind == End::Pile && to->kind == End::Pile))
        return Error{"move " + quote_input(text) + ": only pile-to-pile moves carry a count"};

    Move m;
    if (from->kind == End::Waste && to->kind == End::Foundation) {
        const Card c = pos.waste_top();
        if (!c) return illegal("the waste is empty");
        if (to->index >= 0 && to->index != suit_of(c)) return illegal("wrong foundation suit");
        m = Move::make(MoveKind::WasteToFoundation, 0, suit_of(c), 1, false);
    } else if (from->kind == End::Waste && to->kind == End::Pile) {
        m = Move::make(MoveKind::WasteToTableau, 0, to->index, 1, false);
    } else if (from->kind == End::Pile && to->kind == End::Foundation) {
        const Card c = pos.pile_top(from->index);
        if (!c) return illegal("the pile is empty");
        if (to->index >= 0 && to->index != suit_of(c)) return illegal("wrong foundation suit");
        m = Move::make(MoveKind::TableauToFoundation, from->index, suit_of(c), 1,
                       pos.uncovers(from->index, 1));
    } else if (from->kind == End::Pile && to->kind == End::Pile && !has_count) {
        // Without a count, the run that fits: at most one does, since the destination's
        // top card fixes the rank of the run's first card.
        MoveList moves;
        pos.generate(moves);
        for (const Move g : moves)
            if (g.kind() == MoveKind::TableauToTableau && g.from() == from->index &&
                g.to() == to->index)
                return g;
        return illegal("no run of pile " + pile_name(from->index) + " fits on pile " +
                       pile_name(to->index));
    } else if (from->kind == End::Pile && to->kind == End::Pile) {
        if (count > pos.pile_len(from->index) - pos.pile_down(from->index))
            return illegal("pile " + pile_name(from->index) + " has fewer face-up cards");
        m = Move::make(MoveKind::TableauToTableau, from->index, to->index, count,
                       pos.uncovers(from->index, count));
    } else if (from->kind == End::Foundation && to->kind == End::Pile) {
        if (from->index < 0) return illegal("name the foundation's suit, e.g. FH>3");
        m = Move::make(MoveKind::FoundationToTableau, from->index, to->index, 1, false);
    } else {
        return Error{"move " + quote_input(text) + ": no such kind of move"};
    }
    if (!pos.is_legal(m)) return illegal("the card does not fit there");
    return m;
}

Result<std::vector<Move>> parse_moves(const Position& start, std::string_view text) {
    Position pos = start;
    std::vector<Move> moves;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' ||
                                   text[i] == '\r' || text[i] == ','))
            ++i;
        std::size_t j = i;
        while (j < text.size() && !(text[j] == ' ' || text[j] == '\t' || text[j] == '\n' ||
                                    text[j] == '\r' || text[j] == ','))
            ++j;
        if (j == i) break;
        auto m = parse_move(pos, text.substr(i, j - i));
        if (!m) return Error{"move " + std::to_string(moves.size() + 1) + ": " + m.error()};
        pos.do_move(*m);
        moves.push_back(*m);
        i = j;
    }
    return moves;
}

Card moved_card(const Position& before, Move m) {
    switch (m.kind()) {
    case MoveKind::Draw:
    case MoveKind::Redeal: return NO_CARD;
    case MoveKind::WasteToFoundation:
    case MoveKind::WasteToTableau: return before.waste_top();
    case MoveKind::TableauToFoundation: return before.pile_top(m.from());
    case MoveKind::TableauToTableau:
        return before.pile_card(m.from(), before.pile_len(m.from()) - m.count());
    case MoveKind::FoundationToTableau: return make_card(before.foundation(m.from()), m.from());
    }
    return NO_CARD;
}

} // namespace sol::klondike
