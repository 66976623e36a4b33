#pragma once
// One JSON object per log line on stdout: {"ts","level","service","msg", ...fields}, and "requestId" whenever a
// request id is current on the thread (cw/request_context.hpp).
#include <nlohmann/json.hpp>
#include <string>

namespace cw::log {

void init(const std::string& service_name, const std::string& level);
void info(const std::string& message, nlohmann::json fields = nlohmann::json::object());
void warn(const std::string& message, nlohmann::json fields = nlohmann::json::object());
void error(const std::string& message, nlohmann::json fields = nlohmann::json::object());
void flush();

}  // namespace cw::log
