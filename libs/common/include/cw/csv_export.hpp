#pragma once
// A member's CSV export (issue 29 item 4), read a page at a time and written piece by piece: the header row first,
// then one page of rows per piece, each page read by keyset (the rows after the last id written) in its own short
// transaction, so an export of any size is never held whole. Each service that exports gives its pages; the HTTP
// side is cw::http::send_csv.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cw::csv {

struct Export {
  std::string file_name;
  // The next piece of the file: the header row first, then a page of rows per call; nullopt once all was given.
  std::function<std::optional<std::string>()> next;
};

// One page of rows as their fields, and the id of its last row (where the next page starts).
struct Page {
  std::vector<std::vector<std::string>> rows;
  std::int64_t last_id = 0;
};

// A page of a store's rows, each written by its export_fields(row) (found by argument-dependent lookup, in the
// row's own namespace) and keyed by its id.
template <class Row>
Page page_of(const std::vector<Row>& rows) {
  Page page;
  page.rows.reserve(rows.size());
  for (const auto& row : rows) page.rows.push_back(export_fields(row));
  if (!rows.empty()) page.last_id = rows.back().id;
  return page;
}

// Rows per page: a few hundred kilobytes of CSV at most.
inline constexpr int kPageRows = 500;

// The export of header and the pages read_page(after_id, limit) gives, until a page shorter than limit.
Export paged_export(std::string file_name, std::vector<std::string> header,
                    std::function<Page(std::int64_t after_id, int limit)> read_page, int page_rows = kPageRows);

// "cabinetworks-payments-2026-11-27.csv" for the kind and today's UTC date.
std::string export_file_name(std::string_view kind);

}  // namespace cw::csv
