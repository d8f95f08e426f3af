// The project's own pseudo-random generator. Deals must be identical in every build (native
// g++, clang, Emscripten), so nothing here comes from <random>: std::mt19937 is portable but
// the std distributions are not, and std::shuffle's algorithm is unspecified.
#pragma once
#include <cassert>
#include <cstdint>

namespace sol {

// SplitMix64 (Steele, Lea, Flood 2014): one 64-bit state, advanced by a Weyl constant and
// mixed. Used only to expand a seed into xoshiro's 256-bit state, because xoshiro must not
// start from an all-zero state and nearby seeds (1, 2, 3...) must give unrelated streams.
class SplitMix64 {
  public:
    constexpr explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    constexpr std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

  private:
    std::uint64_t state_;
};

// xoshiro256** 1.0 (Blackman and Vigna 2018), seeded with four outputs of SplitMix64(seed).
// Any 64-bit seed, including 0, gives a valid stream. below(n) draws uniformly from [0, n)
// by rejection: it discards the raw values below 2^64 mod n, so the remaining 2^64 - (2^64
// mod n) values split into equal classes mod n and `r % n` is exactly uniform.
class Rng {
  public:
    constexpr explicit Rng(std::uint64_t seed) {
        SplitMix64 sm(seed);
        for (std::uint64_t& word : s_) word = sm.next();
    }

    constexpr std::uint64_t next() {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform integer in [0, n), n >= 1.
    constexpr std::uint64_t below(std::uint64_t n) {
        assert(n >= 1);
        const std::uint64_t threshold = (0 - n) % n; // == 2^64 mod n
        for (;;) {
            const std::uint64_t r = next();
            if (r >= threshold) return r % n;
        }
    }

  private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) {
        return (x << k) | (x >> (64 - k));
    }
    std::uint64_t s_[4]{};
};

} // namespace sol
