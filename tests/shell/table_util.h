// Helpers shared by the shell tests: a deal of any preset as the table plays it, beside the
// engine's own position of the same deal (its move generator, reader, solver), the pile
// views as one comparable text, and moves named in the engine's notation.
#pragma once
#include "presets.h"
#include "search/limits.h"
#include "shell/games/game_catalog.h"
#include "shell/games/table_game.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace test {

// Built with AddressSanitizer (the sanitize preset), where every step costs several times
// more: the longest loops run on fewer deals there.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool SANITIZED = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool SANITIZED = true;
#else
inline constexpr bool SANITIZED = false;
#endif
#else
inline constexpr bool SANITIZED = false;
#endif

using sol::Preset;
using sol::ui::GameMove;
using sol::ui::TableGame;

// The preset named by its URL form ("klondike/draw3"); fails the test if there is none.
const Preset& preset(std::string_view url);

// The engine's side of one deal: the same position the table shows, moved along with it,
// for what the table does not offer (every legal move, reading a move's text, solving).
class EngineGame {
  public:
    virtual ~EngineGame() = default;
    virtual std::vector<GameMove> legal_moves() const = 0;
    // The legal move that `text` names here (the engine's reader), or none.
    virtual std::optional<GameMove> parse(std::string_view text) const = 0;
    virtual void do_move(GameMove m) = 0;
    virtual void undo_move(GameMove m) = 0;
    virtual std::string position_text() const = 0;
    virtual std::string move_text(GameMove m) const = 0;
    // The engine's score of `moves` played from the deal (its own scoring function).
    virtual int score(const std::vector<GameMove>& moves) const = 0;
    // A winning line from the current position within `node_limit`, or none.
    virtual std::optional<std::vector<GameMove>> solve(std::uint64_t node_limit) const = 0;
};

std::unique_ptr<EngineGame> engine_game(const Preset& p, std::uint64_t seed);

// A deal of preset `p`: the table and the engine side by side.
struct Deal {
    const Preset* preset = nullptr;
    std::uint64_t seed = 0;
    std::unique_ptr<TableGame> table;
    std::unique_ptr<EngineGame> engine;
    std::vector<GameMove> played;

    Deal(const Preset& p, std::uint64_t s);
    // Plays the moves of `line` in the engine's notation on both ("S S 3>5"); "S*24"
    // repeats a token. Fails the test at the first move the engine cannot read here.
    void play(std::string_view line);
    void play_move(GameMove m);
};

// Every pile of the table in the given shape, and whether two such lists show the same
// table (every field of every pile and card).
std::vector<sol::ui::PileView> views(const TableGame& g,
                                     sol::ui::Shape shape = sol::ui::Shape::Tall);
bool same_views(const std::vector<sol::ui::PileView>& a, const std::vector<sol::ui::PileView>& b);
// One pile as text: "tableau-3: 7D# 8C KH" (# after a face-down card, ~ after a dimmed one).
std::string pile_text(const TableGame& g, int p);
// The pile labelled `label` ("waste", "tableau-3", "pyramid-7.1"); fails the test if none.
int pile_index(const TableGame& g, std::string_view label);
int pile_size(const TableGame& g, int p);

// The move's text, or "-" for none.
std::string text_of(const TableGame& g, const std::optional<GameMove>& m);

// Node limits for the solvers.
sol::search::Limits nodes(std::uint64_t n);

} // namespace test
