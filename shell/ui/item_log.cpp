#include "shell/ui/item_log.h"

#include "core/json.h"

#include <cstdio>
#include <imgui.h>
#include <imgui_internal.h>
#include <vector>

namespace sol::ui::item_log {

namespace {
struct Item {
    std::string label, window;
    ImRect rect;
    bool menu; // opens a menu (BeginMenu)
};
std::vector<Item> items;
} // namespace

void enable() {
    ImGui::GetCurrentContext()->TestEngineHookItems = true;
}

void clear() {
    items.clear();
}

std::string json() {
    std::string out = "[";
    for (const Item& it : items) {
        if (out.size() > 1) out += ',';
        char rect[96];
        std::snprintf(rect, sizeof rect, "[%.1f,%.1f,%.1f,%.1f]", it.rect.Min.x, it.rect.Min.y,
                      it.rect.GetWidth(), it.rect.GetHeight());
        out += "{\"label\":" + json_quote(it.label) + ",\"window\":" + json_quote(it.window) +
               ",\"rect\":" + rect + (it.menu ? ",\"menu\":true}" : "}");
    }
    return out + "]";
}

} // namespace sol::ui::item_log

// ImGui's test engine hooks (imgui_internal.h). Only ItemInfo is used: ImGui calls it for
// each labelled item just after adding it, with the item's rectangle as the last item's.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext*, const ImRect&, ImGuiID) {}
void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID, const char* label,
                                  ImGuiItemStatusFlags flags) {
    // A menu item reports its label twice (as itself and as its Selectable, "" then).
    if (!label || !*label || sol::ui::item_log::items.size() >= 400) return;
    const ImGuiWindow* w = ctx->CurrentWindow;
    sol::ui::item_log::items.push_back({label, w ? w->Name : "", ctx->LastItemData.Rect,
                                        (flags & ImGuiItemStatusFlags_Openable) != 0});
}
void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}
const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) {
    return nullptr;
}
