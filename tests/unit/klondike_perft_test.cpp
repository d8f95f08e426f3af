// Perft: the number of move sequences of a given length from fixed positions. Any change
// to move generation, do_move or undo_move shows up here as a different count. The counts
// were cross-checked against a perft over the literal reference generator (test_util.h).
#include "klondike/deal.h"
#include "test_util.h"
#include <catch2/catch.hpp>

using namespace sol;
using namespace sol::klondike;

namespace {

std::uint64_t perft(Position& pos, int depth) {
    MoveList list;
    pos.generate(list);
    if (depth == 1) return std::uint64_t(list.size);
    std::uint64_t nodes = 0;
    for (const Move m : list) {
        pos.do_move(m);
        nodes += perft(pos, depth - 1);
        pos.undo_move(m);
    }
    return nodes;
}

std::uint64_t reference_perft(Position& pos, int depth) {
    const auto moves = test::reference_moves(pos);
    if (depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    for (const Move m : moves) {
        pos.do_move(m);
        nodes += reference_perft(pos, depth - 1);
        pos.undo_move(m);
    }
    return nodes;
}

struct PerftCase {
    const char* name;
    Position pos;
    std::vector<std::uint64_t> counts; // depth 1, 2, ...
};

} // namespace

TEST_CASE("perft counts from fixed positions", "[klondike][perft]") {
    std::vector<PerftCase> cases = {
        {"draw 1, seed 1", deal(Rules{1, 0}, 1), {5, 24, 112, 514, 2333, 10482, 46546}},
        {"draw 3, seed 1", deal(Rules{3, 0}, 1), {5, 24, 114, 540, 2555, 12062, 56568}},
        {"draw 1 Vegas, seed 7", deal(Rules{1, 1}, 7), {2, 5, 14, 35, 91, 240, 618, 1648}},
        {"draw 3 Vegas, seed 7", deal(Rules{3, 3}, 7), {2, 3, 4, 6, 16, 29, 70, 190}},
        {"scene", test::position(test::SCENE), {12, 129, 1345, 13883, 143147}},
    };
    for (PerftCase& c : cases) {
        INFO(c.name);
        const std::uint64_t key = c.pos.key();
        for (std::size_t d = 0; d < c.counts.size(); ++d) {
            INFO("depth " << d + 1);
            CHECK(perft(c.pos, int(d) + 1) == c.counts[d]);
            if (d < 3) CHECK(reference_perft(c.pos, int(d) + 1) == c.counts[d]);
        }
        CHECK(c.pos.key() == key);
    }
}
