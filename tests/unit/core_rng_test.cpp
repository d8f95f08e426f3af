// The PRNG and shuffle are part of the seed -> deal mapping: their outputs are pinned.
#include "core/deck.h"
#include "core/rng.h"
#include <algorithm>
#include <catch2/catch.hpp>

using namespace sol;

TEST_CASE("SplitMix64 matches the published reference stream", "[core][rng]") {
    // First outputs of Vigna's splitmix64.c for seed 0.
    SplitMix64 sm(0);
    CHECK(sm.next() == 0xE220A8397B1DCDAFULL);
    CHECK(sm.next() == 0x6E789E6AA1B965F4ULL);
    CHECK(sm.next() == 0x06C45D188009454FULL);
}

TEST_CASE("xoshiro256** outputs are pinned", "[core][rng]") {
    Rng a(0), b(1);
    const std::uint64_t a0 = a.next(), a1 = a.next(), b0 = b.next();
    CHECK(a0 == 0x99EC5F36CB75F2B4ULL);
    CHECK(a1 == 0xBF6E1F784956452AULL);
    CHECK(b0 == 0xB3F2AF6D0FC710C5ULL);
}

TEST_CASE("Rng::below stays in range and reaches every value", "[core][rng]") {
    Rng rng(7);
    for (std::uint64_t n : {1ULL, 2ULL, 3ULL, 7ULL, 52ULL, 1000ULL}) {
        std::vector<int> hits(std::size_t(n), 0);
        for (int i = 0; i < 20000; ++i) {
            const std::uint64_t v = rng.below(n);
            REQUIRE(v < n);
            ++hits[std::size_t(v)];
        }
        if (n <= 52)
            for (int h : hits) CHECK(h > 0);
    }
    // The largest bound exercises rejection: 2^64 mod n is large here.
    const std::uint64_t big = (1ULL << 63) + 1;
    for (int i = 0; i < 1000; ++i) REQUIRE(rng.below(big) < big);
}

TEST_CASE("ordered_deck is in Card order and shuffles are permutations", "[core][deck]") {
    const Deck ordered = ordered_deck();
    CHECK(ordered[0] == make_card(1, CLUBS));
    CHECK(ordered[1] == make_card(1, DIAMONDS));
    CHECK(ordered[51] == make_card(13, SPADES));
    for (std::uint64_t seed : {0ULL, 1ULL, 99ULL, ~0ULL}) {
        Deck d = shuffled_deck(seed);
        std::sort(d.begin(), d.end());
        CHECK(d == ordered);
    }
    CHECK(shuffled_deck(1) != shuffled_deck(2));
    CHECK(shuffled_deck(5) == shuffled_deck(5));
}

TEST_CASE("shuffle is Fisher-Yates from the top down", "[core][deck]") {
    // Replays the documented algorithm by hand on a small array.
    Card cards[5] = {1, 2, 3, 4, 5}, expect[5] = {1, 2, 3, 4, 5};
    Rng a(42), b(42);
    shuffle(cards, 5, a);
    for (int i = 4; i >= 1; --i) std::swap(expect[i], expect[b.below(std::uint64_t(i) + 1)]);
    CHECK(std::equal(cards, cards + 5, expect));
}
