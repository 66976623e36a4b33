#include "store/contact_store.hpp"

namespace messaging::store {

namespace {

// Every statement that reads a message returns the same columns; times as ISO-8601 UTC with milliseconds.
// $1 name, $2 email, $3 company (null), $4 subject, $5 message, $6 inquiry type, $7 user (null), $8 address.
constexpr const char* kContactInsert = R"sql(
  INSERT INTO contact_messages (name, email, company, subject, message, inquiry_type, user_id, client_address,
    priority)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
  RETURNING id, name, email, company, subject, message, inquiry_type, user_id,
    iso_utc(created_at) AS created_at, iso_utc(handled_at) AS handled_at, handled_by, priority
)sql";

// $1 handled (true: the handled ones), $2 at most this many, $3 after skipping this many. Priority support first.
constexpr const char* kContactList = R"sql(
  SELECT id, name, email, company, subject, message, inquiry_type, user_id,
    iso_utc(created_at) AS created_at, iso_utc(handled_at) AS handled_at, handled_by, priority
  FROM contact_messages WHERE (handled_at IS NOT NULL) = $1
  ORDER BY priority DESC, id DESC LIMIT $2 OFFSET $3
)sql";

// $1 handled, as above.
constexpr const char* kContactCount = "SELECT count(*) FROM contact_messages WHERE (handled_at IS NOT NULL) = $1";

// $1 the message, $2 the admin.
constexpr const char* kContactHandled = R"sql(
  UPDATE contact_messages SET handled_at = coalesce(handled_at, now()), handled_by = coalesce(handled_by, $2)
  WHERE id = $1
  RETURNING id, name, email, company, subject, message, inquiry_type, user_id,
    iso_utc(created_at) AS created_at, iso_utc(handled_at) AS handled_at, handled_by, priority
)sql";

constexpr const char* kAdminIds = "SELECT user_id FROM user_directory WHERE role = 'admin' ORDER BY user_id";

ContactMessage read_contact(const pqxx::row& row) {
  ContactMessage message;
  message.id = row["id"].as<std::int64_t>();
  message.form.name = row["name"].as<std::string>();
  message.form.email = row["email"].as<std::string>();
  message.form.company = cw::db::optional_field<std::string>(row["company"]);
  message.form.subject = row["subject"].as<std::string>();
  message.form.message = row["message"].as<std::string>();
  message.form.inquiry_type = row["inquiry_type"].as<std::string>();
  message.user_id = cw::db::optional_field<std::int64_t>(row["user_id"]);
  message.created_at = row["created_at"].as<std::string>();
  message.handled_at = cw::db::optional_field<std::string>(row["handled_at"]);
  message.handled_by = cw::db::optional_field<std::int64_t>(row["handled_by"]);
  message.priority = row["priority"].as<bool>();
  return message;
}

}  // namespace

std::vector<cw::db::NamedQuery> contact_queries() {
  return {{"contact_insert", kContactInsert},
          {"contact_list", kContactList},
          {"contact_count", kContactCount},
          {"contact_handled", kContactHandled},
          {"admin_ids", kAdminIds}};
}

ContactMessage insert_contact_message(pqxx::transaction_base& tx, const ContactForm& form,
                                      std::optional<std::int64_t> user_id, const std::string& client_address,
                                      bool priority) {
  return read_contact(tx.exec_prepared1("contact_insert", form.name, form.email, form.company, form.subject,
                                        form.message, form.inquiry_type, user_id, client_address, priority));
}

std::vector<ContactMessage> contact_messages(pqxx::transaction_base& tx, bool handled, const cw::fields::Page& page) {
  std::vector<ContactMessage> messages;
  for (const auto& row : tx.exec_prepared("contact_list", handled, page.size, page.offset())) {
    messages.push_back(read_contact(row));
  }
  return messages;
}

std::int64_t contact_count(pqxx::transaction_base& tx, bool handled) {
  return tx.exec_prepared1("contact_count", handled)[0].as<std::int64_t>();
}

std::optional<ContactMessage> mark_contact_handled(pqxx::transaction_base& tx, std::int64_t id,
                                                   std::int64_t admin_id) {
  auto rows = tx.exec_prepared("contact_handled", id, admin_id);
  if (rows.empty()) return std::nullopt;
  return read_contact(rows[0]);
}

std::vector<std::int64_t> admin_ids(pqxx::transaction_base& tx) {
  std::vector<std::int64_t> ids;
  for (const auto& row : tx.exec_prepared("admin_ids")) ids.push_back(row[0].as<std::int64_t>());
  return ids;
}

}  // namespace messaging::store
