#include "store/project_store.hpp"

#include "store/sql.hpp"

#include <functional>

namespace projects::store {

namespace {

#define PROJECT_COLUMNS                                                                                          \
  "p.id, p.client_id, p.title, p.description, p.cabinet_type, p.budget_range, p.timeline, p.material_type, "    \
  "array_to_json(p.deliverables), p.status, p.assigned_engineer_id, p.final_amount_cents, " ISO_TIME("p.created_at") ", "   \
  ISO_TIME("p.updated_at") ", " ISO_TIME("p.completed_at") ", p.bid_count, " PARTY_COLUMNS("c") ", "   \
  PARTY_COLUMNS("e") ", e_verified.user_id IS NOT NULL"

// A user the directory has not heard of yet (a moment after sign-up) shows with empty names.
#define PROJECT_JOINS                                                                                   \
  " LEFT JOIN user_directory c ON c.user_id = p.client_id "                                             \
  "LEFT JOIN user_directory e ON e.user_id = p.assigned_engineer_id "                                   \
  "LEFT JOIN verified_engineers e_verified ON e_verified.user_id = p.assigned_engineer_id "
#define PROJECT_FROM " FROM projects p" PROJECT_JOINS

#define OPEN_FILTERS                                                                        \
  "($1 = '' OR p.cabinet_type = $1) AND ($2 = '' OR p.budget_range = $2) "                  \
  "AND ($3 = '' OR p.material_type = $3)"

#define NEWEST_FIRST " ORDER BY p.created_at DESC, p.id DESC"

#define OPEN_COUNT                                                                                      \
  "SELECT coalesce(sum(projects), 0) AS total FROM open_project_counts WHERE ($1 = '' OR cabinet_type = $1) "    \
  "AND ($2 = '' OR budget_range = $2) AND ($3 = '' OR material_type = $3)"

// A page of open projects is chosen first (from an index alone where it can be) and only its rows are joined.
#define PAGE_OF(ids)                                                                                    \
  "SELECT " PROJECT_COLUMNS ", (SELECT total FROM total) FROM (" ids ") page JOIN projects p ON p.id = page.id" \
  PROJECT_JOINS "ORDER BY page.created_at DESC, page.id DESC"

// Column of the total that a page's rows carry (after the project's).
constexpr int kTotalColumn = 23;

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
  project.deliverables = cw::db::json_strings(row[8]);
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
// the search cannot use its index. An unnamed statement is planned with the actual search every time. The matches
// are gathered once, through the search index whatever the planner guesses of a prefix's frequency, for the page
// and its total alike.
#define SEARCH_FILTER "p.status = 'posted' AND p.search_vector @@ to_tsquery('simple', $4) AND " OPEN_FILTERS
constexpr const char* kSearchPage =
    "WITH matches AS MATERIALIZED (SELECT p.id, p.created_at FROM projects p WHERE " SEARCH_FILTER "), "
    "total AS (SELECT count(*) AS total FROM matches) " PAGE_OF(
        "SELECT id, created_at FROM matches ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6");
constexpr const char* kSearchCount = "SELECT count(*) FROM projects p WHERE " SEARCH_FILTER;

ProjectPage read_page(const pqxx::result& rows, const std::function<std::int64_t()>& count_when_empty) {
  ProjectPage page;
  page.projects = read_projects(rows);
  page.total = rows.empty() ? count_when_empty() : rows[0][kTotalColumn].as<std::int64_t>();
  return page;
}

}  // namespace

std::vector<cw::db::NamedQuery> project_queries() {
  return {
      {"project_insert",
       "WITH p AS (INSERT INTO projects (client_id, title, description, cabinet_type, budget_range, timeline, "
       "material_type, deliverables) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[]) RETURNING *) "
       "SELECT " PROJECT_COLUMNS " FROM p" PROJECT_JOINS},
      {"project_by_id", "SELECT " PROJECT_COLUMNS PROJECT_FROM "WHERE p.id = $1"},
      {"project_by_id_for_update", "SELECT " PROJECT_COLUMNS PROJECT_FROM "WHERE p.id = $1 FOR UPDATE OF p"},
      // The page from the partial index projects_open, the total from the counters, in one round trip.
      {"open_projects_page",
       "WITH total AS (" OPEN_COUNT ") " PAGE_OF("SELECT p.id, p.created_at FROM projects p WHERE p.status = 'posted' "
                                                  "AND " OPEN_FILTERS NEWEST_FIRST " LIMIT $4 OFFSET $5")},
      {"open_projects_count", OPEN_COUNT},
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

Project insert_project(pqxx::transaction_base& tx, std::int64_t client_id, const NewProject& project) {
  return read_project(tx.exec_prepared1("project_insert", client_id, project.title, project.description,
                                        project.cabinet_type, project.budget_range, project.timeline,
                                        project.material_type, cw::db::text_array_literal(project.deliverables)));
}

std::optional<Project> find_project(pqxx::transaction_base& tx, std::int64_t id, bool for_update) {
  auto rows = tx.exec_prepared(for_update ? "project_by_id_for_update" : "project_by_id", id);
  if (rows.empty()) return std::nullopt;
  return read_project(rows[0]);
}

ProjectPage open_projects(pqxx::transaction_base& tx, const BrowseQuery& query) {
  const auto& q = query;
  if (q.text_query.empty()) {
    return read_page(
        tx.exec_prepared("open_projects_page", q.cabinet_type, q.budget_range, q.material_type, q.page_size,
                         q.offset()),
        [&] {
          return tx.exec_prepared1("open_projects_count", q.cabinet_type, q.budget_range, q.material_type)[0]
              .as<std::int64_t>();
        });
  }
  return read_page(tx.exec_params(kSearchPage, q.cabinet_type, q.budget_range, q.material_type, q.text_query,
                                  q.page_size, q.offset()),
                   [&] {
                     return tx.exec_params1(kSearchCount, q.cabinet_type, q.budget_range, q.material_type,
                                            q.text_query)[0]
                         .as<std::int64_t>();
                   });
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
