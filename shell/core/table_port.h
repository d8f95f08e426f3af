#pragma once
// The page as the table's controller sees it: where the game's events go (a deal begun,
// the game to save, a win to count, a notice, words and sounds, the settings to store, the
// page's own screens) and the two facts it asks of the page (a fresh seed, the Vegas bank). The
// page's implementation is in shell/page/bridge.cpp; the tests' records what it is told.

#include "shell/core/narration.h"

#include <cstdint>
#include <string>

namespace sol::ui {

class TablePort : public Voice {
  public:
    // A new deal is on the table: the page puts it in the URL.
    virtual void deal_started(const std::string& preset_url, std::uint64_t seed) = 0;
    // The game changed (a move, undo, redo, restart): the page saves it. `game_json` is
    // {"preset","seed","moves":[...],"redo":[...],"elapsedMs","won","score","assist"}.
    virtual void progress(const std::string& game_json) = 0;
    // The deal was won: the page counts it in the statistics (same JSON).
    virtual void won(const std::string& game_json) = 0;
    // A short message for the player over the table (a refused action).
    virtual void notice(const std::string& text) = 0;
    // The player asked to share the deal: the page copies its URL.
    virtual void share() = 0;
    // The settings changed: the page stores them (settings_json).
    virtual void settings_changed(const std::string& json) = 0;
    // Opens one of the page's own screens over the table (web/page-dialogs.js): "stats",
    // "select-deal" (a deal by number or link), "daily" (the daily deal of the game of
    // `preset_url`).
    virtual void open_page(const char* what, const std::string& preset_url) = 0;
    // A fresh random seed for a new deal.
    virtual std::uint64_t random_seed() = 0;
    // Vegas scoring runs on from deal to deal: the player's earlier Vegas deals of this
    // variant added up, not counting deal `seed` itself.
    virtual int vegas_bank(const std::string& preset_url, std::uint64_t seed) = 0;
};

} // namespace sol::ui
