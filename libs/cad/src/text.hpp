#pragma once
// Words for the report's messages: the file's texts made safe for JSON, numbers and points as a person reads them.
#include "cw/cad/dxf_preflight.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cw::cad {

// The length of the well-formed UTF-8 character starting at byte i, 0 when none starts there (RFC 3629: no overlong
// forms, surrogates or code points above U+10FFFF).
std::size_t utf8_length(std::string_view text, std::size_t i);

// Well-formed UTF-8 of at most max_bytes: a byte that does not start a character becomes U+FFFD, a control a space.
std::string clean_text(std::string_view text, std::size_t max_bytes = 1024);

// At most three decimals, no trailing zeros; "an invalid number" for NaN and infinities.
std::string number(double value);

// "A LINE", "An ARC".
std::string a_or_an(std::string_view type);

// "(12.5, 0)".
std::string point_text(Point2 p);

// "CUT, PROFILE, OUTSIDE".
std::string listed(const std::vector<std::string>& items);

}  // namespace cw::cad
