#include "store/project_store.hpp"

namespace projects::store {

namespace {

Project read_project(const pqxx::row& row) {
  Project project;
  project.id = row[0].as<std::int64_t>();
  project.client_id = row[1].as<std::int64_t>();
  project.title = row[2].as<std::string>();
  project.description = row[3].as<std::string>();
  project.cabinet_type = row[4].as<std::string>();
  project.budget_range = row[5].as<std::string>();
  project.timeline = row[6].as<std::string>();
  project.material_type = row[7].as<std::string>();
  project.deliverables = cw::db::text_array(row[8]);
  project.status = row[9].as<std::string>();
  project.assigned_engineer_id = cw::db::optional_field<std::int64_t>(row[10]);
  project.final_amount_cents = cw::db::optional_field<std::int64_t>(row[11]);
  project.created_at = row[12].as<std::string>();
  project.updated_at = row[13].as<std::string>();
  return project;
}

}  // namespace

std::vector<cw::db::NamedQuery> project_queries() {
  return {
      {"projects_of_user",
       "SELECT id, client_id, title, description, cabinet_type, budget_range, timeline, material_type, deliverables, "
       "status, assigned_engineer_id, final_amount_cents, "
       "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), "
       "to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"') "
       "FROM projects WHERE client_id = $1 OR assigned_engineer_id = $1 ORDER BY created_at DESC, id DESC LIMIT 500"},
  };
}

std::vector<Project> projects_of_user(pqxx::transaction_base& tx, std::int64_t user_id) {
  std::vector<Project> projects;
  for (const auto& row : tx.exec_prepared("projects_of_user", user_id)) projects.push_back(read_project(row));
  return projects;
}

}  // namespace projects::store
