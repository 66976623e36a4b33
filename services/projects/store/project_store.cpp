#include "store/project_store.hpp"

#include "store/sql.hpp"

namespace projects::store {

namespace {

#define PROJECT_COLUMNS                                                                                          \
  "p.id, p.client_id, p.title, p.description, p.cabinet_type, p.budget_range, p.timeline, p.material_type, "    \
  "p.deliverables, p.status, p.assigned_engineer_id, p.final_amount_cents, " ISO_TIME("p.created_at") ", "   \
  ISO_TIME("p.updated_at") ", " ISO_TIME("p.completed_at") ", p.bid_count, " PARTY_COLUMNS("c") ", "   \
  PARTY_COLUMNS("e") ", e_verified.user_id IS NOT NULL"

// A user the directory has not heard of yet (a moment after sign-up) shows with empty names.
#define PROJECT_FROM                                                                                    \
  " FROM projects p LEFT JOIN user_directory c ON c.user_id = p.client_id "                             \
  "LEFT JOIN user_directory e ON e.user_id = p.assigned_engineer_id "                                   \
  "LEFT JOIN verified_engineers e_verified ON e_verified.user_id = p.assigned_engineer_id "

#define OPEN_FILTERS                                                                        \
  "($1 = '' OR p.cabinet_type = $1) AND ($2 = '' OR p.budget_range = $2) "                  \
  "AND ($3 = '' OR p.material_type = $3)"

#define NEWEST_FIRST " ORDER BY p.created_at DESC, p.id DESC"

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
  project.status = project_status_from(row[9].as<std::string>());
  project.assigned_engineer_id = cw::db::optional_field<std::int64_t>(row[10]);
  if (auto cents = cw::db::optional_field<std::int64_t>(row[11])) project.final_amount = Money::from_cents(*cents);
  project.created_at = row[12].as<std::string>();
  project.updated_at = row[13].as<std::string>();
  project.completed_at = cw::db::optional_field<std::string>(row[14]);
  project.bid_count = row[15].as<int>();
  project.client = read_party(row, 16, project.client_id);
  if (project.assigned_engineer_id) {
    project.assigned_engineer = read_party(row, 19, *project.assigned_engineer_id);
    project.assigned_engineer->is_verified = row[22].as<bool>();
  }
  return project;
}

std::vector<Project> read_projects(const pqxx::result& rows) {
  std::vector<Project> projects;
  projects.reserve(rows.size());
  for (const auto& row : rows) projects.push_back(read_project(row));
  return projects;
}

// Not prepared on purpose (like the engineer directory's): a prepared statement soon runs a generic plan, in which
// the search cannot use its index. An unnamed statement is planned with the actual search every time.
constexpr const char* kSearchPage =
    "SELECT " PROJECT_COLUMNS PROJECT_FROM "WHERE p.status = 'posted' AND p.search_vector @@ to_tsquery('simple', $4) "
    "AND " OPEN_FILTERS NEWEST_FIRST " LIMIT $5 OFFSET $6";
constexpr const char* kSearchCount =
    "SELECT count(*) FROM projects p WHERE p.status = 'posted' AND p.search_vector @@ to_tsquery('simple', $4) "
    "AND " OPEN_FILTERS;

}  // namespace

std::vector<cw::db::NamedQuery> project_queries() {
  return {
      {"project_insert",
       "INSERT INTO projects (client_id, title, description, cabinet_type, budget_range, timeline, material_type, "
       "deliverables) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[]) RETURNING id"},
      {"project_by_id", "SELECT " PROJECT_COLUMNS PROJECT_FROM "WHERE p.id = $1"},
      {"project_by_id_for_update", "SELECT " PROJECT_COLUMNS PROJECT_FROM "WHERE p.id = $1 FOR UPDATE OF p"},
      // Served by the partial index projects_open, the filters checked on the way.
      {"open_projects_page",
       "SELECT " PROJECT_COLUMNS PROJECT_FROM "WHERE p.status = 'posted' AND " OPEN_FILTERS NEWEST_FIRST
       " LIMIT $4 OFFSET $5"},
      {"open_projects_count",
       "SELECT coalesce(sum(projects), 0) FROM open_project_counts WHERE ($1 = '' OR cabinet_type = $1) "
       "AND ($2 = '' OR budget_range = $2) AND ($3 = '' OR material_type = $3)"},
      {"projects_of_client",
       "SELECT " PROJECT_COLUMNS PROJECT_FROM "WHERE p.client_id = $1" NEWEST_FIRST " LIMIT $2"},
      {"projects_of_engineer",
       "SELECT " PROJECT_COLUMNS PROJECT_FROM
       "WHERE p.id IN (SELECT id FROM projects WHERE assigned_engineer_id = $1 "
       "UNION SELECT project_id FROM bids WHERE engineer_id = $1)" NEWEST_FIRST " LIMIT $2"},
      {"project_save_status",
       "UPDATE projects SET status = $2, updated_at = now(), "
       "completed_at = CASE WHEN $2 = 'completed' THEN now() ELSE completed_at END WHERE id = $1"},
      {"project_save_assignment",
       "UPDATE projects SET status = $2, assigned_engineer_id = $3, final_amount_cents = $4, updated_at = now() "
       "WHERE id = $1"},
  };
}

std::int64_t insert_project(pqxx::transaction_base& tx, std::int64_t client_id, const NewProject& project) {
  return tx
      .exec_prepared1("project_insert", client_id, project.title, project.description, project.cabinet_type,
                      project.budget_range, project.timeline, project.material_type,
                      cw::db::text_array_literal(project.deliverables))[0]
      .as<std::int64_t>();
}

std::optional<Project> find_project(pqxx::transaction_base& tx, std::int64_t id, bool for_update) {
  auto rows = tx.exec_prepared(for_update ? "project_by_id_for_update" : "project_by_id", id);
  if (rows.empty()) return std::nullopt;
  return read_project(rows[0]);
}

ProjectPage open_projects(pqxx::transaction_base& tx, const BrowseQuery& query) {
  ProjectPage page;
  if (query.text_query.empty()) {
    page.projects = read_projects(tx.exec_prepared("open_projects_page", query.cabinet_type, query.budget_range,
                                                   query.material_type, query.page_size, query.offset()));
    page.total = tx.exec_prepared1("open_projects_count", query.cabinet_type, query.budget_range,
                                   query.material_type)[0]
                     .as<std::int64_t>();
  } else {
    page.projects = read_projects(tx.exec_params(kSearchPage, query.cabinet_type, query.budget_range,
                                                 query.material_type, query.text_query, query.page_size,
                                                 query.offset()));
    page.total = tx.exec_params1(kSearchCount, query.cabinet_type, query.budget_range, query.material_type,
                                 query.text_query)[0]
                     .as<std::int64_t>();
  }
  return page;
}

std::vector<Project> projects_of_client(pqxx::transaction_base& tx, std::int64_t client_id) {
  return read_projects(tx.exec_prepared("projects_of_client", client_id, kMaxOwnProjects));
}

std::vector<Project> projects_of_engineer(pqxx::transaction_base& tx, std::int64_t engineer_id) {
  return read_projects(tx.exec_prepared("projects_of_engineer", engineer_id, kMaxOwnProjects));
}

void save_status(pqxx::transaction_base& tx, std::int64_t project_id, ProjectStatus status) {
  tx.exec_prepared("project_save_status", project_id, to_string(status));
}

void save_assignment(pqxx::transaction_base& tx, std::int64_t project_id, ProjectStatus status,
                     std::int64_t engineer_id, Money final_amount) {
  tx.exec_prepared("project_save_assignment", project_id, to_string(status), engineer_id, final_amount.cents());
}

}  // namespace projects::store
