// `solitaire solve <preset> <seed>` or `solitaire solve <preset> --deal FILE`: decides one
// deal (or any position written in a deal file) and prints the verdict and the moves.
#include "cli_util.h"
#include "commands.h"
#include "core/card_text.h"
#include "core/json.h"
#include "klondike/deal.h"
#include "klondike/move_text.h"
#include "klondike/read_deal.h"
#include "klondike/solver.h"
#include <cstdio>
#include <string>

namespace {

using sol::klondike::Move;
using sol::klondike::MoveKind;
using sol::klondike::Position;

constexpr const char* USAGE =
    "usage: solitaire solve <preset> <seed> [options]\n"
    "       solitaire solve <preset> --deal FILE [options]\n"
    "  Solves the deal (thoughtfully: the solver knows the face-down cards).\n"
    "  --deal FILE        a position in our text format or Solvitaire JSON\n"
    "  --time-limit S     give up after S seconds (default: none)\n"
    "  --node-limit N     give up after N nodes (default: none)\n"
    "  --memory-limit MB  transposition table budget in MB (default 768)\n"
    "  --json             print a JSON object instead of text\n"
    "  Exit code: 0 solved, 1 unsolvable or unknown, 2 bad usage or input.\n";

std::string pile_end(int p) {
    return "tableau " + std::to_string(p + 1);
}
std::string foundation_end(int s) {
    return std::string("foundation ") + sol::suit_char(s);
}

// One primitive move as a JSON object naming its source, destination and card count; the
// position is the one the move is played from.
void write_move(sol::JsonWriter& w, const Position& before, Move m) {
    std::string kind, from, to;
    int count = m.count();
    switch (m.kind()) {
    case MoveKind::Draw: kind = "draw", from = "stock", to = "waste"; break;
    case MoveKind::Redeal:
        kind = "redeal", from = "waste", to = "stock", count = before.waste_len();
        break;
    case MoveKind::WasteToFoundation:
        kind = "waste-to-foundation", from = "waste", to = foundation_end(m.to());
        break;
    case MoveKind::WasteToTableau:
        kind = "waste-to-tableau", from = "waste", to = pile_end(m.to());
        break;
    case MoveKind::TableauToFoundation:
        kind = "tableau-to-foundation", from = pile_end(m.from()), to = foundation_end(m.to());
        break;
    case MoveKind::TableauToTableau:
        kind = "tableau-to-tableau", from = pile_end(m.from()), to = pile_end(m.to());
        break;
    case MoveKind::FoundationToTableau:
        kind = "foundation-to-tableau", from = foundation_end(m.from()), to = pile_end(m.to());
        break;
    }
    w.begin_object();
    w.key("move").value(sol::klondike::move_text(m));
    w.key("kind").value(kind);
    w.key("from").value(from);
    w.key("to").value(to);
    w.key("count").value(count);
    const sol::Card card = sol::klondike::moved_card(before, m);
    if (card) w.key("card").value(sol::card_text(card));
    if (m.flip())
        w.key("turns").value(
            sol::card_text(before.pile_card(m.from(), before.pile_len(m.from()) - m.count() - 1)));
    w.end_object();
}

} // namespace

int cmd_solve(int argc, char** argv) {
    const auto args = cli::parse_args(argc, argv,
                                      {{"deal", true},
                                       {"time-limit", true},
                                       {"node-limit", true},
                                       {"memory-limit", true},
                                       {"json", false},
                                       {"help", false}});
    if (!args) return cli::usage_error("solve", args.error() + "\n" + USAGE);
    if (args->has("help")) {
        std::fputs(USAGE, stdout);
        return 0;
    }
    const bool from_file = args->has("deal");
    if (args->positional.size() != (from_file ? 1u : 2u))
        return cli::usage_error("solve", std::string("expected <preset> and <seed> or --deal "
                                                     "FILE\n") +
                                             USAGE);
    const auto preset = cli::parse_preset(args->positional[0]);
    if (!preset) return cli::usage_error("solve", preset.error());
    const sol::klondike::Rules& rules = (*preset)->klondike;

    const auto parsed_limits = cli::parse_limits(*args);
    if (!parsed_limits) return cli::usage_error("solve", parsed_limits.error());
    const sol::search::Limits limits = *parsed_limits;

    std::string source;
    Position start;
    if (from_file) {
        const std::string& path = *args->get("deal");
        const auto text = cli::read_file(path);
        if (!text) return cli::usage_error("solve", text.error());
        auto pos = sol::klondike::read_deal(*text, rules);
        if (!pos) return cli::usage_error("solve", path + ": " + pos.error());
        start = *pos;
        source = path;
    } else {
        const auto seed = cli::parse_seed(args->positional[1]);
        if (!seed) return cli::usage_error("solve", seed.error());
        start = sol::klondike::deal(rules, *seed);
        source = "seed " + args->positional[1];
    }

    const sol::klondike::SolveResult r = sol::klondike::solve(start, limits);
    const bool unknown = r.status == sol::search::SolveStatus::Unknown;
    if (args->has("json")) {
        sol::JsonWriter w;
        w.begin_object();
        w.key("preset").value((*preset)->name);
        w.key("deal").value(source);
        w.key("status").value(sol::search::status_name(r.status));
        if (unknown)
            w.key("reason").value(sol::search::reason_name(r.reason));
        else
            w.key("reason").null();
        w.key("moves").begin_array();
        Position pos = start;
        for (const Move m : r.moves) {
            write_move(w, pos, m);
            pos.do_move(m);
        }
        w.end_array();
        w.key("move_count").value(int(r.moves.size()));
        w.key("time_seconds").value(r.stats.seconds);
        w.key("nodes").value(std::uint64_t(r.stats.nodes));
        w.key("positions_stored").value(std::uint64_t(r.stats.stored));
        w.end_object();
        std::printf("%s\n", w.str().c_str());
    } else {
        std::printf("status: %.*s", int(sol::search::status_name(r.status).size()),
                    sol::search::status_name(r.status).data());
        if (unknown)
            std::printf(" (%.*s)", int(sol::search::reason_name(r.reason).size()),
                        sol::search::reason_name(r.reason).data());
        std::printf("\n");
        if (r.status == sol::search::SolveStatus::Solved) {
            std::printf("moves: %zu (%d without the draws)\n", r.moves.size(), r.macro_moves);
            std::string line;
            for (std::size_t i = 0; i < r.moves.size(); ++i) {
                line += sol::klondike::move_text(r.moves[i]);
                line += (i + 1) % 16 == 0 || i + 1 == r.moves.size() ? "\n" : " ";
            }
            std::fputs(line.c_str(), stdout);
        }
        std::printf("time: %.6f s\nnodes: %llu\n", r.stats.seconds,
                    static_cast<unsigned long long>(r.stats.nodes));
    }
    return r.status == sol::search::SolveStatus::Solved ? 0 : 1;
}
