#include "cli_util.h"
#include "core/input_text.h"
#include "core/number_text.h"
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace cli {

bool Args::has(std::string_view name) const {
    return get(name) != nullptr;
}

const std::string* Args::get(std::string_view name) const {
    const std::string* found = nullptr;
    for (const auto& [key, value] : options)
        if (key == name) found = &value;
    return found;
}

sol::Result<Args> parse_args(int argc, char** argv, std::initializer_list<OptionSpec> known) {
    Args args;
    bool options_done = false;
    for (int i = 0; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (options_done || arg.size() < 3 || arg.substr(0, 2) != "--") {
            if (arg == "--")
                options_done = true;
            else
                args.positional.emplace_back(arg);
            continue;
        }
        std::string_view name = arg.substr(2), value;
        const auto eq = name.find('=');
        const bool inline_value = eq != std::string_view::npos;
        if (inline_value) value = name.substr(eq + 1), name = name.substr(0, eq);
        const OptionSpec* spec = nullptr;
        for (const OptionSpec& s : known)
            if (s.name == name) spec = &s;
        if (!spec) return sol::Error{"unknown option --" + std::string(name)};
        if (spec->takes_value && !inline_value) {
            if (i + 1 >= argc)
                return sol::Error{"option --" + std::string(name) + " needs a value"};
            value = argv[++i];
        } else if (!spec->takes_value && inline_value) {
            return sol::Error{"option --" + std::string(name) + " takes no value"};
        }
        args.options.emplace_back(std::string(name), std::string(value));
    }
    return args;
}

sol::Result<std::uint64_t> parse_count(std::string_view text, std::string_view what) {
    return sol::parse_u64(text, what);
}

sol::Result<std::uint64_t> parse_seed(std::string_view text, const sol::Preset* preset) {
    auto seed = parse_count(text, "seed");
    if (seed && preset)
        if (const std::string why = sol::seed_error(*preset, *seed); !why.empty())
            return sol::Error{why};
    return seed;
}

sol::Result<double> parse_seconds(std::string_view text) {
    const std::string s(text);
    // Plain decimals only ("2", "0.5", "1e3"): strtod also reads hexadecimal ("0x10" is 16
    // seconds), "infinity" and leading blanks, none of which a number of seconds is.
    const bool decimal = !s.empty() &&
                         (std::isdigit(static_cast<unsigned char>(s[0])) || s[0] == '.') &&
                         s.find_first_not_of("0123456789.eE+-") == std::string::npos;
    char* end = nullptr;
    errno = 0;
    const double v = decimal ? std::strtod(s.c_str(), &end) : 0;
    if (!decimal || *end || errno || !(v > 0) || v > 1e9)
        return sol::Error{"bad time " + sol::quote_input(s) +
                          ": expected a positive number of seconds"};
    return v;
}

sol::Result<const sol::Preset*> parse_preset(std::string_view name) {
    if (const sol::Preset* p = sol::find_preset(name)) return p;
    std::string known;
    for (const sol::Preset& p : sol::all_presets())
        known += (known.empty() ? "" : ", ") + std::string(p.name);
    return sol::Error{"unknown preset '" + std::string(name) + "' (known: " + known + ")"};
}

sol::Result<PresetGame> parse_preset_game(std::string_view name) {
    const auto preset = parse_preset(name);
    if (!preset) return sol::Error{preset.error()};
    if (const sol::games::Game* game = sol::games::find_game((*preset)->game))
        return PresetGame{*preset, game};
    return sol::Error{"the CLI does not play '" + std::string((*preset)->game_id) + "' yet"};
}

sol::Result<std::string> read_file(const std::string& path, std::size_t max_bytes) {
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f)
        return sol::Error{"cannot open " + sol::quote_input(path, 200) + ": " +
                          std::strerror(errno)};
    std::string text;
    char buf[4096];
    std::size_t n;
    while (text.size() <= max_bytes && (n = std::fread(buf, 1, sizeof buf, f)) > 0)
        text.append(buf, n);
    const bool failed = std::ferror(f);
    std::fclose(f);
    if (failed) return sol::Error{"cannot read " + sol::quote_input(path, 200)};
    if (text.size() > max_bytes)
        return sol::Error{sol::quote_input(path, 200) + " is larger than " +
                          std::to_string(max_bytes) + " bytes: not a deal file"};
    return text;
}

int usage_error(std::string_view command, std::string_view message) {
    const std::string text = sol::printable_message(message);
    std::fprintf(stderr, "solitaire %.*s: %s\n", int(command.size()), command.data(), text.c_str());
    return 2;
}

sol::Result<sol::search::Limits> parse_limits(const Args& args) {
    sol::search::Limits limits;
    if (const std::string* t = args.get("time-limit")) {
        const auto s = parse_seconds(*t);
        if (!s) return sol::Error{s.error()};
        limits.time_limit_seconds = *s;
    }
    if (const std::string* n = args.get("node-limit")) {
        const auto c = parse_count(*n, "node limit");
        if (!c) return sol::Error{c.error()};
        if (*c == 0)
            return sol::Error{"node limit must be at least 1 (leave --node-limit out for none)"};
        limits.node_limit = *c;
    }
    if (const std::string* mb = args.get("memory-limit")) {
        const auto c = parse_count(*mb, "memory limit");
        if (!c) return sol::Error{c.error()};
        if (*c == 0 || *c > MAX_MEMORY_LIMIT_MB)
            return sol::Error{"memory limit must be 1.." + std::to_string(MAX_MEMORY_LIMIT_MB) +
                              " MB (got " + *mb + ")"};
        limits.memory_limit_bytes = std::size_t(*c) << 20;
    }
    return limits;
}

} // namespace cli
