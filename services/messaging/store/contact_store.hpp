#pragma once
// The contact form's messages (migrations/0007), and the admins who read them (the user directory).
#include "domain/contact.hpp"

#include <cw/db.hpp>
#include <cw/fields.hpp>

#include <optional>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> contact_queries();

// priority: the sender's plan has priority support.
ContactMessage insert_contact_message(pqxx::transaction_base& tx, const ContactForm& form,
                                      std::optional<std::int64_t> user_id, const std::string& client_address,
                                      bool priority);
// A page of the open messages (handled: of the handled ones instead), priority support first, then newest first.
std::vector<ContactMessage> contact_messages(pqxx::transaction_base& tx, bool handled, const cw::fields::Page& page);
// How many are open (handled: how many are handled).
std::int64_t contact_count(pqxx::transaction_base& tx, bool handled);
// The message, handled now by admin_id (an already handled one keeps its first handling); nullopt when none.
std::optional<ContactMessage> mark_contact_handled(pqxx::transaction_base& tx, std::int64_t id, std::int64_t admin_id);
std::vector<std::int64_t> admin_ids(pqxx::transaction_base& tx);

}  // namespace messaging::store
