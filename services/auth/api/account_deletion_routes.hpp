#pragma once
#include "app/account_deletion.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace auth::api {

// DELETE /api/account {password}: the member deletes their own account (issue 30 item 7).
void add_account_deletion_routes(cw::http::Server& server, AccountDeletion& deletion, cw::SessionStore& sessions);

}  // namespace auth::api
