#include "pyramid/solver.h"
#include "pyramid/solver_game.h"
#include "search/best_first.h"
#include "search/dfs.h"
#include <algorithm>

namespace sol::pyramid {

static_assert(search::BestFirstGame<SolverGame>);

bool parse_strategy(std::string_view name, Strategy& out) {
    if (name.empty() || name == "dfs") {
        out = Strategy::DepthFirst;
        return true;
    }
    if (name == "optimal") {
        out = Strategy::Optimal;
        return true;
    }
    if (name == "best-first") {
        out = Strategy::BestFirst;
        return true;
    }
    return false;
}

bool replays_to_win(const Position& position, const std::vector<Move>& moves) {
    Position pos = position;
    for (const Move m : moves) {
        if (!pos.is_legal(m)) return false;
        pos.do_move(m);
    }
    return pos.is_won();
}

namespace {

template <class Search>
SolveResult run(Search& search, const Position& position) {
    SolveResult out;
    out.status = search.run();
    out.reason = search.reason();
    out.stats = search.stats();
    if (out.status == search::SolveStatus::Solved) {
        out.moves = search.line();
        if (!replays_to_win(position, out.moves)) {
            out.status = search::SolveStatus::Unknown;
            out.reason = search::UnknownReason::InternalError;
            out.moves.clear();
        }
    }
    return out;
}

} // namespace

SolveResult solve(const Position& position, const search::Limits& limits, Strategy strategy) {
    SolverGame game(position);
    if (strategy == Strategy::BestFirst) {
        search::BestFirstSearch<SolverGame> best(game, limits);
        return run(best, position);
    }
    search::DepthFirstSearch<SolverGame> dfs(game, limits);
    SolveResult first = run(dfs, position);
    if (strategy == Strategy::DepthFirst || first.status != search::SolveStatus::Solved)
        return first;
    // Optimal: the depth-first search decides first, since it proves a loss far sooner
    // (it stops at the first line found, and a lost deal is all proof). A won deal is then
    // searched again best-first for a shortest line, within what the limits leave.
    search::Limits rest = limits;
    if (rest.node_limit) rest.node_limit -= std::min(rest.node_limit - 1, first.stats.nodes);
    if (rest.time_limit_seconds > 0)
        rest.time_limit_seconds = std::max(1e-6, rest.time_limit_seconds - first.stats.seconds);
    SolverGame fresh(position);
    search::BestFirstSearch<SolverGame> best(fresh, rest);
    SolveResult shortest = run(best, position);
    shortest.stats.nodes += first.stats.nodes;
    shortest.stats.seconds += first.stats.seconds;
    // Out of budget before the shortest line: the deal is still won, by the first line.
    if (shortest.status != search::SolveStatus::Solved) return first;
    return shortest;
}

} // namespace sol::pyramid
