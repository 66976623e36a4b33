#include <cw/events/envelope.hpp>
#include <cw/request_context.hpp>

#include <sodium.h>

#include <cctype>
#include <chrono>
#include <cstdint>
#include <ctime>

namespace cw::events {

Json to_json(const Envelope& envelope) {
  return {{"id", envelope.id},
          {"type", envelope.type},
          {"occurredAt", envelope.occurred_at},
          {"requestId", envelope.request_id},
          {"data", envelope.data}};
}

namespace {

// 8-4-4-4-12 hexadecimal digits: what processed_events' uuid column takes.
bool is_uuid(const std::string& text) {
  if (text.size() != 36) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? text[i] != '-' : !std::isxdigit(static_cast<unsigned char>(text[i]))) return false;
  }
  return true;
}

// An optional text member: "" when absent or null, nullopt when it is something else.
std::optional<std::string> optional_text(const Json& object, const char* name) {
  auto found = object.find(name);
  if (found == object.end() || found->is_null()) return std::string();
  if (!found->is_string()) return std::nullopt;
  return found->get<std::string>();
}

}  // namespace

std::optional<Envelope> parse_envelope(const std::string& text) {
  auto json = Json::parse(text, nullptr, false);
  if (!json.is_object()) return std::nullopt;
  auto id = json.find("id");
  auto type = json.find("type");
  auto data = json.find("data");
  if (id == json.end() || !id->is_string() || !is_uuid(id->get<std::string>()) || type == json.end() ||
      !type->is_string() || data == json.end() || !data->is_object()) {
    return std::nullopt;
  }
  auto occurred_at = optional_text(json, "occurredAt");
  auto request_id = optional_text(json, "requestId");
  if (!occurred_at || !request_id) return std::nullopt;
  // Lower case, as PostgreSQL gives a uuid back: the consumer matches the ids it recorded by their text.
  auto event_id = id->get<std::string>();
  for (auto& c : event_id) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return Envelope{std::move(event_id), type->get<std::string>(), std::move(*occurred_at), std::move(*request_id),
                  *data};
}

std::string new_uuid() {
  // Version 7 (RFC 9562): the first 48 bits are the Unix time in milliseconds, the other 74 free bits random. Ids
  // made later sort later, so each consumer's processed_events index grows at its right edge instead of taking
  // every new id on a random leaf page (a page read, and after a checkpoint a full-page write, per event).
  unsigned char bytes[16];
  randombytes_buf(bytes, sizeof bytes);
  const auto millis = static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
          .count());
  for (int i = 0; i < 6; ++i) bytes[i] = static_cast<unsigned char>(millis >> (8 * (5 - i)));
  bytes[6] = static_cast<unsigned char>((bytes[6] & 0x0f) | 0x70);  // version 7
  bytes[8] = static_cast<unsigned char>((bytes[8] & 0x3f) | 0x80);  // RFC 4122 variant
  char hex[33];
  sodium_bin2hex(hex, sizeof hex, bytes, sizeof bytes);
  std::string h(hex);
  return h.substr(0, 8) + "-" + h.substr(8, 4) + "-" + h.substr(12, 4) + "-" + h.substr(16, 4) + "-" + h.substr(20);
}

std::string utc_now_iso() { return iso_utc(std::chrono::system_clock::now()); }

std::string iso_utc(std::chrono::system_clock::time_point now) {
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


Json new_envelope(const std::string& type, Json data) {
  return to_json(Envelope{new_uuid(), type, utc_now_iso(), current_request_id(), std::move(data)});
}

}  // namespace cw::events
