#include "shell/ui/menu_keys.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

namespace sol::ui {

namespace {
// ImGui's name for the window BeginMainMenuBar() opens.
constexpr const char* MENU_BAR = "##MainMenuBar";

// The keyboard is in the menu bar (F10 or Alt took it there). A click on a bar item (Undo,
// Redo, the sound note) also leaves ImGui's navigation on the bar's layer, but with its
// highlight hidden: that is the mouse's, and the next click on the table must play.
bool in_menu_bar() {
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    return g.NavLayer == ImGuiNavLayer_Menu && g.NavWindow && !g.NavDisableHighlight &&
           g.NavWindow == ImGui::FindWindowByName(MENU_BAR);
}
} // namespace

bool MenuKeys::on_event(const SDL_Event& e) {
    const bool alt = (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) &&
                     (e.key.keysym.sym == SDLK_LALT || e.key.keysym.sym == SDLK_RALT);
    if (e.type == SDL_KEYDOWN && alt) {
        if (!e.key.repeat) alt_alone_ = true;
        return false;
    }
    if (e.type == SDL_KEYUP && alt) {
        // With the menu bar already under the keyboard, ImGui's own Alt handling leaves it.
        const bool ask = alt_alone_ && !has_keyboard();
        alt_alone_ = false;
        toggle_ = toggle_ || ask;
        return ask;
    }
    if (e.type == SDL_KEYDOWN || e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_FINGERDOWN)
        alt_alone_ = false;
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_F10 && !e.key.repeat) {
        toggle_ = true;
        return true;
    }
    return false;
}

bool MenuKeys::has_keyboard() const {
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    return g.OpenPopupStack.Size > 0 || in_menu_bar();
}

std::string MenuKeys::state_json() const {
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    return "{\"popups\":" + std::to_string(g.OpenPopupStack.Size) +
           ",\"menuBar\":" + (in_menu_bar() ? "true" : "false") +
           ",\"nav\":" + (nav_on_ ? "true" : "false") + "}";
}

void MenuKeys::before_frame(bool dialog_open) {
    nav_on_ = toggle_ || dialog_open || has_keyboard();
    ImGuiIO& io = ImGui::GetIO();
    if (nav_on_)
        io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    else
        io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
    // Enter chooses, as Space does: ImGui 1.86 keeps Enter for text fields.
    const int enter = io.KeyMap[ImGuiKey_Enter], pad = io.KeyMap[ImGuiKey_KeyPadEnter];
    if (nav_on_ && ((enter >= 0 && io.KeysDown[enter]) || (pad >= 0 && io.KeysDown[pad])))
        io.NavInputs[ImGuiNavInput_Activate] = 1;
}

void MenuKeys::after_new_frame() {
    if (!toggle_) return;
    toggle_ = false;
    ImGuiContext& g = *ImGui::GetCurrentContext();
    if (ImGui::GetTopMostPopupModal()) return; // a question waits for its answer first
    if (has_keyboard()) { // out again: menus closed, the table has the keyboard
        ImGui::ClosePopupsExceptModals();
        ImGui::FocusWindow(nullptr);
        return;
    }
    ImGuiWindow* bar = ImGui::FindWindowByName(MENU_BAR);
    if (!bar) return;
    // What ImGui does when Alt toggles a window's menu layer (NavUpdateWindowing), for the
    // menu bar: its first menu gets the keyboard highlight once the bar is drawn.
    ImGui::FocusWindow(bar);
    bar->NavLastIds[ImGuiNavLayer_Menu] = 0;
    g.NavLayer = ImGuiNavLayer_Menu;
    ImGui::NavInitWindow(bar, true);
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = g.NavMousePosDirty = true;
}

} // namespace sol::ui
