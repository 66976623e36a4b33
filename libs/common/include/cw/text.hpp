#pragma once
// Small text rules every service's forms share.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cw::text {

// Without leading and trailing spaces, tabs and line breaks.
std::string trim(const std::string& text);
// Length in characters (UTF-8 code points), as a person counts them.
std::size_t character_count(const std::string& text);
// Bytes of the well-formed UTF-8 character at text[i] (i < text.size()), or 0 when none starts there.
std::size_t utf8_length(std::string_view text, std::size_t i);
// True when the bytes are well-formed UTF-8 (no overlong forms, surrogates or code points above U+10FFFF).
bool is_valid_utf8(std::string_view text);
// True when the text holds a C0 control, DEL, a C1 control (U+0080-U+009F), or an invisible character that hides or
// reorders text: zero-width (U+200B-U+200F), the line and paragraph separators (U+2028, U+2029), bidirectional
// controls (U+202A-U+202E, U+2066-U+2069) or the byte order mark (U+FEFF). What a name shown to others must not hold.
bool has_control_characters(std::string_view text);
// At most max_bytes of well-formed UTF-8 text, cut before the character that would not fit whole.
std::string truncated(const std::string& text, std::size_t max_bytes);
// The longest e-mail address a form takes (RFC 5321's path limit).
inline constexpr std::size_t kMaxEmailLength = 254;
// A plain address a person types: local@domain.tld, ASCII, dot-atom local part, a letter TLD.
bool is_valid_email(const std::string& email);

// ASCII letters lower-cased.
std::string lower(std::string text);

// The options as a person reads them in a message: "a, b, c".
std::string listed(const std::vector<std::string>& options);

}  // namespace cw::text
