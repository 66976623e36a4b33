#pragma once
// Deleting one's account (DELETE /api/account): the password checked, refused while the member has an open project,
// then in one transaction their personal data erased, their API tokens revoked and account.deleted written to the
// outbox; after the commit every session and token is ended in Redis and in every process. The other services erase
// or anonymise what they hold when account.deleted reaches them. auth follows bid.accepted and project.completed /
// project.cancelled to know who has an open project (open_engagements).
#include "store/directory_cache.hpp"
#include "store/user_cache.hpp"

#include <cw/bounded_executor.hpp>
#include <cw/db.hpp>
#include <cw/events/contracts.hpp>
#include <cw/session.hpp>

namespace auth {

class AccountDeletion {
 public:
  AccountDeletion(cw::db::Pool& db, cw::SessionStore& sessions, store::UserCache& cache,
                  store::DirectoryCache& directory_cache, cw::BoundedExecutor& hasher)
      : db_(db), sessions_(sessions), cache_(cache), directory_cache_(directory_cache), hasher_(hasher) {}

  // Throws forbidden (a token, an admin, a wrong password), conflict obligations_open, unauthenticated when the
  // account is already gone.
  void delete_account(const cw::Session& session, const std::string& password);

  void on_bid_accepted(pqxx::work& tx, const cw::events::BidAccepted& event);
  void on_project_closed(pqxx::work& tx, std::int64_t project_id);

 private:
  cw::db::Pool& db_;
  cw::SessionStore& sessions_;
  store::UserCache& cache_;
  store::DirectoryCache& directory_cache_;
  cw::BoundedExecutor& hasher_;
};

}  // namespace auth
