#pragma once
// The start-up checklist every service shares: config, logger, migrations, PostgreSQL and Redis pools, sessions,
// Kafka producer with the outbox relay, consumers, HTTP server with health checks and /metrics, graceful shutdown on
// SIGTERM.
#include <cw/broadcast.hpp>
#include <cw/config.hpp>
#include <cw/db.hpp>
#include <cw/events.hpp>
#include <cw/http.hpp>
#include <cw/metrics.hpp>
#include <cw/migrations.hpp>
#include <cw/redis.hpp>
#include <cw/session.hpp>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace cw {

class Service {
 public:
  // config: the shared settings, read once at start (load_common_config), usually inside the service's own config.
  // max_body_bytes: the largest request body the service accepts (nginx limits it too).
  Service(CommonConfig config, const std::vector<db::Migration>& migrations, std::vector<db::NamedQuery> queries,
          std::size_t max_body_bytes = 1u << 20);
  ~Service();

  const CommonConfig& config() const { return config_; }
  db::Pool& db() { return *db_; }
  redis::Pool& redis() { return *redis_; }
  SessionStore& sessions() { return *sessions_; }
  http::Server& http() { return *http_; }

  // Applies the subscribed events of other services to this service's projections, in consumer group "<service>".
  void consume(const std::vector<events::Subscription>& subscriptions);
  // Work to run when stopping, after the HTTP server has drained (in reverse order of registration).
  void on_stop(std::function<void()> fn);

  // Serves until SIGTERM or SIGINT, then shuts down in order. Returns the process exit code.
  int run();

 private:
  // What /metrics reads when scraped: the dependencies' reachability, the pools' usage, the outbox's backlog.
  std::vector<metrics::CollectedFamily> collect() const;

  CommonConfig config_;
  std::unique_ptr<db::Pool> db_;
  std::unique_ptr<redis::Pool> redis_;
  std::unique_ptr<SessionStore> sessions_;
  std::unique_ptr<events::Producer> producer_;
  std::unique_ptr<events::OutboxRelay> relay_;
  std::unique_ptr<Broadcast> relay_wakeups_;
  std::vector<std::unique_ptr<events::Consumer>> consumers_;
  std::vector<std::function<void()>> stop_actions_;
  std::unique_ptr<http::Server> http_;
  // name and check of each dependency: /readyz and /metrics ask the same
  std::vector<std::pair<std::string, std::function<bool()>>> dependencies_;
  metrics::CollectorHandle metrics_;  // last: it goes first, before what it reads
};

// Runs a service's main body, turning configuration errors and failed start-ups into a log line and exit code.
int run_main(const std::string& name, const std::function<int()>& body);

}  // namespace cw
