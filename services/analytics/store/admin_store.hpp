#pragma once
// The admin dashboard's projection (migration 0004): engineers, projects and the activity feed.
#include <cw/db.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace analytics::store {

std::vector<cw::db::NamedQuery> admin_queries();

void record_engineer(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& first_name,
                     const std::string& last_name, const std::string& username, const std::string& registered_at);
void mark_engineer_verified(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& verified_at);
// A verification withdrawn; by an admin at revoked_at (off the pending list), or by the platform (nullopt: pending).
void unmark_engineer_verified(pqxx::transaction_base& tx, std::int64_t user_id,
                              const std::optional<std::string>& revoked_at);
// An application rejected at rejected_at, or pending again (nullopt).
void set_engineer_rejected(pqxx::transaction_base& tx, std::int64_t user_id,
                           const std::optional<std::string>& rejected_at);
void count_completed_project(pqxx::transaction_base& tx, std::int64_t engineer_id);
void record_project(pqxx::transaction_base& tx, std::int64_t project_id, const std::string& title,
                    const std::string& cabinet_type, const std::string& budget_range,
                    const std::optional<std::string>& timeline, const std::string& posted_at);
// Sets the project's status; its title when the project is known.
std::optional<std::string> set_project_status(pqxx::transaction_base& tx, std::int64_t project_id,
                                              const std::string& status);
// The engineer's name as analytics knows it ("Mia Stone"), or empty.
std::string engineer_name(pqxx::transaction_base& tx, std::int64_t user_id);
void record_activity(pqxx::transaction_base& tx, const std::string& kind, const std::string& text,
                     const std::string& occurred_at);
// A line about a member that starts with their name (`subject`), followed by `rest`.
void record_activity_about(pqxx::transaction_base& tx, const std::string& kind, std::int64_t user_id,
                           const std::string& subject, const std::string& rest, const std::string& occurred_at);

struct PlatformCounts {
  std::int64_t verified_engineers = 0;
  std::int64_t pending_engineers = 0;
  std::int64_t active_projects = 0;
  std::int64_t total_projects = 0;
  std::int64_t completed_projects = 0;
};
PlatformCounts platform_counts(pqxx::transaction_base& tx);

struct EngineerEntry {
  std::int64_t user_id = 0;
  std::string name;
  std::string username;
  std::optional<std::string> registered_at;
  std::optional<std::string> verified_at;
  std::int64_t completed_projects = 0;
};
// The applications waiting longest first: `limit` of them after the first `offset`; with a search (see
// application_search), only those whose name or username contains it, regardless of case.
std::vector<EngineerEntry> pending_engineers(pqxx::transaction_base& tx, int limit, int offset = 0,
                                             const std::string& search = "");
// How many applications wait that match the search.
std::int64_t pending_count(pqxx::transaction_base& tx, const std::string& search);
std::vector<EngineerEntry> verified_engineers(pqxx::transaction_base& tx, int limit);

struct ProjectEntry {
  std::int64_t id = 0;
  std::string title;
  std::string cabinet_type;
  std::string budget_range;
  std::optional<std::string> timeline;
  std::string status;
  std::string posted_at;
};
std::vector<ProjectEntry> recent_projects(pqxx::transaction_base& tx, int limit);

struct ActivityEntry {
  std::string kind;
  std::string text;
  std::string occurred_at;
};
std::vector<ActivityEntry> recent_activity(pqxx::transaction_base& tx, int limit);

}  // namespace analytics::store
