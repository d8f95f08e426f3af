#pragma once
// Fakes for the shell core's ports, for the tests: a solver that answers only when the test
// says so (FakeSolver), and a page that records what the table tells it (FakePage).

#include "shell/core/solver_port.h"
#include "shell/core/table_controller.h"
#include "shell/core/table_port.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace sol::ui::test {

// A solver port that keeps each request for the test to answer (or not).
struct FakeSolver : SolverPort {
    struct Request {
        int serial = 0;
        std::string preset, position;
        double time_ms = 0;
    };
    std::vector<Request> requests;
    int cancels = 0;
    std::vector<int> deal_searches; // serials of find_winnable_deal
    std::vector<std::string> settings;

    void request(int serial, const std::string& preset_url, const std::string& position,
                 double time_ms) override {
        requests.push_back({serial, preset_url, position, time_ms});
    }
    void cancel() override { ++cancels; }
    void find_winnable_deal(int serial, const std::string&, double) override {
        deal_searches.push_back(serial);
    }
    void settings_changed(const std::string& json) override { settings.push_back(json); }
    const Request& last() const { return requests.back(); }
};

// A page that records the table's messages; its seeds count up from `next_seed`.
struct FakePage : TablePort {
    std::vector<std::string> said, sounds, notices, saves, wins, settings, pages;
    int shares = 0;
    std::vector<std::pair<std::string, std::uint64_t>> deals;
    std::uint64_t next_seed = 1;
    int bank = 0;

    void announce(const std::string& text) override { said.push_back(text); }
    void sound(const char* name) override { sounds.emplace_back(name); }
    void deal_started(const std::string& url, std::uint64_t seed) override {
        deals.emplace_back(url, seed);
    }
    void progress(const std::string& json) override { saves.push_back(json); }
    void won(const std::string& json) override { wins.push_back(json); }
    void notice(const std::string& text) override { notices.push_back(text); }
    void share() override { ++shares; }
    void settings_changed(const std::string& json) override { settings.push_back(json); }
    void open_page(const char* what, const std::string& url) override {
        pages.push_back(std::string(what) + " " + url);
    }
    std::uint64_t random_seed() override { return next_seed++; }
    int vegas_bank(const std::string&, std::uint64_t) override { return bank; }
};

// A table on a fake page, with the test's own clock (`now`, ms) and a solver port of type
// Port. The live verdict is off unless the test turns it on, so nothing is asked unasked.
template <class Port>
struct TableOn {
    FakePage page;
    Port solver;
    TableController table{page, solver};
    double now = 1000;

    explicit TableOn(const char* preset = "klondike/draw1", std::uint64_t seed = 1,
                     bool live_verdict = false) {
        table.area() = TableArea{1280, 720, 20, 40, 1};
        table.solver().set_settings(SolverSettings{live_verdict, false, 350});
        if (table.open(preset, seed, {}, 0) != 0) throw std::invalid_argument(preset);
        table.begin_frame(now);
        table.step(false, false); // the solver's controller looks at the table
    }
    // One frame `ms` later, nothing moving on screen: the table's own moves.
    void frame(double ms = 16) {
        now += ms;
        table.begin_frame(now);
        table.step(false, false);
    }
    const Session& session() const { return table.session(); }
    SolveController& ctl() { return table.solver(); }
};

using Table = TableOn<FakeSolver>;

// The stock's move (Klondike's and Pyramid's draw, Spider's deal): there at the start of
// every deal.
inline GameMove draw_move(const Table& t) {
    const TableGame& g = t.session().game();
    for (int p = 0; p < g.pile_count(); ++p)
        if (t.table.piles()[size_t(p)].kind == PileKind::Stock)
            if (const auto m = g.pile_action(p)) return *m;
    FAIL("no stock");
    return 0;
}

} // namespace sol::ui::test
