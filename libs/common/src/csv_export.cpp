#include <cw/csv.hpp>
#include <cw/csv_export.hpp>

#include <ctime>
#include <memory>

namespace cw::csv {

namespace {

// Where a paged read stands: rows after after_id are still to come unless finished.
struct Cursor {
  bool header_written = false;
  bool finished = false;
  std::int64_t after_id = 0;
};

}  // namespace

Export paged_export(std::string file_name, std::vector<std::string> header,
                    std::function<Page(std::int64_t after_id, int limit)> read_page, int page_rows) {
  auto cursor = std::make_shared<Cursor>();
  auto next = [cursor, header = std::move(header), read_page = std::move(read_page),
               page_rows]() -> std::optional<std::string> {
    if (!cursor->header_written) {
      cursor->header_written = true;
      return row(header);
    }
    if (cursor->finished) return std::nullopt;
    const auto page = read_page(cursor->after_id, page_rows);
    cursor->finished = page.rows.size() < static_cast<std::size_t>(page_rows);
    if (page.rows.empty()) return std::nullopt;
    cursor->after_id = page.last_id;
    std::string piece;
    for (const auto& fields : page.rows) piece += row(fields);
    return piece;
  };
  return {std::move(file_name), std::move(next)};
}

std::string export_file_name(std::string_view kind) {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char date[16];
  std::strftime(date, sizeof date, "%Y-%m-%d", &utc);
  return "cabinetworks-" + std::string(kind) + "-" + date + ".csv";
}

}  // namespace cw::csv
