#include "store/admin_store.hpp"

namespace analytics::store {

namespace {

constexpr const char* kEngineerRecord = R"sql(
  INSERT INTO engineers (user_id, first_name, last_name, username, registered_at)
  VALUES ($1, $2, $3, $4, $5::timestamptz)
  ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
    username = EXCLUDED.username, registered_at = EXCLUDED.registered_at
)sql";

// The first verification counts (approved, or certified by the test).
constexpr const char* kEngineerVerified = R"sql(
  INSERT INTO engineers (user_id, verified_at) VALUES ($1, $2::timestamptz)
  ON CONFLICT (user_id) DO UPDATE SET verified_at = coalesce(engineers.verified_at, EXCLUDED.verified_at)
)sql";

// A verification withdrawn: no longer counted (a later approval counts again, from then). $2: when an admin withdrew
// it (the engineer leaves the pending list as a rejected one does), null when the platform did (they may take the
// test: pending again).
constexpr const char* kEngineerUnverified = R"sql(
  INSERT INTO engineers (user_id, rejected_at) VALUES ($1, $2::timestamptz)
  ON CONFLICT (user_id) DO UPDATE SET verified_at = NULL, rejected_at = EXCLUDED.rejected_at
)sql";

// $2 when, or null: the application is pending again.
constexpr const char* kEngineerRejected = R"sql(
  INSERT INTO engineers (user_id, rejected_at) VALUES ($1, $2::timestamptz)
  ON CONFLICT (user_id) DO UPDATE SET rejected_at = EXCLUDED.rejected_at
)sql";

constexpr const char* kEngineerCompleted = R"sql(
  INSERT INTO engineers (user_id, completed_projects) VALUES ($1, 1)
  ON CONFLICT (user_id) DO UPDATE SET completed_projects = engineers.completed_projects + 1
)sql";

constexpr const char* kEngineerName = R"sql(
  SELECT trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS name FROM engineers WHERE user_id = $1
)sql";

constexpr const char* kProjectRecord = R"sql(
  INSERT INTO projects (project_id, title, cabinet_type, budget_range, timeline, status, posted_at)
  VALUES ($1, $2, $3, $4, $5, 'posted', $6::timestamptz)
  ON CONFLICT (project_id) DO NOTHING
)sql";

// A status only moves forward (posted, in_progress, then completed or cancelled): an event that arrives after a
// later one's (a replay, another partition's order) leaves the later status.
constexpr const char* kProjectStatus = R"sql(
  UPDATE projects SET status = CASE
      WHEN array_position(ARRAY['posted', 'in_progress', 'completed'], $2) >
           coalesce(array_position(ARRAY['posted', 'in_progress', 'completed'], status), 3) THEN $2
      WHEN $2 = 'cancelled' AND status IN ('posted', 'in_progress') THEN $2
      ELSE status END
  WHERE project_id = $1 RETURNING title
)sql";

constexpr const char* kActivityRecord = R"sql(
  INSERT INTO activity (kind, text, occurred_at) VALUES ($1, $2, $3::timestamptz)
)sql";

// $3 the member's name as the line starts with it, $4 the rest of the line.
constexpr const char* kActivityRecordAbout = R"sql(
  INSERT INTO activity (kind, text, occurred_at, user_id, subject) VALUES ($1, $3 || $4, $5::timestamptz, $2, $3)
)sql";

constexpr const char* kPlatformCounts = R"sql(
  SELECT
    (SELECT count(*) FROM engineers WHERE verified_at IS NOT NULL) AS verified_engineers,
    (SELECT count(*) FROM engineers
     WHERE verified_at IS NULL AND rejected_at IS NULL AND registered_at IS NOT NULL) AS pending_engineers,
    (SELECT count(*) FROM projects WHERE status = 'in_progress') AS active_projects,
    (SELECT count(*) FROM projects) AS total_projects,
    (SELECT count(*) FROM projects WHERE status = 'completed') AS completed_projects
)sql";

// The applications waiting longest first, as an admin works through them; $1 a text found in "first last username"
// regardless of case ('' matches all: strpos, not LIKE, since what an admin types is never a pattern), $2 at most this
// many, $3 after skipping this many.
constexpr const char* kPendingEngineers = R"sql(
  SELECT user_id, trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS name,
    coalesce(username, '') AS username, completed_projects,
    iso_utc(registered_at) AS registered_at, iso_utc(verified_at) AS verified_at
  FROM engineers
  WHERE verified_at IS NULL AND rejected_at IS NULL AND registered_at IS NOT NULL
    AND ($1 = '' OR strpos(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' ||
                                 coalesce(username, '')), lower($1)) > 0)
  ORDER BY registered_at, user_id LIMIT $2 OFFSET $3
)sql";

// How many applications kPendingEngineers pages through ($1 as there).
constexpr const char* kPendingCount = R"sql(
  SELECT count(*)
  FROM engineers
  WHERE verified_at IS NULL AND rejected_at IS NULL AND registered_at IS NOT NULL
    AND ($1 = '' OR strpos(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' ||
                                 coalesce(username, '')), lower($1)) > 0)
)sql";

constexpr const char* kVerifiedEngineers = R"sql(
  SELECT user_id, trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS name,
    coalesce(username, '') AS username, completed_projects,
    iso_utc(registered_at) AS registered_at, iso_utc(verified_at) AS verified_at
  FROM engineers WHERE verified_at IS NOT NULL ORDER BY verified_at DESC, user_id LIMIT $1
)sql";

constexpr const char* kRecentProjects = R"sql(
  SELECT project_id, title, cabinet_type, budget_range, timeline, status,
    iso_utc(posted_at) AS posted_at
  FROM projects ORDER BY posted_at DESC, project_id DESC LIMIT $1
)sql";

constexpr const char* kRecentActivity = R"sql(
  SELECT kind, text, iso_utc(occurred_at) AS occurred_at
  FROM activity ORDER BY occurred_at DESC, id DESC LIMIT $1
)sql";

std::vector<EngineerEntry> engineers(const pqxx::result& rows) {
  std::vector<EngineerEntry> entries;
  for (const auto& row : rows) {
    entries.push_back({row["user_id"].as<std::int64_t>(), row["name"].as<std::string>(),
                       row["username"].as<std::string>(), cw::db::optional_field<std::string>(row["registered_at"]),
                       cw::db::optional_field<std::string>(row["verified_at"]),
                       row["completed_projects"].as<std::int64_t>()});
  }
  return entries;
}

}  // namespace

std::vector<cw::db::NamedQuery> admin_queries() {
  return {
      {"admin_engineer_record", kEngineerRecord},
      {"admin_engineer_verified", kEngineerVerified},
      {"admin_engineer_rejected", kEngineerRejected},
      {"admin_engineer_unverified", kEngineerUnverified},
      {"admin_engineer_completed", kEngineerCompleted},
      {"admin_engineer_name", kEngineerName},
      {"admin_project_record", kProjectRecord},
      {"admin_project_status", kProjectStatus},
      {"admin_activity_record", kActivityRecord},
      {"admin_activity_record_about", kActivityRecordAbout},
      {"admin_platform_counts", kPlatformCounts},
      {"admin_pending_engineers", kPendingEngineers},
      {"admin_pending_count", kPendingCount},
      {"admin_verified_engineers", kVerifiedEngineers},
      {"admin_recent_projects", kRecentProjects},
      {"admin_recent_activity", kRecentActivity},
  };
}

void record_engineer(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& first_name,
                     const std::string& last_name, const std::string& username, const std::string& registered_at) {
  tx.exec_prepared("admin_engineer_record", user_id, first_name, last_name, username, registered_at);
}

void mark_engineer_verified(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& verified_at) {
  tx.exec_prepared("admin_engineer_verified", user_id, verified_at);
}

void unmark_engineer_verified(pqxx::transaction_base& tx, std::int64_t user_id,
                              const std::optional<std::string>& revoked_at) {
  tx.exec_prepared("admin_engineer_unverified", user_id, revoked_at);
}

void set_engineer_rejected(pqxx::transaction_base& tx, std::int64_t user_id,
                           const std::optional<std::string>& rejected_at) {
  tx.exec_prepared("admin_engineer_rejected", user_id, rejected_at);
}

void count_completed_project(pqxx::transaction_base& tx, std::int64_t engineer_id) {
  tx.exec_prepared("admin_engineer_completed", engineer_id);
}

void record_project(pqxx::transaction_base& tx, std::int64_t project_id, const std::string& title,
                    const std::string& cabinet_type, const std::string& budget_range,
                    const std::optional<std::string>& timeline, const std::string& posted_at) {
  tx.exec_prepared("admin_project_record", project_id, title, cabinet_type, budget_range, timeline, posted_at);
}

std::optional<std::string> set_project_status(pqxx::transaction_base& tx, std::int64_t project_id,
                                              const std::string& status) {
  auto rows = tx.exec_prepared("admin_project_status", project_id, status);
  if (rows.empty()) return std::nullopt;
  return rows[0]["title"].as<std::string>();
}

std::string engineer_name(pqxx::transaction_base& tx, std::int64_t user_id) {
  auto rows = tx.exec_prepared("admin_engineer_name", user_id);
  return rows.empty() ? "" : rows[0]["name"].as<std::string>();
}

void record_activity(pqxx::transaction_base& tx, const std::string& kind, const std::string& text,
                     const std::string& occurred_at) {
  tx.exec_prepared("admin_activity_record", kind, text, occurred_at);
}

void record_activity_about(pqxx::transaction_base& tx, const std::string& kind, std::int64_t user_id,
                           const std::string& subject, const std::string& rest, const std::string& occurred_at) {
  tx.exec_prepared("admin_activity_record_about", kind, user_id, subject, rest, occurred_at);
}

PlatformCounts platform_counts(pqxx::transaction_base& tx) {
  const auto row = tx.exec_prepared1("admin_platform_counts");
  return {row["verified_engineers"].as<std::int64_t>(), row["pending_engineers"].as<std::int64_t>(),
          row["active_projects"].as<std::int64_t>(), row["total_projects"].as<std::int64_t>(),
          row["completed_projects"].as<std::int64_t>()};
}

std::vector<EngineerEntry> pending_engineers(pqxx::transaction_base& tx, int limit, int offset,
                                             const std::string& search) {
  return engineers(tx.exec_prepared("admin_pending_engineers", search, limit, offset));
}

std::int64_t pending_count(pqxx::transaction_base& tx, const std::string& search) {
  return tx.exec_prepared1("admin_pending_count", search)[0].as<std::int64_t>();
}

std::vector<EngineerEntry> verified_engineers(pqxx::transaction_base& tx, int limit) {
  return engineers(tx.exec_prepared("admin_verified_engineers", limit));
}

std::vector<ProjectEntry> recent_projects(pqxx::transaction_base& tx, int limit) {
  std::vector<ProjectEntry> entries;
  for (const auto& row : tx.exec_prepared("admin_recent_projects", limit)) {
    entries.push_back({row["project_id"].as<std::int64_t>(), row["title"].as<std::string>(),
                       row["cabinet_type"].as<std::string>(), row["budget_range"].as<std::string>(),
                       cw::db::optional_field<std::string>(row["timeline"]), row["status"].as<std::string>(),
                       row["posted_at"].as<std::string>()});
  }
  return entries;
}

std::vector<ActivityEntry> recent_activity(pqxx::transaction_base& tx, int limit) {
  std::vector<ActivityEntry> entries;
  for (const auto& row : tx.exec_prepared("admin_recent_activity", limit)) {
    entries.push_back({row["kind"].as<std::string>(), row["text"].as<std::string>(),
                       row["occurred_at"].as<std::string>()});
  }
  return entries;
}

}  // namespace analytics::store
