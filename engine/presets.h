// The one table of named game variants. The URL (#/klondike/draw3/12345), the CLI
// (`deal klondike-draw3 12345`) and the page's menus all name a variant through a row of
// this table, so a preset never means two different things in two places.
#pragma once
#include "core/result.h"
#include "freecell/rules.h"
#include "klondike/rules.h"
#include "pyramid/rules.h"
#include "spider/rules.h"
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace sol {

// Which game a preset plays; selects the rules field of Preset that applies.
enum class GameKind : std::uint8_t { Klondike, Spider, Pyramid, FreeCell };

// One named variant. `name` is the CLI/test name; `game_id` + `variant` are the URL path
// (#/game_id/variant/seed). Only the rules field of `game` is meaningful. The seeds are
// first_seed..last_seed (FreeCell's are Microsoft's deal numbers, 1 .. 2^33 - 1; every
// other game takes any 64-bit seed). A new deal of the page is first_seed plus a random
// 32-bit number modulo new_deal_seeds (0: the number as it is): FreeCell's new deals are
// 1 .. 1,000,000, the numbers of Windows 7 and later.
struct Preset {
    std::string_view name; // e.g. "klondike-draw3-vegas"
    GameKind game;
    std::string_view game_id; // URL part 1, e.g. "klondike"
    std::string_view variant; // URL part 2, e.g. "draw3-vegas"
    std::string_view title;   // for menus, e.g. "Klondike, draw 3, Vegas (3 passes)"
    klondike::Rules klondike{};
    spider::Rules spider{};
    pyramid::Rules pyramid{};
    freecell::Rules freecell{};
    std::uint64_t first_seed = 0;
    std::uint64_t last_seed = ~std::uint64_t(0);
    std::uint64_t new_deal_seeds = 0;
};

// The seed of a new deal of `preset` from a random 32-bit number (see Preset).
constexpr std::uint64_t new_deal_seed(const Preset& preset, std::uint32_t random) {
    return preset.first_seed + (preset.new_deal_seeds ? random % preset.new_deal_seeds : random);
}

// Every preset, in menu order.
std::span<const Preset> all_presets();

// The preset called `name`, or nullptr.
const Preset* find_preset(std::string_view name);

// The preset whose URL form is `game_id`/`variant`, or nullptr.
const Preset* find_preset(std::string_view game_id, std::string_view variant);

// Why `seed` is not a deal of `preset` ("FreeCell deals are numbered 1 to 8589934591"),
// or "" when it is.
std::string seed_error(const Preset& preset, std::uint64_t seed);

// A deal named the way URLs name it: a preset and a seed.
struct DealId {
    const Preset* preset = nullptr;
    std::uint64_t seed = 0;
};

// "klondike/draw3/12345" (a leading "#", "/" or "#/" is allowed) -> the preset and seed,
// or an error naming the part that is wrong.
Result<DealId> parse_deal_path(std::string_view path);

// The path of a deal as URLs write it, e.g. "klondike/draw3/12345".
std::string deal_path(const Preset& preset, std::uint64_t seed);

} // namespace sol
