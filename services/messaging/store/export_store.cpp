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
  SELECT m.id, iso_utc(m.created_at) AS created_at, m.project_id, coalesce(p.title, '') AS project_title,
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

}  // namespace

std::vector<cw::db::NamedQuery> export_queries() { return {{"export_messages_page", kMessagesPage}}; }

std::vector<MessageExportRow> export_messages_page(pqxx::transaction_base& tx, std::int64_t user_id,
                                                   std::int64_t after_id, int limit) {
  std::vector<MessageExportRow> rows;
  for (const auto& row : tx.exec_prepared("export_messages_page", user_id, after_id, limit)) {
    rows.push_back({row["id"].as<std::int64_t>(), row["created_at"].as<std::string>(),
                    row["project_id"].as<std::int64_t>(), row["project_title"].as<std::string>(),
                    row["sent_by_member"].as<bool>(), row["sender_name"].as<std::string>(),
                    row["receiver_name"].as<std::string>(), row["content"].as<std::string>()});
  }
  return rows;
}

}  // namespace messaging::store
