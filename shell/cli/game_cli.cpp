#include "game_cli.h"

namespace cli {

extern const GameCli KLONDIKE_CLI; // klondike_cli.cpp
extern const GameCli PYRAMID_CLI;  // pyramid_cli.cpp
extern const GameCli SPIDER_CLI;   // spider_cli.cpp

const GameCli* game_cli(sol::GameKind game) {
    switch (game) {
    case sol::GameKind::Klondike: return &KLONDIKE_CLI;
    case sol::GameKind::Spider: return &SPIDER_CLI;
    case sol::GameKind::Pyramid: return &PYRAMID_CLI;
    }
    return nullptr;
}

} // namespace cli
