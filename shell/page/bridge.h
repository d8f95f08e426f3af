#pragma once
// The one C++ <-> JavaScript bridge of the game module (bridge.cpp). What the game tells
// the page (web/boot.js and web/game-page.js, through Module.on...()/Module.game...()),
// and asks of it. The C++ never reads the URL or the browser's storage itself: the page
// hands it a preset, a seed and the saved moves (sol_open) and stores what it reports.

#include <cstdint>
#include <string>

namespace sol::ui::page {

// Called after every drawn frame; tells the page when the first one is on screen.
void frame_drawn(long frame);
// Tells the page that the game cannot run (e.g. no WebGL2), with a message for the player.
void fail(const char* message);

// A new deal is on the table: the page puts it in the URL.
void deal_started(const std::string& preset_url, std::uint64_t seed);
// The game changed (a move, undo, redo, restart): the page saves it. `json` is
// {"preset","seed","moves":[...],"elapsedMs","won","score"}.
void progress(const std::string& json);
// The deal was won: the page counts it in the statistics (same JSON).
void won(const std::string& json);
// The player asked to share the deal: the page copies its URL.
void share();
// The settings changed: the page stores them. {"autoMove":b,"tapToMove":b}
void settings_changed(const std::string& json);
// Opens one of the page's own screens over the table (web/page-dialogs.js): "stats" (the
// statistics), "select-deal" (a deal by number or link), "daily" (the daily deal of the
// game of `preset_url`).
void open_page(const char* what, const std::string& preset_url);
// Vegas scoring runs on from deal to deal: what the player's earlier Vegas deals of this
// variant add up to, not counting deal `seed` itself (the page keeps the tally).
int vegas_bank(const std::string& preset_url, std::uint64_t seed);
// A short message for the player over the table (a refused action).
void notice(const std::string& text);
// Words for screen readers: the page writes them into its ARIA live region (web/announce.js).
void announce(const std::string& text);
// A card sound by name: "pickup", "drop", "flip", "deal", "win" (web/sound.js plays it
// when the player has sound on).
void sound(const char* name);
// A fresh random seed for a new deal.
std::uint64_t random_seed();

} // namespace sol::ui::page
