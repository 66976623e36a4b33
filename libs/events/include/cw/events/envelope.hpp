#pragma once
// The envelope every event travels in: {"id", "type", "occurredAt", "requestId", "data"}; the message key is the
// aggregate id and a `type` header repeats the type.
#include <nlohmann/json.hpp>

#include <chrono>
#include <optional>
#include <string>

namespace cw::events {

using Json = nlohmann::json;

struct Envelope {
  std::string id;           // uuid, unique per event: the consumers' idempotency key
  std::string type;         // "user.registered"
  std::string occurred_at;  // ISO-8601 UTC
  std::string request_id;   // the request that caused it
  Json data;
};

Json to_json(const Envelope& envelope);
std::optional<Envelope> parse_envelope(const std::string& text);
std::string new_uuid();
std::string utc_now_iso();
// A time as events and APIs show it: "2026-11-23T10:15:30.123Z".
std::string iso_utc(std::chrono::system_clock::time_point time);

// A new event's envelope as the outbox stores it: a new id, the time, the current request id (the typed
// new_envelope of cw/events/contracts.hpp is the one to use).
Json new_envelope(const std::string& type, Json data);

}  // namespace cw::events
