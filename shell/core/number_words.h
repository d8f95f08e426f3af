#pragma once
// The game's numbers as the player reads them, on the status bar and in the words said:
// the clock and Vegas money.

#include <string>

namespace sol::ui {

// "1:05", "12:00", "1:02:03".
std::string format_time(double ms);
// Vegas money: "$5", "-$52" (the sign before the dollar, as people write it).
std::string format_money(int dollars);

} // namespace sol::ui
