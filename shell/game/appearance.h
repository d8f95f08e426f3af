#pragma once
// The table's looks the player chooses (Options > Appearance): card backs, felts, the
// four-colour deck, large corner indices. Each choice has an id, which is how settings.cpp
// stores it (and web/storage.js checks it), and a label for the menu; palette_for() turns
// the settings into the colours and card style that card_draw.h paints with.

#include "card_draw.h"
#include "settings.h"

#include <string>
#include <string_view>

namespace sol::ui {

// One entry of a list of choices: `id` is stored, `label` is shown.
struct Choice {
    const char* id;
    const char* label;
};

// Settings::card_back and Settings::felt index these; the first is the default. The ids
// are stored: never rename one (web/storage.js lists them too).
inline constexpr Choice CARD_BACKS[] = {{"blue", "Blue lattice"},
                                        {"red", "Red diamonds"},
                                        {"green", "Green stripes"},
                                        {"black", "Black and gold"}};
inline constexpr Choice FELTS[] = {
    {"green", "Green felt"}, {"blue", "Blue felt"}, {"red", "Red felt"}, {"grey", "Grey felt"}};

// The index of `id` in `choices`, or -1.
template <size_t N>
int choice_index(const Choice (&choices)[N], std::string_view id) {
    for (size_t i = 0; i < N; ++i)
        if (id == choices[i].id) return int(i);
    return -1;
}

// The palette for the player's appearance settings.
Palette palette_for(const Settings& s);

// The Options > Appearance submenu, drawn inside an open menu. Changes `s` and returns true
// when the player picks something; notes its items' rectangles in `items_json` for the test
// hook ("appearance", "back:<id>", "felt:<id>", "fourColour", "largeIndices", "leftHanded").
bool appearance_menu(Settings& s, std::string& items_json);

} // namespace sol::ui
