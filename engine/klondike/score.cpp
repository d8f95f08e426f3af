#include "klondike/score.h"
#include <algorithm>

namespace sol::klondike {

int standard_delta(const Position& before, Move m, int redeals_done) {
    const int turned = m.flip() ? 5 : 0;
    switch (m.kind()) {
    case MoveKind::Draw: return 0;
    case MoveKind::Redeal: {
        // This redeal is number redeals_done + 1; the first `free` of them cost nothing.
        const bool draw_one = before.rules().draw == 1;
        const int free = draw_one ? 1 : 3;
        return redeals_done + 1 > free ? (draw_one ? -100 : -20) : 0;
    }
    case MoveKind::WasteToFoundation: return 10;
    case MoveKind::WasteToTableau: return 5;
    case MoveKind::TableauToFoundation: return 10 + turned;
    case MoveKind::TableauToTableau: return turned;
    case MoveKind::FoundationToTableau: return -15;
    }
    return 0;
}

int vegas_score(const Position& pos) {
    int cards = 0;
    for (int s = 0; s < SUITS; ++s) cards += pos.foundation(s);
    return VEGAS_START + VEGAS_PER_CARD * cards;
}

int replay_score(const Position& start, std::span<const Move> moves) {
    Position pos = start;
    int score = 0, redeals = 0;
    for (const Move m : moves) {
        score = std::max(0, score + standard_delta(pos, m, redeals));
        if (m.kind() == MoveKind::Redeal) ++redeals;
        pos.do_move(m);
    }
    return start.rules().scoring == Scoring::Vegas ? vegas_score(pos) : score;
}

} // namespace sol::klondike
