#include "shell/games/game_registry.h"

namespace sol::games {

// Each game's facts, defined in its own folder (shell/games/<game>/<game>_game.cpp).
extern const Game KLONDIKE;
extern const Game SPIDER;
extern const Game PYRAMID;
extern const Game FREECELL;

namespace {

// One row per game. A new game provides (as FreeCell did, the last to come):
// - its engine folder (engine/<game>/: rules, position, moves, solver, and the free
//   functions game_of.h lists: deal, parse_position, position_text, parse_moves,
//   move_text, solve...), its GameKind, its rules in Preset and its preset rows
//   (engine/presets.h, presets.cpp);
// - its shell folder (shell/games/<game>/): its table adapter, a PositionTable
//   (position_table.h) with its piles and its ways to find moves, and <game>_game.cpp
//   defining `extern const Game <GAME> = GameOf<Traits>::GAME;` from the Traits
//   game_of.h lists (title, preset rules, largest move number, a move as JSON, the Help's
//   rules, any strategies);
// - its declaration above and its row here.
// The CLI (deal, solve, bench), the solver module and the table then play it with no
// other change.
struct Row {
    GameKind kind;
    const Game* game;
};

constexpr Row GAMES[] = {
    {GameKind::Klondike, &KLONDIKE},
    {GameKind::Spider, &SPIDER},
    {GameKind::Pyramid, &PYRAMID},
    {GameKind::FreeCell, &FREECELL},
};

} // namespace

const Game* find_game(GameKind kind) {
    for (const Row& row : GAMES)
        if (row.kind == kind) return row.game;
    return nullptr;
}

} // namespace sol::games
