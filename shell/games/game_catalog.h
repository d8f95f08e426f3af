#pragma once
// The games the table can play, by the engine's preset table: which presets have a table,
// their URLs, a deal ready to play and the Help text (each game's own part of these is its
// row in game_registry.h).

#include "presets.h"
#include "shell/games/table_game.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace sol::ui {

// The URL form of a preset: "klondike/draw3".
std::string preset_url(const Preset& p);
// Whether the table has an adapter for the preset's game yet. Presets without one are
// left out of the menus and the URL (the engine and CLI already know them).
bool has_table(const Preset& p);
// The preset named by its URL form, or nullptr (also for a preset without a table).
const Preset* find_preset_url(std::string_view url);
// The preset a fresh page opens when the URL names none (or a bad one).
const Preset& default_preset();

// The deal `seed` of preset `p`, ready to play.
std::unique_ptr<TableGame> make_game(const Preset& p, std::uint64_t seed);

// The rules of the game and how to play it on this table, for the Help dialog.
std::string help_text(const Preset& p);

// The Help's words on the passes through the stock (Klondike's and Pyramid's): `unlimited`
// when the waste may be turned over as often as the player likes, and what the stock's
// badge shows.
std::string passes_help(int max_passes, std::string_view unlimited);

} // namespace sol::ui
