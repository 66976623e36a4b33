#include "store/conversation_store.hpp"

#include <cw/db.hpp>

#include <nlohmann/json.hpp>

namespace messaging::store {

namespace {

// $1 project, $2 client, $3 title; a title that changed replaces the known one.
constexpr const char* kProjectPosted = R"sql(
  INSERT INTO project_parties (project_id, client_id, title) VALUES ($1, $2, $3)
  ON CONFLICT (project_id) DO UPDATE SET title = EXCLUDED.title
)sql";

// $1 project, $2 client, $3 engineer. The project (known from an earlier event, else from this one) and its bidder,
// in one round trip.
constexpr const char* kProjectBidder = R"sql(
  WITH known AS (
    INSERT INTO project_parties (project_id, client_id) VALUES ($1, $2)
    ON CONFLICT (project_id) DO NOTHING
  )
  INSERT INTO project_bidders (project_id, engineer_id) VALUES ($1, $3) ON CONFLICT DO NOTHING
)sql";

// $2 the engineer, $3 the accepted bid in cents.
constexpr const char* kProjectAssigned = R"sql(
  UPDATE project_parties SET assigned_engineer_id = $2, price_cents = $3 WHERE project_id = $1
)sql";

// Messages each sender stored since the start of today (UTC), on projects and in direct conversations together.
constexpr const char* kMessagesSentToday = R"sql(
  WITH today AS (SELECT date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS start)
  SELECT sender_id, count(*) AS sent FROM (
    SELECT sender_id FROM messages, today WHERE sender_id = ANY($1::bigint[]) AND created_at >= today.start
    UNION ALL
    SELECT sender_id FROM direct_messages, today WHERE sender_id = ANY($1::bigint[]) AND created_at >= today.start
  ) sent
  GROUP BY sender_id
)sql";

// $1 the project ids as a bigint[] literal; each known project with its bidders' ids as a JSON array.
constexpr const char* kProjectParties = R"sql(
  SELECT p.project_id, p.client_id, p.assigned_engineer_id, p.title, p.price_cents,
    array_to_json(ARRAY(SELECT engineer_id FROM project_bidders b WHERE b.project_id = p.project_id)) AS bidder_ids
  FROM project_parties p
  WHERE p.project_id = ANY($1::bigint[])
)sql";

// $1 one project: as kProjectParties. Its own statement because PostgreSQL plans that one again at every call (it
// cannot tell how many ids an array holds, so a plan for any array looks worse than one for the array given), and
// the consumers look up one project per event.
constexpr const char* kProjectParty = R"sql(
  SELECT p.project_id, p.client_id, p.assigned_engineer_id, p.title, p.price_cents,
    array_to_json(ARRAY(SELECT engineer_id FROM project_bidders b WHERE b.project_id = p.project_id)) AS bidder_ids
  FROM project_parties p
  WHERE p.project_id = $1
)sql";

// Both statements that read messages select the columns of read_message under the same names: the message, its
// time as ISO-8601 UTC with milliseconds ("2025-01-02T03:04:05.678Z"), and its sender's names from the user
// directory ('' while the directory has not heard of the sender).

// $1 the messages as a JSON array of {projectId, senderId, receiverId, content, clientMessageId, sent: {topic, key,
// envelope}}. Each message is given its id first, in the order of the array (so ids ascend in that order), and keeps
// it through the insert: a message its unique clientMessageId skips (migration 0010: its sender stored it meanwhile,
// from another socket or instance) is simply missing from the answer, which gives each stored message its place in
// the array (n), and gets no event. Each stored message's message.sent goes into the outbox in the same statement,
// in the same order, with the two fields of its contract only the insert knows set: data.messageId and
// data.createdAt (as the answer's created_at). The names are looked up row by row (LATERAL, kept apart by OFFSET 0):
// the planner cannot tell how many rows the array holds, and guessing 100 it would hash-join the whole directory
// (2 ms instead of 0.1 ms here).
constexpr const char* kMessagesInsert = R"sql(
  WITH input AS MATERIALIZED (
    SELECT n, nextval('messages_id_seq') AS id, (e->>'projectId')::bigint AS project_id,
      (e->>'senderId')::bigint AS sender_id, (e->>'receiverId')::bigint AS receiver_id, e->>'content' AS content,
      e->>'clientMessageId' AS client_message_id, e->'sent' AS sent
    FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(e, n)
    ORDER BY n
  ),
  m AS (
    INSERT INTO messages (id, project_id, sender_id, receiver_id, content, client_message_id)
    SELECT id, project_id, sender_id, receiver_id, content, client_message_id FROM input ORDER BY n
    ON CONFLICT (sender_id, project_id, client_message_id) WHERE client_message_id IS NOT NULL DO NOTHING
    RETURNING *
  ),
  stored AS (SELECT m.*, iso_utc(m.created_at) AS created_at_text, i.n, i.sent FROM m JOIN input i USING (id)),
  events AS (
    INSERT INTO outbox (event_id, topic, event_key, event_type, payload)
    SELECT (sent->'envelope'->>'id')::uuid, sent->>'topic', sent->>'key', sent->'envelope'->>'type',
      jsonb_set(jsonb_set(sent->'envelope', '{data,messageId}', to_jsonb(id)), '{data,createdAt}',
                to_jsonb(created_at_text))
    FROM stored ORDER BY n
  )
  SELECT m.n, m.id, m.project_id, m.sender_id, m.receiver_id, m.content, m.client_message_id,
    m.created_at_text AS created_at,
    coalesce(u.first_name, '') AS sender_first_name, coalesce(u.last_name, '') AS sender_last_name
  FROM stored m
  LEFT JOIN LATERAL (SELECT first_name, last_name FROM user_directory WHERE user_id = m.sender_id OFFSET 0) u ON true
  ORDER BY m.n
)sql";

// $1 the keys as a JSON array of {sender_id, project_id, client_message_id}: the messages stored under them, each
// found through the unique index of migration 0010; the names are looked up row by row, as in kMessagesInsert.
constexpr const char* kMessagesByClientIds = R"sql(
  SELECT m.id, m.project_id, m.sender_id, m.receiver_id, m.content, m.client_message_id,
    iso_utc(m.created_at) AS created_at,
    coalesce(u.first_name, '') AS sender_first_name, coalesce(u.last_name, '') AS sender_last_name
  FROM jsonb_to_recordset($1::jsonb) AS k (sender_id bigint, project_id bigint, client_message_id text)
  JOIN messages m ON m.sender_id = k.sender_id AND m.project_id = k.project_id
    AND m.client_message_id = k.client_message_id AND m.client_message_id IS NOT NULL
  LEFT JOIN LATERAL (SELECT first_name, last_name FROM user_directory WHERE user_id = m.sender_id OFFSET 0) u ON true
)sql";

// $1 project, $2 the user who sent or received them, $3 only ids above this, $4 at most this many; oldest first.
constexpr const char* kMessagesOfUser = R"sql(
  SELECT m.id, m.project_id, m.sender_id, m.receiver_id, m.content, m.client_message_id,
    iso_utc(m.created_at) AS created_at,
    coalesce(u.first_name, '') AS sender_first_name, coalesce(u.last_name, '') AS sender_last_name
  FROM messages m
  LEFT JOIN user_directory u ON u.user_id = m.sender_id
  WHERE m.project_id = $1 AND m.id > $3 AND (m.sender_id = $2 OR m.receiver_id = $2)
  ORDER BY m.id
  LIMIT $4
)sql";


KnownProject read_known_project(const pqxx::row& row) {
  KnownProject project;
  project.parties.project_id = row["project_id"].as<std::int64_t>();
  project.parties.client_id = row["client_id"].as<std::int64_t>();
  project.parties.assigned_engineer_id = cw::db::optional_field<std::int64_t>(row["assigned_engineer_id"]);
  project.parties.bidders = cw::db::json_integers(row["bidder_ids"]);
  project.title = row["title"].as<std::string>();
  project.price_cents = cw::db::optional_field<std::int64_t>(row["price_cents"]);
  return project;
}

}  // namespace

Message read_message_row(const pqxx::row& row, const char* chat_column) {
  Message message;
  message.id = row["id"].as<std::int64_t>();
  if (std::string_view(chat_column) == "conversation_id") {
    message.conversation_id = row["conversation_id"].as<std::int64_t>();
  } else {
    message.project_id = row[chat_column].as<std::int64_t>();
  }
  message.sender_id = row["sender_id"].as<std::int64_t>();
  message.receiver_id = row["receiver_id"].as<std::int64_t>();
  message.content = row["content"].as<std::string>();
  message.created_at = row["created_at"].as<std::string>();
  message.sender_first_name = row["sender_first_name"].as<std::string>();
  message.sender_last_name = row["sender_last_name"].as<std::string>();
  message.client_message_id = cw::db::optional_field<std::string>(row["client_message_id"]);
  return message;
}

std::vector<cw::db::NamedQuery> conversation_queries() {
  return {
      {"project_posted", kProjectPosted},
      {"project_bidder", kProjectBidder},
      {"project_assigned", kProjectAssigned},
      {"project_parties", kProjectParties},
      {"project_party", kProjectParty},
      {"messages_insert", kMessagesInsert},
      {"messages_by_client_ids", kMessagesByClientIds},
      {"messages_sent_today", kMessagesSentToday},
      {"messages_of_user", kMessagesOfUser},
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
                     std::int64_t engineer_id, std::int64_t price_cents) {
  save_bidder(tx, project_id, client_id, engineer_id);
  tx.exec_prepared("project_assigned", project_id, engineer_id, price_cents);
}

std::optional<KnownProject> find_project(pqxx::transaction_base& tx, std::int64_t project_id) {
  const auto rows = tx.exec_prepared("project_party", project_id);
  if (rows.empty()) return std::nullopt;
  return read_known_project(rows[0]);
}

std::unordered_map<std::int64_t, KnownProject> find_projects(pqxx::transaction_base& tx,
                                                             const std::vector<std::int64_t>& project_ids) {
  std::unordered_map<std::int64_t, KnownProject> projects;
  for (const auto& row : tx.exec_prepared("project_parties", cw::db::int_array_literal(project_ids))) {
    auto project = read_known_project(row);
    const auto project_id = project.parties.project_id;
    projects.emplace(project_id, std::move(project));
  }
  return projects;
}

std::unordered_map<std::int64_t, std::int64_t> sent_today(pqxx::transaction_base& tx,
                                                          const std::vector<std::int64_t>& sender_ids) {
  std::unordered_map<std::int64_t, std::int64_t> sent;
  for (const auto& row : tx.exec_prepared("messages_sent_today", cw::db::int_array_literal(sender_ids))) {
    sent.emplace(row["sender_id"].as<std::int64_t>(), row["sent"].as<std::int64_t>());
  }
  return sent;
}

std::vector<std::optional<Message>> insert_messages(pqxx::transaction_base& tx,
                                                    const std::vector<NewMessage>& messages) {
  auto rows = nlohmann::json::array();
  for (const auto& message : messages) {
    rows.push_back({{"projectId", message.project_id},
                    {"senderId", message.sender_id},
                    {"receiverId", message.receiver_id},
                    {"content", message.content},
                    {"clientMessageId", message.client_message_id ? nlohmann::json(*message.client_message_id)
                                                                  : nlohmann::json(nullptr)},
                    {"sent", {{"topic", message.sent.topic}, {"key", message.sent.key},
                              {"envelope", message.sent.envelope}}}});
  }
  std::vector<std::optional<Message>> stored(messages.size());
  for (const auto& row : tx.exec_prepared("messages_insert", rows.dump())) {
    stored.at(row["n"].as<std::size_t>() - 1) = read_message_row(row, "project_id");
  }
  return stored;
}

std::vector<Message> messages_by_client_ids(pqxx::transaction_base& tx, const std::vector<ClientMessageKey>& keys) {
  auto json = nlohmann::json::array();
  for (const auto& key : keys) {
    json.push_back({{"sender_id", key.sender_id},
                    {"project_id", key.project_id},
                    {"client_message_id", key.client_message_id}});
  }
  std::vector<Message> messages;
  for (const auto& row : tx.exec_prepared("messages_by_client_ids", json.dump())) {
    messages.push_back(read_message_row(row, "project_id"));
  }
  return messages;
}

std::vector<Message> messages_of_user(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t user_id,
                                      std::int64_t after, int limit) {
  std::vector<Message> messages;
  for (const auto& row : tx.exec_prepared("messages_of_user", project_id, user_id, after, limit)) {
    messages.push_back(read_message_row(row, "project_id"));
  }
  return messages;
}

}  // namespace messaging::store
