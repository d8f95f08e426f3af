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

// The position a request starts from: `deal(seed)`, or `read(deal_file)` (a Result).
template <class Position, class Deal, class Read>
sol::Result<Position> start_position(const SolveRequest& request, Deal deal, Read read) {
    if (request.seed) return Position(deal(*request.seed));
    auto pos = read(request.deal_file);
    if (!pos) return sol::Error{pos.error()};
    return Position(*pos);
}

// A game solver's result as the CLI reports it: `move_text(before, m)` gives each move's
// token and, when the request wants JSON, `write_move(w, before, m)` its object, both told
// the position the move is played from.
template <class Position, class Result, class Text, class Write>
CliSolve cli_solve(const SolveRequest& request, const Position& start, const Result& r,
                   Text move_text, Write write_move) {
    CliSolve out;
    out.status = r.status;
    out.reason = r.reason;
    out.stats = r.stats;
    sol::JsonWriter w;
    w.begin_array();
    Position pos = start;
    for (const auto m : r.moves) {
        out.moves.push_back(move_text(pos, m));
        if (request.want_json) write_move(w, pos, m);
        pos.do_move(m);
    }
    w.end_array();
    if (request.want_json) out.moves_json = w.str();
    return out;
}

// The CLI side of the preset's game, or nullptr for a game the CLI does not know yet.
const GameCli* game_cli(sol::GameKind game);

} // namespace cli
