#include "store/conversation_store.hpp"

#include <cw/events.hpp>

#include <nlohmann/json.hpp>

namespace messaging::store {

namespace {

// A message row with its sender's names (empty while the directory has not heard of the sender).
#define CW_UTC_MILLIS(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"
#define CW_MESSAGE_COLUMNS                                                                                     \
  "m.id, m.project_id, m.sender_id, m.receiver_id, m.content, " CW_UTC_MILLIS("m.created_at") ", "             \
  "coalesce(u.first_name, ''), coalesce(u.last_name, '') "

Message message_of(const pqxx::row& row) {
  return {row[0].as<std::int64_t>(), row[1].as<std::int64_t>(), row[2].as<std::int64_t>(),
          row[3].as<std::int64_t>(), row[4].as<std::string>(),  row[5].as<std::string>(),
          row[6].as<std::string>(),  row[7].as<std::string>()};
}

}  // namespace

std::vector<cw::db::NamedQuery> conversation_queries() {
  return {
      {"project_posted",
       "INSERT INTO project_parties (project_id, client_id, title) VALUES ($1, $2, $3) "
       "ON CONFLICT (project_id) DO UPDATE SET title = EXCLUDED.title"},
      // The project (known from an earlier event, else from this one) and its bidder, in one round trip.
      {"project_bidder",
       "WITH known AS (INSERT INTO project_parties (project_id, client_id) VALUES ($1, $2) "
       "ON CONFLICT (project_id) DO NOTHING) "
       "INSERT INTO project_bidders (project_id, engineer_id) VALUES ($1, $3) ON CONFLICT DO NOTHING"},
      {"project_assigned", "UPDATE project_parties SET assigned_engineer_id = $2 WHERE project_id = $1"},
      {"project_parties",
       "SELECT p.project_id, p.client_id, p.assigned_engineer_id, p.title, "
       "array_to_json(ARRAY(SELECT engineer_id FROM project_bidders b WHERE b.project_id = p.project_id)) "
       "FROM project_parties p WHERE p.project_id = ANY($1::bigint[])"},
      // The rows are inserted in the order of the array (ORDER BY n), so their ids ascend in that order; each
      // message's event goes to the outbox with its id and time. The names are looked up row by row (LATERAL, kept
      // apart by OFFSET 0): the planner cannot tell how many rows the array holds, and guessing 100 it would
      // hash-join the whole directory (2 ms instead of 0.1 ms here). The outbox relay is not woken: it finds
      // message.sent at its next sweep, within half a second, in batches that stay large at thousands of messages a
      // second (nothing waits on message.sent sooner).
      {"messages_insert",
       "WITH input AS (SELECT n, (e->>'projectId')::bigint AS project_id, (e->>'senderId')::bigint AS sender_id, "
       "(e->>'receiverId')::bigint AS receiver_id, e->>'content' AS content, e->'event' AS event "
       "FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(e, n)), "
       "m AS (INSERT INTO messages (project_id, sender_id, receiver_id, content) "
       "SELECT project_id, sender_id, receiver_id, content FROM input ORDER BY n RETURNING *), "
       "stored AS (SELECT m.*, row_number() OVER (ORDER BY m.id) AS n FROM m), "
       "events AS (INSERT INTO outbox (event_id, topic, event_key, event_type, payload) "
       "SELECT (i.event->>'id')::uuid, $2, s.project_id::text, i.event->>'type', "
       "jsonb_set(i.event, '{data}', (i.event->'data') || "
       "jsonb_build_object('messageId', s.id, 'createdAt', " CW_UTC_MILLIS("s.created_at") ")) "
       "FROM stored s JOIN input i USING (n) ORDER BY n) "
       "SELECT " CW_MESSAGE_COLUMNS "FROM stored m LEFT JOIN LATERAL "
       "(SELECT first_name, last_name FROM user_directory WHERE user_id = m.sender_id OFFSET 0) u ON true "
       "ORDER BY m.id"},
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
  tx.exec_prepared("project_bidder", project_id, client_id, engineer_id);
}

void save_assignment(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                     std::int64_t engineer_id) {
  save_bidder(tx, project_id, client_id, engineer_id);
  tx.exec_prepared("project_assigned", project_id, engineer_id);
}

std::optional<KnownProject> find_project(pqxx::transaction_base& tx, std::int64_t project_id) {
  auto projects = find_projects(tx, {project_id});
  if (projects.empty()) return std::nullopt;
  return std::move(projects.begin()->second);
}

std::unordered_map<std::int64_t, KnownProject> find_projects(pqxx::transaction_base& tx,
                                                             const std::vector<std::int64_t>& project_ids) {
  std::unordered_map<std::int64_t, KnownProject> projects;
  for (const auto& row : tx.exec_prepared("project_parties", cw::db::int_array_literal(project_ids))) {
    const auto project_id = row[0].as<std::int64_t>();
    projects.emplace(project_id, KnownProject{{project_id, row[1].as<std::int64_t>(),
                                               cw::db::optional_field<std::int64_t>(row[2]), cw::db::json_integers(row[4])},
                                              row[3].as<std::string>()});
  }
  return projects;
}

std::vector<Message> insert_messages(pqxx::transaction_base& tx, const std::vector<NewMessage>& messages) {
  auto rows = nlohmann::json::array();
  for (const auto& message : messages) {
    // The statement fills in the message's id and time.
    cw::events::MessageSent event;
    event.project_id = message.project_id;
    event.sender_id = message.sender_id;
    event.receiver_id = message.receiver_id;
    rows.push_back({{"projectId", message.project_id},
                    {"senderId", message.sender_id},
                    {"receiverId", message.receiver_id},
                    {"content", message.content},
                    {"event", cw::events::new_envelope(event)}});
  }
  std::vector<Message> stored;
  for (const auto& row : tx.exec_prepared("messages_insert", rows.dump(), cw::events::MessageSent::kTopic)) {
    stored.push_back(message_of(row));
  }
  return stored;
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
