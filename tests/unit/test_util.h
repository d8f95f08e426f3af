// Helpers shared by the engine tests: positions from short texts, fixture files, and a
// literal (slow, obviously correct) Klondike move generator to check the fast one against.
#pragma once
#include "core/card_text.h"
#include "klondike/position.h"
#include "klondike/position_text.h"
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace test {

// Foundations at 8 in every suit (implied); the 20 cards 9..K are laid out so that most
// kinds of move are possible: an empty pile, a King-led run of 4, a face-down card under
// a single face-up card, and a 3-card waste.
inline constexpr const char* SCENE = R"(
tableau 1: -
tableau 2: QC | JH
tableau 3: | KS QD JC TH
tableau 4: KC | QH
tableau 5: TS | 9H
tableau 6: | KH
tableau 7: JS 9C | TD 9S
stock: KD QS
waste: JD TC 9D
)";

// A position from our text format where the foundations line may be left out: every card
// the text does not mention goes to its suit's foundation (so a test names only the cards
// that matter). The unmentioned cards of each suit must be A..n of that suit.
inline sol::klondike::Position position(const std::string& text,
                                        const sol::klondike::Rules& rules = {}) {
    bool mentioned[64] = {};
    std::istringstream words(text);
    std::string word;
    while (words >> word)
        if (auto c = sol::parse_card(word)) mentioned[*c] = true;
    std::string full = text + "\nfoundations:";
    for (int s = 0; s < sol::SUITS; ++s) {
        int n = 0;
        while (n < sol::RANKS && !mentioned[sol::make_card(n + 1, s)]) ++n;
        if (n) full.append(" ").append(sol::card_text(sol::make_card(n, s)));
    }
    auto pos = sol::klondike::parse_position(full + "\n", rules);
    INFO(full);
    INFO(pos.error());
    REQUIRE(pos.ok());
    return *pos;
}

inline std::string read_fixture(const std::string& name) {
    std::ifstream in(std::string(SOLITAIRE_FIXTURES_DIR) + "/" + name, std::ios::binary);
    INFO("fixture " << name);
    REQUIRE(in.good());
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Every legal move by docs/rules.md (Klondike: Moves), found by trying every (kind, from,
// to, count) and checking the rule literally on the unpacked layout. Independent of
// Position::generate.
inline std::vector<sol::klondike::Move> reference_moves(const sol::klondike::Position& pos) {
    using namespace sol;
    using namespace sol::klondike;
    const Layout l = pos.layout();
    std::vector<Move> out;
    auto top = [&](int p) { return l.piles[p].len ? l.piles[p].cards[l.piles[p].len - 1] : 0; };
    auto fits_tableau = [&](Card c, int p) {
        const Card t = top(p);
        if (!t) return rank_of(c) == RANKS;
        return rank_of(c) + 1 == rank_of(t) && is_red(c) != is_red(t);
    };
    auto fits_foundation = [&](Card c) { return l.foundation[suit_of(c)] + 1 == rank_of(c); };
    auto flips = [&](int p, int n) {
        return l.piles[p].down > 0 && l.piles[p].len - n == l.piles[p].down;
    };
    const int stock = l.talon_len - l.waste_len;
    const Card waste = l.waste_len ? l.talon[l.waste_len - 1] : 0;
    for (int kind = 0; kind < 7; ++kind)
        for (int from = 0; from < 7; ++from)
            for (int to = 0; to < 7; ++to)
                for (int n = 1; n <= 13; ++n) {
                    bool legal = false, flip = false;
                    switch (MoveKind(kind)) {
                    case MoveKind::Draw:
                        legal =
                            !from && !to && stock > 0 && n == std::min<int>(l.rules.draw, stock);
                        break;
                    case MoveKind::Redeal:
                        legal = !from && !to && n == 1 && stock == 0 && l.waste_len > 0 &&
                                (l.rules.max_passes == 0 || l.redeals + 1 < l.rules.max_passes);
                        break;
                    case MoveKind::WasteToFoundation:
                        legal = !from && n == 1 && waste && fits_foundation(waste) &&
                                to == suit_of(waste);
                        break;
                    case MoveKind::WasteToTableau:
                        legal = !from && n == 1 && waste && fits_tableau(waste, to);
                        break;
                    case MoveKind::TableauToFoundation:
                        legal = n == 1 && top(from) && fits_foundation(top(from)) &&
                                to == suit_of(top(from));
                        flip = legal && flips(from, 1);
                        break;
                    case MoveKind::TableauToTableau: {
                        const LayoutPile& p = l.piles[from];
                        legal = from != to && n <= p.len - p.down &&
                                fits_tableau(p.cards[p.len - n], to);
                        flip = legal && flips(from, n);
                        break;
                    }
                    case MoveKind::FoundationToTableau:
                        legal = from < 4 && n == 1 && l.foundation[from] > 0 &&
                                fits_tableau(make_card(l.foundation[from], from), to);
                        break;
                    }
                    if (legal) out.push_back(Move::make(MoveKind(kind), from, to, n, flip));
                }
    return out;
}

} // namespace test
