#pragma once
// The SQL of erasing a deleted member's data (account.deleted).
#include <cw/db.hpp>

#include <string>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> account_queries();

// Forgets the member's address, e-mail preferences, e-mails (sent or waiting), reminders, notifications, webhook
// endpoints, the contents of their direct conversations (both sides'), their branding and their support conversations
// (whole); their contact-form messages lose the name and address. Their project-chat messages stay for the other party (the directory shows "Deleted member").
void erase_member(pqxx::work& tx, std::int64_t user_id, const std::string& deleted_at);

}  // namespace messaging::store
