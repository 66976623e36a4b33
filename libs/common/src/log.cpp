#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <spdlog/sinks/base_sink.h>
#include <spdlog/spdlog.h>

#include <cstdio>
#include <mutex>

namespace cw::log {

namespace {

// stdout through stdio's buffer: spdlog's stdout sink flushes every line, one write(2) per request under a lock.
// Lines reach the file when the buffer fills, every second (flush_every) and at once for warnings and errors.
class BufferedStdoutSink : public spdlog::sinks::base_sink<std::mutex> {
 public:
  BufferedStdoutSink() { std::setvbuf(stdout, nullptr, _IOFBF, 1 << 16); }

 protected:
  void sink_it_(const spdlog::details::log_msg& message) override {
    spdlog::memory_buf_t formatted;
    formatter_->format(message, formatted);
    std::fwrite(formatted.data(), 1, formatted.size(), stdout);
  }
  void flush_() override { std::fflush(stdout); }
};

std::string g_service = "unknown";
std::shared_ptr<spdlog::logger> g_logger;

spdlog::logger& logger() {
  if (!g_logger) init(g_service, "info");
  return *g_logger;
}

// `,"key":value` for a field, its value serialised as JSON (invalid UTF-8 replaced, never thrown).
void append_field(std::string& line, std::string_view key, const nlohmann::json& value) {
  line += ",\"";
  line += key;  // the code's own names
  line += "\":";
  line += value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// The line is written straight into one string (the pattern already opened the object with the timestamp): no
// object is built for it, which halved what a line cost the chat's hot path.
void write(spdlog::level::level_enum level, const char* level_name, const std::string& message,
           const nlohmann::json& fields) {
  if (!logger().should_log(level)) return;
  std::string line = R"("level":")";
  line += level_name;
  line += '"';
  append_field(line, "service", g_service);
  append_field(line, "msg", message);
  bool names_request = false;
  if (fields.is_object()) {
    for (const auto& [key, value] : fields.items()) {
      if (key == "level" || key == "service" || key == "msg") continue;  // the line's own
      names_request = names_request || key == "requestId";
      append_field(line, key, value);
    }
  }
  // Every line written for a request (or an event, an e-mail, a WebSocket frame) says which, unless it names one.
  if (const auto& request_id = current_request_id(); !request_id.empty() && !names_request) {
    append_field(line, "requestId", request_id);
  }
  line += '}';
  logger().log(level, line);
}
}  // namespace

void init(const std::string& service_name, const std::string& level) {
  g_service = service_name;
  const auto name = service_name + "-json";
  spdlog::drop(name);
  g_logger = std::make_shared<spdlog::logger>(name, std::make_shared<BufferedStdoutSink>());
  spdlog::register_logger(g_logger);  // so that flush_every reaches it
  // The timestamp is the only field spdlog writes itself; the rest of the object is ours.
  g_logger->set_pattern(R"({"ts":"%Y-%m-%dT%H:%M:%S.%eZ",%v)", spdlog::pattern_time_type::utc);
  g_logger->set_level(spdlog::level::from_str(level));
  g_logger->flush_on(spdlog::level::warn);
  spdlog::flush_every(std::chrono::seconds(1));
}

void info(const std::string& message, nlohmann::json fields) {
  write(spdlog::level::info, "info", message, fields);
}
void warn(const std::string& message, nlohmann::json fields) {
  write(spdlog::level::warn, "warn", message, fields);
}
void error(const std::string& message, nlohmann::json fields) {
  write(spdlog::level::err, "error", message, fields);
}
void flush() {
  if (g_logger) g_logger->flush();
}

}  // namespace cw::log
