#include "app/exports.hpp"

#include "store/export_store.hpp"

#include <cw/csv.hpp>
#include <cw/events.hpp>
#include <cw/events/member_plans.hpp>

#include <memory>
#include <type_traits>

namespace projects {

namespace {

// Rows per page: a few hundred kilobytes of CSV at most, one index range read each.
constexpr int kPageRows = 500;

// YYYY-MM-DD of an ISO-8601 UTC time.
std::string utc_date_today() { return cw::events::utc_now_iso().substr(0, 10); }

// Where a paged read stands: rows after after_id are still to come unless finished.
struct Cursor {
  bool header_written = false;
  bool finished = false;
  std::int64_t after_id = 0;
};

template <class Row>
std::optional<std::string> next_page(cw::db::Pool& db, const ExportScope& scope, ExportKind kind, Cursor& cursor) {
  if (!cursor.header_written) {
    cursor.header_written = true;
    return cw::csv::row(export_header(kind));
  }
  if (cursor.finished) return std::nullopt;
  const auto rows = db.read([&](pqxx::nontransaction& tx) {
    if constexpr (std::is_same_v<Row, ProjectExportRow>) {
      return store::export_projects_page(tx, scope, cursor.after_id, kPageRows);
    } else {
      return store::export_bids_page(tx, scope, cursor.after_id, kPageRows);
    }
  });
  cursor.finished = rows.size() < static_cast<std::size_t>(kPageRows);
  if (rows.empty()) return std::nullopt;
  cursor.after_id = rows.back().id;
  std::string piece;
  for (const auto& row : rows) piece += cw::csv::row(export_fields(row));
  return piece;
}

}  // namespace

CsvExport Exports::start(const cw::Caller& caller, ExportKind kind) {
  const auto plan =
      db_.read([&](pqxx::nontransaction& tx) { return cw::member_plans::plan_of(tx, caller.user_id); });
  const auto scope = export_scope(caller, plan);
  auto cursor = std::make_shared<Cursor>();
  auto& db = db_;
  std::function<std::optional<std::string>()> next;
  if (kind == ExportKind::projects) {
    next = [&db, scope, kind, cursor] { return next_page<ProjectExportRow>(db, scope, kind, *cursor); };
  } else {
    next = [&db, scope, kind, cursor] { return next_page<BidExportRow>(db, scope, kind, *cursor); };
  }
  return {export_file_name(kind, utc_date_today()), std::move(next)};
}

}  // namespace projects
