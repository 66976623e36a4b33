#include "store/support_store.hpp"

namespace messaging::store {

namespace {

// Every statement that reads a conversation returns these columns (c: support_conversations).
#define SUPPORT_COLUMNS                                                                                           \
  "c.id, c.member_id, coalesce(c.visitor_name, '') AS visitor_name, coalesce(c.visitor_email, '') AS visitor_email, " \
  "c.priority, c.status, c.taken_by, iso_utc(c.created_at) AS created_at, "                                      \
  "iso_utc(c.waiting_since) AS waiting_since, iso_utc(c.closed_at) AS closed_at"

// And these a message (m: support_messages), its sender named from the directory or the visitor's name.
#define SUPPORT_MESSAGE_COLUMNS                                                                                      \
  "m.id, m.conversation_id, m.author, m.sender_id, m.content, iso_utc(m.created_at) AS created_at, "               \
  "coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), c.visitor_name, '') AS sender_name"

#define SUPPORT_MESSAGE_FROM                                                                        \
  " FROM support_messages m JOIN support_conversations c ON c.id = m.conversation_id"              \
  " LEFT JOIN user_directory u ON u.user_id = m.sender_id"

// $1 member, $2 address, $3 priority. Nothing when the member has an open one (then kSupportOpenOf).
constexpr const char* kOpenMember =
    "INSERT INTO support_conversations AS c (member_id, client_address, priority) VALUES ($1, $2, $3)"
    " ON CONFLICT (member_id) WHERE status = 'open' AND member_id IS NOT NULL DO NOTHING"
    " RETURNING " SUPPORT_COLUMNS;

constexpr const char* kOpenOf =
    "SELECT " SUPPORT_COLUMNS " FROM support_conversations c WHERE c.member_id = $1 AND c.status = 'open'";

// $1 name, $2 e-mail, $3 the hash of the cookie's token, $4 address.
constexpr const char* kInsertVisitor =
    "INSERT INTO support_conversations AS c (visitor_name, visitor_email, visitor_token_hash, client_address)"
    " VALUES ($1, $2, $3, $4) RETURNING " SUPPORT_COLUMNS;

constexpr const char* kFind = "SELECT " SUPPORT_COLUMNS " FROM support_conversations c WHERE c.id = $1";

constexpr const char* kLatestOf = "SELECT " SUPPORT_COLUMNS
                                  " FROM support_conversations c WHERE c.member_id = $1"
                                  " ORDER BY c.status = 'open' DESC, c.id DESC LIMIT 1";

constexpr const char* kOfVisitor = "SELECT id FROM support_conversations WHERE visitor_token_hash = $1";

// $1 conversation, $2 author, $3 sender (null for a visitor), $4 content.
constexpr const char* kInsertMessage =
    "WITH m AS (INSERT INTO support_messages (conversation_id, author, sender_id, content)"
    "   VALUES ($1, $2, $3, $4) RETURNING *),"
    " moved AS (UPDATE support_conversations SET last_message_at = now(),"
    "   waiting_since = CASE WHEN $2 = 'admin' THEN NULL ELSE coalesce(waiting_since, now()) END,"
    "   taken_by = CASE WHEN $2 = 'admin' THEN coalesce(taken_by, $3) ELSE taken_by END"
    "   WHERE id = $1 RETURNING id)"
    " SELECT " SUPPORT_MESSAGE_COLUMNS
    " FROM m JOIN support_conversations c ON c.id = m.conversation_id"
    " LEFT JOIN user_directory u ON u.user_id = m.sender_id";

// $1 conversation, $2 after this id, $3 at most this many.
constexpr const char* kMessages = "SELECT " SUPPORT_MESSAGE_COLUMNS SUPPORT_MESSAGE_FROM
                                  " WHERE m.conversation_id = $1 AND m.id > $2 ORDER BY m.id LIMIT $3";

// $1 open (true) or closed, $2 at most this many. Priority first, then the longest wait, then the oldest.
constexpr const char* kQueue =
    "SELECT " SUPPORT_COLUMNS ","
    "  coalesce(nullif(trim(d.first_name || ' ' || d.last_name), ''), c.visitor_name, '') AS name,"
    "  coalesce(e.email, c.visitor_email, '') AS email,"
    "  coalesce(floor(extract(epoch FROM now() - c.waiting_since))::bigint, 0) AS waiting_seconds,"
    "  last.id AS last_id, last.author AS last_author, last.sender_id AS last_sender_id,"
    "  last.content AS last_content, iso_utc(last.created_at) AS last_created_at"
    " FROM support_conversations c"
    " LEFT JOIN user_directory d ON d.user_id = c.member_id"
    " LEFT JOIN email_contacts e ON e.user_id = c.member_id"
    " LEFT JOIN LATERAL (SELECT * FROM support_messages m WHERE m.conversation_id = c.id"
    "   ORDER BY m.id DESC LIMIT 1) last ON true"
    " WHERE (c.status = 'open') = $1"
    " ORDER BY c.priority DESC, c.waiting_since ASC NULLS LAST, c.id ASC LIMIT $2";

// $1 conversation, $2 admin.
constexpr const char* kClose =
    "UPDATE support_conversations c SET status = 'closed', closed_at = coalesce(closed_at, now()),"
    "  closed_by = coalesce(closed_by, $2), waiting_since = NULL"
    " WHERE c.id = $1 RETURNING " SUPPORT_COLUMNS;

constexpr const char* kSetResume = "UPDATE support_conversations SET resume_token_hash = $2 WHERE id = $1";

constexpr const char* kResume =
    "UPDATE support_conversations SET visitor_token_hash = $2, resume_token_hash = NULL"
    " WHERE resume_token_hash = $1 AND member_id IS NULL RETURNING id";

constexpr const char* kClaimSupportReminder =
    "INSERT INTO email_support_reminders (conversation_id, mailed_at) VALUES ($1, now())"
    " ON CONFLICT (conversation_id) DO UPDATE SET mailed_at = EXCLUDED.mailed_at"
    " WHERE email_support_reminders.mailed_at <= EXCLUDED.mailed_at - interval '1 hour'"
    " RETURNING conversation_id";

#undef SUPPORT_COLUMNS
#undef SUPPORT_MESSAGE_COLUMNS
#undef SUPPORT_MESSAGE_FROM

SupportConversation read_conversation(const pqxx::row& row) {
  SupportConversation conversation;
  conversation.id = row["id"].as<std::int64_t>();
  conversation.member_id = cw::db::optional_field<std::int64_t>(row["member_id"]);
  conversation.visitor_name = row["visitor_name"].as<std::string>();
  conversation.visitor_email = row["visitor_email"].as<std::string>();
  conversation.priority = row["priority"].as<bool>();
  conversation.open = row["status"].as<std::string>() == "open";
  conversation.taken_by = cw::db::optional_field<std::int64_t>(row["taken_by"]);
  conversation.created_at = row["created_at"].as<std::string>();
  conversation.waiting_since = cw::db::optional_field<std::string>(row["waiting_since"]);
  conversation.closed_at = cw::db::optional_field<std::string>(row["closed_at"]);
  return conversation;
}

SupportAuthor read_author(const std::string& author) {
  if (author == "admin") return SupportAuthor::admin;
  return author == "visitor" ? SupportAuthor::visitor : SupportAuthor::member;
}

SupportMessage read_message(const pqxx::row& row) {
  return {row["id"].as<std::int64_t>(),
          row["conversation_id"].as<std::int64_t>(),
          read_author(row["author"].as<std::string>()),
          cw::db::optional_field<std::int64_t>(row["sender_id"]),
          row["sender_name"].as<std::string>(),
          row["content"].as<std::string>(),
          row["created_at"].as<std::string>()};
}

std::optional<SupportConversation> one_conversation(const pqxx::result& rows) {
  if (rows.empty()) return std::nullopt;
  return read_conversation(rows[0]);
}

}  // namespace

std::vector<cw::db::NamedQuery> support_queries() {
  return {{"support_open_member", kOpenMember},   {"support_open_of", kOpenOf},
          {"support_insert_visitor", kInsertVisitor}, {"support_find", kFind},
          {"support_latest_of", kLatestOf},       {"support_of_visitor", kOfVisitor},
          {"support_insert_message", kInsertMessage}, {"support_messages", kMessages},
          {"support_queue", kQueue},              {"support_close", kClose},
          {"support_set_resume", kSetResume},     {"support_resume", kResume},
          {"support_claim_reminder", kClaimSupportReminder}};
}

OpenedSupport open_member_support(pqxx::transaction_base& tx, std::int64_t member_id, const std::string& client_address,
                                  bool priority) {
  if (auto created = one_conversation(tx.exec_prepared("support_open_member", member_id, client_address, priority))) {
    return {*created, true};
  }
  return {read_conversation(tx.exec_prepared1("support_open_of", member_id)), false};
}

SupportConversation insert_visitor_support(pqxx::transaction_base& tx, const std::string& name,
                                           const std::string& email, const std::string& token_hash,
                                           const std::string& client_address) {
  return read_conversation(tx.exec_prepared1("support_insert_visitor", name, email, token_hash, client_address));
}

std::optional<SupportConversation> find_support(pqxx::transaction_base& tx, std::int64_t id) {
  return one_conversation(tx.exec_prepared("support_find", id));
}

std::optional<SupportConversation> latest_support_of(pqxx::transaction_base& tx, std::int64_t member_id) {
  return one_conversation(tx.exec_prepared("support_latest_of", member_id));
}

std::optional<std::int64_t> support_of_visitor(pqxx::transaction_base& tx, const std::string& token_hash) {
  auto rows = tx.exec_prepared("support_of_visitor", token_hash);
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

SupportMessage insert_support_message(pqxx::transaction_base& tx, std::int64_t conversation_id, SupportAuthor author,
                                      std::optional<std::int64_t> sender_id, const std::string& content) {
  return read_message(
      tx.exec_prepared1("support_insert_message", conversation_id, to_string(author), sender_id, content));
}

std::vector<SupportMessage> support_messages(pqxx::transaction_base& tx, std::int64_t conversation_id,
                                             std::int64_t after, int limit) {
  std::vector<SupportMessage> messages;
  for (const auto& row : tx.exec_prepared("support_messages", conversation_id, after, limit)) {
    messages.push_back(read_message(row));
  }
  return messages;
}

std::vector<SupportQueueEntry> support_queue(pqxx::transaction_base& tx, bool open, int limit) {
  std::vector<SupportQueueEntry> entries;
  for (const auto& row : tx.exec_prepared("support_queue", open, limit)) {
    SupportQueueEntry entry{read_conversation(row), row["name"].as<std::string>(), row["email"].as<std::string>(),
                            row["waiting_seconds"].as<std::int64_t>(), std::nullopt};
    if (!row["last_id"].is_null()) {
      entry.last_message = SupportMessage{row["last_id"].as<std::int64_t>(),
                                          entry.conversation.id,
                                          read_author(row["last_author"].as<std::string>()),
                                          cw::db::optional_field<std::int64_t>(row["last_sender_id"]),
                                          {},
                                          row["last_content"].as<std::string>(),
                                          row["last_created_at"].as<std::string>()};
    }
    entries.push_back(std::move(entry));
  }
  return entries;
}

std::optional<SupportConversation> close_support(pqxx::transaction_base& tx, std::int64_t id, std::int64_t admin_id) {
  return one_conversation(tx.exec_prepared("support_close", id, admin_id));
}

void set_support_resume(pqxx::transaction_base& tx, std::int64_t id, const std::string& resume_hash) {
  tx.exec_prepared("support_set_resume", id, resume_hash);
}

std::optional<std::int64_t> resume_support(pqxx::transaction_base& tx, const std::string& resume_hash,
                                           const std::string& new_token_hash) {
  auto rows = tx.exec_prepared("support_resume", resume_hash, new_token_hash);
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

bool claim_support_reminder(pqxx::transaction_base& tx, std::int64_t conversation_id) {
  return !tx.exec_prepared("support_claim_reminder", conversation_id).empty();
}

}  // namespace messaging::store
