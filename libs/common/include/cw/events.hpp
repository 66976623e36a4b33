#pragma once
// Domain events: written to the service's outbox table in the same transaction as the change, published to Kafka by
// one relay per service, consumed idempotently (the event id is recorded with the side effect, then the offset is
// committed).
#include <cw/db.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace RdKafka {
class Producer;
class KafkaConsumer;
class Message;
}  // namespace RdKafka

namespace cw::events {

using Json = nlohmann::json;

struct Envelope {
  std::string id;           // uuid, unique per event: the consumers' idempotency key
  std::string type;         // "user.registered"
  std::string occurred_at;  // ISO-8601 UTC
  std::string request_id;   // the request that caused it
  Json data;
};

Json to_json(const Envelope& envelope);
std::optional<Envelope> parse_envelope(const std::string& text);
std::string new_uuid();
std::string utc_now_iso();

// Topic of a producing service's events: "<service>.events".
std::string topic_of(const std::string& service);

// Adds the event to the outbox inside the caller's transaction; it goes to Kafka after commit.
void publish(pqxx::work& tx, const std::string& topic, const std::string& key, const std::string& type, Json data);

// A new event's envelope as the outbox stores it (a new id, the time, the current request id); for a store that
// inserts outbox rows in the statement that makes the change (it then calls wake_outbox_relays).
Json new_envelope(const std::string& type, Json data);

// Wakes the service's outbox relay to publish rows just committed, instead of at its next sweep (within
// OutboxRelay::kSweep): the relay of this process, or through Redis that of the instance that leads. publish and
// publish_all ask for it at commit themselves; a store that writes outbox rows in a statement of its own, outside
// with_transaction, calls it once the statement returned. Not a NOTIFY: PostgreSQL serialises the commits of all
// transactions that notify.
void wake_outbox_relays();
// Set once at start-up (cw::Service): how wake_outbox_relays reaches the relays. Until then it does nothing.
void set_outbox_waker(std::function<void()> waker);

// One event of publish_all.
struct NewEvent {
  std::string key;
  std::string type;
  Json data;
};
// Adds the events to the outbox in order, with one statement (a batch of changes in one transaction).
void publish_all(pqxx::work& tx, const std::string& topic, const std::vector<NewEvent>& events);

class Producer {
 public:
  Producer(const std::string& brokers, const std::string& client_id);
  ~Producer();

  struct Message {
    std::string topic;
    std::string key;
    std::string value;
    std::string type;
  };
  // Sends the messages in order and waits for their delivery reports; the result is how many of the first messages
  // were delivered (a failure stops the count, so callers keep order by retrying from there).
  std::size_t send_in_order(const std::vector<Message>& messages, std::chrono::milliseconds timeout);
  // True when the cluster answered a metadata request recently (cached for a second).
  bool reachable();
  void flush(std::chrono::milliseconds timeout);

 private:
  std::unique_ptr<RdKafka::Producer> producer_;
  std::mutex reachable_mutex_;
  std::chrono::steady_clock::time_point reachable_checked_{};
  bool reachable_ = false;
};

// Publishes the service's outbox rows in id order. Several instances may run it; an advisory lock lets one work.
class OutboxRelay {
 public:
  // How long rows can wait when no wake-up came (one was lost, or rows were written without one).
  static constexpr std::chrono::milliseconds kSweep{500};
  // How long a wake-up waits for the rows of other commits before the relay looks: at hundreds of commits a second
  // a batch then carries several events, and Kafka and every consumer get one request for them instead of one each.
  static constexpr std::chrono::milliseconds kLinger{10};

  OutboxRelay(std::string database_url, std::string schema, Producer& producer);
  ~OutboxRelay();
  void start();
  void stop();
  // Rows were committed: look now. Cheap, never blocks; many wake-ups before the relay looks count as one.
  void wake();
  // True while this process holds the lock that lets its relay work.
  bool leading() const { return leading_; }

 private:
  void run();
  bool relay_batch(pqxx::connection& connection);
  void pause(std::chrono::milliseconds duration);
  // Until wake() or stop(), at most the given time.
  void wait_for_wake(std::chrono::milliseconds at_most);

  std::string database_url_;
  std::string schema_;
  Producer& producer_;
  std::atomic<bool> stopping_{false};
  std::atomic<bool> leading_{false};
  std::mutex wake_mutex_;
  std::condition_variable woken_;
  bool wake_pending_ = false;
  std::thread thread_;
};

// Applies other services' events to this service's projections. Exactly one application per event id. Events that
// arrive within kLinger of the first (up to kMaxBatch) are applied in one transaction: one commit and one WAL flush
// for a burst, rather than one per event. Should that transaction fail, each event is applied in one of its own.
using EventHandler = std::function<void(pqxx::work& tx, const Envelope& event)>;

// An EventHandler runs inside Pool::with_transaction: cw::db::after_commit gives it actions for after the commit of
// its event (a live push, say, that must not go out for a transaction that rolls back: the event then comes again).

class Consumer {
 public:
  Consumer(const std::string& brokers, std::string group, std::vector<std::string> topics, db::Pool& pool,
           std::map<std::string, EventHandler> handlers);
  ~Consumer();
  void start();
  void stop();

 private:
  static constexpr std::size_t kMaxBatch = 100;
  // How long a batch waits for more after its first message: a notification goes out at most this much later, and
  // at a few hundred events a second each commit covers several.
  static constexpr std::chrono::milliseconds kLinger{5};
  void run();
  // The messages waiting, up to kMaxBatch, after waiting up to half a second for the first.
  std::vector<std::unique_ptr<RdKafka::Message>> next_batch();
  // Applies the events in one transaction (each at most once); their after-commit actions run after it.
  void apply(const std::vector<std::string>& payloads);
  // apply() of one event until it succeeds or the consumer stops; false if it stopped first.
  bool apply_until_done(const std::string& payload);

  std::string group_;
  std::vector<std::string> topics_;
  db::Pool& pool_;
  std::map<std::string, EventHandler> handlers_;
  std::unique_ptr<RdKafka::KafkaConsumer> consumer_;
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace cw::events
