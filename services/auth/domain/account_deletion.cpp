#include "domain/account_deletion.hpp"

#include <cw/errors.hpp>

namespace auth {

void check_may_delete_account(bool by_token, cw::Role role) {
  if (by_token) throw cw::forbidden("An account is deleted on the site, signed in: an API token cannot delete it");
  if (role == cw::Role::admin) throw cw::forbidden("Admin accounts are closed by the operator, not deleted here");
}

void check_no_open_engagements(std::int64_t open_engagements) {
  if (open_engagements <= 0) return;
  throw cw::conflict(
      "You have a project in progress, and money may be held in escrow for it. Finish the project (or open a "
      "dispute and wait for the decision) before deleting your account.",
      "obligations_open");
}

}  // namespace auth
