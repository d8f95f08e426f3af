#include "spider/move_text.h"
#include "search/turns.h"

namespace sol::spider {

namespace {

// Reads a pile number 1..10 at text[i], advancing i; -1 when there is none.
int read_pile(std::string_view text, std::size_t& i) {
    int n = 0, digits = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && digits < 3)
        n = n * 10 + (text[i++] - '0'), ++digits;
    return digits && n >= 1 && n <= PILES ? n - 1 : -1;
}

} // namespace

std::string move_text(const Position& before, Move m) {
    if (m.is_deal()) return "D";
    // One card onto an empty pile from a longer run: "3>5" would read back as the run.
    const bool one_of_run =
        m.count() == 1 && before.pile_len(m.to()) == 0 && before.top_run(m.from()) > 1;
    // Built piece by piece: GCC 12 warns falsely (-Wrestrict) on a chain of string '+'.
    std::string out = std::to_string(m.from() + 1);
    out += '>';
    out += std::to_string(m.to() + 1);
    if (m.count() > 1 || one_of_run) {
        out += 'x';
        out += std::to_string(m.count());
    }
    return out;
}

Result<Move> parse_move(const Position& pos, std::string_view text) {
    std::string quoted = "'";
    quoted.append(text).append("'");
    if (text == "D" || text == "d" || text == "deal" || text == "DEAL") {
        if (!pos.can_deal())
            return Error{"move " + quoted + ": no deal now (empty stock, or an empty pile)"};
        return pos.deal_move();
    }
    std::size_t i = 0;
    const int from = read_pile(text, i);
    if (from < 0 || i >= text.size() || text[i++] != '>')
        return Error{"move " + quoted + ": expected e.g. 3>5, 3>5x4 or D"};
    const int to = read_pile(text, i);
    if (to < 0) return Error{"move " + quoted + ": expected a destination pile 1..10"};
    int count = 0;
    if (i < text.size()) {
        if (text[i] != 'x' && text[i] != 'X')
            return Error{"move " + quoted + ": expected 'x' and a card count"};
        ++i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9' && count < 1000)
            count = count * 10 + (text[i++] - '0');
        if (i != text.size() || count < 1) return Error{"move " + quoted + ": bad card count"};
    }
    if (from == to) return Error{"move " + quoted + ": a pile onto itself"};
    const int run = pos.top_run(from);
    if (run == 0)
        return Error{"move " + quoted + ": pile " + std::to_string(from + 1) + " is empty"};
    if (count == 0) {
        // The longest movable run that fits: the whole run onto an empty pile.
        for (int k = run; k >= 1 && !count; --k)
            if (pos.pile_len(to) == 0 ||
                rank_of(pos.top(to)) == rank_of(pos.pile_card(from, pos.pile_len(from) - k)) + 1)
                count = k;
        if (!count) return Error{"move " + quoted + ": no run of that pile fits there"};
    }
    if (count > run)
        return Error{"move " + quoted + ": only " + std::to_string(run) +
                     " cards of one suit in order can move from pile " + std::to_string(from + 1)};
    const Move m = pos.tableau_move(from, to, count);
    if (!pos.is_legal(m)) return Error{"move " + quoted + ": not legal here"};
    return m;
}

Result<std::vector<Move>> parse_moves(const Position& start, std::string_view text) {
    Position pos = start;
    std::vector<Move> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\t' ||
                                   text[i] == '\r' || text[i] == ','))
            ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != '\n' && text[j] != '\t' &&
               text[j] != '\r' && text[j] != ',')
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

Card moved_card(const Position& before, Move m) {
    if (m.is_deal()) return NO_CARD;
    return before.pile_card(m.from(), before.pile_len(m.from()) - m.count());
}

bool replays_to_win(const Position& start, const std::vector<Move>& moves) {
    return search::replays_to_win(start, moves);
}

} // namespace sol::spider
