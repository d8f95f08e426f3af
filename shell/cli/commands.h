// The subcommands of the `solitaire` tool. Each gets the arguments after its own name
// (argv[0] is the first of them) and returns the process exit code: 0 success, 1 a
// negative answer where one applies, 2 bad usage or input.
#pragma once

int cmd_deal(int argc, char** argv);  // deal_cmd.cpp
int cmd_solve(int argc, char** argv); // solve_cmd.cpp
int cmd_bench(int argc, char** argv); // bench_cmd.cpp
