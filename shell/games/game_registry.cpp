#include "shell/games/game_registry.h"

namespace sol::games {

// Each game's facts, defined in its own folder (shell/games/<game>/<game>_game.cpp).
extern const Game KLONDIKE;
extern const Game SPIDER;
extern const Game PYRAMID;

namespace {

// One row per game. A new game (FreeCell next) is its engine folder (engine/freecell/:
// rules, position, moves, solver, and the free functions game_of.h lists), its shell folder
// (shell/games/freecell/: its TableGame adapter, and freecell_game.cpp defining FREECELL =
// GameOf<Traits>::GAME with the Traits game_of.h lists: the move as JSON, the Help's rules,
// any strategies), its preset rows (engine/presets.cpp) and one row here. The CLI, the
// solver module and the table then play it with no other change.
struct Row {
    GameKind kind;
    const Game* game;
};

constexpr Row GAMES[] = {
    {GameKind::Klondike, &KLONDIKE},
    {GameKind::Spider, &SPIDER},
    {GameKind::Pyramid, &PYRAMID},
};

} // namespace

const Game* find_game(GameKind kind) {
    for (const Row& row : GAMES)
        if (row.kind == kind) return row.game;
    return nullptr;
}

} // namespace sol::games
