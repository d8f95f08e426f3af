// Strict reading of the numbers that name deals: seeds are unsigned 64-bit (docs/rules.md,
// Deals and seeds), and a seed that does not fit must be an error rather than silently
// wrap or saturate.
#pragma once
#include "core/result.h"
#include <cstdint>
#include <string_view>

namespace sol {

// Decimal digits only (no sign, spaces or "0x"), at most 2^64 - 1. The error names `what`
// ("seed", "count"...) and the text.
Result<std::uint64_t> parse_u64(std::string_view text, std::string_view what = "number");

} // namespace sol
