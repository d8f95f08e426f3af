#include "spider/seed_ac3.h"
#include <deque>
#include <utility>
#include <vector>

namespace sol::spider {

bool seed_ac3_says_dead(const Position& pos) {
    MoveList list;
    pos.legal_moves(list);
    std::vector<Move> moves;
    for (const Move m : list)
        if (!m.is_deal()) moves.push_back(m);
    const std::size_t n = moves.size();
    if (n == 0) return false;
    auto compatible = [&](std::size_t a, std::size_t b) {
        return moves[a].from() != moves[b].from() && moves[a].to() != moves[b].to();
    };
    // domain[i][k]: move k is still in variable i's domain (every other move at first).
    std::vector<std::vector<char>> domain(n, std::vector<char>(n, 1));
    for (std::size_t i = 0; i < n; ++i) domain[i][i] = 0;
    std::deque<std::pair<std::size_t, std::size_t>> arcs;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
            if (i != j) arcs.emplace_back(i, j);
    while (!arcs.empty()) {
        const auto [i, j] = arcs.front();
        arcs.pop_front();
        bool revised = false;
        for (std::size_t a = 0; a < n; ++a) {
            if (!domain[i][a]) continue;
            bool supported = false;
            for (std::size_t b = 0; b < n && !supported; ++b)
                supported = domain[j][b] && compatible(a, b);
            if (!supported) domain[i][a] = 0, revised = true;
        }
        if (!revised) continue;
        bool empty = true;
        for (std::size_t a = 0; a < n && empty; ++a) empty = !domain[i][a];
        if (empty) return true;
        for (std::size_t k = 0; k < n; ++k)
            if (k != i && k != j) arcs.emplace_back(k, i);
    }
    return false;
}

} // namespace sol::spider
