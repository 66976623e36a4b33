#pragma once
// Who may delete their account, and when (issue 30 item 7).
#include <cw/caller.hpp>

#include <cstdint>

namespace auth {

// Signed in on the site (a personal API token cannot delete its member) and not an admin (the operator closes admin
// accounts). Throws forbidden otherwise.
void check_may_delete_account(bool by_token, cw::Role role);
// A member who is a party of an accepted project that is neither completed nor cancelled may have money held in
// escrow, or owe work someone paid for: they finish it (or dispute it and wait for the decision) first. Throws
// conflict "obligations_open" otherwise.
void check_no_open_engagements(std::int64_t open_engagements);

}  // namespace auth
