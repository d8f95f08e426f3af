// Catch2's main for the shell's tests (shell_tests).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
