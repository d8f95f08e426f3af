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

namespace {

bool all_face_up(const Position& pos) {
    for (int p = 0; p < TABLEAU; ++p)
        if (pos.pile_down(p)) return false;
    return true;
}

// The end game from `pos` played straight (see with_straight_end), or nothing when that
// does not win within `limit` moves or two passes of the talon with no card going up.
std::vector<Move> straight_end(Position pos, std::size_t limit) {
    std::vector<Move> out;
    int idle = 0; // draws and redeals since a card last went up
    while (!pos.is_won() && out.size() < limit) {
        MoveList legal;
        pos.generate(legal);
        const Move* pick = nullptr;
        for (const Move& m : legal)
            if (m.kind() == MoveKind::TableauToFoundation ||
                m.kind() == MoveKind::WasteToFoundation) {
                pick = &m;
                break;
            }
        if (pick) {
            idle = 0;
        } else {
            for (const Move& m : legal)
                if (m.kind() == MoveKind::Draw || m.kind() == MoveKind::Redeal) {
                    pick = &m;
                    break;
                }
            if (!pick || ++idle > 2 * (TALON + 1)) return {};
        }
        out.push_back(*pick);
        pos.do_move(*pick);
    }
    if (!pos.is_won()) return {};
    return out;
}

} // namespace

std::vector<Move> with_straight_end(const Position& root, std::vector<Move> line) {
    Position pos = root;
    for (std::size_t k = 0; k < line.size(); ++k) {
        if (all_face_up(pos)) {
            const std::size_t tail = line.size() - k;
            std::vector<Move> end = straight_end(pos, tail - 1);
            if (end.empty() || end.size() >= tail) return line;
            line.resize(k);
            line.insert(line.end(), end.begin(), end.end());
            return line;
        }
        pos.do_move(line[k]);
    }
    return line;
}

} // namespace sol::klondike
