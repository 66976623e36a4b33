#include <cw/events/envelope.hpp>
#include <cw/request_context.hpp>

#include <sodium.h>

#include <ctime>

namespace cw::events {

Json to_json(const Envelope& envelope) {
  return {{"id", envelope.id},
          {"type", envelope.type},
          {"occurredAt", envelope.occurred_at},
          {"requestId", envelope.request_id},
          {"data", envelope.data}};
}

std::optional<Envelope> parse_envelope(const std::string& text) {
  auto json = Json::parse(text, nullptr, false);
  if (!json.is_object() || !json["id"].is_string() || !json["type"].is_string() || !json["data"].is_object()) {
    return std::nullopt;
  }
  Envelope envelope;
  envelope.id = json["id"].get<std::string>();
  envelope.type = json["type"].get<std::string>();
  envelope.occurred_at = json.value("occurredAt", "");
  envelope.request_id = json.value("requestId", "");
  envelope.data = json["data"];
  return envelope;
}

std::string new_uuid() {
  unsigned char bytes[16];
  randombytes_buf(bytes, sizeof bytes);
  bytes[6] = static_cast<unsigned char>((bytes[6] & 0x0f) | 0x40);  // version 4
  bytes[8] = static_cast<unsigned char>((bytes[8] & 0x3f) | 0x80);  // RFC 4122 variant
  char hex[33];
  sodium_bin2hex(hex, sizeof hex, bytes, sizeof bytes);
  std::string h(hex);
  return h.substr(0, 8) + "-" + h.substr(8, 4) + "-" + h.substr(12, 4) + "-" + h.substr(16, 4) + "-" + h.substr(20);
}

std::string utc_now_iso() {
  auto now = std::chrono::system_clock::now();
  auto seconds = std::chrono::system_clock::to_time_t(now);
  auto millis = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%S", &tm);
  char out[40];
  std::snprintf(out, sizeof out, "%s.%03lldZ", buffer, static_cast<long long>(millis));
  return out;
}

std::string topic_of(const std::string& service) { return service + ".events"; }

Json new_envelope(const std::string& type, Json data) {
  return to_json(Envelope{new_uuid(), type, utc_now_iso(), current_request_id(), std::move(data)});
}

}  // namespace cw::events
