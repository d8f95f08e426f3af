#include "presets.h"

namespace sol {

namespace {

using klondike::Rules;
using klondike::Scoring;

// Vegas limits passes as RULES.md says: 1 pass for draw 1, 3 passes for draw 3.
constexpr Preset PRESETS[] = {
    {"klondike-draw1", GameKind::Klondike, "klondike", "draw1", "Klondike, draw 1",
     Rules{1, 0, Scoring::Standard}},
    {"klondike-draw3", GameKind::Klondike, "klondike", "draw3", "Klondike, draw 3",
     Rules{3, 0, Scoring::Standard}},
    {"klondike-draw1-vegas", GameKind::Klondike, "klondike", "draw1-vegas",
     "Klondike, draw 1, Vegas (1 pass)", Rules{1, 1, Scoring::Vegas}},
    {"klondike-draw3-vegas", GameKind::Klondike, "klondike", "draw3-vegas",
     "Klondike, draw 3, Vegas (3 passes)", Rules{3, 3, Scoring::Vegas}},
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

} // namespace sol
