#include "store/conversation_store.hpp"

namespace messaging::store {

namespace {

// A message row with its sender's names (empty while the directory has not heard of the sender).
#define CW_MESSAGE_COLUMNS                                                                        \
  "m.id, m.project_id, m.sender_id, m.receiver_id, m.content, "                                   \
  "to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), "              \
  "coalesce(u.first_name, ''), coalesce(u.last_name, '') "

Message message_of(const pqxx::row& row) {
  return {row[0].as<std::int64_t>(), row[1].as<std::int64_t>(), row[2].as<std::int64_t>(),
          row[3].as<std::int64_t>(), row[4].as<std::string>(),  row[5].as<std::string>(),
          row[6].as<std::string>(),  row[7].as<std::string>()};
}

std::vector<std::int64_t> bigint_array(const pqxx::field& field) {
  std::vector<std::int64_t> values;
  for (const auto& value : cw::db::text_array(field)) values.push_back(std::stoll(value));
  return values;
}

}  // namespace

std::vector<cw::db::NamedQuery> conversation_queries() {
  return {
      {"project_posted",
       "INSERT INTO project_parties (project_id, client_id, title) VALUES ($1, $2, $3) "
       "ON CONFLICT (project_id) DO UPDATE SET title = EXCLUDED.title"},
      {"project_known",
       "INSERT INTO project_parties (project_id, client_id) VALUES ($1, $2) ON CONFLICT (project_id) DO NOTHING"},
      {"project_bidder",
       "INSERT INTO project_bidders (project_id, engineer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING"},
      {"project_assigned", "UPDATE project_parties SET assigned_engineer_id = $2 WHERE project_id = $1"},
      {"project_parties",
       "SELECT p.client_id, p.assigned_engineer_id, p.title, "
       "ARRAY(SELECT engineer_id::text FROM project_bidders b WHERE b.project_id = p.project_id) "
       "FROM project_parties p WHERE p.project_id = $1"},
      {"message_insert",
       "WITH m AS (INSERT INTO messages (project_id, sender_id, receiver_id, content) VALUES ($1, $2, $3, $4) "
       "RETURNING *) SELECT " CW_MESSAGE_COLUMNS "FROM m LEFT JOIN user_directory u ON u.user_id = m.sender_id"},
      {"messages_of_user",
       "SELECT " CW_MESSAGE_COLUMNS "FROM messages m LEFT JOIN user_directory u ON u.user_id = m.sender_id "
       "WHERE m.project_id = $1 AND m.id > $3 AND (m.sender_id = $2 OR m.receiver_id = $2) ORDER BY m.id LIMIT $4"},
  };
}

void save_posted_project(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                         const std::string& title) {
  tx.exec_prepared("project_posted", project_id, client_id, title);
}

void save_bidder(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                 std::int64_t engineer_id) {
  tx.exec_prepared("project_known", project_id, client_id);
  tx.exec_prepared("project_bidder", project_id, engineer_id);
}

void save_assignment(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                     std::int64_t engineer_id) {
  save_bidder(tx, project_id, client_id, engineer_id);
  tx.exec_prepared("project_assigned", project_id, engineer_id);
}

std::optional<KnownProject> find_project(pqxx::transaction_base& tx, std::int64_t project_id) {
  auto rows = tx.exec_prepared("project_parties", project_id);
  if (rows.empty()) return std::nullopt;
  const auto& row = rows[0];
  return KnownProject{{project_id, row[0].as<std::int64_t>(), cw::db::optional_field<std::int64_t>(row[1]),
                       bigint_array(row[3])},
                      row[2].as<std::string>()};
}

Message insert_message(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t sender_id,
                       std::int64_t receiver_id, const std::string& content) {
  return message_of(tx.exec_prepared1("message_insert", project_id, sender_id, receiver_id, content));
}

std::vector<Message> messages_of_user(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t user_id,
                                      std::int64_t after, int limit) {
  std::vector<Message> messages;
  for (const auto& row : tx.exec_prepared("messages_of_user", project_id, user_id, after, limit)) {
    messages.push_back(message_of(row));
  }
  return messages;
}

}  // namespace messaging::store
