#include <cw/config.hpp>

#include <cstdlib>

namespace cw::env {

std::optional<std::string> maybe(const char* name) {
  const char* value = std::getenv(name);
  if (value == nullptr || *value == '\0') return std::nullopt;
  return std::string(value);
}

std::string required(const char* name) {
  auto value = maybe(name);
  if (!value) throw ConfigError(std::string("missing required environment variable ") + name);
  return *value;
}

std::string optional(const char* name, const std::string& fallback) { return maybe(name).value_or(fallback); }

namespace {
int parse_integer(const char* name, const std::string& text, int min, int max) {
  std::size_t used = 0;
  long value = 0;
  try {
    value = std::stol(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || value < min || value > max) {
    throw ConfigError(std::string(name) + " must be an integer from " + std::to_string(min) + " to " +
                      std::to_string(max) + ", got '" + text + "'");
  }
  return static_cast<int>(value);
}
}  // namespace

int integer(const char* name, int fallback, int min, int max) {
  auto value = maybe(name);
  return value ? parse_integer(name, *value, min, max) : fallback;
}

int required_integer(const char* name, int min, int max) { return parse_integer(name, required(name), min, max); }

}  // namespace cw::env

namespace cw {

CommonConfig load_common_config(const std::string& service_name) {
  CommonConfig config;
  config.service_name = service_name;
  config.http_host = env::optional("HTTP_HOST", "127.0.0.1");
  config.http_port = env::required_integer("HTTP_PORT", 1, 65535);
  config.http_unix_socket = env::optional("HTTP_UNIX_SOCKET", "");
  config.http_threads = env::integer("HTTP_THREADS", 1, 1, 256);
  config.http_worker_threads = env::integer("HTTP_WORKER_THREADS", 16, 1, 1024);
  config.http_worker_queue = env::integer("HTTP_WORKER_QUEUE", 64, 1, 1'000'000);
  config.http_worker_wait_ms = env::integer("HTTP_WORKER_WAIT_MS", 500, 1, 600'000);
  config.http_event_loop_lag_ms = env::integer("HTTP_EVENT_LOOP_LAG_MS", 50, 1, 600'000);
  config.database_url = env::required("DATABASE_URL");
  config.pg_pool_size = env::integer("PG_POOL_SIZE", 16, 1, 256);
  config.redis_url = env::required("REDIS_URL");
  config.redis_pool_size = env::integer("REDIS_POOL_SIZE", 32, 1, 512);
  config.kafka_brokers = env::required("KAFKA_BROKERS");
  config.log_level = env::optional("LOG_LEVEL", "info");
  config.gateway_secret = env::required("GATEWAY_SECRET");
  if (config.gateway_secret.size() < 32) throw ConfigError("GATEWAY_SECRET must be at least 32 characters");
  return config;
}

}  // namespace cw
