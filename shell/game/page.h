#pragma once
// What the game tells the page (web/game-page.js), and asks of it. Implemented with EM_JS
// in bridge.cpp, the module's one C++ <-> JavaScript file; the C++ never reads the URL or
// the browser's storage itself, it only reports.

#include <cstdint>
#include <string>

namespace sol::ui::page {

// A new deal is on the table: the page puts it in the URL.
void deal_started(const std::string& preset_url, std::uint64_t seed);
// The game changed (a move, undo, redo, restart): the page saves it. `json` is
// {"preset","seed","moves":[...],"elapsedMs","won"}.
void progress(const std::string& json);
// The deal was won: the page counts it in the statistics. Same JSON plus "score".
void won(const std::string& json);
// The player asked to share the deal: the page copies its URL.
void share();
// The settings changed: the page stores them. {"autoMove":b,"tapToMove":b}
void settings_changed(const std::string& json);
// The statistics of a variant, as text for the dialog.
std::string stats_text(const std::string& preset_url);
// A fresh random seed for a new deal.
std::uint64_t random_seed();

} // namespace sol::ui::page
