#include <cw/log.hpp>
#include <cw/service.hpp>

#include <sodium.h>

#include <algorithm>
#include <csignal>
#include <iostream>
#include <pthread.h>
#include <thread>

namespace cw {

namespace {
void block_shutdown_signals() {
  // Blocked before any thread starts, so every thread inherits the mask and only the waiter below sees them.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  std::signal(SIGPIPE, SIG_IGN);
}
}  // namespace

Service::Service(CommonConfig config, const std::vector<db::Migration>& migrations,
                 std::vector<db::NamedQuery> queries, std::size_t max_body_bytes)
    : config_(std::move(config)) {
  block_shutdown_signals();
  const auto& name = config_.service_name;
  log::init(name, config_.log_level);
  if (sodium_init() < 0) throw std::runtime_error("libsodium failed to initialise");

  auto all_migrations = events::migrations();  // the outbox and processed_events first
  all_migrations.push_back(db::iso_utc_migration());
  all_migrations.insert(all_migrations.end(), migrations.begin(), migrations.end());
  db::migrate(config_.database_url, name, all_migrations);
  db_ = std::make_unique<db::Pool>(config_.database_url, name, config_.pg_pool_size, std::move(queries));
  redis_ = std::make_unique<redis::Pool>(config_.redis_url, config_.redis_pool_size);
  sessions_ = std::make_unique<SessionStore>(*redis_);
  producer_ = std::make_unique<events::Producer>(config_.kafka_brokers, name);
  relay_ = std::make_unique<events::OutboxRelay>(config_.database_url, name, *producer_);
  // A commit that added outbox rows wakes this process's relay; when another instance's relay leads, that one hears
  // of it through Redis.
  relay_wakeups_ = std::make_unique<Broadcast>(*redis_, "outbox:" + name, [this] { relay_->wake(); });

  http_ = std::make_unique<http::Server>(http::ServerOptions{config_.http_host, config_.http_port, config_.http_threads,
                                                               config_.http_worker_threads, max_body_bytes,
                                                               config_.http_unix_socket, config_.gateway_secret,
                                                               config_.http_worker_queue,
                                                               std::chrono::milliseconds(config_.http_worker_wait_ms),
                                                               std::chrono::milliseconds(config_.http_event_loop_lag_ms)});
  dependencies_ = {{"postgres", [this] { return db_->ping(); }},
                   {"redis", [this] { return redis_->ping(); }},
                   {"kafka", [this] { return producer_->reachable(); }}};
  // Without Kafka the service still serves: its events wait in the outbox, and its projections are only behind.
  for (const auto& [dependency, check] : dependencies_) {
    http_->add_readiness_check(dependency, check,
                               dependency == "kafka" ? http::Server::Readiness::reported
                                                     : http::Server::Readiness::required);
  }
  metrics_ = metrics::registry().add_collector([this] { return collect(); });
}

std::vector<metrics::CollectedFamily> Service::collect() const {
  using metrics::CollectedFamily;
  using metrics::Type;
  CollectedFamily up{"cw_dependency_up", "1 when the service reaches the dependency (as /readyz checks it), else 0",
                     Type::gauge, {}};
  for (const auto& [dependency, check] : dependencies_) {
    up.samples.push_back({{{"dependency", dependency}}, check() ? 1.0 : 0.0});
  }
  const auto db = db_->usage();
  const auto redis = redis_->usage();
  std::vector<CollectedFamily> families{
      std::move(up),
      {"cw_db_pool_size", "PostgreSQL connections the pool keeps", Type::gauge, {{{}, double(db.size)}}},
      {"cw_db_pool_in_use", "PostgreSQL connections leased now", Type::gauge, {{{}, double(db.in_use)}}},
      {"cw_db_pool_waiting", "Threads waiting for a PostgreSQL connection", Type::gauge, {{{}, double(db.waiting)}}},
      {"cw_redis_pool_size", "Redis connections the pool keeps", Type::gauge, {{{}, double(redis.size)}}},
      {"cw_redis_pool_in_use", "Redis connections in use now", Type::gauge, {{{}, double(redis.in_use)}}},
      {"cw_redis_pool_waiting", "Threads waiting for a Redis connection", Type::gauge, {{{}, double(redis.waiting)}}},
      {"cw_outbox_relay_leading", "1 when this instance's outbox relay holds the lock and publishes, else 0",
       Type::gauge, {{{}, relay_->leading() ? 1.0 : 0.0}}},
  };
  // Without PostgreSQL the backlog is unknown: its families are left out, and cw_dependency_up says why.
  try {
    const auto backlog = db_->read([](pqxx::nontransaction& tx) { return events::outbox_backlog(tx); });
    families.push_back({"cw_outbox_backlog", "Events in the outbox not yet confirmed by Kafka (counted up to 1e6)",
                        Type::gauge, {{{}, double(backlog.rows)}}});
    families.push_back({"cw_outbox_oldest_age_seconds", "How long the oldest event in the outbox has waited (0 when "
                        "none waits)", Type::gauge, {{{}, backlog.oldest_age_seconds}}});
  } catch (const std::exception& e) {
    log::warn("metrics: outbox backlog unknown", {{"error", e.what()}});
  }
  return families;
}

Service::~Service() { events::set_outbox_waker({}); }

void Service::consume(const std::vector<events::Subscription>& subscriptions) {
  consumers_.push_back(
      std::make_unique<events::Consumer>(config_.kafka_brokers, config_.service_name, subscriptions, *db_));
  // Ready once its consumer group has given it its partitions: before that, an event another service publishes
  // waits for the group to form (seconds after a start), and a projection this service answers from lags behind.
  if (consumers_.size() == 1) {
    http_->add_readiness_check("kafka-consumer", [this] {
      return std::all_of(consumers_.begin(), consumers_.end(), [](const auto& consumer) { return consumer->joined(); });
    });
  }
}

void Service::on_stop(std::function<void()> fn) { stop_actions_.push_back(std::move(fn)); }

int Service::run() {
  relay_->start();
  events::set_outbox_waker([this] {
    if (relay_->leading()) {
      relay_->wake();
    } else {
      relay_wakeups_->tell_others();
    }
  });
  for (auto& consumer : consumers_) consumer->start();

  std::thread signal_waiter([this] {
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGTERM);
    sigaddset(&signals, SIGINT);
    int received = 0;
    sigwait(&signals, &received);
    log::info("shutting down", {{"signal", received}});
    http_->stop();
  });

  bool served = http_->listen();
  if (!served) {
    log::error("cannot listen",
               {{"host", config_.http_host}, {"port", config_.http_port}, {"unixSocket", config_.http_unix_socket}});
    pthread_kill(signal_waiter.native_handle(), SIGTERM);
  }
  signal_waiter.join();

  // Requests have finished. Stop taking events, then let the relay finish its batch and flush the producer.
  for (auto it = stop_actions_.rbegin(); it != stop_actions_.rend(); ++it) (*it)();
  for (auto& consumer : consumers_) consumer->stop();
  metrics_.reset();
  events::set_outbox_waker({});
  relay_wakeups_->stop();
  relay_->stop();
  producer_->flush(std::chrono::seconds(10));
  log::info("stopped");
  log::flush();
  return served ? 0 : 1;
}

int run_main(const std::string& name, const std::function<int()>& body) {
  try {
    return body();
  } catch (const ConfigError& e) {
    std::cerr << R"({"level":"error","service":")" << name << R"(","msg":"configuration error","error":")" << e.what()
              << "\"}" << std::endl;
    return 2;
  } catch (const std::exception& e) {
    log::error("start-up failed", {{"error", e.what()}});
    log::flush();
    return 1;
  }
}

}  // namespace cw
