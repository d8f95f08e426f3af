#include "spider/greedy.h"
#include "spider/move_text.h"
#include <chrono>
#include <unordered_set>

namespace sol::spider {

namespace {

struct Greedy {
    Position pos;
    const search::Limits& limits;
    std::uint64_t nodes = 0;
    std::unordered_set<std::uint64_t> played; // exact keys of positions stood in

    // The best evaluation reachable in `depth` more moves, and the first move towards it
    // (left alone when staying is best). At the root, `any_move` gets the first move of the
    // best line even when it does not beat staying, among moves into new positions.
    double search(int depth, Move* best_move, Move* any_move = nullptr) {
        double best = seed_evaluation(pos);
        double best_any = -1;
        if (depth == 0 || pos.is_won()) return best;
        MoveList moves;
        pos.legal_moves(moves);
        bool any = false;
        for (const Move m : moves) {
            if (m.is_deal()) continue;
            any = true;
            pos.do_move(m);
            ++nodes;
            const bool seen = best_move && played.count(pos.exact_key());
            const double v = seen ? best : search(depth - 1, nullptr);
            pos.undo_move(m);
            if (any_move && !seen && v > best_any) {
                best_any = v;
                *any_move = m;
            }
            if (v > best) {
                best = v;
                if (best_move) *best_move = m;
            }
        }
        if (!any && pos.can_deal()) {
            const Move d = pos.deal_move();
            pos.do_move(d);
            ++nodes;
            const double v = search(depth - 1, nullptr);
            pos.undo_move(d);
            if (v > best) {
                best = v;
                if (best_move) *best_move = d;
            }
        }
        return best;
    }
};

} // namespace

double seed_evaluation(const Position& pos) {
    double score = 10000.0 * pos.runs_removed();
    for (int p = 0; p < PILES; ++p) {
        const int len = pos.pile_len(p);
        if (len == 0) {
            score += 500;
            continue;
        }
        score += 10.0 * (len - pos.pile_down(p));
        const int run = pos.top_run(p);
        score += 50.0 * (run >= 2 ? run : 0) + 5.0 * run;
    }
    return score;
}

SolveResult solve_greedy(const Position& position, const search::Limits& limits) {
    const auto start = std::chrono::steady_clock::now();
    Greedy g{position, limits, 0, {}};
    SolveResult r;
    std::vector<Move> line;
    g.played.insert(g.pos.exact_key());
    while (!g.pos.is_won() && int(line.size()) < MAX_MOVES) {
        const double spent =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (limits.time_limit_seconds > 0 && spent >= limits.time_limit_seconds) {
            r.reason = search::UnknownReason::TimeLimit;
            break;
        }
        if (limits.node_limit && g.nodes >= limits.node_limit) {
            r.reason = search::UnknownReason::NodeLimit;
            break;
        }
        if (limits.cancel && limits.cancel->load(std::memory_order_relaxed)) {
            r.reason = search::UnknownReason::Cancelled;
            break;
        }
        Move m{}, any{};
        const double now = seed_evaluation(g.pos);
        const double best = g.search(LOOKAHEAD, &m, &any);
        if (!(best > now)) {
            if (g.pos.can_deal())
                m = g.pos.deal_move();
            else if (any.bits)
                m = any; // the seed would deal here, which the rules forbid: keep playing
            else
                break; // stuck: the seed gives up here
        }
        g.pos.do_move(m);
        line.push_back(m);
        g.played.insert(g.pos.exact_key());
    }
    r.stats.nodes = g.nodes;
    r.stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    r.unshortened = int(line.size());
    if (g.pos.is_won() && replays_to_win(position, line)) {
        r.status = search::SolveStatus::Solved;
        r.reason = search::UnknownReason::None;
        r.moves = line;
    } else if (g.pos.is_won()) {
        r.reason = search::UnknownReason::InternalError;
    } else if (r.reason == search::UnknownReason::None) {
        r.reason = search::UnknownReason::GaveUp; // stuck, or MAX_MOVES played
    }
    return r;
}

} // namespace sol::spider
