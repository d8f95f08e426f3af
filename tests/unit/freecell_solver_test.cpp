// The FreeCell solver: a line for each of the first 1,000 deals replayed through the
// rules, deal 11982 proved lost, safe cards home never losing a won position, limits and
// determinism; figures pinned so that native and wasm builds must agree.
#include "freecell/deal.h"
#include "freecell/safe.h"
#include "freecell/solver.h"
#include "freecell/solver_game.h"
#include "freecell/supermove.h"
#include "freecell_util.h"
#include "search/dfs.h"
#include "search/shorten.h"
#include <catch2/catch.hpp>
#include <unordered_set>

using namespace sol;
using namespace sol::freecell;
using search::SolveStatus;

namespace {

// Pinned figures of deals 1-1000 (see the test that checks them).
constexpr std::uint64_t SIGNATURE_1_1000_NODES = 946146, SIGNATURE_1_1000_MOVES = 104598,
                        SIGNATURE_1_1000_SINGLES = 214292;

// Whether a win can be reached from `pos` by a literal depth-first search over every legal
// move (Position::generate: no safe moves forced, no pruning), positions told apart by
// their keys; an explicit stack, since lines run hundreds of moves deep. Only for
// positions with few cards left.
bool literal_winnable(const Position& start) {
    std::unordered_set<std::uint64_t> seen{start.key()};
    struct Frame {
        MoveList moves;
        int next = 0;
    };
    std::vector<Frame> stack(1);
    std::vector<Move> line;
    Position pos = start;
    if (pos.is_won()) return true;
    pos.generate(stack.back().moves);
    while (!stack.empty()) {
        Frame& f = stack.back();
        if (f.next == f.moves.size) {
            stack.pop_back();
            if (!line.empty()) {
                pos.undo_move(line.back());
                line.pop_back();
            }
            continue;
        }
        const Move m = f.moves.moves[std::size_t(f.next++)];
        pos.do_move(m);
        if (pos.is_won()) return true;
        if (!seen.insert(pos.key()).second) {
            pos.undo_move(m);
            continue;
        }
        line.push_back(m);
        stack.emplace_back();
        pos.generate(stack.back().moves);
    }
    return false;
}

} // namespace

TEST_CASE("FreeCell deals 1-1000 are solved, every line replayed through the rules",
          "[freecell][solver]") {
    std::uint64_t nodes = 0, moves = 0, singles = 0;
    for (std::uint64_t n = 1; n <= 1000; ++n) {
        const Position start = deal(Rules{}, n);
        const SolveResult r = solve(start);
        INFO("deal " << n);
        REQUIRE(r.status == SolveStatus::Solved);
        CHECK(replays_to_win(start, r.moves));
        // The line in single-card moves replays too, and counts what single_moves says.
        Position pos = start;
        int count = 0;
        for (const Move m : r.moves) {
            for (const Move part : single_moves(pos, m)) {
                REQUIRE(pos.is_legal(part));
                pos.do_move(part);
                ++count;
            }
        }
        CHECK(pos.is_won());
        CHECK(count == r.single_moves);
        nodes += r.stats.nodes;
        moves += r.moves.size();
        singles += std::uint64_t(r.single_moves);
    }
    // Pinned: the searches are node-counted, so these change only when the solver does,
    // and the wasm build must give the same figures.
    CHECK(nodes == SIGNATURE_1_1000_NODES);
    CHECK(moves == SIGNATURE_1_1000_MOVES);
    CHECK(singles == SIGNATURE_1_1000_SINGLES);
}

TEST_CASE("FreeCell deal 11982 is proved lost", "[freecell][solver]") {
    const SolveResult r = solve(deal(Rules{}, 11982));
    CHECK(r.status == SolveStatus::Unsolvable);
    CHECK(r.moves.empty());
    // The main search alone exhausts the space: the same verdict without the others.
    SolverGame game(deal(Rules{}, 11982));
    search::DepthFirstSearch<SolverGame> dfs(game, {});
    CHECK(dfs.run() == SolveStatus::Unsolvable);
}

TEST_CASE("FreeCell safe cards home never lose a won position", "[freecell][solver][slow]") {
    // Along the winning lines of deals 1-40, every position with 26 cards or more home
    // that has a safe move: the position after it can still be won, by a search that plays
    // no move as forced.
    int checked = 0;
    for (std::uint64_t n = 1; n <= 40; ++n) {
        const Position start = deal(n % 2 ? Rules{} : Rules{4, Build::Suit}, n);
        const SolveResult r = solve(start);
        if (r.status != SolveStatus::Solved) continue;
        Position pos = start;
        for (const Move m : r.moves) {
            Move safe;
            if (pos.cards_home() >= 26 && safe_move_home(pos, safe)) {
                Position after = pos;
                after.do_move(safe);
                INFO("deal " << n << " after " << pos.cards_home() << " cards home");
                CHECK(literal_winnable(after));
                ++checked;
            }
            pos.do_move(m);
        }
    }
    CHECK(checked > 100);
}

TEST_CASE("FreeCell solver limits: nodes, time, and the same answer twice", "[freecell][solver]") {
    const Position start = deal(Rules{}, 178);
    search::Limits few;
    few.node_limit = 1000;
    const SolveResult a = solve(start, few), b = solve(start, few);
    CHECK(a.status == SolveStatus::Unknown);
    CHECK(a.reason == search::UnknownReason::NodeLimit);
    CHECK(a.stats.nodes <= 1000);
    CHECK(a.stats.nodes == b.stats.nodes);
    search::Limits instant;
    instant.time_limit_seconds = 1e-9;
    const SolveResult t = solve(deal(Rules{}, 11982), instant);
    CHECK(t.status == SolveStatus::Unknown);
    CHECK(t.reason == search::UnknownReason::TimeLimit);
    // A won position needs no move.
    const Position won = test::fc_position("");
    const SolveResult w = solve(won);
    CHECK(w.status == SolveStatus::Solved);
    CHECK(w.moves.empty());
}

TEST_CASE("Baker's Game deals are decided and their lines replay", "[freecell][solver]") {
    int solved = 0, lost = 0;
    for (std::uint64_t n = 1; n <= 60; ++n) {
        const Position start = deal(Rules{4, Build::Suit}, n);
        search::Limits limits;
        limits.node_limit = 3'000'000;
        const SolveResult r = solve(start, limits);
        INFO("deal " << n);
        CHECK(r.status != SolveStatus::Unknown);
        if (r.status == SolveStatus::Solved) {
            CHECK(replays_to_win(start, r.moves));
            ++solved;
        } else {
            ++lost;
        }
    }
    CHECK(solved > 30);
    CHECK(solved + lost == 60);
}

TEST_CASE("FreeCell lines: detours cut, long lines shortened", "[freecell][solver]") {
    const auto generate = [](const Position& p, MoveList& list) { p.generate(list); };
    // Deal 1's line with a loop: at the first position where a cell's card can go onto a
    // column, it goes there and back to its cell. The shortened line has no loop (it is no
    // longer than the line the solver gave) and still wins.
    const Position start = deal(Rules{}, 1);
    const SolveResult r = solve(start);
    REQUIRE(r.status == SolveStatus::Solved);
    std::vector<Move> detour;
    Position pos = start;
    for (std::size_t k = 0; k < r.moves.size() && detour.empty(); ++k) {
        MoveList moves;
        pos.generate(moves);
        for (const Move m : moves)
            if (is_cell(m.from()) && is_column(m.to())) {
                const auto at = r.moves.begin() + std::ptrdiff_t(k);
                detour.assign(r.moves.begin(), at);
                detour.push_back(m);
                detour.push_back(Move::make(m.to(), m.from()));
                detour.insert(detour.end(), at, r.moves.end());
                break;
            }
        pos.do_move(r.moves[k]);
    }
    REQUIRE(detour.size() == r.moves.size() + 2);
    REQUIRE(replays_to_win(start, detour));
    const std::vector<Move> cut = search::shortened_line<MoveList>(start, detour, generate);
    CHECK(cut.size() <= r.moves.size());
    CHECK(replays_to_win(start, cut));
    // Deal 6240's line went round for 1,020 moves before the solver shortened long lines.
    const Position hard = deal(Rules{}, 6240);
    const SolveResult h = solve(hard);
    REQUIRE(h.status == SolveStatus::Solved);
    CHECK(h.moves.size() <= 250);
    CHECK(replays_to_win(hard, h.moves));
}
