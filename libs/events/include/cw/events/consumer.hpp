#pragma once
// The idempotent consumer: each service consumes in its own group, applies an event and records its id in
// `processed_events` in one transaction, and commits the offset only afterwards, so a redelivery is skipped.
#include <cw/db.hpp>
#include <cw/events/contracts.hpp>
#include <cw/events/envelope.hpp>
#include <cw/metrics.hpp>

#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace cw {
class Periodic;
}  // namespace cw

namespace RdKafka {
class KafkaConsumer;
class Message;
}  // namespace RdKafka

namespace cw::events {

// Applies other services' events to this service's projections. Exactly one application per event id. Events that
// arrive within kLinger of the first (up to kMaxBatch) are applied in one transaction: one commit and one WAL flush
// for a burst, rather than one per event. Should that transaction fail, each event is applied in one of its own.
//
// A handler runs inside Pool::with_transaction: cw::db::after_commit gives it actions for after the commit of its
// event (a live push, say, that must not go out for a transaction that rolls back: the event then comes again). It
// runs under the envelope's request id (cw/request_context.hpp): its log lines, and the events it publishes, carry
// the id of the request that caused the event.
//
// An event that cannot be applied as it is, whatever the retries, is logged with its id and skipped, never retried
// forever (which would stop its partition for good): a payload that is not an envelope, data that does not fit its
// event's type (BadPayload), or a value PostgreSQL refuses as data (a number out of range, text that is not a date).
// Any other failure (the database away, a conflict) is retried.
using EventHandler = std::function<void(pqxx::work& tx, const Envelope& event)>;
// All the events of one type in a batch at once (each new to the consumer), after the batch's other events, in the
// order they came: for effects that add up, such as counters, which then cost one statement a batch, not one an event.
using BatchHandler = std::function<void(pqxx::work& tx, const std::vector<const Envelope*>& events)>;

// One event type a consumer applies, and the topic it comes on: one event at a time (handler) or a batch's worth at
// once (batch_handler).
struct Subscription {
  std::string topic;
  std::string type;
  EventHandler handler;
  BatchHandler batch_handler;
};

// The subscription to one of the contracts' events: the handler gets the payload read into its type.
template <class Event>
Subscription on(std::function<void(pqxx::work& tx, const Event& event)> handler) {
  return {Event::kTopic, Event::kType, [handler = std::move(handler)](pqxx::work& tx, const Envelope& envelope) {
            handler(tx, envelope.data.get<Event>());
          },
          {}};
}

// The subscription to one of the contracts' events, applied a batch at a time: the handler gets every new event of
// the type in the batch, read into its type. A batch that fails is applied again one event at a time, so one event
// that cannot be applied is still skipped alone.
template <class Event>
Subscription on_batch(std::function<void(pqxx::work& tx, const std::vector<Event>& events)> handler) {
  return {Event::kTopic, Event::kType, {},
          [handler = std::move(handler)](pqxx::work& tx, const std::vector<const Envelope*>& envelopes) {
            std::vector<Event> events;
            events.reserve(envelopes.size());
            for (const auto* envelope : envelopes) events.push_back(envelope->data.get<Event>());
            handler(tx, events);
          }};
}

// How long a consumer remembers the id of an event it applied: a redelivery comes from what Kafka still holds (7 days
// by default) or from a consumer group moved back, never from a month ago.
inline constexpr int kProcessedEventsKeptDays = 30;
// Forgets consumer group `consumer`'s ids of events applied more than `older_than_days` ago, in batches of their own
// transactions; returns how many.
std::size_t forget_processed_events(db::Pool& pool, const std::string& consumer, int older_than_days);

class ConsumerStatistics;
class GroupMembership;

// /metrics: each partition's consumer lag (from librdkafka's statistics, every few seconds), events applied by type
// and events skipped.
class Consumer {
 public:
  // Subscribes to the topics of the subscriptions' events.
  Consumer(const std::string& brokers, std::string group, const std::vector<Subscription>& subscriptions,
           db::Pool& pool);
  ~Consumer();
  void start();
  void stop();
  // True once the group has given this member its partitions (possibly none, when the group has more members than
  // the topics have partitions): from then on events are applied as they come. /readyz waits for it, so a service
  // that says it is ready does not leave a new event waiting seconds for the group to form. It stays true through a
  // later rebalance or a Kafka outage, which do not take a serving instance out of service.
  bool joined() const;

 private:
  static constexpr std::size_t kMaxBatch = 100;
  // How long a batch waits for more after its first message: a notification goes out at most this much later, and
  // at a hundred events a second each commit covers several (at 100 stage payments a second, analytics' transactions
  // fell from 0.75 to 0.41 per payment with 20 ms instead of 5: docs/benchmarks/2026-11-28-cost.md).
  static constexpr std::chrono::milliseconds kLinger{20};
  void run();
  // The messages waiting, up to kMaxBatch, after waiting up to half a second for the first.
  std::vector<std::unique_ptr<RdKafka::Message>> next_batch();
  // Applies the events in one transaction (each at most once); their after-commit actions run after it.
  void apply(const std::vector<std::optional<Envelope>>& events);
  // apply() of one event until it succeeds, is skipped, or the consumer stops; false if it stopped first.
  bool apply_until_done(const Envelope& event);
  void note_skipped(const std::string& what, const std::string& why);
  std::vector<metrics::CollectedFamily> collect_lag() const;

  std::string group_;
  std::vector<std::string> topics_;
  db::Pool& pool_;
  std::map<std::string, EventHandler> handlers_;
  std::map<std::string, BatchHandler> batch_handlers_;
  std::unique_ptr<ConsumerStatistics> statistics_;  // before consumer_: librdkafka calls it until the consumer goes
  std::unique_ptr<GroupMembership> membership_;     // likewise
  std::unique_ptr<RdKafka::KafkaConsumer> consumer_;
  std::atomic<bool> stopping_{false};
  std::atomic<std::size_t> skipped_{0};  // since the start; each skip logs the count
  std::thread thread_;
  // forget_processed_events every hour, the first time seconds after the start
  std::unique_ptr<Periodic> retention_;
  metrics::CollectorHandle lag_metrics_;  // last: it goes first, before what it reads
};

}  // namespace cw::events
