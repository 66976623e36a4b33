#pragma once
// All SQL of projects: reads with their client and assigned engineer from the user directory, and state changes.
#include "domain/forms.hpp"
#include "domain/project.hpp"

#include <cw/db.hpp>
#include <cw/idempotency.hpp>

#include <optional>
#include <vector>

namespace projects::store {

std::vector<cw::db::NamedQuery> project_queries();

Project insert_project(pqxx::transaction_base& tx, std::int64_t client_id, const NewProject& project);
// What counts against a client's plan when they post.
PostingCounts posting_counts(pqxx::transaction_base& tx, std::int64_t client_id);
// for_update locks the project's row until the transaction ends: every change of a project or of its bids takes
// that lock first, so they happen one after another.
std::optional<Project> find_project(pqxx::transaction_base& tx, std::int64_t id, bool for_update = false);

struct ProjectPage {
  std::vector<Project> projects;
  std::int64_t total = 0;
};
// Posted projects matching the query, newest first.
ProjectPage open_projects(pqxx::transaction_base& tx, const BrowseQuery& query);

// Newest first, at most kMaxOwnProjects.
inline constexpr int kMaxOwnProjects = 500;
std::vector<Project> projects_of_client(pqxx::transaction_base& tx, std::int64_t client_id);
// Assigned to the engineer or bid on by them.
std::vector<Project> projects_of_engineer(pqxx::transaction_base& tx, std::int64_t engineer_id);

// A client's Idempotency-Key of a post, claimed earlier: the request it was claimed for and the project posted.
struct ClaimedKey {
  std::string request_hash;
  std::int64_t project_id = 0;
};
// Claims the client's key for this post (waiting for a concurrent claim of the same key to commit): nullopt when it
// is new, and the caller then posts and records the project with save_key_project; else the earlier claim.
std::optional<ClaimedKey> claim_post_key(pqxx::transaction_base& tx, std::int64_t client_id,
                                         const cw::idempotency::Key& key);
void save_key_project(pqxx::transaction_base& tx, std::int64_t client_id, const std::string& key,
                      std::int64_t project_id);

void save_status(pqxx::transaction_base& tx, std::int64_t project_id, ProjectStatus status);
void save_assignment(pqxx::transaction_base& tx, std::int64_t project_id, ProjectStatus status,
                     std::int64_t engineer_id, cw::Money final_amount);

}  // namespace projects::store
