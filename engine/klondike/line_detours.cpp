#include "klondike/line_detours.h"
#include "klondike/move_text.h"
#include "search/turns.h"

namespace sol::klondike {

std::vector<Move> without_detours(const Position& root, std::vector<Move> line) {
    // A few passes: each takes out what it can, reading the cards moved once (a deletion
    // keeps the others' cards in all but rare cases, and every candidate is replayed).
    for (int pass = 0; pass < 4; ++pass) {
        std::vector<Card> moved(line.size());
        Position pos = root;
        for (std::size_t i = 0; i < line.size(); ++i) {
            moved[i] = moved_card(pos, line[i]);
            pos.do_move(line[i]);
        }
        bool changed = false;
        for (std::size_t i = 0; i < line.size(); ++i) {
            const MoveKind k = line[i].kind();
            if (k != MoveKind::FoundationToTableau && k != MoveKind::TableauToTableau &&
                k != MoveKind::TableauToFoundation)
                continue;
            std::size_t j = i + 1;
            while (j < line.size() && moved[j] != moved[i]) ++j;
            if (j == line.size()) continue;
            std::vector<Move> shorter;
            shorter.reserve(line.size() - 2);
            for (std::size_t m = 0; m < line.size(); ++m)
                if (m != i && m != j) shorter.push_back(line[m]);
            if (!search::replays_to_win(root, shorter)) continue;
            line = std::move(shorter);
            moved.erase(moved.begin() + std::ptrdiff_t(j));
            moved.erase(moved.begin() + std::ptrdiff_t(i));
            changed = true;
            --i; // the move now at i is a new candidate
        }
        if (!changed) break;
    }
    return line;
}

} // namespace sol::klondike
