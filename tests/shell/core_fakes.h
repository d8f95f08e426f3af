#pragma once
// Fakes for the shell core's ports, for the tests: a solver that answers only when the test
// says so (FakeSolver), and a page that records what the table tells it (FakePage).

#include "shell/core/solver_port.h"
#include "shell/core/table_port.h"

#include <cstdint>
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
    std::vector<std::string> said, sounds, notices, saves, wins;
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
    std::uint64_t random_seed() override { return next_seed++; }
    int vegas_bank(const std::string&, std::uint64_t) override { return bank; }
};

} // namespace sol::ui::test
