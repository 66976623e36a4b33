#pragma once
// What messaging keeps about a member, for their personal-data download (cw/personal_data.hpp): the messages they
// sent and received, their notifications, the contact messages they sent signed in, the e-mails sent to them and the
// e-mails they turned off, their direct conversations with their messages, and their webhook endpoints (never the
// secret).
#include <cw/db.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> personal_data_queries();

// As JSON text: {"messages", "notifications", "contactMessages", "emails", "emailPreferencesOff",
// "directConversations", "webhooks"} (null or [] where there is nothing).
std::string personal_data(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace messaging::store
