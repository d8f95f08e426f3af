#include "presets.h"
#include "core/number_text.h"
#include "freecell/ms_deal.h"

namespace sol {

namespace {

using klondike::Scoring;
using KRules = klondike::Rules;
using SRules = spider::Rules;
using PRules = pyramid::Rules;
using pyramid::Goal;
using FRules = freecell::Rules;
using freecell::Build;
// New FreeCell deals are numbered as in Windows 7 and later.
constexpr std::uint64_t FREECELL_NEW_DEALS = 1'000'000;

// Vegas limits passes as docs/rules.md (Presets) says: 1 pass for draw 1, 3 for draw 3.
constexpr Preset PRESETS[] = {
    {"klondike-draw1", GameKind::Klondike, "klondike", "draw1", "Klondike, draw 1",
     KRules{1, 0, Scoring::Standard}},
    {"klondike-draw3", GameKind::Klondike, "klondike", "draw3", "Klondike, draw 3",
     KRules{3, 0, Scoring::Standard}},
    {"klondike-draw1-vegas", GameKind::Klondike, "klondike", "draw1-vegas",
     "Klondike, draw 1, Vegas (1 pass)", KRules{1, 1, Scoring::Vegas}},
    {"klondike-draw3-vegas", GameKind::Klondike, "klondike", "draw3-vegas",
     "Klondike, draw 3, Vegas (3 passes)", KRules{3, 3, Scoring::Vegas}},
    {"spider-1suit", GameKind::Spider, "spider", "1suit", "Spider, 1 suit", {}, SRules{1, false}},
    {"spider-2suits",
     GameKind::Spider,
     "spider",
     "2suits",
     "Spider, 2 suits",
     {},
     SRules{2, false}},
    {"spider-4suits",
     GameKind::Spider,
     "spider",
     "4suits",
     "Spider, 4 suits",
     {},
     SRules{4, false}},
    {"spider-1suit-relaxed",
     GameKind::Spider,
     "spider",
     "1suit-relaxed",
     "Spider, 1 suit, relaxed (deal onto empty piles)",
     {},
     SRules{1, true}},
    {"spider-2suits-relaxed",
     GameKind::Spider,
     "spider",
     "2suits-relaxed",
     "Spider, 2 suits, relaxed (deal onto empty piles)",
     {},
     SRules{2, true}},
    {"spider-4suits-relaxed",
     GameKind::Spider,
     "spider",
     "4suits-relaxed",
     "Spider, 4 suits, relaxed (deal onto empty piles)",
     {},
     SRules{4, true}},
    {"pyramid",
     GameKind::Pyramid,
     "pyramid",
     "3passes",
     "Pyramid, 3 passes",
     {},
     {},
     PRules{3, true, Goal::Pyramid}},
    {"pyramid-classic",
     GameKind::Pyramid,
     "pyramid",
     "classic",
     "Pyramid, classic (1 pass, stock top not playable)",
     {},
     {},
     PRules{1, false, Goal::Pyramid}},
    {"pyramid-all",
     GameKind::Pyramid,
     "pyramid",
     "all",
     "Pyramid, all 52 cards (3 passes)",
     {},
     {},
     PRules{3, true, Goal::AllCards}},
    {"pyramid-unlimited",
     GameKind::Pyramid,
     "pyramid",
     "unlimited",
     "Pyramid, unlimited passes",
     {},
     {},
     PRules{0, true, Goal::Pyramid}},
    // Microsoft's deal numbers (docs/rules.md, FreeCell: Microsoft's deal numbers).
    {"freecell",
     GameKind::FreeCell,
     "freecell",
     "ms",
     "FreeCell",
     {},
     {},
     {},
     FRules{4, Build::Alternate},
     freecell::FIRST_DEAL,
     freecell::LAST_DEAL,
     FREECELL_NEW_DEALS},
    {"bakers-game",
     GameKind::FreeCell,
     "freecell",
     "bakers",
     "FreeCell, Baker's Game (built down in suit)",
     {},
     {},
     {},
     FRules{4, Build::Suit},
     freecell::FIRST_DEAL,
     freecell::LAST_DEAL,
     FREECELL_NEW_DEALS},
};

} // namespace

std::span<const Preset> all_presets() {
    return PRESETS;
}

const Preset* find_preset(std::string_view name) {
    for (const Preset& p : PRESETS)
        if (p.name == name) return &p;
    return nullptr;
}

const Preset* find_preset(std::string_view game_id, std::string_view variant) {
    for (const Preset& p : PRESETS)
        if (p.game_id == game_id && p.variant == variant) return &p;
    return nullptr;
}

Result<DealId> parse_deal_path(std::string_view path) {
    if (!path.empty() && path.front() == '#') path.remove_prefix(1);
    if (!path.empty() && path.front() == '/') path.remove_prefix(1);
    const auto slash1 = path.find('/');
    const auto slash2 = slash1 == std::string_view::npos ? slash1 : path.find('/', slash1 + 1);
    if (slash2 == std::string_view::npos || path.find('/', slash2 + 1) != std::string_view::npos)
        return Error{"bad deal path '" + std::string(path) + "': expected game/variant/seed"};
    const std::string_view game = path.substr(0, slash1);
    const std::string_view variant = path.substr(slash1 + 1, slash2 - slash1 - 1);
    const Preset* preset = find_preset(game, variant);
    if (!preset) {
        std::string message = "unknown game variant '";
        message.append(game).append("/").append(variant).append("'");
        return Error{message};
    }
    const auto seed = parse_u64(path.substr(slash2 + 1), "seed");
    if (!seed) return Error{seed.error()};
    if (const std::string why = seed_error(*preset, *seed); !why.empty()) return Error{why};
    return DealId{preset, *seed};
}

std::string seed_error(const Preset& preset, std::uint64_t seed) {
    if (seed >= preset.first_seed && seed <= preset.last_seed) return "";
    std::string title(preset.title.substr(0, preset.title.find(',')));
    return title + " deals are numbered " + std::to_string(preset.first_seed) + " to " +
           std::to_string(preset.last_seed) + ", not " + std::to_string(seed);
}

std::string deal_path(const Preset& preset, std::uint64_t seed) {
    std::string path(preset.game_id);
    path.append("/").append(preset.variant).append("/").append(std::to_string(seed));
    return path;
}

} // namespace sol
