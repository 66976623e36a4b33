#pragma once
// The transactional outbox: a use case writes its events to its schema's `outbox` table in the same transaction as
// the change; one relay per service (an advisory lock picks the instance) publishes them to Kafka in id order and
// deletes what Kafka confirmed.
#include <cw/db.hpp>
#include <cw/events/contracts.hpp>
#include <cw/events/envelope.hpp>
#include <cw/events/producer.hpp>
#include <cw/migrations.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace cw::events {

// The tables every service has: the outbox, and the consumers' record of processed events. They come before the
// service's own migrations.
std::vector<db::Migration> migrations();

namespace detail {
void publish(pqxx::work& tx, const char* topic, const std::string& key, const char* type, Json data);
}  // namespace detail

// Adds the event (one of cw/events/contracts.hpp) to the outbox inside the caller's transaction; it goes to Kafka,
// on the event's topic with its key, after the commit.
template <class Event>
void publish(pqxx::work& tx, const Event& event) {
  detail::publish(tx, Event::kTopic, event.key(), Event::kType, Json(event));
}

// An event ready for the outbox: its envelope is made when the row is (under the request id current then), and
// written with others in one statement by publish_rows.
struct OutboxRow {
  const char* topic;
  std::string key;
  Json envelope;
};
template <class Event>
OutboxRow outbox_row(const Event& event) {
  return {Event::kTopic, event.key(), new_envelope(event)};
}
// Adds the rows to the outbox in one statement inside the caller's transaction (a batch of messages, each with the
// request id that sent it); they go to Kafka after the commit. The relay is not woken: it finds them at its next sweep
// (within OutboxRelay::kSweep), in batches that stay large at thousands of rows a second; a caller whose events are
// waited for calls wake_outbox_relays after the commit.
void publish_rows(pqxx::work& tx, const std::vector<OutboxRow>& rows);

// Wakes the service's outbox relay to publish rows just committed, instead of at its next sweep (within
// OutboxRelay::kSweep): the relay of this process, or through Redis that of the instance that leads. publish asks
// for it at commit itself (publish_rows does not). Not a NOTIFY: PostgreSQL serialises the commits of all
// transactions that notify.
void wake_outbox_relays();
// Set once at start-up (cw::Service): how wake_outbox_relays reaches the relays. Until then it does nothing.
void set_outbox_waker(std::function<void()> waker);

// What waits in the outbox (for /metrics): rows not yet confirmed by Kafka, and how long the oldest has waited (0
// when none). The count stops at kBacklogCountLimit so that a scrape stays cheap however long Kafka was away.
struct OutboxBacklog {
  std::int64_t rows = 0;
  double oldest_age_seconds = 0;
};
inline constexpr std::int64_t kBacklogCountLimit = 1'000'000;
OutboxBacklog outbox_backlog(pqxx::transaction_base& tx);

// Publishes the service's outbox rows in id order. Several instances may run it; an advisory lock lets one work.
// Each event it publishes is logged under the request id in its envelope.
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

}  // namespace cw::events
