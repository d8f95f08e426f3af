// Fuzz target: the saved game as the engine reads it from the page's storage (see
// shell/page/bridge.cpp sol_open): "seed\nmoves\nclock". The seed and move codes are read
// strictly, then every code is tried on the deal as the game does: illegal ones refused,
// legal ones played and undone exactly.
#include "core/number_text.h"
#include "core/saved_game.h"
#include "klondike/deal.h"
#include "klondike/game_record.h"
#include "klondike/position_text.h"
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sol::klondike;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const std::size_t a = text.find('\n');
    const std::size_t b = a == std::string_view::npos ? a : text.find('\n', a + 1);
    const auto seed = sol::parse_u64(text.substr(0, a), "seed");
    if (!seed) return 0;
    const std::string_view moves =
        a == std::string_view::npos
            ? std::string_view()
            : text.substr(a + 1, b == std::string_view::npos ? b : b - a - 1);
    double clock = 0;
    if (b != std::string_view::npos && size - b - 1 >= sizeof clock)
        std::memcpy(&clock, data + b + 1, sizeof clock);
    const double ms = sol::saved_elapsed_ms(clock);
    if (!(ms >= 0 && ms <= sol::MAX_SAVED_ELAPSED_MS)) std::abort();
    const auto codes = sol::parse_move_codes(moves);
    if (!codes) return 0;
    GameRecord game(deal(Rules{std::uint8_t(*seed & 1 ? 3 : 1), 0}, *seed));
    for (const std::uint32_t code : *codes) game.play(Move{code});
    // Compared by key and text: Position's == also sees the unused slots above each pile's
    // top, which undo need not restore.
    while (game.undo()) {
    }
    if (game.position().key() != game.start().key() ||
        position_text(game.position()) != position_text(game.start()))
        std::abort();
    return 0;
}
