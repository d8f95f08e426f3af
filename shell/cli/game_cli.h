// What the CLI asks of one game: its deal in each output form, and one solve. Each game
// supplies a GameCli (klondike_cli.cpp, and a file alike per game); `deal`, `solve` and
// `bench` are written once against it, so their options and output read the same for
// every game.
#pragma once
#include "core/json.h"
#include "core/result.h"
#include "presets.h"
#include "search/limits.h"
#include "search/outcome.h"
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

// One solve as the CLI reports it.
struct CliSolve {
    sol::search::SolveStatus status = sol::search::SolveStatus::Unknown;
    sol::search::UnknownReason reason = sol::search::UnknownReason::None;
    sol::search::SearchStats stats;
    std::vector<std::string> moves; // the line, one move text token each
    // The line's length in the solver's own moves where that differs from moves.size()
    // (Klondike: a talon play with its draws is one); -1 where it does not.
    int macro_moves = -1;
    // With SolveRequest::want_json: the line as a JSON array of move objects, each with at
    // least "move" (its text), "kind", "from", "to", "count" and "card".
    std::string moves_json;
};

// What to solve: the deal of a seed, or a deal file's text; with which strategy ("" is the
// game's default, the complete solver).
struct SolveRequest {
    const sol::Preset* preset = nullptr;
    std::optional<std::uint64_t> seed;
    std::string_view deal_file; // used when seed is empty
    std::string_view strategy;
    bool want_json = false;
};

struct GameCli {
    // The deal in our own text form, which `solve --deal` reads back.
    std::string (*deal_text)(const sol::Preset&, std::uint64_t seed);
    // The deal's members of the `deal --json` object (after preset, url and seed).
    void (*write_deal_json)(sol::JsonWriter&, const sol::Preset&, std::uint64_t seed);
    // The deal in Solvitaire's JSON format; nullptr when the game has none.
    std::string (*deal_solvitaire)(const sol::Preset&, std::uint64_t seed);
    // Solves; an error (a bad deal file, an unknown strategy) is one line for stderr.
    sol::Result<CliSolve> (*solve)(const SolveRequest&, const sol::search::Limits&);
    // The --strategy names the game knows besides its default, for --help ("" for none).
    const char* strategies;
};

// The CLI side of the preset's game, or nullptr for a game the CLI does not know yet.
const GameCli* game_cli(sol::GameKind game);

} // namespace cli
