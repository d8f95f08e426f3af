#pragma once
// The player's choices that outlive a deal (options, appearance, sound), and their JSON
// form: the page stores that text and hands it back at start. Adding a choice takes three
// lines: its field here, and one line each in settings.cpp's writer and reader (plus its
// entry in web/records.js's SETTINGS schema).

#include <cstddef>
#include <string>
#include <string_view>

namespace sol::ui {

// One entry of a list of choices: `id` is stored, `label` is shown.
struct Choice {
    const char* id;
    const char* label;
};

// Settings::card_back and Settings::felt index these; the first is the default. The ids
// are stored: never rename one (web/records.js lists them too).
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

// The player's options and appearance, as the page stores them (settings_json).
struct Settings {
    bool auto_move = true;   // send safe cards to the foundations by themselves
    bool tap_to_move = true; // a click or tap moves a card to its best place
    // Appearance (shell/view/appearance.h): indices into CARD_BACKS and FELTS, stored by their ids.
    int card_back = 0, felt = 0;
    bool four_colour = false;   // clubs green, diamonds blue
    bool large_indices = false; // bigger corner ranks and suits, for small screens
    bool left_handed = false;   // stock and foundations mirrored (table_mirror.h)
    bool sound = false;         // card sounds (web/sound.js); off until the player turns them on
};

// {"autoMove":true,"tapToMove":true,...}: every field, by its page-side name.
std::string settings_json(const Settings& s);
// Reads the fields `json` names into `s`; a missing, unknown or ill-typed field leaves `s`
// as it was (saved data is checked by the page, but the module must not trust it either).
// False if `json` is not a JSON object at all.
bool read_settings_json(std::string_view json, Settings& s);

} // namespace sol::ui
