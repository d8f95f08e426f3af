#include "bridge_game.h"

namespace bridge {

extern const BridgeGame KLONDIKE_BRIDGE; // klondike_bridge.cpp
extern const BridgeGame PYRAMID_BRIDGE;  // pyramid_bridge.cpp
extern const BridgeGame SPIDER_BRIDGE;   // spider_bridge.cpp

const BridgeGame* bridge_game(sol::GameKind game) {
    switch (game) {
    case sol::GameKind::Klondike: return &KLONDIKE_BRIDGE;
    case sol::GameKind::Spider: return &SPIDER_BRIDGE;
    case sol::GameKind::Pyramid: return &PYRAMID_BRIDGE;
    }
    return nullptr;
}

} // namespace bridge
