#include "pyramid/solver.h"
#include "pyramid/solver_game.h"
#include "search/best_first.h"
#include "search/dfs.h"

namespace sol::pyramid {

static_assert(search::BestFirstGame<SolverGame>);

bool parse_strategy(std::string_view name, Strategy& out) {
    if (name.empty() || name == "optimal") {
        out = Strategy::Optimal;
        return true;
    }
    if (name == "dfs") {
        out = Strategy::DepthFirst;
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
    if (strategy == Strategy::DepthFirst) {
        search::DepthFirstSearch<SolverGame> search(game, limits);
        return run(search, position);
    }
    search::BestFirstSearch<SolverGame> search(game, limits);
    return run(search, position);
}

} // namespace sol::pyramid
