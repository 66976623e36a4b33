#include "store/export_store.hpp"

namespace projects::store {

namespace {

constexpr const char* kProjectColumns = R"sql(
  SELECT id, title, status, cabinet_type, budget_range, timeline, material_type, final_amount_cents,
    iso_utc(created_at) AS created_at, iso_utc(completed_at) AS completed_at
  FROM projects
)sql";

constexpr const char* kBidColumns = R"sql(
  SELECT b.id, b.project_id, p.title AS project_title, b.amount_cents, b.timeline, b.status,
    iso_utc(b.created_at) AS created_at
  FROM bids b JOIN projects p ON p.id = b.project_id
)sql";

const std::string kClientProjects =
    std::string(kProjectColumns) + "WHERE client_id = $1 AND id > $2 ORDER BY id LIMIT $3";
const std::string kEngineerProjects =
    std::string(kProjectColumns) + "WHERE assigned_engineer_id = $1 AND id > $2 ORDER BY id LIMIT $3";
const std::string kEngineerBids =
    std::string(kBidColumns) + "WHERE b.engineer_id = $1 AND b.id > $2 ORDER BY b.id LIMIT $3";
const std::string kClientBids =
    std::string(kBidColumns) + "WHERE p.client_id = $1 AND b.id > $2 ORDER BY b.id LIMIT $3";

bool of_engineer(const ExportScope& scope) { return scope.side == cw::Role::engineer; }

}  // namespace

std::vector<cw::db::NamedQuery> export_queries() {
  return {{"export_client_projects", kClientProjects.c_str()},
          {"export_engineer_projects", kEngineerProjects.c_str()},
          {"export_engineer_bids", kEngineerBids.c_str()},
          {"export_client_bids", kClientBids.c_str()}};
}

std::vector<ProjectExportRow> export_projects_page(pqxx::transaction_base& tx, const ExportScope& scope,
                                                   std::int64_t after_id, int limit) {
  std::vector<ProjectExportRow> rows;
  const auto* query = of_engineer(scope) ? "export_engineer_projects" : "export_client_projects";
  for (const auto& row : tx.exec_prepared(query, scope.user_id, after_id, limit)) {
    ProjectExportRow project;
    project.id = row["id"].as<std::int64_t>();
    project.title = row["title"].as<std::string>();
    project.status = row["status"].as<std::string>();
    project.cabinet_type = row["cabinet_type"].as<std::string>();
    project.budget_range = row["budget_range"].as<std::string>();
    project.timeline = row["timeline"].as<std::string>();
    project.material_type = row["material_type"].as<std::string>();
    if (auto cents = cw::db::optional_field<std::int64_t>(row["final_amount_cents"])) {
      project.final_amount = cw::Money::from_cents(*cents);
    }
    project.created_at = row["created_at"].as<std::string>();
    project.completed_at = cw::db::optional_field<std::string>(row["completed_at"]);
    rows.push_back(std::move(project));
  }
  return rows;
}

std::vector<BidExportRow> export_bids_page(pqxx::transaction_base& tx, const ExportScope& scope, std::int64_t after_id,
                                           int limit) {
  std::vector<BidExportRow> rows;
  const auto* query = of_engineer(scope) ? "export_engineer_bids" : "export_client_bids";
  for (const auto& row : tx.exec_prepared(query, scope.user_id, after_id, limit)) {
    rows.push_back({row["id"].as<std::int64_t>(), row["project_id"].as<std::int64_t>(),
                    row["project_title"].as<std::string>(),
                    cw::Money::from_cents(row["amount_cents"].as<std::int64_t>()), row["timeline"].as<std::string>(),
                    row["status"].as<std::string>(), row["created_at"].as<std::string>()});
  }
  return rows;
}

}  // namespace projects::store
