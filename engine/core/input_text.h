// How text read from outside (files, URLs, command lines, saved games) is shown back in
// an error message: quoted, with every byte that could steer a terminal escaped, and
// clipped, so that a hostile file can neither retitle the terminal nor fill the screen.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace sol {

// `text` between single quotes; bytes below 0x20, 0x7F and every byte from 0x80 up are
// written as \xNN (so no control sequence, UTF-8 C1 ones included, reaches the reader);
// beyond `max_bytes` input bytes the rest is replaced by "... (N bytes)".
std::string quote_input(std::string_view text, std::size_t max_bytes = 40);

// The same escaping for a whole message, newlines kept (a CLI prints these on stderr).
std::string printable_message(std::string_view text, std::size_t max_bytes = 4096);

} // namespace sol
