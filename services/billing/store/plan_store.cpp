#include "store/plan_store.hpp"

namespace billing::store {

namespace {

// Lists as JSON arrays: never PostgreSQL's array text (cw::db::json_strings).
constexpr const char* kPlans = R"sql(
  SELECT id, name, monthly_cents, yearly_cents, active_projects, monthly_projects, uploads_per_project, max_file_mb,
    messages_per_day, array_to_json(file_formats) AS file_formats, array_to_json(features) AS features,
    array_to_json(capabilities) AS capabilities
  FROM plans
  ORDER BY position
)sql";

Plan read_plan(const pqxx::row& row) {
  Plan plan;
  plan.id = row["id"].as<std::string>();
  plan.name = row["name"].as<std::string>();
  plan.monthly_cents = row["monthly_cents"].as<std::int64_t>();
  plan.yearly_cents = row["yearly_cents"].as<std::int64_t>();
  plan.limits.active_projects = row["active_projects"].as<int>();
  plan.limits.monthly_projects = row["monthly_projects"].as<int>();
  plan.limits.uploads_per_project = row["uploads_per_project"].as<int>();
  plan.limits.max_file_mb = row["max_file_mb"].as<int>();
  plan.limits.messages_per_day = row["messages_per_day"].as<int>();
  plan.limits.file_formats = cw::db::json_strings(row["file_formats"]);
  plan.features = cw::db::json_strings(row["features"]);
  plan.capabilities = cw::parse_capabilities(cw::db::json_strings(row["capabilities"]));
  return plan;
}

}  // namespace

std::vector<cw::db::NamedQuery> plan_queries() { return {{"plans", kPlans}}; }

std::vector<Plan> plans(pqxx::transaction_base& tx) {
  std::vector<Plan> all;
  for (const auto& row : tx.exec_prepared("plans")) all.push_back(read_plan(row));
  return all;
}

}  // namespace billing::store
