// The shell tests' main: Catch2 supplies it.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
