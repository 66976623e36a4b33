#pragma once
// What messaging keeps about a member, for their personal-data download (cw/personal_data.hpp): the messages they
// sent and received, their notifications, the contact messages they sent signed in, the e-mails sent to them and the
// e-mails they turned off, their direct conversations with their messages, and their webhook endpoints (never the
// secret).
#include <cw/db.hpp>

#include <vector>

namespace messaging::store {

// The statement of the member's part (cw::personal_data::query): its document is, as JSON text, {"messages",
// "notifications", "contactMessages", "emails", "emailPreferencesOff", "directConversations", "webhooks"} (null or []
// where there is nothing).
std::vector<cw::db::NamedQuery> personal_data_queries();

}  // namespace messaging::store
