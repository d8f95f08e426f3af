// The one Catch2 main of the engine tests (native and under node).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
