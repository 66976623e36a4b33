#pragma once
// CSV as RFC 4180 writes it (a field with a comma, a double quote, CR or LF quoted, a quote doubled, CRLF line ends),
// safe to open in a spreadsheet: a cell beginning with =, +, -, @, TAB or CR is prefixed with a single quote so it is
// never read as a formula (OWASP's CSV injection advice). The member exports write their rows with it.
#include <string>
#include <string_view>
#include <vector>

namespace cw::csv {

// One field as written in a row. Text is kept as UTF-8 bytes; NUL characters are left out (spreadsheets cut a
// cell at them).
std::string field(std::string_view value);

// One row, its fields joined by commas, ending in CRLF.
std::string row(const std::vector<std::string>& values);

}  // namespace cw::csv
