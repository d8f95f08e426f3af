// `solitaire`: the command-line tool for players and for measuring the solvers. It only
// dispatches; each subcommand lives in its own file (commands.h).
#include "commands.h"
#include "presets.h"
#include <cstdio>
#include <cstring>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

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
#if defined(__GLIBC__)
    // A solve runs searches one after another (Spider: best-first, then depth-first),
    // each within --memory-limit. glibc raises its mmap threshold up to 32 MB when a large
    // block is freed, so a later search's arrays come from the heap, and the freed arrays
    // of the one before stay resident beside them: 81 MB of RSS for a 64 MB limit. A fixed
    // threshold gives every large array back when it is freed. It is 1 MB rather than
    // 128 kB because FreeCell runs several searches a deal whose tables and stacks lie
    // between the two: each came from fresh pages and was given back at once (3.7 k page
    // faults for deals 1-8000 rather than 11.2 k; 0.04 s of system time rather than 0.08,
    // and 5% less user time). (At 4 MB, Klondike draw 3 seed 137 under --memory-limit 12
    // peaked at 12.1 MB of RSS: over, see tests/CMakeLists.txt.)
    mallopt(M_MMAP_THRESHOLD, 1024 * 1024);
    // Fixing that threshold also fixes the heap's trim threshold at 128 kB: each search's
    // small arrays, freed, gave the heap's top back to the system and the next search
    // faulted it in again. FreeCell runs many short searches a deal (restarts, best-first
    // turns): that kernel work was more than half of `bench freecell 1 2000` (4.1 s, 1.7 s
    // with 16 MB kept). The large arrays are still given back (the threshold above).
    mallopt(M_TRIM_THRESHOLD, 16 * 1024 * 1024);
#endif
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
