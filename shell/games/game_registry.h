#pragma once
// The one place that knows each game: what the command-line tool (deal, solve, bench), the
// solver module's bridge (shell/worker/solver_bridge.cpp) and the table (game_catalog.h)
// ask of a game, written once per game in its own folder (klondike/klondike_game.cpp) and
// found by the preset's GameKind in one table (game_registry.cpp). None of them switches on
// the game: they read its row.

#include "core/json.h"
#include "core/result.h"
#include "presets.h"
#include "search/limits.h"
#include "search/outcome.h"
#include "shell/games/table_game.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sol::games {

// Where a request starts: the deal of a seed, or a text. A deal file is what `solitaire
// solve --deal` reads (the game's position text, or Solvitaire JSON where the game has it);
// position text is what the solver module is sent (the game's own text form only).
struct Start {
    enum class Text : std::uint8_t { DealFile, Position };
    std::optional<std::uint64_t> seed;
    std::string_view text; // used when seed is empty
    Text kind = Text::Position;
};

// What to solve, and how: `strategy` names another method than the game's complete solver
// ("" for that one); with `want_json` the answer carries the line as JSON move objects.
struct SolveRequest {
    Start start;
    std::string_view strategy;
    bool want_json = false;
};

// A solver's answer, its line in every form a caller prints.
struct Solved {
    search::SolveStatus status = search::SolveStatus::Unknown;
    search::UnknownReason reason = search::UnknownReason::None;
    search::SearchStats stats;
    std::vector<std::string> moves;  // the line, one move text token each
    std::vector<std::uint32_t> bits; // the same moves as the game's move numbers
    // The line's length in the solver's own moves where that differs from moves.size()
    // (Klondike: a talon play with its draws is one); -1 where it does not.
    int macro_moves = -1;
    // The solver proved that no line wins in fewer moves (Pyramid's optimal search).
    bool shortest = false;
    // The line's length in single-card moves where one move may stand for several
    // (FreeCell: a run move); -1 where every move is one card's.
    int single_moves = -1;
    // With SolveRequest::want_json: the line as a JSON array of move objects, each with at
    // least "move" (its text), "kind", "from", "to" and "count".
    std::string moves_json;

    int solver_moves() const { return macro_moves >= 0 ? macro_moves : int(moves.size()); }
};

// A replay's answer: whether the moves won, and the position after them as text.
struct Replayed {
    bool won = false;
    std::string position;
};

// One game's facts. Each game's folder defines one (game_of.h writes most of it from the
// engine's functions) and game_registry.cpp lists it.
struct Game {
    std::string_view title; // "Klondike", for messages
    // The deal of a seed in the game's position text, which `solve --deal` reads back.
    std::string (*deal_text)(const Preset&, std::uint64_t seed);
    // The deal's members of the `deal --json` object (after preset, url and seed).
    void (*write_deal_json)(JsonWriter&, const Preset&, std::uint64_t seed);
    // The deal in Solvitaire's JSON format; nullptr when the game has none.
    std::string (*deal_solvitaire)(const Preset&, std::uint64_t seed);
    // Plays `moves` (a string of move text tokens, or an array of move numbers) from the
    // start; an error names the first move that is not legal.
    Result<Replayed> (*replay)(const Preset&, const Start&, const JsonValue& moves);
    // Solves; an error (a bad start, an unknown strategy) is one line of text.
    Result<Solved> (*solve)(const Preset&, const SolveRequest&, const search::Limits&);
    // The deal of a seed on the table, ready to play. This and rules_text are nullptr in
    // shell_games_speed under wasm (CMakeLists.txt): the solver module has no table.
    std::unique_ptr<ui::TableGame> (*make_table)(const Preset&, std::uint64_t seed);
    // The rules of the variant and how to play them on the table (the Help dialog's start).
    std::string (*rules_text)(const Preset&);
};

// The preset's game, or nullptr for a game that has no row yet.
const Game* find_game(GameKind kind);

} // namespace sol::games
