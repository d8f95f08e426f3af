// The Session (shell/core/session.h): undo and redo by groups (a player's move with the
// automatic moves it set off), the redo tail dropped by a new move, saved games replayed
// with their redo tail, restart, the clock on times the test passes in, and the help the
// computer gave, which only rises.
#include "shell/core/session.h"
#include "table_util.h"

using namespace test;
using sol::ui::PileView;
using sol::ui::Session;

namespace {

Session session(const char* url, std::uint64_t seed) {
    return Session(sol::ui::make_game(preset(url), seed), url, seed);
}

// The legal move that `text` names in the session's position (the engine's reader on a
// deal replayed beside it).
GameMove move(const Session& s, std::string_view text) {
    Deal d(preset(s.preset()), s.seed());
    for (const GameMove m : s.played()) d.play_move(m);
    const auto m = d.engine->parse(text);
    INFO(text << "\n" << d.engine->position_text());
    REQUIRE(m.has_value());
    return *m;
}

void play(Session& s, std::string_view line) {
    Deal d(preset(s.preset()), s.seed());
    for (const GameMove m : s.played()) d.play_move(m);
    const size_t before = d.played.size();
    d.play(line);
    for (size_t i = before; i < d.played.size(); ++i) s.play(d.played[i]);
}

std::vector<PileView> table(const Session& s) {
    return views(s.game());
}

} // namespace

TEST_CASE("undo and redo restore every position, in every game", "[session]") {
    for (const char* url : {"klondike/draw1", "klondike/draw3-vegas", "spider/2suits",
                            "pyramid/3passes", "pyramid/classic"}) {
        INFO(url);
        Session s = session(url, 1);
        CHECK(!s.can_undo());
        CHECK(!s.can_redo());
        // Twelve moves, each the table's hint (the stock when nothing else).
        std::vector<std::vector<PileView>> seen{table(s)};
        for (int n = 0; n < 12; ++n) {
            const auto m = s.game().suggested_move();
            REQUIRE(m.has_value());
            s.play(*m);
            CHECK(s.moves() == n + 1);
            seen.push_back(table(s));
        }
        for (int n = int(seen.size()) - 2; n >= 0; --n) {
            s.undo();
            CHECK(s.moves() == n);
            CHECK(same_views(table(s), seen[size_t(n)]));
        }
        CHECK(!s.can_undo());
        s.undo(); // nothing to undo: nothing happens
        CHECK(same_views(table(s), seen[0]));
        for (size_t n = 1; n < seen.size(); ++n) {
            REQUIRE(s.can_redo());
            s.redo();
            CHECK(same_views(table(s), seen[n]));
        }
        CHECK(!s.can_redo());
        s.redo();
        CHECK(s.moves() == 12);
    }
}

TEST_CASE("a move and the automatic moves it sets off are one undo and one redo", "[session]") {
    // Deal 1 of draw 1: AH waits on pile 7 until a move; a draw sets it off.
    Session s = session("klondike/draw1", 1);
    const auto start = table(s);
    s.play(move(s, "S"));
    const auto auto_move = s.game().safe_auto_move();
    REQUIRE(auto_move.has_value());
    CHECK(s.game().move_text(*auto_move) == "7>F");
    s.play_automatic(*auto_move);
    CHECK(s.moves() == 2);
    CHECK(!s.automatic(0));
    CHECK(s.automatic(1));
    const auto after = table(s);
    s.undo();
    CHECK(s.moves() == 0);
    CHECK(same_views(table(s), start));
    CHECK(s.undone().size() == 2);
    CHECK(s.game().move_text(s.redo_move()) == "S");
    s.redo();
    CHECK(s.moves() == 2);
    CHECK(same_views(table(s), after));
    // Two player's moves are two undos.
    play(s, "S");
    s.undo();
    CHECK(s.moves() == 2);
    // An automatic move before any move of the player's is a group of its own.
    Session t = session("pyramid/3passes", 7);
    t.play_automatic(move(t, "KC"));
    t.play(move(t, "QD+AD"));
    t.undo();
    CHECK(t.moves() == 1);
    t.undo();
    CHECK(t.moves() == 0);
}

TEST_CASE("a new move drops what redo would replay", "[session]") {
    Session s = session("spider/1suit", 3);
    play(s, "6>10 4>8 D");
    s.undo();
    s.undo();
    CHECK(s.undone().size() == 2);
    play(s, "D");
    CHECK(!s.can_redo());
    CHECK(s.undone().empty());
    CHECK(s.moves() == 2);
    // Undo, then the same move again: still a new move, the tail is gone.
    s.undo();
    play(s, "D");
    CHECK(!s.can_redo());
}

TEST_CASE("saved moves replay, with their redo tail; an illegal one keeps the moves before it",
          "[session]") {
    Session s = session("klondike/draw1", 3);
    play(s, "S S S");
    s.undo();
    const std::vector<GameMove> played = s.played(), undone = s.undone();
    const auto kept = table(s);
    REQUIRE(played.size() == 2);
    REQUIRE(undone.size() == 1);

    SECTION("a reload keeps the game and its redo") {
        Session r = session("klondike/draw1", 3);
        CHECK(r.replay(played, 1000, undone));
        CHECK(r.moves() == 2);
        CHECK(same_views(table(r), kept));
        CHECK(r.undone() == undone);
        r.redo();
        CHECK(r.moves() == 3);
        s.redo();
        CHECK(same_views(table(r), table(s)));
    }
    SECTION("an old saved game without redo opens") {
        Session r = session("klondike/draw1", 3);
        CHECK(r.replay(played, 1000));
        CHECK(same_views(table(r), kept));
        CHECK(!r.can_redo());
    }
    SECTION("a damaged redo tail is dropped, not the game") {
        Session r = session("klondike/draw1", 3);
        CHECK(r.replay(played, 1000, {99999999}));
        CHECK(r.moves() == 2);
        CHECK(same_views(table(r), kept));
        CHECK(!r.can_redo());
        // A tail legal at first and then not: the legal part is kept.
        Session t = session("klondike/draw1", 3);
        CHECK(t.replay(played, 1000, {undone[0], 99999999}));
        CHECK(t.undone() == undone);
    }
    SECTION("an illegal saved move: false, the moves before it and the clock kept, no redo") {
        Session r = session("klondike/draw1", 3);
        play(r, "S");
        std::vector<GameMove> bad = played;
        bad.push_back(99999999);
        bad.push_back(undone[0]);
        CHECK(!r.replay(bad, 1000, undone));
        CHECK(r.played() == played);
        CHECK(!r.can_redo());
        CHECK(same_views(table(r), kept));
        CHECK(r.elapsed_ms(5000) == 1000);
        // Illegal from the first move: the deal as dealt, its clock at 0.
        Session f = session("klondike/draw1", 3);
        const auto deal = table(f);
        CHECK(!f.replay({99999999, played[0]}, 1000, undone));
        CHECK(f.moves() == 0);
        CHECK(same_views(table(f), deal));
        CHECK(f.elapsed_ms(5000) == 0);
    }
}

TEST_CASE("restart: the deal again, no redo, the clock at 0, the help noted stays", "[session]") {
    Session s = session("klondike/draw1-vegas", 5);
    CHECK(s.score() == -52);
    play(s, "S S");
    s.tick(1000);
    s.undo();
    s.note_assist(Session::Assist::Hints);
    const auto deal = table(session("klondike/draw1-vegas", 5));
    s.restart();
    CHECK(s.moves() == 0);
    CHECK(!s.can_undo());
    CHECK(!s.can_redo());
    CHECK(same_views(table(s), deal));
    CHECK(s.score() == -52);
    CHECK(s.elapsed_ms(9000) == 0);
    CHECK(s.assist() == Session::Assist::Hints);
    // The clock starts again at the next move.
    play(s, "S");
    s.tick(10000);
    CHECK(s.elapsed_ms(10500) == 500);
}

TEST_CASE("the clock runs from the first move to the win, without the time away", "[session]") {
    Session s = session("klondike/draw1", 1);
    s.tick(1000);
    CHECK(s.elapsed_ms(5000) == 0); // no move yet
    play(s, "S");
    s.tick(2000);
    CHECK(s.elapsed_ms(2000) == 0);
    CHECK(s.elapsed_ms(3500) == 1500);
    s.skip(1000); // a hidden tab: not counted
    CHECK(s.elapsed_ms(3500) == 500);
    s.skip(-5); // nothing
    s.skip(0);
    CHECK(s.elapsed_ms(3500) == 500);
    // Every move undone: the clock stops, keeping its time, and runs on with the next.
    s.undo();
    s.tick(4000);
    CHECK(s.elapsed_ms(9000) == 1000);
    s.skip(1000); // not running: nothing to skip
    CHECK(s.elapsed_ms(9000) == 1000);
    s.redo();
    s.tick(10000);
    CHECK(s.elapsed_ms(10000) == 1000);
    CHECK(s.elapsed_ms(12000) == 3000);

    // A saved game's time goes on from where it was.
    Session r = session("klondike/draw1", 1);
    REQUIRE(r.replay(s.played(), 60000));
    CHECK(r.elapsed_ms(100) == 60000);
    r.tick(100);
    CHECK(r.elapsed_ms(1100) == 61000);
}

TEST_CASE("a won game: the clock stops at the win, the score is the win's", "[session]") {
    for (const char* url : {"klondike/draw1", "spider/1suit", "pyramid/3passes"}) {
        INFO(url);
        // The first deal from 1 that the solver wins within a small budget.
        std::optional<std::vector<GameMove>> line;
        std::uint64_t seed = 0;
        while (!line && seed < 20) line = engine_game(preset(url), ++seed)->solve(50'000);
        REQUIRE(line.has_value());
        Session s = session(url, seed);
        double now = 1000;
        for (const GameMove m : *line) {
            CHECK(!s.won());
            s.play(m);
            s.tick(now += 100);
        }
        CHECK(s.won());
        CHECK(s.moves() == int(line->size()));
        CHECK(s.assist() == Session::Assist::None);
        const double at_win = s.elapsed_ms(now);
        CHECK(at_win == 100.0 * double(line->size() - 1));
        s.tick(now + 5000);
        CHECK(s.elapsed_ms(now + 60000) == at_win);
        CHECK(s.score() == s.game().score(s.played()));
        if (std::string(url) == "spider/1suit") CHECK(s.score() == 500 - int(line->size()) + 800);
        // A won game saved and opened again is won, its clock stopped.
        Session r = session(url, seed);
        REQUIRE(r.replay(s.played(), at_win));
        CHECK(r.won());
        r.tick(now);
        CHECK(r.elapsed_ms(now + 60000) == at_win);
        // Undo from the win: the clock runs again.
        r.undo();
        r.tick(now);
        CHECK(r.elapsed_ms(now + 100) == at_win + 100);
    }
}

TEST_CASE("the help the computer gave only rises", "[session]") {
    Session s = session("pyramid/3passes", 7);
    CHECK(s.assist() == Session::Assist::None);
    s.note_assist(Session::Assist::None);
    CHECK(s.assist() == Session::Assist::None);
    s.note_assist(Session::Assist::Hints);
    CHECK(s.assist() == Session::Assist::Hints);
    s.note_assist(Session::Assist::None);
    CHECK(s.assist() == Session::Assist::Hints);
    s.note_assist(Session::Assist::Computer);
    s.note_assist(Session::Assist::Hints);
    CHECK(s.assist() == Session::Assist::Computer);
    play(s, "KC");
    s.undo();
    s.restart();
    CHECK(s.assist() == Session::Assist::Computer);
}

TEST_CASE("a session names its deal", "[session]") {
    const Session s = session("spider/4suits", 123456789);
    CHECK(s.preset() == "spider/4suits");
    CHECK(s.seed() == 123456789);
    CHECK(s.game().game_name() == "spider");
    CHECK(s.score() == 500);
}

TEST_CASE("in every game, a saved game with a move undone reopens with its redo", "[session]") {
    // Three clicks on the stock (Klondike and Pyramid draw, Spider deals), one undone.
    for (const char* url : {"klondike/draw1", "spider/1suit", "pyramid/3passes"}) {
        INFO(url);
        Session s = session(url, 780);
        const int stock = pile_index(s.game(), "stock");
        for (int n = 0; n < 3; ++n) {
            const auto m = s.game().pile_action(stock);
            REQUIRE(m.has_value());
            s.play(*m);
        }
        const auto three = table(s);
        s.undo();
        REQUIRE(s.moves() == 2);
        Session r = session(url, 780);
        REQUIRE(r.replay(s.played(), 2000, s.undone()));
        CHECK(r.moves() == 2);
        CHECK(r.can_redo());
        CHECK(same_views(table(r), table(s)));
        r.redo();
        CHECK(same_views(table(r), three));
    }
}
