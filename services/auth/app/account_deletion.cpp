#include "app/account_deletion.hpp"

#include "domain/account_deletion.hpp"
#include "domain/password.hpp"
#include "store/account_store.hpp"
#include "store/directory_appearance_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/log.hpp>

namespace auth {

void AccountDeletion::delete_account(const cw::Session& session, const std::string& password) {
  check_may_delete_account(session.by_token, session.role);
  if (password.empty()) throw cw::invalid("Enter your password to delete your account");
  // The password is checked with no row locked (hashing takes a while); the row is locked again below and must
  // still hold the hash that was checked.
  const auto account = db_.with_transaction([&](pqxx::work& tx) { return store::lock_account(tx, session.user_id); });
  if (!account) throw cw::unauthenticated();
  hasher_.refuse_if_saturated();
  if (!hasher_.run([&] { return verify_password(account->password_hash, password); })) {
    throw cw::DomainError{cw::ErrorKind::forbidden, "The password is not correct", "wrong_password"};
  }
  const auto revoked_tokens = db_.with_transaction([&](pqxx::work& tx) {
    const auto locked = store::lock_account(tx, session.user_id);
    if (!locked || locked->password_hash != account->password_hash) throw cw::unauthenticated();
    check_no_open_engagements(store::open_engagements(tx, session.user_id));
    const auto deleted_at = store::erase_account(tx, session.user_id);
    store::forget_member_directory_appearances(tx, session.user_id);
    auto keys = store::revoke_all_tokens(tx, session.user_id);
    cw::events::publish(tx, cw::events::AccountDeleted{session.user_id, locked->role, deleted_at});
    return keys;
  });
  for (const auto& key : revoked_tokens) sessions_.revoke_token(key);
  sessions_.end_user_sessions(session.user_id);
  sessions_.destroy(session.id);  // a session made before sessions were listed per user
  cache_.forget(session.user_id);
  if (account->role == cw::Role::engineer) directory_cache_.invalidate();
  cw::log::info("account deleted", {{"userId", session.user_id}, {"tokensRevoked", revoked_tokens.size()}});
}

void AccountDeletion::on_bid_accepted(pqxx::work& tx, const cw::events::BidAccepted& event) {
  store::engagement_opened(tx, event.project_id, event.client_id, event.engineer_id);
}

void AccountDeletion::on_project_closed(pqxx::work& tx, std::int64_t project_id) {
  store::engagement_closed(tx, project_id);
}

}  // namespace auth
