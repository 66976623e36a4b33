// The consumer's life: its librdkafka configuration, its thread, and the loop that takes batches and commits their
// positions once applied (consumer_apply.cpp).
#include "consumer_callbacks.hpp"
#include "kafka_config.hpp"

#include <cw/events/consumer.hpp>
#include <cw/background.hpp>
#include <cw/log.hpp>
#include <cw/periodic.hpp>

#include <algorithm>
#include <unistd.h>

namespace cw::events {

using detail::set_or_throw;

namespace {

// How often librdkafka reports statistics, the consumer lag among them.
constexpr const char* kStatisticsIntervalMs = "5000";
// forget_processed_events: soon after the start (a service restarted now and then still forgets), then hourly.
constexpr std::chrono::milliseconds kRetentionFirstRun{5'000};
constexpr std::chrono::milliseconds kRetentionEvery{3'600'000};

}  // namespace

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
  thread_ = std::thread([this] {
    run_as_background_work();
    run();
  });
  retention_ = std::make_unique<Periodic>("processed events retention", kRetentionFirstRun, kRetentionEvery,
                                          [this] { forget_processed_events(pool_, group_, kProcessedEventsKeptDays); });
}

void Consumer::stop() {
  if (stopping_.exchange(true)) return;
  lag_metrics_.reset();
  retention_.reset();
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

}  // namespace cw::events
