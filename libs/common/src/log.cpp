#include <cw/log.hpp>

#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

namespace cw::log {

namespace {
std::string g_service = "unknown";
std::shared_ptr<spdlog::logger> g_logger;

spdlog::logger& logger() {
  if (!g_logger) init(g_service, "info");
  return *g_logger;
}

void write(spdlog::level::level_enum level, const char* level_name, const std::string& message,
           nlohmann::json fields) {
  if (!logger().should_log(level)) return;
  nlohmann::json line = {{"level", level_name}, {"service", g_service}, {"msg", message}};
  if (fields.is_object()) line.update(fields);
  // The pattern already opened the object with the timestamp: drop the dump's own opening brace.
  logger().log(level, line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).substr(1));
}
}  // namespace

void init(const std::string& service_name, const std::string& level) {
  g_service = service_name;
  g_logger = spdlog::stdout_logger_mt(service_name + "-json");
  // The timestamp is the only field spdlog writes itself; the rest of the object is ours.
  g_logger->set_pattern(R"({"ts":"%Y-%m-%dT%H:%M:%S.%eZ",%v)", spdlog::pattern_time_type::utc);
  g_logger->set_level(spdlog::level::from_str(level));
  g_logger->flush_on(spdlog::level::warn);
  spdlog::flush_every(std::chrono::seconds(1));
}

void info(const std::string& message, nlohmann::json fields) {
  write(spdlog::level::info, "info", message, std::move(fields));
}
void warn(const std::string& message, nlohmann::json fields) {
  write(spdlog::level::warn, "warn", message, std::move(fields));
}
void error(const std::string& message, nlohmann::json fields) {
  write(spdlog::level::err, "error", message, std::move(fields));
}
void flush() {
  if (g_logger) g_logger->flush();
}

}  // namespace cw::log
