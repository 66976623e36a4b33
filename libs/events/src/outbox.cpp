#include <cw/background.hpp>
#include <cw/events/outbox.hpp>
#include "prepared.hpp"
#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <algorithm>
#include <mutex>

namespace cw::events {

// The names are those they were first applied under.
std::vector<db::Migration> migrations() {
  return {
      {"0000_events",
       R"sql(
CREATE TABLE outbox (
  id           bigserial PRIMARY KEY,
  event_id     uuid NOT NULL UNIQUE,
  topic        text NOT NULL,
  event_key    text NOT NULL,
  event_type   text NOT NULL,
  payload      jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX outbox_unpublished ON outbox (id) WHERE published_at IS NULL;
CREATE TABLE processed_events (
  consumer     text NOT NULL,
  event_id     uuid NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);
)sql"},
      // Published events live in Kafka: the outbox keeps only what is still to be sent, so it stays small (updating
      // 1 M published rows' timestamps cost the relay 0.5 ms per batch, and the table kept growing).
      {"lib_0001_outbox_unpublished_only",
       R"sql(
DELETE FROM outbox WHERE published_at IS NOT NULL;
DROP INDEX outbox_unpublished;
ALTER TABLE outbox DROP COLUMN published_at;
)sql"},
  };
}

namespace detail {

// One event into the outbox: $1 its id, $2 topic, $3 key, $4 type, $5 the envelope.
constexpr db::NamedQuery kInsertRow{"cw_events_outbox_insert", R"sql(
  INSERT INTO outbox (event_id, topic, event_key, event_type, payload) VALUES ($1::uuid, $2, $3, $4, $5::jsonb)
)sql"};

void publish(pqxx::work& tx, const char* topic, const std::string& key, const char* type, Json data) {
  const auto payload = new_envelope(type, std::move(data));
  exec_library_statement(tx, kInsertRow, payload["id"].get<std::string>(), topic, key, type, payload.dump());
  db::after_commit(wake_outbox_relays);
}

// Several events into the outbox: $1 a JSON array of {topic, key, envelope}, written in its order.
constexpr db::NamedQuery kInsertRows{"cw_events_outbox_insert_rows", R"sql(
  INSERT INTO outbox (event_id, topic, event_key, event_type, payload)
  SELECT (r->'envelope'->>'id')::uuid, r->>'topic', r->>'key', r->'envelope'->>'type', r->'envelope'
  FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(r, n)
  ORDER BY n
)sql"};

}  // namespace detail

void publish_rows(pqxx::work& tx, const std::vector<OutboxRow>& rows) {
  if (rows.empty()) return;
  auto json = Json::array();
  for (const auto& row : rows) json.push_back({{"topic", row.topic}, {"key", row.key}, {"envelope", row.envelope}});
  detail::exec_library_statement(tx, detail::kInsertRows, json.dump());
}

namespace {
// The rows a relay sends next, in the order they were written: $1 at most.
constexpr db::NamedQuery kOldestRows{"cw_events_outbox_oldest", R"sql(
  SELECT id, topic, event_key, event_type, payload, event_id, coalesce(payload->>'requestId', '') AS request_id
  FROM outbox ORDER BY id LIMIT $1
)sql"};
// The rows waiting (counted up to $1) and the age in seconds of the oldest (the primary key finds it).
constexpr db::NamedQuery kBacklog{"cw_events_outbox_backlog", R"sql(
  SELECT (SELECT count(*) FROM (SELECT 1 FROM outbox LIMIT $1) AS waiting) AS waiting,
         coalesce((SELECT extract(epoch FROM now() - created_at) FROM outbox ORDER BY id LIMIT 1), 0)::float8 AS age
)sql"};
// The rows Kafka confirmed: $1 their ids, as an array literal.
constexpr db::NamedQuery kDeleteRows{"cw_events_outbox_delete", R"sql(
  DELETE FROM outbox WHERE id = ANY($1::bigint[])
)sql"};
std::mutex g_waker_mutex;
std::function<void()> g_waker;  // set_outbox_waker's
constexpr int kBatchSize = 500;  // outbox rows a relay reads and sends at a time
}  // namespace

OutboxBacklog outbox_backlog(pqxx::transaction_base& tx) {
  const auto rows = detail::exec_library_statement(tx, kBacklog, kBacklogCountLimit);
  const auto row = rows.at(0);
  return {row["waiting"].as<std::int64_t>(), row["age"].as<double>()};
}

void set_outbox_waker(std::function<void()> waker) {
  std::lock_guard lock(g_waker_mutex);
  g_waker = std::move(waker);
}

void wake_outbox_relays() {
  std::function<void()> waker;
  {
    std::lock_guard lock(g_waker_mutex);
    waker = g_waker;
  }
  if (waker) waker();
}

OutboxRelay::OutboxRelay(std::string database_url, std::string schema, Producer& producer)
    : database_url_(std::move(database_url)), schema_(std::move(schema)), producer_(producer) {}

OutboxRelay::~OutboxRelay() { stop(); }

void OutboxRelay::start() {
  thread_ = std::thread([this] {
    run_as_background_work();
    run();
  });
}

void OutboxRelay::stop() {
  stopping_ = true;
  wake();
  if (thread_.joinable()) thread_.join();
}

void OutboxRelay::wake() {
  {
    std::lock_guard lock(wake_mutex_);
    wake_pending_ = true;
  }
  woken_.notify_one();
}

void OutboxRelay::wait_for_wake(std::chrono::milliseconds at_most) {
  std::unique_lock lock(wake_mutex_);
  woken_.wait_for(lock, at_most, [this] { return wake_pending_ || stopping_; });
  wake_pending_ = false;
}

void OutboxRelay::pause(std::chrono::milliseconds duration) {
  auto until = std::chrono::steady_clock::now() + duration;
  while (!stopping_ && std::chrono::steady_clock::now() < until) {
    std::this_thread::sleep_for(std::min<std::chrono::steady_clock::duration>(std::chrono::milliseconds(50),
                                                                              until - std::chrono::steady_clock::now()));
  }
}

void OutboxRelay::run() {
  bool announced = false;
  while (!stopping_) {
    try {
      pqxx::connection connection(database_url_);
      {
        pqxx::nontransaction tx(connection);
        tx.exec("SET search_path TO " + tx.quote_name(schema_));
      }
      // The lock belongs to this connection: if the process dies, PostgreSQL frees it and another instance takes over.
      bool leader = false;
      while (!stopping_ && !leader) {
        pqxx::nontransaction tx(connection);
        leader = tx.exec_params1("SELECT pg_try_advisory_lock(hashtext($1))", "outbox:" + schema_)[0].as<bool>();
        tx.commit();
        if (!leader) pause(std::chrono::seconds(2));
      }
      if (!announced && leader) {
        log::info("outbox relay active", {{"schema", schema_}});
        announced = true;
      }
      leading_ = leader;
      while (!stopping_) {
        // A wake-up that comes while a batch is read is kept, so the rows it announces are looked for right after.
        // A full batch means more may be waiting; otherwise sleep until a commit wakes us (or a sweep is due).
        if (!relay_batch(connection)) {
          wait_for_wake(kSweep);
          pause(kLinger);
        }
      }
    } catch (const std::exception& e) {
      leading_ = false;
      log::warn("outbox relay error, retrying", {{"schema", schema_}, {"error", e.what()}});
      pause(std::chrono::seconds(1));
    }
  }
}

bool OutboxRelay::relay_batch(pqxx::connection& connection) {
  std::vector<std::int64_t> ids;
  std::vector<Producer::Message> messages;
  std::vector<std::pair<std::string, std::string>> events;  // each row's event id and request id, for the log
  {
    pqxx::nontransaction tx(connection);
    for (const auto& row : detail::exec_library_statement(tx, kOldestRows, kBatchSize)) {
      ids.push_back(row["id"].as<std::int64_t>());
      messages.push_back({row["topic"].as<std::string>(), row["event_key"].as<std::string>(),
                          row["payload"].as<std::string>(), row["event_type"].as<std::string>()});
      events.emplace_back(row["event_id"].as<std::string>(), row["request_id"].as<std::string>());
    }
  }
  if (messages.empty()) return false;
  auto delivered = producer_.send_in_order(messages, std::chrono::seconds(10));
  for (std::size_t i = 0; i < delivered; ++i) {
    const ScopedRequestId scope(events[i].second);
    log::info("event published", {{"type", messages[i].type}, {"eventId", events[i].first},
                                  {"topic", messages[i].topic}});
  }
  if (delivered > 0) {
    std::string id_list = "{";
    for (std::size_t i = 0; i < delivered; ++i) {
      if (i > 0) id_list += ',';
      id_list += std::to_string(ids[i]);
    }
    id_list += "}";
    pqxx::nontransaction tx(connection);
    detail::exec_library_statement(tx, kDeleteRows, id_list);
  }
  if (delivered < messages.size()) {
    pause(std::chrono::seconds(1));  // Kafka unavailable: the rest stays in the outbox and is retried
    return false;
  }
  return messages.size() == static_cast<std::size_t>(kBatchSize);
}

}  // namespace cw::events
