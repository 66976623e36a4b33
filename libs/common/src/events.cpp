#include <cw/events.hpp>
#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <librdkafka/rdkafkacpp.h>
#include <sodium.h>

#include <algorithm>
#include <condition_variable>
#include <stdexcept>
#include <ctime>
#include <mutex>
#include <unordered_set>

namespace cw::events {

// ---- envelope ----------------------------------------------------------------------------------------------------

Json to_json(const Envelope& envelope) {
  return {{"id", envelope.id},
          {"type", envelope.type},
          {"occurredAt", envelope.occurred_at},
          {"requestId", envelope.request_id},
          {"data", envelope.data}};
}

std::optional<Envelope> parse_envelope(const std::string& text) {
  auto json = Json::parse(text, nullptr, false);
  if (!json.is_object() || !json["id"].is_string() || !json["type"].is_string() || !json["data"].is_object()) {
    return std::nullopt;
  }
  Envelope envelope;
  envelope.id = json["id"].get<std::string>();
  envelope.type = json["type"].get<std::string>();
  envelope.occurred_at = json.value("occurredAt", "");
  envelope.request_id = json.value("requestId", "");
  envelope.data = json["data"];
  return envelope;
}

std::string new_uuid() {
  unsigned char bytes[16];
  randombytes_buf(bytes, sizeof bytes);
  bytes[6] = static_cast<unsigned char>((bytes[6] & 0x0f) | 0x40);  // version 4
  bytes[8] = static_cast<unsigned char>((bytes[8] & 0x3f) | 0x80);  // RFC 4122 variant
  char hex[33];
  sodium_bin2hex(hex, sizeof hex, bytes, sizeof bytes);
  std::string h(hex);
  return h.substr(0, 8) + "-" + h.substr(8, 4) + "-" + h.substr(12, 4) + "-" + h.substr(16, 4) + "-" + h.substr(20);
}

std::string utc_now_iso() {
  auto now = std::chrono::system_clock::now();
  auto seconds = std::chrono::system_clock::to_time_t(now);
  auto millis = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%S", &tm);
  char out[40];
  std::snprintf(out, sizeof out, "%s.%03lldZ", buffer, static_cast<long long>(millis));
  return out;
}

std::string topic_of(const std::string& service) { return service + ".events"; }

void publish(pqxx::work& tx, const std::string& topic, const std::string& key, const std::string& type, Json data) {
  publish_all(tx, topic, {{key, type, std::move(data)}});
}

Json new_envelope(const std::string& type, Json data) {
  return to_json(Envelope{new_uuid(), type, utc_now_iso(), current_request_id(), std::move(data)});
}

void publish_all(pqxx::work& tx, const std::string& topic, const std::vector<NewEvent>& events) {
  if (events.empty()) return;
  auto rows = Json::array();
  for (const auto& event : events) {
    rows.push_back({{"key", event.key}, {"payload", new_envelope(event.type, event.data)}});
  }
  tx.exec_params("INSERT INTO outbox (event_id, topic, event_key, event_type, payload) "
                 "SELECT (e->'payload'->>'id')::uuid, $1, e->>'key', e->'payload'->>'type', e->'payload' "
                 "FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x(e, n) ORDER BY n",
                 topic, rows.dump());
  db::after_commit(wake_outbox_relays);
}

namespace {
std::mutex g_waker_mutex;
std::function<void()> g_waker;
}  // namespace

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

// ---- producer ----------------------------------------------------------------------------------------------------

namespace {

void set_or_throw(RdKafka::Conf& conf, const std::string& name, const std::string& value) {
  std::string error;
  if (conf.set(name, value, error) != RdKafka::Conf::CONF_OK) {
    throw std::runtime_error("kafka config " + name + ": " + error);
  }
}

// Each message's opaque points at its slot: 0 pending, 1 delivered, -1 failed.
class DeliveryReports : public RdKafka::DeliveryReportCb {
 public:
  void dr_cb(RdKafka::Message& message) override {
    auto* slot = static_cast<int*>(message.msg_opaque());
    if (slot == nullptr) return;
    *slot = message.err() == RdKafka::ERR_NO_ERROR ? 1 : -1;
    if (message.err() != RdKafka::ERR_NO_ERROR) {
      log::warn("kafka delivery failed", {{"topic", message.topic_name()}, {"error", message.errstr()}});
    }
  }
};

DeliveryReports g_delivery_reports;

}  // namespace

Producer::Producer(const std::string& brokers, const std::string& client_id) {
  std::unique_ptr<RdKafka::Conf> conf(RdKafka::Conf::create(RdKafka::Conf::CONF_GLOBAL));
  set_or_throw(*conf, "bootstrap.servers", brokers);
  set_or_throw(*conf, "client.id", client_id);
  set_or_throw(*conf, "enable.idempotence", "true");
  set_or_throw(*conf, "message.timeout.ms", "30000");
  set_or_throw(*conf, "linger.ms", "5");
  std::string error;
  if (conf->set("dr_cb", static_cast<RdKafka::DeliveryReportCb*>(&g_delivery_reports), error) != RdKafka::Conf::CONF_OK) {
    throw std::runtime_error("kafka config dr_cb: " + error);
  }
  producer_.reset(RdKafka::Producer::create(conf.get(), error));
  if (!producer_) throw std::runtime_error("kafka producer: " + error);
}

Producer::~Producer() = default;

std::size_t Producer::send_in_order(const std::vector<Message>& messages, std::chrono::milliseconds timeout) {
  std::vector<int> slots(messages.size(), 0);
  std::size_t queued = 0;
  for (std::size_t i = 0; i < messages.size(); ++i) {
    const auto& message = messages[i];
    auto* headers = RdKafka::Headers::create();
    headers->add("type", message.type);
    auto err = producer_->produce(message.topic, RdKafka::Topic::PARTITION_UA, RdKafka::Producer::RK_MSG_COPY,
                                  const_cast<char*>(message.value.data()), message.value.size(), message.key.data(),
                                  message.key.size(), 0, headers, &slots[i]);
    if (err != RdKafka::ERR_NO_ERROR) {
      delete headers;  // ownership passes to librdkafka only on success
      log::warn("kafka produce refused", {{"topic", message.topic}, {"error", RdKafka::err2str(err)}});
      break;
    }
    ++queued;
  }
  auto deadline = std::chrono::steady_clock::now() + timeout;
  auto pending = [&] {
    for (std::size_t i = 0; i < queued; ++i) {
      if (slots[i] == 0) return true;
    }
    return false;
  };
  while (pending() && std::chrono::steady_clock::now() < deadline) producer_->poll(50);
  if (pending()) {
    // Leave nothing in flight that points at our slots: wait for the outstanding reports.
    producer_->flush(static_cast<int>(std::chrono::milliseconds(30000).count()));
    producer_->poll(0);
  }
  std::size_t delivered = 0;
  while (delivered < queued && slots[delivered] == 1) ++delivered;
  return delivered;
}

bool Producer::reachable() {
  std::lock_guard lock(reachable_mutex_);
  auto now = std::chrono::steady_clock::now();
  if (now - reachable_checked_ < std::chrono::seconds(1)) return reachable_;
  RdKafka::Metadata* metadata = nullptr;
  auto err = producer_->metadata(false, nullptr, &metadata, 1000);
  reachable_ = err == RdKafka::ERR_NO_ERROR && metadata != nullptr && !metadata->brokers()->empty();
  delete metadata;
  reachable_checked_ = now;
  return reachable_;
}

void Producer::flush(std::chrono::milliseconds timeout) { producer_->flush(static_cast<int>(timeout.count())); }

// ---- outbox relay ------------------------------------------------------------------------------------------------

namespace {

constexpr int kBatchSize = 500;

}  // namespace

OutboxRelay::OutboxRelay(std::string database_url, std::string schema, Producer& producer)
    : database_url_(std::move(database_url)), schema_(std::move(schema)), producer_(producer) {}

OutboxRelay::~OutboxRelay() { stop(); }

void OutboxRelay::start() { thread_ = std::thread([this] { run(); }); }

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
  {
    pqxx::nontransaction tx(connection);
    auto rows = tx.exec_params(
        "SELECT id, topic, event_key, event_type, payload FROM outbox ORDER BY id LIMIT $1",
        kBatchSize);
    for (const auto& row : rows) {
      ids.push_back(row[0].as<std::int64_t>());
      messages.push_back({row[1].as<std::string>(), row[2].as<std::string>(), row[4].as<std::string>(),
                          row[3].as<std::string>()});
    }
  }
  if (messages.empty()) return false;
  auto delivered = producer_.send_in_order(messages, std::chrono::seconds(10));
  if (delivered > 0) {
    std::string id_list = "{";
    for (std::size_t i = 0; i < delivered; ++i) {
      if (i > 0) id_list += ',';
      id_list += std::to_string(ids[i]);
    }
    id_list += "}";
    pqxx::nontransaction tx(connection);
    tx.exec_params("DELETE FROM outbox WHERE id = ANY($1::bigint[])", id_list);
  }
  if (delivered < messages.size()) {
    pause(std::chrono::seconds(1));  // Kafka unavailable: the rest stays in the outbox and is retried
    return false;
  }
  return messages.size() == static_cast<std::size_t>(kBatchSize);
}

// ---- consumer ----------------------------------------------------------------------------------------------------

Consumer::Consumer(const std::string& brokers, std::string group, std::vector<std::string> topics, db::Pool& pool,
                   std::map<std::string, EventHandler> handlers)
    : group_(std::move(group)), topics_(std::move(topics)), pool_(pool), handlers_(std::move(handlers)) {
  std::unique_ptr<RdKafka::Conf> conf(RdKafka::Conf::create(RdKafka::Conf::CONF_GLOBAL));
  set_or_throw(*conf, "bootstrap.servers", brokers);
  set_or_throw(*conf, "group.id", group_);
  set_or_throw(*conf, "enable.auto.commit", "false");
  set_or_throw(*conf, "auto.offset.reset", "earliest");
  set_or_throw(*conf, "topic.metadata.refresh.interval.ms", "10000");
  std::string error;
  consumer_.reset(RdKafka::KafkaConsumer::create(conf.get(), error));
  if (!consumer_) throw std::runtime_error("kafka consumer: " + error);
}

Consumer::~Consumer() { stop(); }

void Consumer::start() {
  auto err = consumer_->subscribe(topics_);
  if (err != RdKafka::ERR_NO_ERROR) throw std::runtime_error("kafka subscribe: " + RdKafka::err2str(err));
  thread_ = std::thread([this] { run(); });
}

void Consumer::stop() {
  if (stopping_.exchange(true)) return;
  if (thread_.joinable()) thread_.join();
  if (consumer_) consumer_->close();  // leaves the group cleanly so partitions move at once
}

std::vector<std::unique_ptr<RdKafka::Message>> Consumer::next_batch() {
  std::vector<std::unique_ptr<RdKafka::Message>> batch;
  // Up to half a second for the first message, then what arrives within kLinger of it.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(500);
  while (batch.size() < kMaxBatch && !stopping_) {
    const auto left = std::max<std::int64_t>(
        0, std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count());
    std::unique_ptr<RdKafka::Message> message(consumer_->consume(static_cast<int>(left)));
    if (!message || message->err() == RdKafka::ERR__TIMED_OUT) break;  // nothing more within the deadline
    if (message->err() == RdKafka::ERR__PARTITION_EOF) continue;
    if (message->err() != RdKafka::ERR_NO_ERROR) {
      if (message->err() != RdKafka::ERR_UNKNOWN_TOPIC_OR_PART) {
        log::warn("kafka consume error", {{"group", group_}, {"error", message->errstr()}});
      }
      break;
    }
    if (batch.empty()) deadline = std::chrono::steady_clock::now() + kLinger;
    batch.push_back(std::move(message));
  }
  return batch;
}

void Consumer::run() {
  bool all_applied = true;  // every message consumed so far, so the positions may be committed
  while (!stopping_ && all_applied) {
    auto batch = next_batch();
    if (batch.empty()) continue;
    std::vector<std::string> payloads;
    for (const auto& message : batch) {
      payloads.emplace_back(static_cast<const char*>(message->payload()), message->len());
    }
    try {
      apply(payloads);
    } catch (const std::exception& e) {
      log::warn("event batch failed, applying its events one by one", {{"group", group_}, {"error", e.what()}});
      for (std::size_t i = 0; all_applied && i < payloads.size(); ++i) {
        all_applied = apply_until_done(payloads[i]);
        if (all_applied) consumer_->commitAsync(batch[i].get());
      }
    }
    // The positions of every partition: past the last message consumed.
    if (all_applied) consumer_->commitAsync();
  }
  // Stopped in the middle of a batch: what was not applied stays uncommitted, redelivered to whoever takes the
  // partition next.
  if (all_applied) consumer_->commitSync();
}

bool Consumer::apply_until_done(const std::string& payload) {
  // Retry until the side effect is recorded; the offset is committed only afterwards.
  for (int attempt = 0; !stopping_; ++attempt) {
    try {
      apply({payload});
      return true;
    } catch (const std::exception& e) {
      log::error("event handling failed, will retry", {{"group", group_}, {"attempt", attempt}, {"error", e.what()}});
      std::this_thread::sleep_for(std::chrono::milliseconds(std::min(5000, 200 * (1 << std::min(attempt, 5)))));
    }
  }
  return false;
}

void Consumer::apply(const std::vector<std::string>& payloads) {
  std::vector<std::pair<Envelope, const EventHandler*>> events;
  for (const auto& payload : payloads) {
    auto envelope = parse_envelope(payload);
    if (!envelope) {
      log::error("malformed event skipped", {{"group", group_}, {"payload", payload.substr(0, 200)}});
      continue;
    }
    auto handler = handlers_.find(envelope->type);
    if (handler != handlers_.end()) events.emplace_back(std::move(*envelope), &handler->second);
  }
  if (events.empty()) return;

  std::vector<const Envelope*> applied;
  pool_.with_transaction([&](pqxx::work& tx) {
    // One statement records the batch; the ids it returns are the events not applied before (not redeliveries).
    std::vector<std::string> ids;
    for (const auto& event : events) ids.push_back(event.first.id);
    std::unordered_set<std::string> fresh;
    for (const auto& row : tx.exec_params("INSERT INTO processed_events (consumer, event_id) "
                                          "SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING RETURNING event_id",
                                          group_, db::text_array_literal(ids))) {
      fresh.insert(row[0].as<std::string>());
    }
    for (const auto& [envelope, handler] : events) {
      if (fresh.erase(envelope.id) == 0) continue;  // applied before, or twice in this batch
      (*handler)(tx, envelope);
      applied.push_back(&envelope);
    }
  });
  for (const auto* envelope : applied) {
    log::info("event applied", {{"group", group_}, {"type", envelope->type}, {"eventId", envelope->id}});
  }
}

}  // namespace cw::events
