// The Klondike solver on pinned deals: verdicts found with `solitaire bench` (seed, preset
// and node count noted), every solution replayed through Position, limits, and solving
// from the middle of a game. Deals are chosen to take at most a few thousand nodes, so the
// tests stay fast under node as well.
#include "klondike/deal.h"
#include "klondike/line_detours.h"
#include "klondike/position_text.h"
#include "klondike/solver.h"
#include "klondike/solver_deadlock.h"
#include "klondike/solver_game.h"
#include "presets.h"
#include "search/dfs.h"
#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <vector>

using namespace sol;
using namespace sol::klondike;
using search::SolveStatus;
using search::UnknownReason;

namespace {

Rules preset_rules(const char* name) {
    const Preset* p = find_preset(name);
    REQUIRE(p != nullptr);
    return p->klondike;
}

SolveResult solve_seed(const char* preset, std::uint64_t seed, search::Limits limits = {}) {
    return solve(deal(preset_rules(preset), seed), limits);
}

} // namespace

TEST_CASE("solvable deals are solved and every line replays to a win", "[solver]") {
    const struct {
        const char* preset;
        std::uint64_t seed;
    } cases[] = {{"klondike-draw1", 1},      {"klondike-draw1", 2}, {"klondike-draw1", 22},
                 {"klondike-draw3", 1},      {"klondike-draw3", 2}, {"klondike-draw1-vegas", 34},
                 {"klondike-draw3-vegas", 1}};
    for (const auto& c : cases) {
        INFO(c.preset << " seed " << c.seed);
        const Position start = deal(preset_rules(c.preset), c.seed);
        const SolveResult r = solve(start, {});
        REQUIRE(r.status == SolveStatus::Solved);
        CHECK(replays_to_win(start, r.moves));
        CHECK(r.macro_moves > 0);
        CHECK(int(r.moves.size()) >= r.macro_moves);
    }
}

TEST_CASE("unsolvable deals are proven unsolvable", "[solver]") {
    // Seed 17 is caught by the static deadlock proof before any search.
    const Position dead = deal(preset_rules("klondike-draw1"), 17);
    CHECK(hopeless(dead));
    const SolveResult r17 = solve(dead);
    CHECK(r17.status == SolveStatus::Unsolvable);
    CHECK(r17.stats.nodes == 0);
    // Seeds 19 and 48 need a search (about 1,600 and 3,100 nodes).
    for (const std::uint64_t seed : {19, 48}) {
        INFO("seed " << seed);
        CHECK(!hopeless(deal(preset_rules("klondike-draw1"), seed)));
        const SolveResult r = solve_seed("klondike-draw1", seed);
        CHECK(r.status == SolveStatus::Unsolvable);
        CHECK(r.moves.empty());
        CHECK(r.stats.nodes > 0);
    }
    // A solvable deal is never "hopeless".
    CHECK(!hopeless(deal(preset_rules("klondike-draw1"), 1)));
}

TEST_CASE("a draw 3 deal lost even with draw 1 is proven by the relaxation", "[solver]") {
    // Seed 416: draw 1 proves it lost in about 200 nodes; the draw 3 search alone is still
    // undecided after 2 million. The solver searches the draw 1 relaxation beside it.
    const Position start = deal(preset_rules("klondike-draw3"), 416);
    search::Limits limits;
    limits.node_limit = 100'000;
    CHECK(solve(deal(preset_rules("klondike-draw1"), 416), limits).status ==
          SolveStatus::Unsolvable);
    const SolveResult r = solve(start, limits);
    CHECK(r.status == SolveStatus::Unsolvable);
    CHECK(r.stats.nodes < 50'000);
    // Without the relaxation the same budget decides nothing.
    SolverGame game(start);
    search::DepthFirstSearch<SolverGame> dfs(game, limits);
    CHECK(dfs.run() == SolveStatus::Unknown);
}

TEST_CASE("pass limits are part of the problem", "[solver][vegas]") {
    // Seed 22 draw 1: won with unlimited passes, lost with the single pass of Vegas.
    const SolveResult free = solve_seed("klondike-draw1", 22);
    REQUIRE(free.status == SolveStatus::Solved);
    int redeals = 0;
    for (const Move m : free.moves) redeals += m.kind() == MoveKind::Redeal;
    CHECK(redeals > 0);
    CHECK(solve_seed("klondike-draw1-vegas", 22).status == SolveStatus::Unsolvable);

    // A Vegas solution never redeals more often than the passes allow.
    const SolveResult vegas3 = solve_seed("klondike-draw3-vegas", 1);
    REQUIRE(vegas3.status == SolveStatus::Solved);
    int vegas_redeals = 0;
    for (const Move m : vegas3.moves) vegas_redeals += m.kind() == MoveKind::Redeal;
    CHECK(vegas_redeals <= 2);
}

TEST_CASE("limits and cancel end the search with Unknown and their reason", "[solver]") {
    // Seed 65 draw 1 takes millions of nodes, so every limit below is hit first.
    search::Limits nodes;
    nodes.node_limit = 2000;
    const SolveResult by_nodes = solve_seed("klondike-draw1", 65, nodes);
    CHECK(by_nodes.status == SolveStatus::Unknown);
    CHECK(by_nodes.reason == UnknownReason::NodeLimit);
    CHECK(by_nodes.stats.nodes == 2000);
    CHECK(by_nodes.moves.empty());

    search::Limits time;
    time.time_limit_seconds = 1e-6;
    const SolveResult by_time = solve_seed("klondike-draw1", 65, time);
    CHECK(by_time.status == SolveStatus::Unknown);
    CHECK(by_time.reason == UnknownReason::TimeLimit);

    std::atomic<bool> cancel{true};
    search::Limits cancelled;
    cancelled.cancel = &cancel;
    const SolveResult by_cancel = solve_seed("klondike-draw1", 65, cancelled);
    CHECK(by_cancel.status == SolveStatus::Unknown);
    CHECK(by_cancel.reason == UnknownReason::Cancelled);

    search::Limits memory;
    memory.memory_limit_bytes = 16 << 10;
    const SolveResult by_memory = solve_seed("klondike-draw1", 65, memory);
    CHECK(by_memory.status == SolveStatus::Unknown);
    CHECK(by_memory.reason == UnknownReason::MemoryLimit);
}

TEST_CASE("a long solve reports its progress, counting every search's nodes", "[solver]") {
    // Interval 0: a report at every poll (1024 nodes), over the main search and its restarts.
    struct Seen {
        std::vector<search::Progress> reports;
    } seen;
    search::Limits limits;
    limits.node_limit = 200000;
    limits.progress_interval_seconds = 0;
    limits.progress_context = &seen;
    limits.progress = [](void* context, const search::Progress& p) {
        static_cast<Seen*>(context)->reports.push_back(p);
    };
    const SolveResult result = solve_seed("klondike-draw1", 506, limits);
    REQUIRE(result.status == SolveStatus::Unknown);
    REQUIRE(seen.reports.size() >= 100);
    for (std::size_t i = 1; i < seen.reports.size(); ++i) {
        CHECK(seen.reports[i].nodes >= seen.reports[i - 1].nodes);
        CHECK(seen.reports[i].seconds >= seen.reports[i - 1].seconds);
    }
    CHECK(seen.reports.back().nodes <= result.stats.nodes);
    CHECK(seen.reports.back().nodes > result.stats.nodes / 2);
}

TEST_CASE("the solver solves from the middle of a game", "[solver]") {
    const Position start = deal(preset_rules("klondike-draw1"), 2);
    const SolveResult full = solve(start);
    REQUIRE(full.status == SolveStatus::Solved);
    // Play part of the line (including draws), then ask again from there.
    for (const std::size_t played : {std::size_t(5), full.moves.size() / 2, full.moves.size()}) {
        INFO("after " << played << " moves");
        Position mid = start;
        for (std::size_t i = 0; i < played; ++i) mid.do_move(full.moves[i]);
        const SolveResult rest = solve(mid);
        REQUIRE(rest.status == SolveStatus::Solved);
        CHECK(replays_to_win(mid, rest.moves));
        if (played == full.moves.size()) CHECK(rest.moves.empty());
    }
    // A detour the solver would not take: draw a few cards first.
    Position drawn = start;
    for (int i = 0; i < 7; ++i) drawn.do_move(Move::make(MoveKind::Draw, 0, 0, 1, false));
    const SolveResult after_draws = solve(drawn);
    REQUIRE(after_draws.status == SolveStatus::Solved);
    CHECK(replays_to_win(drawn, after_draws.moves));
}

TEST_CASE("solver moves keep the solver key equal to its from-scratch value, and the "
          "children's keys computed at once are theirs",
          "[solver]") {
    for (const auto mode : {SolverGame::Mode::Pruned, SolverGame::Mode::Classes})
        for (const char* preset : {"klondike-draw1", "klondike-draw3", "klondike-draw3-vegas"}) {
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                SolverGame game(deal(preset_rules(preset), seed), 0, mode);
                const std::uint64_t root_key = game.base_key();
                // Walk down the first generated move repeatedly, then back up.
                std::vector<SolverMove> line;
                for (int ply = 0; ply < 60; ++ply) {
                    SolverMoveList list;
                    SolverMove forced;
                    if (game.forced_move(forced)) {
                        list.size = 0;
                        list.push(forced);
                    } else {
                        game.generate(list);
                    }
                    if (list.size == 0) break;
                    // The keys of all the children at once are each child's key, one by one
                    // and after playing its move.
                    std::uint64_t keys[SolverMoveList::CAPACITY];
                    game.child_keys(list, keys);
                    for (int i = 0; i < list.size; ++i) {
                        const SolverMove child = list.moves[std::size_t(i)];
                        REQUIRE(game.child_key(child) == keys[i]);
                        game.do_move(child);
                        REQUIRE(game.base_key() == keys[i]);
                        game.undo_move(child);
                    }
                    const SolverMove m =
                        list.moves[std::size_t((seed + ply) % std::uint64_t(list.size))];
                    game.do_move(m);
                    line.push_back(m);
                    INFO("mode " << int(mode) << " " << preset << " seed " << seed << " ply " << ply
                                 << " kind " << int(m.kind()) << " flip " << m.flip());
                    REQUIRE(game.base_key() == game.compute_key());
                }
                for (auto it = line.rbegin(); it != line.rend(); ++it) game.undo_move(*it);
                CHECK(game.base_key() == root_key);
            }
        }
}

namespace {

// The verdict of the reference search (no pruning or dominance) within `nodes`.
SolveStatus plain_verdict(const Position& pos, std::uint64_t nodes) {
    SolverGame game(pos, 0, SolverGame::Mode::Plain);
    search::Limits limits;
    limits.node_limit = nodes;
    search::DepthFirstSearch<SolverGame> dfs(game, limits);
    return dfs.run();
}

// The verdict of the search over classes alone (SolverGame::Mode::Classes) within `nodes`.
SolveStatus classes_verdict(const Position& pos, std::uint64_t nodes) {
    SolverGame game(pos, 0, SolverGame::Mode::Classes);
    search::Limits limits;
    limits.node_limit = nodes;
    search::DepthFirstSearch<SolverGame> dfs(game, limits);
    return dfs.run();
}

// A scene the deadlock proof must call dead: the solver proves it unsolvable, and so does
// the reference search within `nodes`.
void check_proven_dead(const char* text, const Rules& rules, std::uint64_t nodes) {
    const auto pos = parse_position(text, rules);
    REQUIRE(pos.ok());
    CHECK(hopeless(*pos));
    CHECK(solve(*pos).status == SolveStatus::Unsolvable);
    CHECK(plain_verdict(*pos, nodes) == SolveStatus::Unsolvable);
}

} // namespace

TEST_CASE("the deadlock proof sees two cards competing for one free parent", "[solver]") {
    // From the search of draw 1 seed 569. JH covers 2C and can only leave onto a black
    // Queen: QC lies under it, and QS holds JD, which in turn can only leave for QC or its
    // foundation, and diamonds are stuck at 5 with 6D at the bottom under JH. The old proof
    // counted QS as a free destination because it is face up; millions of nodes of the
    // search were positions like this one.
    const char* dead = R"(
foundations: AC 3D 4H 5S
tableau 1: | QH JC TH 9S 8D 7C
tableau 2: | KH
tableau 3: | KD QS JD TC 9D 8S
tableau 4: | KC
tableau 5: | KS QD JS TD 9C 8H 7S 6H 5C 4D 3C
tableau 6: 6D QC 5H 2C | JH
tableau 7: | TS 9H 8C 7D 6C 5D 4C
stock: -
waste: 7H 6S
)";
    check_proven_dead(dead, Rules{}, 3'000'000);
    // With JD and its run in the stock instead, QS is free for JH: nothing is proven.
    const char* open = R"(
foundations: AC 3D 4H 5S
tableau 1: | QH JC TH 9S 8D 7C
tableau 2: | KH
tableau 3: | KD QS
tableau 4: | KC
tableau 5: | KS QD JS TD 9C 8H 7S 6H 5C 4D 3C
tableau 6: 6D QC 5H 2C | JH
tableau 7: | TS 9H 8C 7D 6C 5D 4C
stock: JD TC 9D 8S
waste: 7H 6S
)";
    const auto free = parse_position(open, Rules{});
    REQUIRE(free.ok());
    CHECK(!hopeless(*free));
}

TEST_CASE("the deadlock proof sees twins waiting for one parent", "[solver]") {
    // 7H lies above its twin 7D, and 8C, one of their two parents, lies under 7D. Once 6S
    // has gone home, 7H must leave first, and only onto 8S: 8C is covered until 7D leaves.
    // Then 7D has no parent free: 8S holds 7H, which can leave only for 8C or its
    // foundation, and hearts wait for 6H, under 7D. 7D cannot go home either: 6D lies
    // under it. The old proof let 7D use 8S as if 7H were not on it.
    const char* dead = R"(
foundations: 7C 5D 5H 5S
tableau 1: 8C 6H 6D 7D 7H | 6S
tableau 2: | KH QC JH TC 9H 8S
tableau 3: | KD QS JD TS 9D
tableau 4: | KC QH JS TH 9S 8H 7S
tableau 5: | KS QD JC TD 9C 8D
tableau 6: -
tableau 7: -
stock: -
waste: -
)";
    check_proven_dead(dead, Rules{}, 1'000'000);
    // With 8D and 8C swapped, 7D has 8C free once 7H is on 8S: nothing is proven.
    const char* open = R"(
foundations: 7C 5D 5H 5S
tableau 1: 8D 6H 6D 7D 7H | 6S
tableau 2: | KH QC JH TC 9H 8S
tableau 3: | KD QS JD TS 9D 8C
tableau 4: | KC QH JS TH 9S 8H 7S
tableau 5: | KS QD JC TD 9C
tableau 6: -
tableau 7: -
stock: -
waste: -
)";
    const auto free = parse_position(open, Rules{});
    REQUIRE(free.ok());
    CHECK(!hopeless(*free));
    CHECK(solve(*free).status == SolveStatus::Solved);
}

TEST_CASE("the deadlock proof sees talon cards no draw of three can reach", "[solver]") {
    // From a random playout of draw 3 seed 2579. The waste is 9H KD QH KS TD (TD on top).
    // Hearts need 9H, at the bottom: it comes up only once KD, right after it, is played,
    // and KD only once QH is. QH can go only onto KS (KC holds QD), and KS comes up only
    // once TD is played (or a card before it, all locked). TD can go onto JS, under TH,
    // which needs 9H home first, or home after 9D, which lies under QS in pile 7. QS can
    // leave only for KD (locked) or home after JS, under TH again. So with draw 3 the talon
    // stays locked; with draw 1 every card of the waste comes up in turn.
    const char* text = R"(
foundations: TC 6D 8H 8S
tableau 1: | JD
tableau 2: -
tableau 3: -
tableau 4: | KH QC JH TS
tableau 5: -
tableau 6: | KC QD JS TH
tableau 7: JC 9D QS 7D | 9S 8D
stock: -
waste: 9H KD QH KS TD
redeals: 7
)";
    Rules draw3;
    draw3.draw = 3;
    check_proven_dead(text, draw3, 1'000'000);
    const auto draw1 = parse_position(text, Rules{});
    REQUIRE(draw1.ok());
    CHECK(!hopeless(*draw1));
    CHECK(solve(*draw1).status == SolveStatus::Solved);
}

// The pruning rules claim to keep a win whenever there is one. Check the claim where a
// search without them can finish: every deal the pruned solver proves unsolvable must be
// unsolvable for the plain search too, and every deal it solves must be solvable.
TEST_CASE("pruned verdicts agree with the plain reference search", "[solver][reference]") {
    const struct {
        const char* preset;
        std::uint64_t seed;
    } cases[] = {{"klondike-draw1", 41},  {"klondike-draw1", 86},  {"klondike-draw1", 195},
                 {"klondike-draw1", 166}, {"klondike-draw1", 157}, {"klondike-draw3", 39},
                 {"klondike-draw3", 41},  {"klondike-draw3", 86},  {"klondike-draw3", 99}};
    for (const auto& c : cases) {
        INFO(c.preset << " seed " << c.seed);
        const Position start = deal(preset_rules(c.preset), c.seed);
        const SolveStatus pruned = solve(start).status;
        const SolveStatus plain = plain_verdict(start, 3'000'000);
        if (plain != SolveStatus::Unknown) CHECK(plain == pruned);
        const SolveStatus classes = classes_verdict(start, 3'000'000);
        if (plain != SolveStatus::Unknown && classes != SolveStatus::Unknown)
            CHECK(plain == classes);
    }
}

// Two cards going up that share their use, neither a use of the other (solver_followup.h,
// "Rows"): the main search alone once called these draw 1 deals lost. 4271 needs 3C up and
// 4S up before 4H up (and 3S up before 4S); 7878 puts 4S from the talon on 5D and plays 3C
// up, both for 3H and 2S to go on 4S.
TEST_CASE("the main search plays cards up in a row before the use they share", "[solver]") {
    for (const std::uint64_t seed : {4271, 7878}) {
        INFO("draw 1 seed " << seed);
        const Position start = deal(preset_rules("klondike-draw1"), seed);
        SolverGame game(start, 0, SolverGame::Mode::Pruned);
        search::Limits limits;
        limits.node_limit = 2'000'000;
        search::DepthFirstSearch<SolverGame> dfs(game, limits);
        CHECK(dfs.run() == SolveStatus::Solved);
        CHECK(classes_verdict(start, 2'000'000) == SolveStatus::Solved);
        const SolveResult r = solve(start);
        CHECK(r.status == SolveStatus::Solved);
        CHECK(replays_to_win(start, r.moves));
    }
}

// 7D fits its foundation but holds 6C, whose other parent 7H is free: the search over
// classes lifts 6C onto 7H (the first ply, which keeps the class) and then must play 7D up,
// turning 5C (the second).
TEST_CASE("the search over classes plays a card up from under a run in two plies", "[solver]") {
    const char* text = R"(
foundations: 4C 6D 5H 5S
tableau 1: 5C | 7D 6C
tableau 2: 8S | 7H
tableau 3: 8C | KC
tableau 4: | KD
tableau 5: | KH
tableau 6: | KS
tableau 7: -
stock: 7C 9C TC JC QC 8D 9D TD JD QD 6H 8H 9H TH JH QH 6S 7S 9S TS JS QS
waste: -
)";
    const auto pos = parse_position(text, Rules{});
    REQUIRE(pos.ok());
    SolverGame game(*pos, 0, SolverGame::Mode::Classes);
    const std::uint64_t root = game.key();
    SolverMoveList list;
    game.generate(list);
    const SolverMove lift = SolverMove::make(SolverMoveKind::TableauToTableau, 0, 1, 1, false);
    REQUIRE(std::find(list.begin(), list.end(), lift) != list.end());
    game.do_move(lift);
    CHECK(game.key() != root); // the middle of the two plies is its own node
    SolverMove forced;
    CHECK(!game.forced_move(forced));
    game.generate(list);
    REQUIRE(list.size == 1);
    CHECK(list.moves[0] ==
          SolverMove::make(SolverMoveKind::TableauToFoundation, 0, DIAMONDS, 1, true));
    game.do_move(list.moves[0]);
    CHECK(game.key() == game.compute_key());
    CHECK(game.position().pile_top(0) == make_card(5, CLUBS));
}

// Two positions of one class (solver_game.h): 6C on 7D and 6S on 7H, or the other way
// round. They share the key of the search over classes, not the exact one.
TEST_CASE("the search over classes keys a class, not where each run lies", "[solver]") {
    const char* one = R"(
foundations: 5C 6D 6H 5S
tableau 1: QC | 8C 7D 6C
tableau 2: JC | 8S 7H 6S
tableau 3: | KH
tableau 4: | KD
tableau 5: | KS QD JS TD 9C
tableau 6: | KC QH
tableau 7: | TC 9D
stock: 8D 9H TH JH 9S TS 8H JD QS
waste: 7S 7C
)";
    std::string text = one;
    text.replace(text.find("8C 7D 6C"), 8, "8C 7H 6S");
    text.replace(text.find("8S 7H 6S"), 8, "8S 7D 6C");
    const auto a = parse_position(one, Rules{});
    const auto b = parse_position(text, Rules{});
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    CHECK(SolverGame(*a, 0, SolverGame::Mode::Classes).base_key() ==
          SolverGame(*b, 0, SolverGame::Mode::Classes).base_key());
    CHECK(SolverGame(*a).base_key() != SolverGame(*b).base_key());
    CHECK(classes_verdict(*a, 1'000'000) == plain_verdict(*b, 1'000'000));
}

// The same check on many deals; slow (minutes), so hidden: run with
// `engine_tests "[.reference-sweep]"`.
TEST_CASE("reference sweep over seeds 1-150 of every preset", "[.reference-sweep]") {
    int compared = 0, proofs = 0;
    for (const char* preset :
         {"klondike-draw1", "klondike-draw3", "klondike-draw1-vegas", "klondike-draw3-vegas"}) {
        for (std::uint64_t seed = 1; seed <= 150; ++seed) {
            const Position start = deal(preset_rules(preset), seed);
            search::Limits limits;
            limits.node_limit = 500'000;
            const SolveStatus pruned = solve(start, limits).status;
            if (pruned == SolveStatus::Unknown) continue;
            const SolveStatus plain = plain_verdict(start, 3'000'000);
            if (plain == SolveStatus::Unknown) continue;
            INFO(preset << " seed " << seed);
            CHECK(plain == pruned);
            const SolveStatus classes = classes_verdict(start, 3'000'000);
            if (classes != SolveStatus::Unknown) CHECK(plain == classes);
            ++compared;
            proofs += plain == SolveStatus::Unsolvable;
        }
    }
    WARN("compared " << compared << " verdicts, " << proofs << " of them unsolvable");
}

// A winning line with a detour put in (a foundation card brought down and sent up again at
// once) loses it again, and still wins.
TEST_CASE("detours are taken out of a winning line", "[solver]") {
    int tried = 0;
    for (std::uint64_t seed = 1; seed <= 30 && tried < 5; ++seed) {
        const Position start = deal(preset_rules("klondike-draw1"), seed);
        const SolveResult r = solve(start);
        if (r.status != SolveStatus::Solved) continue;
        // The first point where a foundation card can come down onto a pile.
        Position pos = start;
        for (std::size_t k = 0; k < r.moves.size(); ++k) {
            pos.do_move(r.moves[k]);
            MoveList legal;
            pos.generate(legal);
            const Move* down = std::find_if(legal.begin(), legal.end(), [](Move m) {
                return m.kind() == MoveKind::FoundationToTableau;
            });
            if (down == legal.end()) continue;
            Position there = pos;
            there.do_move(*down);
            const Move up =
                Move::make(MoveKind::TableauToFoundation, down->to(), down->from(), 1, false);
            REQUIRE(there.is_legal(up));
            std::vector<Move> longer(r.moves.begin(), r.moves.begin() + std::ptrdiff_t(k + 1));
            longer.push_back(*down);
            longer.push_back(up);
            longer.insert(longer.end(), r.moves.begin() + std::ptrdiff_t(k + 1), r.moves.end());
            REQUIRE(replays_to_win(start, longer));
            const std::vector<Move> back = without_detours(start, longer);
            CHECK(back.size() <= r.moves.size());
            CHECK(replays_to_win(start, back));
            ++tried;
            break;
        }
    }
    CHECK(tried == 5);
}

// The end game played straight: never longer than the line's own end, and still a win;
// here the line's end first makes a full pass of the talon with nothing played (where the
// draws come back to the same waste: with draw 1 always).
TEST_CASE("a line's end game is played straight when that is shorter", "[solver]") {
    int shortened = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Position start = deal(preset_rules("klondike-draw1"), seed);
        const SolveResult r = solve(start);
        if (r.status != SolveStatus::Solved) continue;
        CHECK(with_straight_end(start, r.moves).size() == r.moves.size());
        // Where every card is face up and the talon still holds cards, add a pass.
        Position pos = start;
        for (std::size_t k = 0; k < r.moves.size(); ++k) {
            bool up = true;
            for (int p = 0; p < TABLEAU; ++p) up = up && pos.pile_down(p) == 0;
            if (up && pos.talon_len() > 1) {
                std::vector<Move> longer(r.moves.begin(), r.moves.begin() + std::ptrdiff_t(k));
                Position q = pos;
                // To the end of the stock, a redeal, and on to where the waste was.
                for (int n = 0; n <= 2 * TALON + 2; ++n) {
                    MoveList legal;
                    q.generate(legal);
                    const Move* m = std::find_if(legal.begin(), legal.end(), [](Move x) {
                        return x.kind() == MoveKind::Draw || x.kind() == MoveKind::Redeal;
                    });
                    REQUIRE(m != legal.end());
                    longer.push_back(*m);
                    q.do_move(*m);
                    if (q.waste_len() == pos.waste_len() && q.redeals() > pos.redeals()) break;
                }
                REQUIRE(q.waste_len() == pos.waste_len());
                longer.insert(longer.end(), r.moves.begin() + std::ptrdiff_t(k), r.moves.end());
                REQUIRE(replays_to_win(start, longer));
                const std::vector<Move> back = with_straight_end(start, longer);
                CHECK(back.size() < longer.size());
                CHECK(replays_to_win(start, back));
                ++shortened;
                break;
            }
            pos.do_move(r.moves[k]);
        }
    }
    CHECK(shortened > 0);
}
