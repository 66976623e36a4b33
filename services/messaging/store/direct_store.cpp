#include "store/direct_store.hpp"

#include "store/conversation_store.hpp"

namespace messaging::store {

namespace {

constexpr const char* kUserKnown = "SELECT EXISTS (SELECT 1 FROM user_directory WHERE user_id = $1)";

// $1 conversation.
constexpr const char* kDirectById = R"sql(
  SELECT id, starter_id, recipient_id, blocked_by_starter, blocked_by_recipient
  FROM direct_conversations WHERE id = $1
)sql";

// $1, $2 the pair, in either order (the unique index of the pair).
constexpr const char* kDirectOfPair = R"sql(
  SELECT id, starter_id, recipient_id, blocked_by_starter, blocked_by_recipient
  FROM direct_conversations
  WHERE least(starter_id, recipient_id) = least($1::bigint, $2::bigint)
    AND greatest(starter_id, recipient_id) = greatest($1::bigint, $2::bigint)
)sql";

// $1 starter, $2 recipient: nothing when the pair has one already (started by either).
constexpr const char* kDirectStart = R"sql(
  INSERT INTO direct_conversations (starter_id, recipient_id) VALUES ($1, $2)
  ON CONFLICT DO NOTHING
  RETURNING id, starter_id, recipient_id, blocked_by_starter, blocked_by_recipient
)sql";

// $1 the member, $2 one conversation or NULL for all of theirs: each with the other member's names, its last message
// and how many of the other member's messages came after the member's read state; newest activity first.
constexpr const char* kDirectsOf = R"sql(
  SELECT c.id, c.starter_id, c.recipient_id, c.blocked_by_starter, c.blocked_by_recipient,
    o.other_id, coalesce(d.first_name, '') AS other_first_name, coalesce(d.last_name, '') AS other_last_name,
    iso_utc(c.created_at) AS created_at, iso_utc(c.last_message_at) AS last_message_at,
    (SELECT count(*) FROM direct_messages n
     WHERE n.conversation_id = c.id AND n.sender_id = o.other_id AND n.id > o.read_id) AS unread,
    l.id AS last_id, l.sender_id AS last_sender_id, l.receiver_id AS last_receiver_id, l.content AS last_content,
    l.client_message_id AS last_client_message_id, iso_utc(l.created_at) AS last_created_at,
    coalesce(lu.first_name, '') AS last_sender_first_name, coalesce(lu.last_name, '') AS last_sender_last_name
  FROM direct_conversations c
  CROSS JOIN LATERAL (SELECT CASE WHEN c.starter_id = $1 THEN c.recipient_id ELSE c.starter_id END AS other_id,
                             CASE WHEN c.starter_id = $1 THEN c.starter_read_id ELSE c.recipient_read_id END AS read_id) o
  LEFT JOIN user_directory d ON d.user_id = o.other_id
  LEFT JOIN LATERAL (SELECT * FROM direct_messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) l
    ON true
  LEFT JOIN user_directory lu ON lu.user_id = l.sender_id
  WHERE (c.starter_id = $1 OR c.recipient_id = $1) AND ($2::bigint IS NULL OR c.id = $2)
  ORDER BY c.last_message_at DESC, c.id DESC
)sql";

// $1 conversation, $2 sender, $3 receiver, $4 content, $5 clientMessageId or NULL. The conversation's activity and
// the sender's read state move to the message in the same statement.
constexpr const char* kDirectMessageInsert = R"sql(
  WITH m AS (
    INSERT INTO direct_messages (conversation_id, sender_id, receiver_id, content, client_message_id)
    VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (sender_id, conversation_id, client_message_id) WHERE client_message_id IS NOT NULL DO NOTHING
    RETURNING *
  ),
  touched AS (
    UPDATE direct_conversations c SET last_message_at = m.created_at,
      starter_read_id = CASE WHEN c.starter_id = m.sender_id THEN m.id ELSE c.starter_read_id END,
      recipient_read_id = CASE WHEN c.recipient_id = m.sender_id THEN m.id ELSE c.recipient_read_id END
    FROM m WHERE c.id = m.conversation_id
  )
  SELECT m.id, m.conversation_id, m.sender_id, m.receiver_id, m.content, m.client_message_id,
    iso_utc(m.created_at) AS created_at,
    coalesce(u.first_name, '') AS sender_first_name, coalesce(u.last_name, '') AS sender_last_name
  FROM m LEFT JOIN user_directory u ON u.user_id = m.sender_id
)sql";

// $1 conversation, $2 sender, $3 clientMessageId.
constexpr const char* kDirectMessageByClientId = R"sql(
  SELECT m.id, m.conversation_id, m.sender_id, m.receiver_id, m.content, m.client_message_id,
    iso_utc(m.created_at) AS created_at,
    coalesce(u.first_name, '') AS sender_first_name, coalesce(u.last_name, '') AS sender_last_name
  FROM direct_messages m LEFT JOIN user_directory u ON u.user_id = m.sender_id
  WHERE m.conversation_id = $1 AND m.sender_id = $2 AND m.client_message_id = $3
)sql";

// $1 conversation, $2 only ids above this, $3 at most this many; oldest first.
constexpr const char* kDirectMessages = R"sql(
  SELECT m.id, m.conversation_id, m.sender_id, m.receiver_id, m.content, m.client_message_id,
    iso_utc(m.created_at) AS created_at,
    coalesce(u.first_name, '') AS sender_first_name, coalesce(u.last_name, '') AS sender_last_name
  FROM direct_messages m LEFT JOIN user_directory u ON u.user_id = m.sender_id
  WHERE m.conversation_id = $1 AND m.id > $2
  ORDER BY m.id
  LIMIT $3
)sql";

// $1 conversation, $2 the member, $3 the message they read up to.
constexpr const char* kDirectRead = R"sql(
  UPDATE direct_conversations SET
    starter_read_id = CASE WHEN starter_id = $2 THEN greatest(starter_read_id, $3) ELSE starter_read_id END,
    recipient_read_id = CASE WHEN recipient_id = $2 THEN greatest(recipient_read_id, $3) ELSE recipient_read_id END
  WHERE id = $1
)sql";

// $1 conversation, $2 the member who blocks or unblocks, $3 blocked.
constexpr const char* kDirectBlock = R"sql(
  UPDATE direct_conversations SET
    blocked_by_starter = CASE WHEN starter_id = $2 THEN $3 ELSE blocked_by_starter END,
    blocked_by_recipient = CASE WHEN recipient_id = $2 THEN $3 ELSE blocked_by_recipient END
  WHERE id = $1
)sql";

DirectConversation read_direct(const pqxx::row& row) {
  return {row["id"].as<std::int64_t>(), row["starter_id"].as<std::int64_t>(), row["recipient_id"].as<std::int64_t>(),
          row["blocked_by_starter"].as<bool>(), row["blocked_by_recipient"].as<bool>()};
}

DirectSummary read_summary(const pqxx::row& row) {
  DirectSummary summary;
  summary.conversation = read_direct(row);
  summary.other_id = row["other_id"].as<std::int64_t>();
  summary.other_first_name = row["other_first_name"].as<std::string>();
  summary.other_last_name = row["other_last_name"].as<std::string>();
  summary.created_at = row["created_at"].as<std::string>();
  summary.last_message_at = row["last_message_at"].as<std::string>();
  summary.unread = row["unread"].as<std::int64_t>();
  if (!row["last_id"].is_null()) {
    Message last;
    last.id = row["last_id"].as<std::int64_t>();
    last.conversation_id = summary.conversation.id;
    last.sender_id = row["last_sender_id"].as<std::int64_t>();
    last.receiver_id = row["last_receiver_id"].as<std::int64_t>();
    last.content = row["last_content"].as<std::string>();
    last.created_at = row["last_created_at"].as<std::string>();
    last.sender_first_name = row["last_sender_first_name"].as<std::string>();
    last.sender_last_name = row["last_sender_last_name"].as<std::string>();
    last.client_message_id = cw::db::optional_field<std::string>(row["last_client_message_id"]);
    summary.last_message = std::move(last);
  }
  return summary;
}

std::optional<DirectConversation> first_direct(const pqxx::result& result) {
  if (result.empty()) return std::nullopt;
  return read_direct(result[0]);
}

}  // namespace

std::vector<cw::db::NamedQuery> direct_queries() {
  return {
      {"user_known", kUserKnown},
      {"direct_by_id", kDirectById},
      {"direct_of_pair", kDirectOfPair},
      {"direct_start", kDirectStart},
      {"directs_of", kDirectsOf},
      {"direct_message_insert", kDirectMessageInsert},
      {"direct_message_by_client_id", kDirectMessageByClientId},
      {"direct_messages", kDirectMessages},
      {"direct_read", kDirectRead},
      {"direct_block", kDirectBlock},
  };
}

bool user_known(pqxx::transaction_base& tx, std::int64_t user_id) {
  return tx.exec_prepared1("user_known", user_id)[0].as<bool>();
}

std::optional<DirectConversation> find_direct(pqxx::transaction_base& tx, std::int64_t conversation_id) {
  return first_direct(tx.exec_prepared("direct_by_id", conversation_id));
}

std::optional<DirectConversation> find_pair(pqxx::transaction_base& tx, std::int64_t member, std::int64_t other) {
  return first_direct(tx.exec_prepared("direct_of_pair", member, other));
}

StartedConversation start_direct(pqxx::transaction_base& tx, std::int64_t starter_id, std::int64_t recipient_id) {
  if (auto created = first_direct(tx.exec_prepared("direct_start", starter_id, recipient_id))) return {*created, true};
  // Started by either of them meanwhile: the unique pair index let this insert do nothing.
  return {find_pair(tx, starter_id, recipient_id).value(), false};
}

std::vector<DirectSummary> directs_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  std::vector<DirectSummary> summaries;
  for (const auto& row : tx.exec_prepared("directs_of", user_id, std::optional<std::int64_t>())) {
    summaries.push_back(read_summary(row));
  }
  return summaries;
}

std::optional<DirectSummary> direct_summary(pqxx::transaction_base& tx, std::int64_t conversation_id,
                                            std::int64_t user_id) {
  auto result = tx.exec_prepared("directs_of", user_id, conversation_id);
  if (result.empty()) return std::nullopt;
  return read_summary(result[0]);
}

std::optional<Message> insert_direct_message(pqxx::transaction_base& tx, std::int64_t conversation_id,
                                             std::int64_t sender_id, std::int64_t receiver_id,
                                             const std::string& content,
                                             const std::optional<std::string>& client_message_id) {
  auto result =
      tx.exec_prepared("direct_message_insert", conversation_id, sender_id, receiver_id, content, client_message_id);
  if (result.empty()) return std::nullopt;
  return read_message_row(result[0], "conversation_id");
}

std::optional<Message> direct_message_by_client_id(pqxx::transaction_base& tx, std::int64_t conversation_id,
                                                   std::int64_t sender_id, const std::string& client_message_id) {
  auto result = tx.exec_prepared("direct_message_by_client_id", conversation_id, sender_id, client_message_id);
  if (result.empty()) return std::nullopt;
  return read_message_row(result[0], "conversation_id");
}

std::vector<Message> direct_messages(pqxx::transaction_base& tx, std::int64_t conversation_id, std::int64_t after,
                                     int limit) {
  std::vector<Message> messages;
  for (const auto& row : tx.exec_prepared("direct_messages", conversation_id, after, limit)) {
    messages.push_back(read_message_row(row, "conversation_id"));
  }
  return messages;
}

void mark_direct_read(pqxx::transaction_base& tx, std::int64_t conversation_id, std::int64_t user_id,
                      std::int64_t message_id) {
  tx.exec_prepared("direct_read", conversation_id, user_id, message_id);
}

void set_direct_block(pqxx::transaction_base& tx, std::int64_t conversation_id, std::int64_t user_id, bool blocked) {
  tx.exec_prepared("direct_block", conversation_id, user_id, blocked);
}

}  // namespace messaging::store
