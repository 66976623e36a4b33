#pragma once
// Reading the fields of a request once they are text (query parameters, a form's values already read): the rules of
// cw/fields.hpp without JSON, so that a domain can hold its own parameters to them. cw/fields.hpp reads JSON bodies
// and includes this.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cw::fields {

// Throws invalid("<name> must not contain a null character") or invalid("<name> must be valid UTF-8 text").
void check_text(std::string_view text, std::string_view name);

// A form's text already read (a query parameter): checked as check_text, trimmed, of at most max_length characters (as
// a person counts them): invalid("<name> must be at most <max> characters") when longer.
std::string trimmed_param(const std::string& text, std::string_view name, std::size_t max_length);

// Text already read (a query parameter) that must be one of the options, exactly: invalid("<name> must be one of: <a>,
// <b>") otherwise.
std::string one_of(const std::string& value, std::string_view name, const std::vector<std::string>& options);

// A query parameter that is a whole number from 1 to max (page, pageSize, limit, days): fallback when absent or
// empty, else invalid("<name> must be a whole number from 1 to <max>").
int whole_number_param(const std::optional<std::string>& text, std::string_view name, int fallback, int max);

// The whole number text is, digits only (an id in a query parameter: ?before=, ?after=): nullopt for anything else,
// a sign, a space or a number past int64 included.
std::optional<std::int64_t> id_text(std::string_view text);

// The page of a list a query asks for, as sent: ?page= and ?pageSize= (cw::http::page_query reads them).
struct PageQuery {
  std::optional<std::string> page;
  std::optional<std::string> page_size;
};

inline constexpr int kMaxPage = 100000;
inline constexpr int kMaxPageSize = 100;
inline constexpr int kDefaultPageSize = 20;

// A page of a list: its number from 1 and its size; the rows before it are skipped.
struct Page {
  int number = 1;
  int size = kDefaultPageSize;
  int offset() const { return (number - 1) * size; }
};

// Every paged list reads its page here: page from 1 to kMaxPage (1 when absent), pageSize from 1 to kMaxPageSize
// (kDefaultPageSize when absent), each refused as whole_number_param refuses it.
Page page(const PageQuery& query);

}  // namespace cw::fields
