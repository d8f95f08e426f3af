// Readers face untrusted text (deal files, saved games, pasted JSON): mutated inputs must
// give a value or an error, never a crash or an assert, and any value they give is valid.
#include "core/rng.h"
#include "klondike/deal.h"
#include "klondike/move_text.h"
#include "klondike/read_deal.h"
#include "klondike/solvitaire.h"
#include "test_util.h"
#include <catch2/catch.hpp>

using namespace sol;
using namespace sol::klondike;

namespace {

// One random edit: change, insert or delete a byte, or swap two tokens' worth of text.
std::string mutate(std::string text, Rng& rng) {
    static const char ALPHABET[] = "AKQJT98765432cdhsCDHS|-:#{}[],\" \n0123456789xX>WFRS=";
    const int edits = 1 + int(rng.below(4));
    for (int e = 0; e < edits && !text.empty(); ++e) {
        const std::size_t at = std::size_t(rng.below(text.size()));
        const char c = ALPHABET[rng.below(sizeof ALPHABET - 1)];
        switch (rng.below(4)) {
        case 0: text[at] = c; break;
        case 1: text.insert(text.begin() + std::ptrdiff_t(at), c); break;
        case 2: text.erase(at, 1); break;
        default: {
            const std::size_t other = std::size_t(rng.below(text.size()));
            std::swap(text[at], text[other]);
        }
        }
    }
    return text;
}

} // namespace

TEST_CASE("mutated deal files never crash the readers", "[klondike][files][fuzz]") {
    Rng rng(4242);
    int accepted = 0, rejected = 0;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        const Position pos = deal(Rules{3, 3, Scoring::Vegas}, seed);
        for (const std::string& good : {position_text(pos), solvitaire_json(pos)}) {
            for (int i = 0; i < 100; ++i) {
                const std::string text = mutate(good, rng);
                const auto r = read_deal(text, Rules{});
                if (r.ok()) {
                    ++accepted;
                    CHECK(!validate(r->layout()));
                    CHECK(r->key() == r->compute_key());
                } else {
                    ++rejected;
                    CHECK(!r.error().empty());
                }
            }
        }
    }
    CHECK(rejected > 0);
    CHECK(accepted > 0); // e.g. edits inside comments, spaces, or swapping like cards
}

TEST_CASE("mutated move text never crashes the move reader", "[klondike][notation][fuzz]") {
    Rng rng(77);
    const Position pos = deal(Rules{}, 12);
    for (const char* good : {"S", "R", "W>F", "3>5x4", "FH>1", "7>F", "W>3", "draw"})
        for (int i = 0; i < 300; ++i) {
            const auto r = parse_move(pos, mutate(good, rng));
            if (r.ok())
                CHECK(pos.is_legal(*r));
            else
                CHECK(!r.error().empty());
        }
}
