// `solitaire deal <preset> <seed> [--json | --solvitaire]`: prints the deal of a seed, in
// our position text (which `solve --deal` reads back), as JSON, or as Solvitaire JSON.
#include "cli_util.h"
#include "commands.h"
#include "core/json.h"
#include <cstdio>

namespace {

constexpr const char* USAGE = "usage: solitaire deal <preset> <seed> [--json | --solvitaire]\n"
                              "  Prints the deal that <seed> (0 .. 2^64-1) gives in <preset>.\n"
                              "  default       our position text (read back by solve --deal)\n"
                              "  --json        a JSON object (piles, stock in draw order...)\n"
                              "  --solvitaire  Solvitaire's JSON deal format\n";

} // namespace

int cmd_deal(int argc, char** argv) {
    const auto args =
        cli::parse_args(argc, argv, {{"json", false}, {"solvitaire", false}, {"help", false}});
    if (!args) return cli::usage_error("deal", args.error() + "\n" + USAGE);
    if (args->has("help")) {
        std::fputs(USAGE, stdout);
        return 0;
    }
    if (args->positional.size() != 2)
        return cli::usage_error("deal", std::string("expected <preset> <seed>\n") + USAGE);
    if (args->has("json") && args->has("solvitaire"))
        return cli::usage_error("deal", "--json and --solvitaire exclude each other");
    const auto chosen = cli::parse_preset_game(args->positional[0]);
    if (!chosen) return cli::usage_error("deal", chosen.error());
    const sol::Preset& preset = *chosen->preset;
    const sol::games::Game& game = *chosen->game;
    const auto seed = cli::parse_seed(args->positional[1], &preset);
    if (!seed) return cli::usage_error("deal", seed.error());

    if (args->has("solvitaire")) {
        if (!game.deal_solvitaire)
            return cli::usage_error("deal", "Solvitaire has no format for this game");
        std::fputs(game.deal_solvitaire(preset, *seed).c_str(), stdout);
    } else if (args->has("json")) {
        sol::JsonWriter w;
        w.begin_object();
        w.key("preset").value(preset.name);
        w.key("url").value(sol::deal_path(preset, *seed));
        w.key("seed").value(*seed);
        game.write_deal_json(w, preset, *seed);
        w.end_object();
        std::printf("%s\n", w.str().c_str());
    } else {
        std::printf("# %.*s, seed %llu\n%s", int(preset.name.size()), preset.name.data(),
                    static_cast<unsigned long long>(*seed), game.deal_text(preset, *seed).c_str());
    }
    return 0;
}
