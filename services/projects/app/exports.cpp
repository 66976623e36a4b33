#include "app/exports.hpp"

#include "store/export_store.hpp"

#include <cw/events/member_plans.hpp>

namespace projects {

cw::csv::Export Exports::start(const cw::Caller& caller, ExportKind kind) {
  const auto plan =
      db_.read([&](pqxx::nontransaction& tx) { return cw::member_plans::plan_of(tx, caller.user_id); });
  const auto scope = export_scope(caller, plan);
  auto& db = db_;
  return cw::csv::paged_export(
      cw::csv::export_file_name(kind == ExportKind::projects ? "projects" : "bids"), export_header(kind),
      [&db, scope, kind](std::int64_t after_id, int limit) {
        return db.read([&](pqxx::nontransaction& tx) {
          return kind == ExportKind::projects
                     ? cw::csv::page_of(store::export_projects_page(tx, scope, after_id, limit))
                     : cw::csv::page_of(store::export_bids_page(tx, scope, after_id, limit));
        });
      });
}

}  // namespace projects
