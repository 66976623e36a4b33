#include "store/account_store.hpp"

namespace projects::store {

namespace {

constexpr const char* kPostedProjectsOf = R"sql(
  SELECT id FROM projects WHERE client_id = $1 AND status = 'posted' ORDER BY id FOR UPDATE
)sql";

constexpr const char* kDeclinePendingBidsOf = R"sql(
  UPDATE bids SET status = 'declined', updated_at = now() WHERE engineer_id = $1 AND status = 'pending'
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> account_queries() {
  return {{"account_posted_projects", kPostedProjectsOf}, {"account_decline_pending_bids", kDeclinePendingBidsOf}};
}

std::vector<std::int64_t> lock_posted_projects_of(pqxx::transaction_base& tx, std::int64_t client_id) {
  std::vector<std::int64_t> ids;
  for (const auto& row : tx.exec_prepared("account_posted_projects", client_id)) ids.push_back(row["id"].as<std::int64_t>());
  return ids;
}

void decline_pending_bids_of(pqxx::transaction_base& tx, std::int64_t engineer_id) {
  tx.exec_prepared("account_decline_pending_bids", engineer_id);
}

}  // namespace projects::store
