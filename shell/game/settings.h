#pragma once
// The player's choices that outlive a deal (options, appearance, sound), and their JSON
// form: the page stores that text and hands it back at start. Adding a choice takes three
// lines: its field here, and one line each in settings.cpp's writer and reader (plus its
// entry in web/storage.js's SETTINGS schema).

#include <string>
#include <string_view>

namespace sol::ui {

struct Settings {
    bool auto_move = true;   // send safe cards to the foundations by themselves
    bool tap_to_move = true; // a click or tap moves a card to its best place
    // Appearance (appearance.h): indices into CARD_BACKS and FELTS, stored by their ids.
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
