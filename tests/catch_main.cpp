// Catch2's main, compiled once per build for every test program (engine_tests natively and
// under node, shell_tests natively): see the catch_main target in tests/CMakeLists.txt.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
