#include "kafka_config.hpp"

#include <cw/events/consumer.hpp>
#include <cw/events/kafka_stats.hpp>
#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <algorithm>
#include <mutex>
#include <unistd.h>
#include <unordered_set>

namespace cw::events {

using detail::set_or_throw;

namespace {

// Records the events of a batch as processed by the consumer group $1 ($2 their ids); returns those not recorded
// before.
constexpr const char* kRecordEvents = R"sql(
  INSERT INTO processed_events (consumer, event_id)
  SELECT $1, unnest($2::uuid[])
  ON CONFLICT DO NOTHING
  RETURNING event_id
)sql";

// A failure that retries cannot mend: the event's data itself does not fit.
bool cannot_be_applied(const std::exception& e) {
  return dynamic_cast<const BadPayload*>(&e) != nullptr ||
         dynamic_cast<const nlohmann::json::exception*>(&e) != nullptr ||
         dynamic_cast<const pqxx::data_exception*>(&e) != nullptr;
}

// How often librdkafka reports statistics, the consumer lag among them.
constexpr const char* kStatisticsIntervalMs = "5000";

metrics::Family<metrics::Counter>& applied_events() {
  static auto& family = metrics::registry().counter(
      "cw_events_applied_total", "Events this service's consumer applied (redeliveries not counted)",
      {"group", "type"});
  return family;
}

metrics::Family<metrics::Counter>& skipped_events() {
  static auto& family = metrics::registry().counter(
      "cw_events_skipped_total", "Events that could not be applied as they are and were skipped", {"group"});
  return family;
}

}  // namespace

// librdkafka's events: the statistics (kept for /metrics), and its errors and warnings as our log lines (setting an
// event callback takes them away from stderr).
class ConsumerStatistics : public RdKafka::EventCb {
 public:
  explicit ConsumerStatistics(std::string group) : group_(std::move(group)) {}

  void event_cb(RdKafka::Event& event) override {
    switch (event.type()) {
      case RdKafka::Event::EVENT_STATS: {
        auto lags = consumer_lags(event.str());
        std::lock_guard lock(mutex_);
        lags_ = std::move(lags);
        break;
      }
      case RdKafka::Event::EVENT_ERROR:
        if (event.err() != RdKafka::ERR_UNKNOWN_TOPIC_OR_PART) {
          log::warn("kafka consumer error", {{"group", group_}, {"error", RdKafka::err2str(event.err())},
                                             {"detail", event.str()}});
        }
        break;
      case RdKafka::Event::EVENT_LOG:
        if (event.severity() <= RdKafka::Event::EVENT_SEVERITY_WARNING) {
          log::warn("kafka consumer", {{"group", group_}, {"facility", event.fac()}, {"detail", event.str()}});
        }
        break;
      default:
        break;
    }
  }

  std::vector<PartitionLag> lags() const {
    std::lock_guard lock(mutex_);
    return lags_;
  }

 private:
  std::string group_;
  mutable std::mutex mutex_;
  std::vector<PartitionLag> lags_;
};

// Takes the partitions the group gives this member (and gives them back), and remembers that it has been given its
// share. With a callback of its own the application must assign: librdkafka then does not.
class GroupMembership : public RdKafka::RebalanceCb {
 public:
  explicit GroupMembership(std::string group) : group_(std::move(group)) {}

  void rebalance_cb(RdKafka::KafkaConsumer* consumer, RdKafka::ErrorCode err,
                    std::vector<RdKafka::TopicPartition*>& partitions) override {
    const bool cooperative = consumer->rebalance_protocol() == "COOPERATIVE";
    if (err == RdKafka::ERR__ASSIGN_PARTITIONS) {
      if (cooperative) {
        delete consumer->incremental_assign(partitions);
      } else {
        consumer->assign(partitions);
      }
      joined_ = true;
      log::info("kafka partitions assigned", {{"group", group_}, {"partitions", partitions.size()}});
      return;
    }
    if (err != RdKafka::ERR__REVOKE_PARTITIONS) {
      log::warn("kafka rebalance failed", {{"group", group_}, {"error", RdKafka::err2str(err)}});
    }
    if (cooperative) {
      delete consumer->incremental_unassign(partitions);
    } else {
      consumer->unassign();
    }
  }

  bool joined() const { return joined_; }

 private:
  std::string group_;
  std::atomic<bool> joined_{false};
};

Consumer::Consumer(const std::string& brokers, std::string group, const std::vector<Subscription>& subscriptions,
                   db::Pool& pool)
    : group_(std::move(group)),
      pool_(pool),
      statistics_(std::make_unique<ConsumerStatistics>(group_)),
      membership_(std::make_unique<GroupMembership>(group_)) {
  for (const auto& subscription : subscriptions) {
    if (handlers_.contains(subscription.type) || batch_handlers_.contains(subscription.type)) {
      throw std::logic_error("two handlers for " + subscription.type + " in consumer group " + group_);
    }
    if (subscription.batch_handler) {
      batch_handlers_.emplace(subscription.type, subscription.batch_handler);
    } else {
      handlers_.emplace(subscription.type, subscription.handler);
    }
    if (std::find(topics_.begin(), topics_.end(), subscription.topic) == topics_.end()) {
      topics_.push_back(subscription.topic);
    }
  }
  std::unique_ptr<RdKafka::Conf> conf(RdKafka::Conf::create(RdKafka::Conf::CONF_GLOBAL));
  set_or_throw(*conf, "bootstrap.servers", brokers);
  set_or_throw(*conf, "group.id", group_);
  // Tells the group's members apart (kafka-consumer-groups.sh --describe --members): one per process, and each
  // instance of a service is a process of its own.
  set_or_throw(*conf, "client.id", group_ + "-" + std::to_string(::getpid()));
  set_or_throw(*conf, "enable.auto.commit", "false");
  set_or_throw(*conf, "auto.offset.reset", "earliest");
  set_or_throw(*conf, "topic.metadata.refresh.interval.ms", "10000");
  // A member that dies without leaving (SIGKILL, a crash) holds its partitions until the broker gives up on it: 45 s
  // by default, during which nothing of theirs is consumed, not even by the same service restarted a second later
  // (tests/chaos measured it). 10 s, heartbeats every 3 s: the broker's floor is 6 s, and a heartbeat comes from
  // librdkafka's own thread, so a slow handler does not count.
  set_or_throw(*conf, "session.timeout.ms", "10000");
  set_or_throw(*conf, "heartbeat.interval.ms", "3000");
  set_or_throw(*conf, "statistics.interval.ms", kStatisticsIntervalMs);
  std::string error;
  if (conf->set("event_cb", static_cast<RdKafka::EventCb*>(statistics_.get()), error) != RdKafka::Conf::CONF_OK) {
    throw std::runtime_error("kafka config event_cb: " + error);
  }
  if (conf->set("rebalance_cb", static_cast<RdKafka::RebalanceCb*>(membership_.get()), error) !=
      RdKafka::Conf::CONF_OK) {
    throw std::runtime_error("kafka config rebalance_cb: " + error);
  }
  consumer_.reset(RdKafka::KafkaConsumer::create(conf.get(), error));
  if (!consumer_) throw std::runtime_error("kafka consumer: " + error);
  lag_metrics_ = metrics::registry().add_collector([this] { return collect_lag(); });
}

std::vector<metrics::CollectedFamily> Consumer::collect_lag() const {
  metrics::CollectedFamily family{"cw_kafka_consumer_lag",
                                  "Messages of a partition this consumer group has not consumed yet, as librdkafka "
                                  "last reported (every 5 s)",
                                  metrics::Type::gauge,
                                  {}};
  for (const auto& lag : statistics_->lags()) {
    family.samples.push_back({{{"group", group_}, {"topic", lag.topic}, {"partition", std::to_string(lag.partition)}},
                              static_cast<double>(lag.lag)});
  }
  return {family};
}

Consumer::~Consumer() { stop(); }

bool Consumer::joined() const { return membership_->joined(); }

void Consumer::start() {
  auto err = consumer_->subscribe(topics_);
  if (err != RdKafka::ERR_NO_ERROR) throw std::runtime_error("kafka subscribe: " + RdKafka::err2str(err));
  thread_ = std::thread([this] { run(); });
}

void Consumer::stop() {
  if (stopping_.exchange(true)) return;
  lag_metrics_.reset();
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
    // Each message's envelope, nullopt for one that is not an envelope (logged, counted and passed over).
    std::vector<std::optional<Envelope>> events;
    for (const auto& message : batch) {
      std::string payload(static_cast<const char*>(message->payload()), message->len());
      events.push_back(parse_envelope(payload));
      if (!events.back()) note_skipped(payload.substr(0, 200), "not an event envelope");
    }
    try {
      apply(events);
    } catch (const std::exception& e) {
      log::warn("event batch failed, applying its events one by one", {{"group", group_}, {"error", e.what()}});
      for (std::size_t i = 0; all_applied && i < events.size(); ++i) {
        all_applied = !events[i] || apply_until_done(*events[i]);
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

void Consumer::note_skipped(const std::string& what, const std::string& why) {
  const auto count = ++skipped_;
  skipped_events().with({group_}).inc();
  log::error("event skipped: it cannot be applied as it is", {{"group", group_}, {"event", what}, {"error", why},
                                                              {"skipped", count}});
}

bool Consumer::apply_until_done(const Envelope& event) {
  // Retry until the side effect is recorded; the offset is committed only afterwards.
  for (int attempt = 0; !stopping_; ++attempt) {
    try {
      apply({event});
      return true;
    } catch (const std::exception& e) {
      const ScopedRequestId scope(event.request_id);
      if (cannot_be_applied(e)) {
        note_skipped(event.type + " " + event.id, e.what());
        return true;
      }
      log::error("event handling failed, will retry", {{"group", group_}, {"attempt", attempt}, {"error", e.what()}});
      std::this_thread::sleep_for(std::chrono::milliseconds(std::min(5000, 200 * (1 << std::min(attempt, 5)))));
    }
  }
  return false;
}

void Consumer::apply(const std::vector<std::optional<Envelope>>& envelopes) {
  std::vector<const Envelope*> events;
  for (const auto& envelope : envelopes) {
    if (envelope && (handlers_.contains(envelope->type) || batch_handlers_.contains(envelope->type))) {
      events.push_back(&*envelope);
    }
  }
  if (events.empty()) return;

  std::vector<const Envelope*> applied;
  pool_.with_transaction([&](pqxx::work& tx) {
    applied.clear();  // a retry of the transaction starts over
    // One statement records the batch; the ids it returns are the events not applied before (not redeliveries).
    std::vector<std::string> ids;
    for (const auto* event : events) ids.push_back(event->id);
    std::unordered_set<std::string> fresh;
    for (const auto& row : tx.exec_params(kRecordEvents, group_, db::text_array_literal(ids))) {
      fresh.insert(row["event_id"].as<std::string>());
    }
    std::map<std::string, std::vector<const Envelope*>> batched;
    for (const auto* envelope : events) {
      if (fresh.erase(envelope->id) == 0) continue;  // applied before, or twice in this batch
      applied.push_back(envelope);
      const auto handler = handlers_.find(envelope->type);
      if (handler == handlers_.end()) {
        batched[envelope->type].push_back(envelope);
        continue;
      }
      const ScopedRequestId scope(envelope->request_id);
      handler->second(tx, *envelope);
    }
    for (const auto& [type, of_type] : batched) {
      // Under the request id of the first: one statement serves them all.
      const ScopedRequestId scope(of_type.front()->request_id);
      batch_handlers_.at(type)(tx, of_type);
    }
  });
  for (const auto* envelope : applied) {
    const ScopedRequestId scope(envelope->request_id);
    log::info("event applied", {{"group", group_}, {"type", envelope->type}, {"eventId", envelope->id}});
    applied_events().with({group_, envelope->type}).inc();
  }
}

}  // namespace cw::events
