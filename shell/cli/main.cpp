// `solitaire`: the command-line tool for players and for measuring the solvers. It only
// dispatches; each subcommand lives in its own file (commands.h).
#include "commands.h"
#include "presets.h"
#include <cstdio>
#include <cstring>

namespace {

void print_usage(std::FILE* out) {
    std::fputs("usage: solitaire <command> [arguments]\n"
               "\n"
               "commands:\n"
               "  deal  <preset> <seed> [--json | --solvitaire]   print a deal\n"
               "  solve <preset> <seed> | <preset> --deal FILE      solve a deal\n"
               "  bench <preset> <first-seed> <count>               solve many deals\n"
               "\n"
               "presets:\n",
               out);
    for (const sol::Preset& p : sol::all_presets())
        std::fprintf(out, "  %-22.*s %.*s\n", int(p.name.size()), p.name.data(),
                     int(p.title.size()), p.title.data());
    std::fputs("\nRun `solitaire <command> --help` for a command's options.\n", out);
}

// A subcommand: its name on the command line and the function that runs it.
struct Command {
    const char* name;
    int (*run)(int, char**);
};

constexpr Command COMMANDS[] = {
    {"deal", cmd_deal},
    {"solve", cmd_solve},
    {"bench", cmd_bench},
};

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        print_usage(stderr);
        return 2;
    }
    if (!std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h") ||
        !std::strcmp(argv[1], "help")) {
        print_usage(stdout);
        return 0;
    }
    for (const Command& c : COMMANDS)
        if (!std::strcmp(argv[1], c.name)) return c.run(argc - 2, argv + 2);
    std::fprintf(stderr, "solitaire: unknown command '%s'\n\n", argv[1]);
    print_usage(stderr);
    return 2;
}
