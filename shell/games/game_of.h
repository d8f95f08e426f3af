#pragma once
// A game's row (game_registry.h) written once for every game from the engine's own
// functions: GameOf<Traits>::GAME. Include it only in a game's own file
// (klondike/klondike_game.cpp), with the engine headers of that game.
//
// The engine gives every game the same free functions in its namespace (sol::klondike...),
// found here by argument-dependent lookup on the game's Rules, Position and Move:
//   deal(rules, seed)                     the deal of a seed
//   parse_position(text, rules)           its position text read back (a Result)
//   position_text(pos)                    the position text
//   parse_moves(pos, text)                move text tokens read (a Result of moves)
//   move_text(m) or move_text(before, m)  one move's token
//   solve(pos, limits)                    the complete solver (SolveResult: status, reason,
//                                         moves, stats; macro_moves or single_moves where
//                                         the game counts its line apart)
// and where the game has them (used when declared, left out otherwise):
//   read_deal(text, rules)                a deal file: position text or Solvitaire JSON
//                                         (else parse_position, inside deal_file_body)
//   solvitaire_json(pos)                  the deal in Solvitaire's format
//   write_position_members(w, pos)        the position as JSON members (else the Traits'
//                                         write_deal_json)
//
// The Traits give what is the game's own beyond that:
//   Table (its TableGame adapter, a PositionTable<Position, Move>: the engine's types);
//   rules(preset) (the preset's rules of this game); TITLE ("Klondike");
//   MAX_MOVE_NUMBER (the largest move number the bits of a Move can hold);
//   write_move(w, before, m) (one move as a JSON object); rules_text(preset) (the Help's
//   rules); and where the game has other methods than its complete solver: STRATEGY_HINT
//   (the names, appended to an unknown strategy's error),
//   strategy(name) -> std::optional<Strategy> and solve(pos, limits, Strategy).
#include "core/deal_file.h"
#include "shell/games/game_registry.h"
#include "shell/games/position_table.h"

#include <string>

namespace sol::games {

// A tableau pile as the JSON move objects name it: "tableau 1" for pile 0.
inline std::string tableau_name(int p) {
    return "tableau " + std::to_string(p + 1);
}

template <class T>
struct GameOf {
    using Position = typename T::Table::EnginePosition;
    using Move = typename T::Table::EngineMove;

    static Position dealt(const Preset& p, std::uint64_t seed) { return deal(T::rules(p), seed); }

    static Result<Position> started(const Preset& p, const Start& start) {
        if (start.seed) {
            if (const std::string why = seed_error(p, *start.seed); !why.empty())
                return Error{why};
            return dealt(p, *start.seed);
        }
        if (start.kind == Start::Text::Position) {
            auto pos = parse_position(start.text, T::rules(p));
            if (!pos) return Error{"position: " + pos.error()};
            return *pos;
        }
        // A deal file: the game's reader, or its position text inside the envelope every
        // game's deal files share (core/deal_file.h: a byte-order mark, a cap).
        if constexpr (requires { read_deal(start.text, T::rules(p)); }) {
            return read_deal(start.text, T::rules(p));
        } else {
            const auto body = deal_file_body(start.text);
            if (!body) return Error{body.error()};
            return parse_position(*body, T::rules(p));
        }
    }

    static std::string deal_text(const Preset& p, std::uint64_t seed) {
        return position_text(dealt(p, seed));
    }

    static void write_deal_json(JsonWriter& w, const Preset& p, std::uint64_t seed) {
        const Position pos = dealt(p, seed);
        if constexpr (requires { write_position_members(w, pos); })
            write_position_members(w, pos);
        else
            T::write_deal_json(w, pos);
    }

    static constexpr auto deal_solvitaire() {
        using Fn = std::string (*)(const Preset&, std::uint64_t);
        if constexpr (requires(const Position& pos) { solvitaire_json(pos); })
            return Fn{[](const Preset& p, std::uint64_t seed) {
                return solvitaire_json(dealt(p, seed));
            }};
        else
            return Fn{nullptr};
    }

    // Moves as text tokens, or as move numbers (what the page plays), each checked.
    static Result<Replayed> replay(const Preset& p, const Start& start, const JsonValue& moves) {
        const auto first = started(p, start);
        if (!first) return Error{first.error()};
        Position pos = *first;
        if (moves.is_string()) {
            const auto line = parse_moves(pos, moves.string);
            if (!line) return Error{"moves: " + line.error()};
            for (const Move m : *line) pos.do_move(m);
        } else {
            for (std::size_t i = 0; i < moves.items.size(); ++i) {
                const JsonValue& v = moves.items[i];
                const bool number = v.type == JsonValue::Type::Number && v.number >= 0 &&
                                    v.number <= double(T::MAX_MOVE_NUMBER);
                const Move m{number ? std::uint32_t(v.number) : 0u};
                if (!number || !pos.is_legal(m))
                    return Error{"moves: move " + std::to_string(i + 1) + " is not legal here"};
                pos.do_move(m);
            }
        }
        return Replayed{pos.is_won(), position_text(pos)};
    }

    // The complete solver, or the strategy the request names.
    static auto run(const Position& pos, const search::Limits& limits, std::string_view name) {
        if constexpr (requires { T::strategy(name); })
            return T::solve(pos, limits, *T::strategy(name));
        else
            return solve(pos, limits);
    }

    static bool knows_strategy(std::string_view name) {
        if constexpr (requires { T::strategy(name); })
            return T::strategy(name).has_value();
        else
            return name.empty();
    }

    static Result<Solved> solve_request(const Preset& p, const SolveRequest& request,
                                        const search::Limits& limits) {
        if (!knows_strategy(request.strategy)) {
            std::string hint;
            if constexpr (requires { T::STRATEGY_HINT; }) hint = T::STRATEGY_HINT;
            return Error{std::string(T::TITLE) + " has no strategy '" +
                         std::string(request.strategy) + "'" + hint};
        }
        const auto first = started(p, request.start);
        if (!first) return Error{first.error()};
        const auto r = run(*first, limits, request.strategy);
        Solved out;
        out.status = r.status;
        out.reason = r.reason;
        out.stats = r.stats;
        if constexpr (requires { r.macro_moves; }) out.macro_moves = r.macro_moves;
        if constexpr (requires { r.shortest; }) out.shortest = r.shortest;
        if constexpr (requires { r.single_moves; }) out.single_moves = r.single_moves;
        JsonWriter w;
        w.begin_array();
        Position pos = *first;
        for (const Move m : r.moves) {
            out.moves.push_back(ui::move_token(pos, m));
            out.bits.push_back(m.bits);
            if (request.want_json) T::write_move(w, pos, m);
            pos.do_move(m);
        }
        w.end_array();
        if (request.want_json) out.moves_json = w.str();
        return out;
    }

    static std::unique_ptr<ui::TableGame> make_table(const Preset& p, std::uint64_t seed) {
        return std::make_unique<typename T::Table>(dealt(p, seed));
    }

#if SOL_GAMES_WITHOUT_TABLES // shell_games_speed in wasm: the solver module has no table
    static constexpr Game GAME{T::TITLE, deal_text,     write_deal_json, deal_solvitaire(),
                               replay,   solve_request, nullptr,         nullptr};
#else
    static constexpr Game GAME{T::TITLE, deal_text,     write_deal_json, deal_solvitaire(),
                               replay,   solve_request, make_table,      T::rules_text};
#endif
};

} // namespace sol::games
