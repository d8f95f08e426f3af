// `solitaire bench <preset> <first-seed> <count>`: solves consecutive seeds one at a time
// and prints the figures the solver is judged by (issue 3's acceptance benchmarks).
#include "cli_util.h"
#include "commands.h"
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>
#if defined(__EMSCRIPTEN__)
// No getrusage under wasm: the linear memory only grows, so its size is the peak.
static double peak_memory_mb() {
    return double(__builtin_wasm_memory_size(0)) * 65536 / (1 << 20);
}
static const char* PEAK_MEMORY_WHAT = "wasm heap size";
#else
#include <sys/resource.h>
static double peak_memory_mb() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024; // Linux reports kilobytes
}
static const char* PEAK_MEMORY_WHAT = "peak RSS";
#endif

namespace {

constexpr const char* USAGE =
    "usage: solitaire bench <preset> <first-seed> <count> [options]\n"
    "  Solves seeds first-seed .. first-seed+count-1, one at a time, and prints the counts\n"
    "  of each verdict, time statistics, speed, peak memory and a node-count signature.\n"
    "  --strategy NAME    another method than the complete solver, where the game has one\n"
    "  --time-limit S     per deal (default: none)\n"
    "  --node-limit N     per deal (default: none)\n"
    "  --memory-limit MB  what a search may hold per deal, in MB (default 768)\n"
    "  --list             also print one line per seed: seed, verdict, ms, nodes, moves\n";

// The value below which a fraction q of the sorted samples lie (nearest rank).
double quantile(const std::vector<double>& sorted, double q) {
    if (sorted.empty()) return 0;
    std::size_t i = std::size_t(q * double(sorted.size()));
    if (i >= sorted.size()) i = sorted.size() - 1;
    return sorted[i];
}

} // namespace

int cmd_bench(int argc, char** argv) {
    const auto args = cli::parse_args(argc, argv,
                                      {{"strategy", true},
                                       {"time-limit", true},
                                       {"node-limit", true},
                                       {"memory-limit", true},
                                       {"list", false},
                                       {"help", false}});
    if (!args) return cli::usage_error("bench", args.error() + "\n" + USAGE);
    if (args->has("help")) {
        std::fputs(USAGE, stdout);
        return 0;
    }
    if (args->positional.size() != 3)
        return cli::usage_error("bench",
                                std::string("expected <preset> <first-seed> <count>\n") + USAGE);
    const auto chosen = cli::parse_preset_game(args->positional[0]);
    if (!chosen) return cli::usage_error("bench", chosen.error());
    const sol::Preset& preset = *chosen->preset;
    const sol::games::Game& game = *chosen->game;
    const auto first = cli::parse_seed(args->positional[1], &preset);
    if (!first) return cli::usage_error("bench", first.error());
    const auto count = cli::parse_count(args->positional[2], "count");
    if (!count) return cli::usage_error("bench", count.error());
    if (*count > 0 && *first > UINT64_MAX - (*count - 1)) // seeds must not wrap to 0
        return cli::usage_error("bench", "seeds " + args->positional[1] + " + " +
                                             args->positional[2] + " go past 2^64 - 1");
    if (*count > 0)
        if (const std::string why = sol::seed_error(preset, *first + (*count - 1)); !why.empty())
            return cli::usage_error("bench", why);

    const auto parsed_limits = cli::parse_limits(*args);
    if (!parsed_limits) return cli::usage_error("bench", parsed_limits.error());
    const sol::search::Limits limits = *parsed_limits;
    const bool list = args->has("list");
    sol::games::SolveRequest request;
    if (const std::string* strategy = args->get("strategy")) request.strategy = *strategy;

    int solved = 0, unsolvable = 0, unknown = 0, by_time = 0;
    std::uint64_t nodes = 0, solution_moves = 0, solution_macros = 0, solution_singles = 0;
    bool singles = false; // the game counts single-card moves apart (FreeCell's runs)
    std::uint64_t shortest = 0, shortest_moves = 0; // lines the solver proved shortest
    std::vector<double> times, solution_lengths;
    double total_time = 0;
    for (std::uint64_t k = 0; k < *count; ++k) {
        const std::uint64_t seed = *first + k;
        request.start.seed = seed;
        const auto outcome = game.solve(preset, request, limits);
        if (!outcome) return cli::usage_error("bench", outcome.error());
        const sol::games::Solved& r = *outcome;
        times.push_back(r.stats.seconds);
        total_time += r.stats.seconds;
        nodes += r.stats.nodes;
        switch (r.status) {
        case sol::search::SolveStatus::Solved:
            ++solved;
            solution_moves += r.moves.size();
            solution_macros += std::uint64_t(r.solver_moves());
            if (r.single_moves >= 0)
                singles = true, solution_singles += std::uint64_t(r.single_moves);
            solution_lengths.push_back(double(r.moves.size()));
            if (r.shortest) {
                ++shortest;
                shortest_moves += r.moves.size();
            }
            break;
        case sol::search::SolveStatus::Unsolvable: ++unsolvable; break;
        case sol::search::SolveStatus::Unknown:
            ++unknown;
            by_time += r.reason == sol::search::UnknownReason::TimeLimit ||
                       r.reason == sol::search::UnknownReason::Cancelled;
            break;
        }
        if (list) {
            const auto name = r.status == sol::search::SolveStatus::Unknown
                                  ? sol::search::reason_name(r.reason)
                                  : sol::search::status_name(r.status);
            std::printf("%llu %.*s %.3f ms %llu nodes %zu moves\n",
                        static_cast<unsigned long long>(seed), int(name.size()), name.data(),
                        r.stats.seconds * 1e3, static_cast<unsigned long long>(r.stats.nodes),
                        r.moves.size());
            std::fflush(stdout);
        }
    }

    std::sort(times.begin(), times.end());
    const double n = double(std::max<std::uint64_t>(*count, 1));
    std::printf("preset: %.*s, seeds %llu..%llu%s%s\n", int(preset.name.size()), preset.name.data(),
                static_cast<unsigned long long>(*first),
                static_cast<unsigned long long>(*first + *count - 1),
                request.strategy.empty() ? "" : ", strategy ",
                std::string(request.strategy).c_str());
    std::printf("solved: %d (%.1f%%)  unsolvable: %d (%.1f%%)  unknown: %d (%.1f%%)\n", solved,
                100.0 * solved / n, unsolvable, 100.0 * unsolvable / n, unknown,
                100.0 * unknown / n);
    std::printf("time: median %.3f ms  p95 %.3f ms  p99 %.3f ms  max %.3f ms  mean %.3f ms  total "
                "%.3f s\n",
                quantile(times, 0.5) * 1e3, quantile(times, 0.95) * 1e3,
                quantile(times, 0.99) * 1e3, (times.empty() ? 0 : times.back()) * 1e3,
                total_time / n * 1e3, total_time);
    std::printf("nodes: %llu  (%.0f nodes/s)\n", static_cast<unsigned long long>(nodes),
                total_time > 0 ? double(nodes) / total_time : 0.0);
    std::printf("peak memory: %.1f MB (%s)\n", peak_memory_mb(), PEAK_MEMORY_WHAT);
    std::sort(solution_lengths.begin(), solution_lengths.end());
    if (solved) {
        std::printf("solution length: mean %.1f moves  median %.0f  max %.0f",
                    double(solution_moves) / solved, quantile(solution_lengths, 0.5),
                    solution_lengths.back());
        if (solution_macros < solution_moves)
            std::printf("  (mean %.1f without the draws)", double(solution_macros) / solved);
        if (singles)
            std::printf("  (mean %.1f single-card moves)", double(solution_singles) / solved);
        std::printf("\n");
        if (shortest)
            std::printf("shortest lines: %llu of %d solved, mean %.2f moves (optimal length)\n",
                        static_cast<unsigned long long>(shortest), solved,
                        double(shortest_moves) / double(shortest));
    }
    std::printf("signature: %llu%s\n", static_cast<unsigned long long>(nodes),
                by_time ? "  (NOT deterministic: a time limit stopped some searches)"
                        : "  (total nodes; deterministic for these seeds and limits)");
    return 0;
}
