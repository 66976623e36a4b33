#include "store/project_store.hpp"

#include "store/party_row.hpp"

#include <functional>

namespace projects::store {

namespace {

// Every statement that reads projects reads the columns of read_project from the view project_rows (migration 0007).
// Lists are newest first.

// The new project's id; the caller reads it back from project_rows in the same transaction.
constexpr const char* kProjectInsert = R"sql(
  INSERT INTO projects (client_id, title, description, cabinet_type, budget_range, timeline, material_type,
    deliverables)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[])
  RETURNING id
)sql";

// $1 client, $2 key, $3 request hash; no row when the key was claimed before (migration 0009).
constexpr const char* kPostKeyClaim = R"sql(
  INSERT INTO idempotency_keys (client_id, key, request_hash) VALUES ($1, $2, $3)
  ON CONFLICT (client_id, key) DO NOTHING
)sql";

constexpr const char* kPostKeyClaimed = R"sql(
  SELECT request_hash, project_id FROM idempotency_keys WHERE client_id = $1 AND key = $2
)sql";

// $3 the project its claim posted.
constexpr const char* kPostKeySaveProject = R"sql(
  UPDATE idempotency_keys SET project_id = $3 WHERE client_id = $1 AND key = $2
)sql";

// A client's projects that are posted or in progress, and those posted this UTC calendar month.
constexpr const char* kPostingCounts = R"sql(
  SELECT count(*) FILTER (WHERE status IN ('posted', 'in_progress')) AS active,
    count(*) FILTER (WHERE created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
      AS this_month
  FROM projects WHERE client_id = $1
)sql";

constexpr const char* kProjectById = R"sql(
  SELECT * FROM project_rows WHERE id = $1
)sql";

// Locks the project's row until the transaction ends. Its columns are read after, in a statement of their own: one
// that waited for the lock then sees the row as the other transaction committed it (a join through the view in the
// locking statement would still read the older version of the view's side).
constexpr const char* kProjectLock = R"sql(
  SELECT id FROM projects WHERE id = $1 FOR UPDATE
)sql";

// A page of open projects and, on each row, the total of the filter's matches. $1 cabinet type, $2 budget range,
// $3 material type ('' for any), $4 page size, $5 offset. The page is chosen first, from the partial index
// projects_open (from the index alone where it can be), and only its rows are joined; the total comes from the
// counters; all in one round trip.
constexpr const char* kOpenProjectsPage = R"sql(
  WITH total AS (
    SELECT coalesce(sum(projects), 0) AS total FROM open_project_counts
    WHERE ($1 = '' OR cabinet_type = $1) AND ($2 = '' OR budget_range = $2) AND ($3 = '' OR material_type = $3)
  )
  SELECT r.*, (SELECT total FROM total) AS total
  FROM (
    SELECT p.id, p.created_at FROM projects p
    WHERE p.status = 'posted'
      AND ($1 = '' OR p.cabinet_type = $1) AND ($2 = '' OR p.budget_range = $2) AND ($3 = '' OR p.material_type = $3)
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT $4 OFFSET $5
  ) page
  JOIN project_rows r ON r.id = page.id
  ORDER BY page.created_at DESC, page.id DESC
)sql";

// The total of kOpenProjectsPage when its page is empty (past the end).
constexpr const char* kOpenProjectsCount = R"sql(
  SELECT coalesce(sum(projects), 0) AS total FROM open_project_counts
  WHERE ($1 = '' OR cabinet_type = $1) AND ($2 = '' OR budget_range = $2) AND ($3 = '' OR material_type = $3)
)sql";

// $2 at most this many.
constexpr const char* kProjectsOfClient = R"sql(
  SELECT * FROM project_rows WHERE client_id = $1 ORDER BY created_time DESC, id DESC LIMIT $2
)sql";

// Assigned to the engineer $1 or bid on by them; $2 at most this many.
constexpr const char* kProjectsOfEngineer = R"sql(
  SELECT * FROM project_rows
  WHERE id IN (SELECT id FROM projects WHERE assigned_engineer_id = $1
               UNION SELECT project_id FROM bids WHERE engineer_id = $1)
  ORDER BY created_time DESC, id DESC
  LIMIT $2
)sql";

constexpr const char* kProjectSaveStatus = R"sql(
  UPDATE projects SET status = $2, updated_at = now(),
    completed_at = CASE WHEN $2 = 'completed' THEN now() ELSE completed_at END
  WHERE id = $1
)sql";

// $3 the engineer, $4 the final amount in cents.
constexpr const char* kProjectSaveAssignment = R"sql(
  UPDATE projects SET status = $2, assigned_engineer_id = $3, final_amount_cents = $4, updated_at = now()
  WHERE id = $1
)sql";

// The search statements are not prepared on purpose (like the engineer directory's): a prepared statement soon runs
// a generic plan, in which the search cannot use its index. An unnamed statement is planned with the actual search
// every time. The matches are gathered once, through the search index whatever the planner guesses of a prefix's
// frequency, for the page and its total alike. $1-$3 as in kOpenProjectsPage, $4 the tsquery, $5 page size,
// $6 offset. Only the page's rows are joined.
constexpr const char* kSearchPage = R"sql(
  WITH matches AS MATERIALIZED (
    SELECT p.id, p.created_at FROM projects p
    WHERE p.status = 'posted' AND p.search_vector @@ to_tsquery('simple', $4)
      AND ($1 = '' OR p.cabinet_type = $1) AND ($2 = '' OR p.budget_range = $2) AND ($3 = '' OR p.material_type = $3)
  ),
  total AS (SELECT count(*) AS total FROM matches)
  SELECT r.*, (SELECT total FROM total) AS total
  FROM (SELECT id, created_at FROM matches ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6) page
  JOIN project_rows r ON r.id = page.id
  ORDER BY page.created_at DESC, page.id DESC
)sql";

// The total of kSearchPage when its page is empty (past the end).
constexpr const char* kSearchCount = R"sql(
  SELECT count(*) AS total FROM projects p
  WHERE p.status = 'posted' AND p.search_vector @@ to_tsquery('simple', $4)
    AND ($1 = '' OR p.cabinet_type = $1) AND ($2 = '' OR p.budget_range = $2) AND ($3 = '' OR p.material_type = $3)
)sql";

Project read_project(const pqxx::row& row) {
  Project project;
  project.id = row["id"].as<std::int64_t>();
  project.client_id = row["client_id"].as<std::int64_t>();
  project.title = row["title"].as<std::string>();
  project.description = row["description"].as<std::string>();
  project.cabinet_type = row["cabinet_type"].as<std::string>();
  project.budget_range = row["budget_range"].as<std::string>();
  project.timeline = row["timeline"].as<std::string>();
  project.material_type = row["material_type"].as<std::string>();
  project.deliverables = cw::db::json_strings(row["deliverables"]);
  project.status = project_status_from(row["status"].as<std::string>());
  project.assigned_engineer_id = cw::db::optional_field<std::int64_t>(row["assigned_engineer_id"]);
  if (auto cents = cw::db::optional_field<std::int64_t>(row["final_amount_cents"])) {
    project.final_amount = cw::Money::from_cents(*cents);
  }
  project.created_at = row["created_at"].as<std::string>();
  project.updated_at = row["updated_at"].as<std::string>();
  project.completed_at = cw::db::optional_field<std::string>(row["completed_at"]);
  project.bid_count = row["bid_count"].as<int>();
  project.client = read_party(row, "client", project.client_id);
  if (project.assigned_engineer_id) {
    project.assigned_engineer = read_party(row, "engineer", *project.assigned_engineer_id);
    project.assigned_engineer->is_verified = row["engineer_is_verified"].as<bool>();
  }
  return project;
}

std::vector<Project> read_projects(const pqxx::result& rows) {
  std::vector<Project> projects;
  projects.reserve(rows.size());
  for (const auto& row : rows) projects.push_back(read_project(row));
  return projects;
}

// A page's rows each carry the total; an empty page (past the end) asks for it apart.
ProjectPage read_page(const pqxx::result& rows, const std::function<std::int64_t()>& count_when_empty) {
  ProjectPage page;
  page.projects = read_projects(rows);
  page.total = rows.empty() ? count_when_empty() : rows[0]["total"].as<std::int64_t>();
  return page;
}

}  // namespace

std::vector<cw::db::NamedQuery> project_queries() {
  return {
      {"project_insert", kProjectInsert},
      {"project_posting_counts", kPostingCounts},
      {"project_by_id", kProjectById},
      {"project_lock", kProjectLock},
      {"open_projects_page", kOpenProjectsPage},
      {"open_projects_count", kOpenProjectsCount},
      {"projects_of_client", kProjectsOfClient},
      {"projects_of_engineer", kProjectsOfEngineer},
      {"project_save_status", kProjectSaveStatus},
      {"project_save_assignment", kProjectSaveAssignment},
      {"post_key_claim", kPostKeyClaim},
      {"post_key_claimed", kPostKeyClaimed},
      {"post_key_save_project", kPostKeySaveProject},
  };
}

PostingCounts posting_counts(pqxx::transaction_base& tx, std::int64_t client_id) {
  const auto row = tx.exec_prepared1("project_posting_counts", client_id);
  return {row["active"].as<std::int64_t>(), row["this_month"].as<std::int64_t>()};
}

Project insert_project(pqxx::transaction_base& tx, std::int64_t client_id, const NewProject& project) {
  const auto id = tx.exec_prepared1("project_insert", client_id, project.title, project.description,
                                    project.cabinet_type, project.budget_range, project.timeline,
                                    project.material_type, cw::db::text_array_literal(project.deliverables))["id"]
                      .as<std::int64_t>();
  return read_project(tx.exec_prepared1("project_by_id", id));
}

std::optional<Project> find_project(pqxx::transaction_base& tx, std::int64_t id, bool for_update) {
  if (for_update && tx.exec_prepared("project_lock", id).empty()) return std::nullopt;
  auto rows = tx.exec_prepared("project_by_id", id);
  if (rows.empty()) return std::nullopt;
  return read_project(rows[0]);
}

ProjectPage open_projects(pqxx::transaction_base& tx, const BrowseQuery& query) {
  const auto& q = query;
  if (q.text_query.empty()) {
    return read_page(tx.exec_prepared("open_projects_page", q.cabinet_type, q.budget_range, q.material_type,
                                      q.page_size, q.offset()),
                     [&] {
                       const auto row =
                           tx.exec_prepared1("open_projects_count", q.cabinet_type, q.budget_range, q.material_type);
                       return row["total"].as<std::int64_t>();
                     });
  }
  return read_page(tx.exec_params(kSearchPage, q.cabinet_type, q.budget_range, q.material_type, q.text_query,
                                  q.page_size, q.offset()),
                   [&] {
                     const auto row =
                         tx.exec_params1(kSearchCount, q.cabinet_type, q.budget_range, q.material_type, q.text_query);
                     return row["total"].as<std::int64_t>();
                   });
}

std::vector<Project> projects_of_client(pqxx::transaction_base& tx, std::int64_t client_id) {
  return read_projects(tx.exec_prepared("projects_of_client", client_id, kMaxOwnProjects));
}

std::vector<Project> projects_of_engineer(pqxx::transaction_base& tx, std::int64_t engineer_id) {
  return read_projects(tx.exec_prepared("projects_of_engineer", engineer_id, kMaxOwnProjects));
}

std::optional<ClaimedKey> claim_post_key(pqxx::transaction_base& tx, std::int64_t client_id,
                                         const cw::idempotency::Key& key) {
  if (tx.exec_prepared("post_key_claim", client_id, key.key, key.request_hash).affected_rows() == 1) {
    return std::nullopt;
  }
  const auto row = tx.exec_prepared1("post_key_claimed", client_id, key.key);
  return ClaimedKey{row["request_hash"].as<std::string>(), row["project_id"].as<std::int64_t>()};
}

void save_key_project(pqxx::transaction_base& tx, std::int64_t client_id, const std::string& key,
                      std::int64_t project_id) {
  tx.exec_prepared("post_key_save_project", client_id, key, project_id);
}

void save_status(pqxx::transaction_base& tx, std::int64_t project_id, ProjectStatus status) {
  tx.exec_prepared("project_save_status", project_id, to_string(status));
}

void save_assignment(pqxx::transaction_base& tx, std::int64_t project_id, ProjectStatus status,
                     std::int64_t engineer_id, cw::Money final_amount) {
  tx.exec_prepared("project_save_assignment", project_id, to_string(status), engineer_id, final_amount.cents());
}

}  // namespace projects::store
