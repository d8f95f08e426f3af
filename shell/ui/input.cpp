#include "shell/ui/input.h"

#include <SDL.h>

namespace sol::ui {

namespace {

TableKey key_of(SDL_Keycode k) {
    switch (k) {
    case SDLK_LEFT: return TableKey::Left;
    case SDLK_RIGHT: return TableKey::Right;
    case SDLK_UP: return TableKey::Up;
    case SDLK_DOWN: return TableKey::Down;
    case SDLK_TAB: return TableKey::Tab;
    case SDLK_SPACE:
    case SDLK_RETURN:
    case SDLK_KP_ENTER: return TableKey::Enter;
    case SDLK_ESCAPE: return TableKey::Escape;
    case SDLK_z: return TableKey::Z;
    case SDLK_y: return TableKey::Y;
    case SDLK_h: return TableKey::H;
    case SDLK_a: return TableKey::A;
    case SDLK_n: return TableKey::N;
    default: return TableKey::Other;
    }
}

} // namespace

std::optional<TableEvent> table_event(const SDL_Event& e, float top, float bottom, bool ui_modal,
                                      bool ui_has_keyboard) {
    TableEvent out;
    switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
        if (e.button.button != SDL_BUTTON_LEFT || ui_modal) return std::nullopt;
        if (e.button.y < top || e.button.y >= bottom) return std::nullopt;
        out.kind = TableEvent::Down;
        out.x = float(e.button.x), out.y = float(e.button.y);
        break;
    case SDL_MOUSEMOTION:
        out.kind = TableEvent::Move;
        out.x = float(e.motion.x), out.y = float(e.motion.y);
        break;
    case SDL_MOUSEBUTTONUP:
        if (e.button.button != SDL_BUTTON_LEFT) return std::nullopt;
        out.kind = TableEvent::Up;
        out.x = float(e.button.x), out.y = float(e.button.y);
        break;
    case SDL_KEYDOWN:
        if (ui_has_keyboard || ui_modal) return std::nullopt;
        out.kind = TableEvent::Key;
        out.key = key_of(e.key.keysym.sym);
        out.ctrl = (e.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
        out.shift = (e.key.keysym.mod & KMOD_SHIFT) != 0;
        break;
    default: return std::nullopt;
    }
    out.ms = double(e.common.timestamp);
    return out;
}

} // namespace sol::ui
