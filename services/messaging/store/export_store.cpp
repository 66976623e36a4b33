#include "store/export_store.hpp"

namespace messaging::store {

namespace {

// Each side read by its own index (migration 0019), the names from the user directory.
constexpr const char* kMessagesPage = R"sql(
  WITH page AS (
    (SELECT id FROM messages WHERE sender_id = $1 AND id > $2 ORDER BY id LIMIT $3)
    UNION
    (SELECT id FROM messages WHERE receiver_id = $1 AND id > $2 ORDER BY id LIMIT $3)
    ORDER BY id LIMIT $3
  )
  SELECT m.id, iso_utc(m.created_at) AS created_at, false AS direct, m.project_id, coalesce(p.title, '') AS project_title,
    NULL::bigint AS conversation_id,
    m.sender_id = $1 AS sent_by_member,
    trim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')) AS sender_name,
    trim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')) AS receiver_name,
    m.content
  FROM page JOIN messages m ON m.id = page.id
  LEFT JOIN project_parties p ON p.project_id = m.project_id
  LEFT JOIN user_directory s ON s.user_id = m.sender_id
  LEFT JOIN user_directory r ON r.user_id = m.receiver_id
  ORDER BY m.id
)sql";

// The member's direct messages (migration 0018: by conversation, each of the member's conversations read by index).
constexpr const char* kDirectMessagesPage = R"sql(
  SELECT m.id, iso_utc(m.created_at) AS created_at, true AS direct, NULL::bigint AS project_id, '' AS project_title,
    m.conversation_id, m.sender_id = $1 AS sent_by_member,
    trim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')) AS sender_name,
    trim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')) AS receiver_name,
    m.content
  FROM direct_messages m
  LEFT JOIN user_directory s ON s.user_id = m.sender_id
  LEFT JOIN user_directory r ON r.user_id = m.receiver_id
  WHERE m.conversation_id IN (SELECT id FROM direct_conversations WHERE starter_id = $1 OR recipient_id = $1)
    AND m.id > $2
  ORDER BY m.id LIMIT $3
)sql";

MessageExportRow read_row(const pqxx::row& row) {
  MessageExportRow message;
  message.id = row["id"].as<std::int64_t>();
  message.created_at = row["created_at"].as<std::string>();
  message.direct = row["direct"].as<bool>();
  message.project_id = cw::db::optional_field<std::int64_t>(row["project_id"]);
  message.project_title = row["project_title"].as<std::string>();
  message.conversation_id = cw::db::optional_field<std::int64_t>(row["conversation_id"]);
  message.sent_by_member = row["sent_by_member"].as<bool>();
  message.sender_name = row["sender_name"].as<std::string>();
  message.receiver_name = row["receiver_name"].as<std::string>();
  message.content = row["content"].as<std::string>();
  return message;
}

}  // namespace

std::vector<cw::db::NamedQuery> export_queries() {
  return {{"export_messages_page", kMessagesPage}, {"export_direct_messages_page", kDirectMessagesPage}};
}

std::vector<MessageExportRow> export_messages_page(pqxx::transaction_base& tx, std::int64_t user_id,
                                                   std::int64_t after_id, int limit) {
  std::vector<MessageExportRow> rows;
  for (const auto& row : tx.exec_prepared("export_messages_page", user_id, after_id, limit)) rows.push_back(read_row(row));
  return rows;
}

std::vector<MessageExportRow> export_direct_messages_page(pqxx::transaction_base& tx, std::int64_t user_id,
                                                          std::int64_t after_id, int limit) {
  std::vector<MessageExportRow> rows;
  for (const auto& row : tx.exec_prepared("export_direct_messages_page", user_id, after_id, limit)) {
    rows.push_back(read_row(row));
  }
  return rows;
}

}  // namespace messaging::store
