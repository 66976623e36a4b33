#pragma once
// Small text rules every service's forms share.
#include <cstddef>
#include <string>
#include <string_view>

namespace cw::text {

// Without leading and trailing spaces, tabs and line breaks.
std::string trim(const std::string& text);
// Length in characters (UTF-8 code points), as a person counts them.
std::size_t character_count(const std::string& text);
// True when the bytes are well-formed UTF-8 (no overlong forms, surrogates or code points above U+10FFFF).
bool is_valid_utf8(std::string_view text);
// ASCII letters lower-cased.
std::string lower(std::string text);

}  // namespace cw::text
