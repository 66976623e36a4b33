#pragma once
// Configuration from environment variables, parsed once at start into typed structs.
// A missing or malformed required value throws ConfigError, and main exits before serving anything.
#include <optional>
#include <stdexcept>
#include <string>

namespace cw {

struct ConfigError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

namespace env {
std::string required(const char* name);
std::string optional(const char* name, const std::string& fallback);
std::optional<std::string> maybe(const char* name);
int integer(const char* name, int fallback, int min, int max);
int required_integer(const char* name, int min, int max);
}  // namespace env

// What every service needs, whatever its domain.
struct CommonConfig {
  std::string service_name;
  std::string http_host;
  int http_port = 0;
  std::string http_unix_socket;  // empty: TCP only
  int http_threads = 0;
  int http_worker_threads = 0;
  int http_worker_queue = 0;     // requests that may wait for a worker; past it a request is refused (503)
  int http_worker_wait_ms = 0;   // a request that waited longer for a worker is refused (503) rather than run late
  int http_event_loop_lag_ms = 0;  // while the event loop is further behind, its handlers' requests are refused (503)
  std::string database_url;
  int pg_pool_size = 0;
  std::string redis_url;
  int redis_pool_size = 0;
  std::string kafka_brokers;
  std::string log_level;
  // The proof that a request came through the gateway (GATEWAY_SECRET, at least 32 characters): nginx sends it with
  // every request it proxies, and only a request that carries it may set the headers nginx alone sets
  // (cw/http.hpp, kGatewayOnlyHeaders).
  std::string gateway_secret;
};

CommonConfig load_common_config(const std::string& service_name);

}  // namespace cw
