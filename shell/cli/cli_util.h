// Helpers shared by the CLI subcommands: option parsing, seeds, presets and files. Errors
// are values here too; each command turns them into a message on stderr and exit code 2.
#pragma once
#include "core/result.h"
#include "presets.h"
#include "search/limits.h"
#include "shell/games/game_registry.h"
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cli {

// An option a command accepts: `--name` alone (a flag) or `--name VALUE` / `--name=VALUE`.
struct OptionSpec {
    std::string_view name; // without the dashes
    bool takes_value;
};

// A command line split into positional arguments and known options.
struct Args {
    std::vector<std::string> positional;
    std::vector<std::pair<std::string, std::string>> options; // value "" for flags

    bool has(std::string_view name) const;
    // The option's value, or nullptr when absent (the last one wins if repeated).
    const std::string* get(std::string_view name) const;
};

// Rejects unknown options and options missing their value. "--" ends the options.
sol::Result<Args> parse_args(int argc, char** argv, std::initializer_list<OptionSpec> known);

// An unsigned 64-bit decimal seed; no sign, no spaces, no overflow; with a preset, one of
// its deals (FreeCell's are numbered 1 .. 2^33 - 1: presets.h, seed_error).
sol::Result<std::uint64_t> parse_seed(std::string_view text, const sol::Preset* preset = nullptr);
// A non-negative decimal number that fits in 64 bits (counts, node limits).
sol::Result<std::uint64_t> parse_count(std::string_view text, std::string_view what);
// A positive number of seconds, e.g. "10" or "0.5".
sol::Result<double> parse_seconds(std::string_view text);

// The preset named `name`; the error lists the known presets.
sol::Result<const sol::Preset*> parse_preset(std::string_view name);

// A preset named on the command line and its game's row (shell/games/game_registry.h).
struct PresetGame {
    const sol::Preset* preset;
    const sol::games::Game* game;
};
// The preset named `name` and its game; the error lists the known presets, or says that
// the game has no row yet.
sol::Result<PresetGame> parse_preset_game(std::string_view name);

// The whole file, or an error naming the path and the reason. A file longer than
// `max_bytes` is an error after reading about that much (so /dev/zero ends at once); no
// deal file of any game comes near the default.
inline constexpr std::size_t MAX_INPUT_FILE_BYTES = std::size_t(1) << 20;
sol::Result<std::string> read_file(const std::string& path,
                                   std::size_t max_bytes = MAX_INPUT_FILE_BYTES);

// Prints "solitaire <command>: <message>" to stderr and returns exit code 2. Control bytes
// in the message (which may quote a file) are escaped, and a long message is clipped.
int usage_error(std::string_view command, std::string_view message);

// The search limits of `solve` and `bench`: --time-limit SECONDS, --node-limit N and
// --memory-limit MB (each optional; the Limits defaults stand for the ones not given).
// --node-limit must be at least 1 (leave it out for no limit); --memory-limit is
// 1..MAX_MEMORY_LIMIT_MB, so that the budget in bytes cannot overflow.
inline constexpr std::uint64_t MAX_MEMORY_LIMIT_MB =
    sizeof(std::size_t) >= 8 ? std::uint64_t(1) << 24 : 4095; // 16 TiB; wasm32: 4 GiB - 1 MiB
sol::Result<sol::search::Limits> parse_limits(const Args& args);

} // namespace cli
