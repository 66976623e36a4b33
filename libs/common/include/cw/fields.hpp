#pragma once
// Reading the fields of a request: one reader for every service, so every text a user sends is held to the same
// rules wherever it arrives (a JSON body, a WebSocket frame, a query parameter).
//
// Text must be UTF-8 without a NUL character. PostgreSQL text cannot hold a NUL: libpqxx passes parameters as C
// strings and cuts the text there (a NUL inside a login name once looked the user up by the part before it while the
// sign-in lockout keyed on the whole), and the server refuses it elsewhere (a 500). Bytes that are not UTF-8 (a
// percent-encoded query parameter can carry any) are refused by PostgreSQL too. Both are refused here, with a 400
// that names the field, before anything is stored.
#include <cw/money.hpp>
#include <cw/params.hpp>

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cw::fields {

// A value that must be text: invalid("<name> must be text") otherwise; held to check_text (cw/params.hpp), not
// trimmed.
std::string text(const nlohmann::json& value, std::string_view name);

// The member `name` of a JSON object as text; nullopt when it is absent or null.
std::optional<std::string> optional_text(const nlohmann::json& object, std::string_view name);

// What a form's text field holds: text as above, trimmed, of at most max_length characters (as a person counts them):
// invalid("<name> must be at most <max> characters") when longer.
std::string trimmed_text(const nlohmann::json& value, std::string_view name, std::size_t max_length);
// As above, and of at least min_length characters: invalid("<name> must be <min> to <max> characters") otherwise.
std::string trimmed_text(const nlohmann::json& value, std::string_view name, std::size_t min_length,
                         std::size_t max_length);

// A value that must be one of the options, exactly: invalid("<name> must be one of: <a>, <b>") otherwise.
std::string one_of(const nlohmann::json& value, std::string_view name, const std::vector<std::string>& options);

// A value that must be a list of text: invalid("<name> must be a list of text") otherwise; each entry checked.
std::vector<std::string> text_list(const nlohmann::json& value, std::string_view name);

// A JSON whole number from min to max, read without narrowing (4294967297 is not 1); nullopt for anything else (a
// fraction, text, a number outside the range or beyond 64 bits).
std::optional<std::int64_t> whole_number(const nlohmann::json& value, std::int64_t min, std::int64_t max);

}  // namespace cw::fields

namespace cw {

// An amount a form sent: a JSON whole number, a number or decimal text as cw::amount_of_text reads it; nullopt for
// anything else.
std::optional<Money> amount_of_json(const nlohmann::json& value);

}  // namespace cw
