#include "klondike/solver.h"
#include "klondike/solver_deadlock.h"
#include "klondike/solver_game.h"
#include "search/dfs.h"
#include <cassert>

namespace sol::klondike {

static_assert(search::Game<SolverGame>);

bool replays_to_win(const Position& position, const std::vector<Move>& moves) {
    Position pos = position;
    for (const Move m : moves) {
        if (!pos.is_legal(m)) return false;
        pos.do_move(m);
    }
    return pos.is_won();
}

SolveResult solve(const Position& position, const search::Limits& limits) {
    SolveResult result;
    if (!position.is_won() && hopeless(position)) {
        result.status = search::SolveStatus::Unsolvable;
        return result;
    }
    SolverGame game(position);
    search::DepthFirstSearch<SolverGame> dfs(game, limits);
    result.status = dfs.run();
    result.reason = dfs.reason();
    result.stats = dfs.stats();
    if (result.status != search::SolveStatus::Solved) return result;

    // Expand the solver's line into primitive moves by playing it on a fresh copy.
    SolverGame replay(position);
    Move prims[MAX_EXPANSION];
    for (const SolverMove m : dfs.line()) {
        const int n = replay.expand(m, prims);
        result.moves.insert(result.moves.end(), prims, prims + n);
        replay.do_move(m);
    }
    result.macro_moves = int(dfs.line().size());
    if (!replays_to_win(position, result.moves)) {
        assert(false && "solver line does not replay to a win");
        result.status = search::SolveStatus::Unknown;
        result.reason = search::UnknownReason::InternalError;
        result.moves.clear();
    }
    return result;
}

} // namespace sol::klondike
