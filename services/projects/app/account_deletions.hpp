#pragma once
// account.deleted (auth): the member's name becomes "Deleted member" in the directory (their accepted projects, files
// and timeline stay for the other party); a deleted client's projects that no bid was accepted on are cancelled (and
// announced as such); a deleted engineer's pending bids are declined.
#include <cw/events/contracts.hpp>

namespace projects {

void on_account_deleted(pqxx::work& tx, const cw::events::AccountDeleted& event);

}  // namespace projects
