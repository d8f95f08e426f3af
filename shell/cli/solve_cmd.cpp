// `solitaire solve <preset> <seed>` or `solitaire solve <preset> --deal FILE`: decides one
// deal (or any position written in a deal file) and prints the verdict and the moves.
#include "cli_util.h"
#include "commands.h"
#include "core/json.h"
#include <cstdio>
#include <string>

namespace {

constexpr const char* USAGE =
    "usage: solitaire solve <preset> <seed> [options]\n"
    "       solitaire solve <preset> --deal FILE [options]\n"
    "  Solves the deal (thoughtfully: the solver knows the face-down cards).\n"
    "  --deal FILE        a deal or position file (the game's text format or Solvitaire JSON)\n"
    "  --strategy NAME    another method than the complete solver, where the game has one\n"
    "  --time-limit S     give up after S seconds (default: none)\n"
    "  --node-limit N     give up after N nodes (default: none)\n"
    "  --memory-limit MB  what the search may hold, in MB (default 768)\n"
    "  --json             print a JSON object instead of text\n"
    "  Exit code: 0 solved, 1 unsolvable or unknown, 2 bad usage or input.\n";

} // namespace

int cmd_solve(int argc, char** argv) {
    const auto args = cli::parse_args(argc, argv,
                                      {{"deal", true},
                                       {"strategy", true},
                                       {"time-limit", true},
                                       {"node-limit", true},
                                       {"memory-limit", true},
                                       {"json", false},
                                       {"help", false}});
    if (!args) return cli::usage_error("solve", args.error() + "\n" + USAGE);
    if (args->has("help")) {
        std::fputs(USAGE, stdout);
        return 0;
    }
    const bool from_file = args->has("deal");
    if (args->positional.size() != (from_file ? 1u : 2u))
        return cli::usage_error("solve", std::string("expected <preset> and <seed> or --deal "
                                                     "FILE\n") +
                                             USAGE);
    const auto chosen = cli::parse_preset_game(args->positional[0]);
    if (!chosen) return cli::usage_error("solve", chosen.error());
    const sol::Preset& preset = *chosen->preset;
    const sol::games::Game& game = *chosen->game;

    const auto parsed_limits = cli::parse_limits(*args);
    if (!parsed_limits) return cli::usage_error("solve", parsed_limits.error());

    sol::games::SolveRequest request;
    request.want_json = args->has("json");
    if (const std::string* strategy = args->get("strategy")) request.strategy = *strategy;
    std::string source, file_text;
    if (from_file) {
        const std::string& path = *args->get("deal");
        const auto text = cli::read_file(path);
        if (!text) return cli::usage_error("solve", text.error());
        file_text = *text;
        request.start.text = file_text;
        request.start.kind = sol::games::Start::Text::DealFile;
        source = path;
    } else {
        const auto seed = cli::parse_seed(args->positional[1], &preset);
        if (!seed) return cli::usage_error("solve", seed.error());
        request.start.seed = *seed;
        source = "seed " + args->positional[1];
    }

    const auto solved = game.solve(preset, request, *parsed_limits);
    if (!solved)
        return cli::usage_error("solve", (from_file ? source + ": " : "") + solved.error());
    const sol::games::Solved& r = *solved;
    const bool unknown = r.status == sol::search::SolveStatus::Unknown;
    if (request.want_json) {
        sol::JsonWriter w;
        w.begin_object();
        w.key("preset").value(preset.name);
        w.key("deal").value(source);
        w.key("status").value(sol::search::status_name(r.status));
        if (unknown)
            w.key("reason").value(sol::search::reason_name(r.reason));
        else
            w.key("reason").null();
        w.key("moves").raw(r.moves_json.empty() ? "[]" : r.moves_json);
        w.key("move_count").value(int(r.moves.size()));
        w.key("time_seconds").value(r.stats.seconds);
        w.key("nodes").value(std::uint64_t(r.stats.nodes));
        w.key("positions_stored").value(std::uint64_t(r.stats.stored));
        w.end_object();
        std::printf("%s\n", w.str().c_str());
    } else {
        std::printf("status: %.*s", int(sol::search::status_name(r.status).size()),
                    sol::search::status_name(r.status).data());
        if (unknown)
            std::printf(" (%.*s)", int(sol::search::reason_name(r.reason).size()),
                        sol::search::reason_name(r.reason).data());
        std::printf("\n");
        if (r.status == sol::search::SolveStatus::Solved) {
            std::printf("moves: %zu", r.moves.size());
            if (r.macro_moves >= 0) std::printf(" (%d without the draws)", r.macro_moves);
            std::printf("\n");
            std::string line;
            for (std::size_t i = 0; i < r.moves.size(); ++i) {
                line += r.moves[i];
                line += (i + 1) % 16 == 0 || i + 1 == r.moves.size() ? "\n" : " ";
            }
            std::fputs(line.c_str(), stdout);
        }
        std::printf("time: %.6f s\nnodes: %llu\n", r.stats.seconds,
                    static_cast<unsigned long long>(r.stats.nodes));
    }
    return r.status == sol::search::SolveStatus::Solved ? 0 : 1;
}
