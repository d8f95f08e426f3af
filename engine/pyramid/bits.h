// Bit counting for the Pyramid solver's masks, fast on every target.
#pragma once
#include <bit>
#include <cstdint>

namespace sol::pyramid {

// The number of set bits. std::popcount is one instruction where the target has one
// (WebAssembly, x86 with POPCNT); a plain x86-64 build has not, and there it calls a
// library routine, which cost the solver a third of its time. This is the same count in
// a dozen inline operations.
constexpr int bit_count(std::uint32_t x) {
#if defined(__POPCNT__) || defined(__wasm__) || !(defined(__x86_64__) || defined(__i386__))
    return std::popcount(x);
#else
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return int((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
#endif
}

constexpr int bit_count(std::uint64_t x) {
    return bit_count(std::uint32_t(x)) + bit_count(std::uint32_t(x >> 32));
}

} // namespace sol::pyramid
